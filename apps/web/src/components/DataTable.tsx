import Box from '@mui/material/Box';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../lib/visually-hidden.ts';
import { DataTableCards } from './DataTableCards.tsx';
import { FetchingBar } from './FetchingBar.tsx';
import { RetryAlert } from './RetryAlert.tsx';
import { rowOpenProps } from './row-open-props.ts';
import { SkeletonRows } from './SkeletonRows.tsx';
import { TablePager } from './TablePager.tsx';

export type SortDirection = 'asc' | 'desc';

export interface DataColumn<Row> {
  /** Unique within the table (React key). */
  id: string;
  /** The translated header; also the label of the value in the phone layout. */
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Styles of the body cell (wide layout). */
  sx?: SxProps<Theme>;
  /** The header is read out but not shown (an actions column). */
  headerHidden?: boolean;
  /** Styles of the header cell (a sticky column). */
  headerSx?: SxProps<Theme>;
  /** The cell's tooltip text (a truncated value in full). */
  title?: (row: Row) => string | undefined;
  /** A server-side sort key: the header becomes a sort button; `firstDirection` is its first order. */
  sort?: { key: string; firstDirection?: SortDirection; testId?: string };
  /** Clicks inside the cell do not open the row (links, buttons, switches). */
  stopsRowClick?: boolean;
  /** Phone layout: a labelled line (default), the value alone across the card, or left out. */
  phone?: 'labelled' | 'full' | 'hidden';
  /**
   * A key column (what a person scans the list for: the name, the amount, the status, the actions): always on
   * the phone card; the other columns fold under "More details", a tap away. Unmarked tables get their first
   * columns and their controls as key columns (see `phoneColumns`).
   */
  essential?: boolean;
  /** Extra attributes of the body cell (data-* hooks of tests). */
  cellProps?: (row: Row) => Record<`data-${string}`, string>;
}

