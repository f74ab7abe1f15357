import type { DepositPage } from '@adportal/contracts';
import {
  DEPOSIT_METHODS,
  DEPOSIT_STATUSES,
  type Deposit,
  type DepositMethod,
  type DepositStatus,
} from '@adportal/contracts';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money.ts';
import type { DepositsFilter } from '../api/deposits.ts';
import { DepositStatusChip } from './DepositStatusChip.tsx';

const SEARCH_DELAY_MS = 300;
export const EMPTY_DEPOSITS_FILTER: DepositsFilter = {
  search: '',
  status: '',
  method: '',
  from: '',
  to: '',
  page: 1,
  pageSize: 10,
};

/**
 * Deposits with their filters (search by ID, status, method, dates) and server-side pages; shared by the
 * advertiser's /deposit and the operators' console. `actions` renders each row's last cell.
 */
export function DepositsTable({
  filter,
  onFilter,
  query,
  actions,
  extraColumn,
  onOpen,
}: {
  filter: DepositsFilter;
  onFilter: (filter: DepositsFilter) => void;
  query: UseQueryResult<DepositPage>;
  actions?: (deposit: Deposit) => ReactNode;
  extraColumn?: { header: string; cell: (deposit: Deposit) => ReactNode };
  onOpen?: (deposit: Deposit) => void;
}) {
  const { t, i18n } = useTranslation();
  const [searchInput, setSearchInput] = useState(filter.search);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (searchInput.trim() !== filter.search) onFilter({ ...filter, search: searchInput.trim(), page: 1 });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput, filter, onFilter]);
  const set = (patch: Partial<DepositsFilter>) => onFilter({ ...filter, ...patch, page: 1 });
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const rows = query.data?.data ?? [];
  const dateRangeInvalid = Boolean(filter.from && filter.to && filter.from > filter.to);
  const columns = 7 + (extraColumn ? 1 : 0) + (actions ? 1 : 0);

  return (
    <Card>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: { xs: 2, sm: 2.5 } }}>
        <TextField
          size="small"
          type="search"
          label={t('deposit.search')}
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          sx={{ flex: { xs: '1 1 100%', md: '1 1 240px' } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          size="small"
          label={t('deposit.status')}
          value={filter.status}
          onChange={(event) => set({ status: event.target.value as DepositStatus | '' })}
          sx={{ flex: { xs: '1 1 45%', md: '0 0 160px' } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('deposit.allStatuses')}</MenuItem>
          {DEPOSIT_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`deposit.statuses.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('deposit.method')}
          value={filter.method}
          onChange={(event) => set({ method: event.target.value as DepositMethod | '' })}
          sx={{ flex: { xs: '1 1 45%', md: '0 0 180px' } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('deposit.allMethods')}</MenuItem>
          {DEPOSIT_METHODS.map((method) => (
            <MenuItem key={method} value={method}>
              {t(`deposit.methods.${method}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label={t('deposit.from')}
          value={filter.from}
          onChange={(event) => set({ from: event.target.value })}
          sx={{ flex: { xs: '1 1 45%', md: '0 0 160px' } }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('deposit.to')}
          value={filter.to}
          onChange={(event) => set({ to: event.target.value })}
          error={dateRangeInvalid}
          helperText={dateRangeInvalid ? t('validation.dateRange') : undefined}
          sx={{ flex: { xs: '1 1 45%', md: '0 0 160px' } }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      {query.isError ? (
        <Alert
          severity="error"
          sx={{ mx: 2.5, mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('deposit.fetchFailed')}
        </Alert>
      ) : null}
      <Box sx={{ height: 4 }}>{query.isFetching ? <LinearProgress /> : null}</Box>
      <TableContainer>
        <Table sx={{ minWidth: 900 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('deposit.columns.reference')}</TableCell>
              {extraColumn ? <TableCell>{extraColumn.header}</TableCell> : null}
              <TableCell>{t('deposit.columns.method')}</TableCell>
              <TableCell>{t('deposit.columns.status')}</TableCell>
              <TableCell align="right">{t('deposit.columns.amount')}</TableCell>
              <TableCell>{t('deposit.columns.network')}</TableCell>
              <TableCell>{t('deposit.columns.initiated')}</TableCell>
              <TableCell>{t('deposit.columns.gateway')}</TableCell>
              {actions ? <TableCell align="right">{t('deposit.columns.actions')}</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((deposit) => (
              <TableRow
                key={deposit.id}
                hover
                data-testid="deposit-row"
                onClick={onOpen ? () => onOpen(deposit) : undefined}
                sx={onOpen ? { cursor: 'pointer' } : undefined}
              >
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                  {deposit.reference}
                </TableCell>
                {extraColumn ? <TableCell>{extraColumn.cell(deposit)}</TableCell> : null}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`deposit.methods.${deposit.method}`)}</TableCell>
                <TableCell>
                  <DepositStatusChip status={deposit.status} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(deposit.amount)} USDT
                </TableCell>
                <TableCell>{deposit.network}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(deposit.created_at)}</TableCell>
                <TableCell
                  sx={{
                    fontFamily: 'monospace',
                    maxWidth: 180,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                  }}
                  title={deposit.provider_payment_id ?? deposit.tx_hash ?? undefined}
                >
                  {deposit.provider_payment_id ?? deposit.tx_hash ?? '—'}
                </TableCell>
                {actions ? (
                  <TableCell
                    align="right"
                    sx={{ whiteSpace: 'nowrap' }}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {actions(deposit)}
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
            {query.isSuccess && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                  {t('deposit.empty')}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={query.data?.total ?? 0}
        page={Math.max(0, filter.page - 1)}
        rowsPerPage={filter.pageSize}
        rowsPerPageOptions={[10, 25, 50]}
        onPageChange={(_event, page) => onFilter({ ...filter, page: page + 1 })}
        onRowsPerPageChange={(event) =>
          onFilter({ ...filter, pageSize: Number(event.target.value), page: 1 })
        }
        labelRowsPerPage={t('team.pagination.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('team.pagination.displayedRows', { from, to, count })}
      />
    </Card>
  );
}
