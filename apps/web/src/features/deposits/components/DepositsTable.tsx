import type { DepositPage } from '@adportal/contracts';
import { DEPOSIT_METHODS, DEPOSIT_STATUSES, type Deposit } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../components/DateRangeFields.tsx';
import { FetchingBar } from '../../../components/FetchingBar.tsx';
import { FilterSelect } from '../../../components/FilterSelect.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { TablePager } from '../../../components/TablePager.tsx';
import { formatMoney } from '../../../lib/money.ts';
import type { DepositsFilter } from '../api/list-deposits.ts';
import { DepositStatusChip } from './DepositStatusChip.tsx';

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
  const set = (patch: Partial<DepositsFilter>) => onFilter({ ...filter, ...patch, page: 1 });
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const rows = query.data?.data ?? [];
  const columns = 7 + (extraColumn ? 1 : 0) + (actions ? 1 : 0);

  return (
    <Card>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: { xs: 2, sm: 2.5 } }}>
        <SearchField
          label={t('deposit.search')}
          value={filter.search}
          onSearch={(search) => onFilter({ ...filter, search, page: 1 })}
          sx={{ flex: { xs: '1 1 100%', md: '1 1 240px' } }}
        />
        <FilterSelect
          label={t('deposit.status')}
          all={t('deposit.allStatuses')}
          value={filter.status}
          options={DEPOSIT_STATUSES}
          optionLabel={(status) => t(`deposit.statuses.${status}`)}
          onChange={(value) => set({ status: value })}
          sx={{ flex: { xs: '1 1 45%', md: '0 0 160px' } }}
        />
        <FilterSelect
          label={t('deposit.method')}
          all={t('deposit.allMethods')}
          value={filter.method}
          options={DEPOSIT_METHODS}
          optionLabel={(method) => t(`deposit.methods.${method}`)}
          onChange={(value) => set({ method: value })}
          sx={{ flex: { xs: '1 1 45%', md: '0 0 180px' } }}
        />
        <DateRangeFields
          from={filter.from}
          to={filter.to}
          fromLabel={t('deposit.from')}
          toLabel={t('deposit.to')}
          onChange={(range) => set(range)}
          sx={{ flex: { xs: '1 1 45%', md: '0 0 160px' } }}
        />
      </Box>
      {query.isError ? (
        <RetryAlert onRetry={() => query.refetch()} sx={{ mx: 2.5, mb: 2 }}>
          {t('deposit.fetchFailed')}
        </RetryAlert>
      ) : null}
      <FetchingBar active={query.isFetching} />
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
      <TablePager
        count={query.data?.total ?? 0}
        page={filter.page}
        pageSize={filter.pageSize}
        onChange={(page, pageSize) => onFilter({ ...filter, page, pageSize })}
      />
    </Card>
  );
}
