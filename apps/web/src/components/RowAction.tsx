import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { DataColumn } from './DataTable.tsx';

/**
 * One icon button of a table row: its tooltip says what it does, its accessible name which row it acts on. A
 * link when given `to`. Wrapped in a span so the tooltip still shows on a disabled button (MUI needs an element
 * that receives pointer events).
 */
export function RowAction({
  title,
  label,
  icon,
  onClick,
  to,
  disabled = false,
  size,
}: {
  title: string;
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  to?: string;
  disabled?: boolean;
  size?: 'small';
}) {
  const common = { 'aria-label': label, disabled, size };
  return (
    <Tooltip title={title}>
      <span>
        {to ? (
          <IconButton component={RouterLink} to={to} {...common}>
            {icon}
          </IconButton>
        ) : (
          <IconButton onClick={onClick} {...common}>
            {icon}
          </IconButton>
        )}
      </span>
    </Tooltip>
  );
}

/** The last column of a list whose rows have actions: no visible header, right-aligned, never wrapping. */
export function rowActionsColumn<Row>(header: string, cell: (row: Row) => ReactNode): DataColumn<Row> {
  return {
    id: 'actions',
    header,
    headerHidden: true,
    align: 'right',
    stopsRowClick: true,
    cell,
    sx: { whiteSpace: 'nowrap' },
  };
}
