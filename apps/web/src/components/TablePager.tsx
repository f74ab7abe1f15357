import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

/** Server-side pages under a table, with translated labels; `page` counts from 1 like the API's. */
export function TablePager({
  count,
  page,
  pageSize,
  pageSizes = [10, 25, 50],
  onChange,
}: {
  count: number;
  page: number;
  pageSize: number;
  pageSizes?: readonly number[];
  onChange: (page: number, pageSize: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={count}
      page={Math.max(0, page - 1)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_event, next) => onChange(next + 1, pageSize)}
      onRowsPerPageChange={(event) => onChange(1, Number(event.target.value))}
      labelRowsPerPage={t('team.pagination.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: total }) =>
        t('team.pagination.displayedRows', { from, to, count: total })
      }
      // On a phone the pager wraps onto two lines instead of scrolling sideways.
      sx={{
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5 },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
      }}
    />
  );
}