/** What the table needs of a query (TanStack Query's result fits). */
export interface DataTableQuery {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface DataTableProps<Row> {
  /** `false`, `null` or `undefined` entries are columns left out (by permission or option). */
  columns: readonly (DataColumn<Row> | false | null | undefined)[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The accessible name: a text, or the id of the heading that names the table. */
  label?: string;
  labelledBy?: string;
  /** Loading (skeleton rows), refetching (bar) and failure (alert with retry) come from the query. */
  query?: DataTableQuery;
  /** Loading without a query (the caller shows the query's states itself). */
  loading?: boolean;
  /** The translated message of a failed load. */
  errorMessage?: string;
  /** The translated message when there is no row, a node for richer content; none when the caller shows its own. */
  empty?: ReactNode;
  /** Server-side pages; `page` counts from 1. */
  pager?: {
    page: number;
    pageSize: number;
    total: number;
    pageSizes?: readonly number[];
    onChange: (page: number, pageSize: number) => void;
  };
  /** Server-side sort, controlled by the caller. */
  sort?: { by: string; direction: SortDirection; onSort: (by: string, direction: SortDirection) => void };
  onRowClick?: (row: Row) => void;
  rowTestId?: string;
  /** Extra attributes of each row (data-* hooks of tests). */
  rowProps?: (row: Row) => Record<`data-${string}`, string>;
  minWidth?: number;
  size?: 'small' | 'medium';
  /**
   * Below `below` rows become stacked cards: the key columns, the rest under "More details"; `renderCard`
   * replaces the card. The default is sm, or md for a table wider than a small tablet (`minWidth` ≥ 760).
   * `false` only where the page draws its own cards on phones.
   */
  phone?: false | { below?: Breakpoint; renderCard?: (row: Row) => ReactNode };
  skeletonRows?: number;
}

/** A table at least this wide (px) becomes cards below md, not only on phones: it would scroll on a tablet. */
const WIDE_TABLE = 760;

/** The order a click on a sortable header asks for: the same column flips, another starts at its first. */
export function nextSort(
  current: { by: string; direction: SortDirection },
  key: string,
  firstDirection: SortDirection = 'asc',
): SortDirection {
  if (current.by !== key) return firstDirection;
  return current.direction === 'asc' ? 'desc' : 'asc';
}

/**
 * The one table of the app: columns declared once; skeleton rows while loading, the empty message, the
 * failure with Retry, the refetching bar, server-side sort and pages, and a phone layout of cards.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const theme = useTheme();
  const phoneBelow =
    props.phone === false
      ? undefined
      : (props.phone?.below ?? ((props.minWidth ?? 0) >= WIDE_TABLE ? 'md' : 'sm'));
  const narrow = useMediaQuery(theme.breakpoints.down(phoneBelow ?? 'sm')) && phoneBelow !== undefined;
  const columns = props.columns.filter((column): column is DataColumn<Row> => Boolean(column));
  const { query, rows } = props;
  const loading = props.loading ?? query?.isPending ?? false;
  const failed = query?.isError ?? false;
  const empty = props.empty !== undefined && !loading && !failed && rows.length === 0;

  return (
    <>
      {failed && query ? (
        <RetryAlert onRetry={() => query.refetch()} sx={{ mx: { xs: 2, sm: 2.5 }, my: 2 }}>
          {props.errorMessage}
        </RetryAlert>
      ) : null}
      {query ? <FetchingBar active={query.isFetching} /> : null}
      {narrow ? (
        <DataTableCards
          {...props}
          columns={columns}
          loading={loading}
          isEmpty={empty}
          renderCard={props.phone ? props.phone.renderCard : undefined}
        />
      ) : (
        <TableContainer>
          <Table
            size={props.size}
            sx={props.minWidth ? { minWidth: props.minWidth } : undefined}
            aria-label={props.label}
            aria-labelledby={props.labelledBy}
          >
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <HeaderCell key={column.id} column={column} sort={props.sort} />
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {loading ? <SkeletonRows rows={props.skeletonRows} columns={columns.length} /> : null}
              {rows.map((row) => {
                const open = props.onRowClick ? () => props.onRowClick?.(row) : undefined;
                return (
                  <TableRow
                    key={props.rowKey(row)}
                    hover
                    data-testid={props.rowTestId}
                    {...props.rowProps?.(row)}
                    {...rowOpenProps(open)}
                    sx={open ? { cursor: 'pointer' } : undefined}
                  >
                    {columns.map((column) => (
                      <TableCell
                        key={column.id}
                        align={column.align}
                        sx={column.sx}
                        title={column.title?.(row)}
                        onClick={column.stopsRowClick ? (event) => event.stopPropagation() : undefined}
                        {...column.cellProps?.(row)}
                      >
                        {column.cell(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
              {empty ? (
                <TableRow>
                  <TableCell colSpan={columns.length} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                    {props.empty}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {props.pager ? (
        <TablePager
          count={props.pager.total}
          page={props.pager.page}
          pageSize={props.pager.pageSize}
          pageSizes={props.pager.pageSizes}
          onChange={props.pager.onChange}
        />
      ) : null}
    </>
  );
}

function HeaderCell<Row>({ column, sort }: { column: DataColumn<Row>; sort: DataTableProps<Row>['sort'] }) {
  if (!column.sort || !sort) {
    return (
      <TableCell align={column.align} sx={column.headerSx}>
        {column.headerHidden ? (
          <Box component="span" sx={visuallyHidden}>
            {column.header}
          </Box>
        ) : (
          column.header
        )}
      </TableCell>
    );
  }
  const { key, firstDirection = 'asc', testId } = column.sort;
  const active = sort.by === key;
  return (
    <TableCell align={column.align} sx={column.headerSx} sortDirection={active ? sort.direction : false}>
      <TableSortLabel
        active={active}
        direction={active ? sort.direction : firstDirection}
        onClick={() => sort.onSort(key, nextSort(sort, key, firstDirection))}
        data-testid={testId}
      >
        {column.header}
      </TableSortLabel>
    </TableCell>
  );
}
