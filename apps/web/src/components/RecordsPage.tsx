import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { RecordDialogs } from '../lib/use-record-dialogs.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import AddIcon from './icons/Add.tsx';
import { PageHeader } from './PageHeader.tsx';

/** The question before deleting a row, and what deleting it does. */
export interface RecordDeletion<Row> {
  dialogs: RecordDialogs<Row>;
  title: (row: Row) => string;
  text: (row: Row) => string;
  confirmLabel: string;
  /** Deletes the row (a mutation's `mutateAsync`). */
  remove: (row: Row) => Promise<unknown>;
  pending: boolean;
  /** The success notice's title. */
  deleted: string;
}

/**
 * An operators' list of records (promotions, popups, articles, categories): the header with its actions and the
 * add button, the filters, the table (titled like the page), the editor given as `children` and the question
 * before a deletion. What differs between the lists is only these props.
 */
export function RecordsPage<Row>({
  title,
  subtitle,
  actions,
  add,
  filters,
  table,
  deletion,
  children,
}: {
  title: string;
  subtitle: string;
  /** Header buttons before the add button. */
  actions?: ReactNode;
  /** The add button (left out for a caller who may not create): a link with `to`, else `onClick`. */
  add?: { label: string; onClick?: () => void; to?: string; testId?: string } | false;
  filters?: ReactNode;
  table: Omit<DataTableProps<Row>, 'label'>;
  deletion?: RecordDeletion<Row>;
  /** The editor, when open. */
  children?: ReactNode;
}) {
  const deleting = deletion?.dialogs.deleting;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <>
            {actions}
            {add ? (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                data-testid={add.testId}
                {...(add.to ? { component: RouterLink, to: add.to } : { onClick: add.onClick })}
              >
                {add.label}
              </Button>
            ) : null}
          </>
        }
      />
      <Card component="section" aria-label={title}>
        {filters ? (
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: { xs: 2, sm: 2.5 } }}
          >
            {filters}
          </Box>
        ) : null}
        <DataTable label={title} {...table} />
      </Card>
      {children}
      {deletion && deleting ? (
        <ConfirmDialog
          title={deletion.title(deleting)}
          text={deletion.text(deleting)}
          confirmLabel={deletion.confirmLabel}
          tone="error"
          pending={deletion.pending}
          onConfirm={() =>
            void deletion.remove(deleting).then(
              () => deletion.dialogs.closeDelete({ kind: 'success', title: deletion.deleted }),
              (error: unknown) => deletion.dialogs.closeDelete({ kind: 'error', error }),
            )
          }
          onClose={() => deletion.dialogs.closeDelete()}
        />
      ) : null}
    </>
  );
}
