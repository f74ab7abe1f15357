import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn, DataTableProps } from './DataTable.tsx';
import { phoneColumns } from './data-table-phone.ts';
import { InfoLine } from './InfoLine.tsx';
import ExpandMoreIcon from './icons/ExpandMore.tsx';
import { rowOpenProps } from './row-open-props.ts';

type CardsProps<Row> = Omit<DataTableProps<Row>, 'columns' | 'phone'> & {
  columns: DataColumn<Row>[];
  loading: boolean;
  isEmpty: boolean;
  renderCard?: (row: Row) => ReactNode;
};

/** Runs of labelled columns (one description list each) between columns shown alone across the card. */
function segments<Row>(columns: DataColumn<Row>[]) {
  const runs: { full: boolean; columns: DataColumn<Row>[] }[] = [];
  for (const column of columns) {
    const full = column.phone === 'full' || column.headerHidden === true;
    const last = runs.at(-1);
    if (last && !last.full && !full) last.columns.push(column);
    else runs.push({ full, columns: [column] });
  }
  return runs;
}

/** DataTable on phones: each row a stacked card of label/value lines, in a list named like the table. */
export function DataTableCards<Row>(props: CardsProps<Row>) {
  if (props.loading) {
    return (
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }} aria-hidden="true">
        {Array.from({ length: props.skeletonRows ?? 2 }, (_, index) => `card${index}`).map((key) => (
          <Skeleton key={key} variant="rounded" height={120} />
        ))}
      </Box>
    );
  }
  if (props.isEmpty) {
    return (
      <Typography sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
        {props.empty}
      </Typography>
    );
  }
  const { key, more } = phoneColumns(props.columns);
  const keyRuns = segments(key);
  const moreRuns = segments(more);
  return (
    <Box
      component="ul"
      aria-label={props.label}
      aria-labelledby={props.labelledBy}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {props.rows.map((row) => {
        const open = props.onRowClick ? () => props.onRowClick?.(row) : undefined;
        return (
          <Box
            component="li"
            key={props.rowKey(row)}
            data-testid={props.rowTestId}
            {...props.rowProps?.(row)}
            {...rowOpenProps(open)}
            sx={{
              px: 2,
              py: 1.5,
              borderTop: 1,
              borderColor: 'divider',
              cursor: open ? 'pointer' : undefined,
              overflowWrap: 'anywhere',
              // Texts kept on one line in a wide table wrap in a narrow card instead of widening the page.
              '&& .MuiTypography-root': { whiteSpace: 'normal' },
              // A label wraps between its words: breaking anywhere, it shrank to one letter beside a long
              // value ("Redire / ct URL"). Values (addresses, hashes) still break anywhere.
              '& dt': { overflowWrap: 'normal' },
            }}
          >
            {props.renderCard ? (
              props.renderCard(row)
            ) : (
              <>
                {renderRuns(keyRuns, row)}
                {moreRuns.length > 0 ? (
                  <MoreDetails count={more.length}>{renderRuns(moreRuns, row)}</MoreDetails>
                ) : null}
              </>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

function renderRuns<Row>(runs: ReturnType<typeof segments<Row>>, row: Row) {
  return runs.map((run) =>
    run.full ? (
      <Box key={run.columns[0]?.id} sx={{ py: 0.75 }}>
        {cellOf(run.columns[0], row)}
      </Box>
    ) : (
      <Box component="dl" key={run.columns[0]?.id} sx={{ m: 0 }}>
        {run.columns.map((column) => {
          // A cell with nothing to show this row (no action open) is left out, not an empty labelled line.
          const value = cellOf(column, row);
          return value === null ? null : (
            <InfoLine key={column.id} label={column.header}>
              {value}
            </InfoLine>
          );
        })}
      </Box>
    ),
  );
}

/** The card's other columns, a tap away: the button says how many, and does not open the row. */
function MoreDetails({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={id}
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : undefined }} />}
        onClick={(event) => {
          event.stopPropagation();
          setOpen((value) => !value);
        }}
        onKeyDown={(event) => event.stopPropagation()}
        sx={{ mt: 0.5, ml: -1 }}
        data-testid="card-more-details"
      >
        {open ? t('common.fewerDetails') : t('common.moreDetails', { count })}
      </Button>
      <Box id={id} hidden={!open}>
        {children}
      </Box>
    </>
  );
}

function cellOf<Row>(column: DataColumn<Row> | undefined, row: Row) {
  if (!column) return null;
  const value = column.cell(row);
  if (value === null || value === undefined || value === false) return null;
  return column.stopsRowClick ? (
    <Box component="span" onClick={(event) => event.stopPropagation()} sx={{ display: 'contents' }}>
      {value}
    </Box>
  ) : (
    value
  );
}
