import type { DepositPage } from '@adportal/contracts';
import { DEPOSIT_METHODS, DEPOSIT_STATUSES, type Deposit } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/DataTable.tsx';
import { DateRangeFields } from '../../../components/DateRangeFields.tsx';
import { FilterSelect } from '../../../components/FilterSelect.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
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

/** Whether any filter narrows the list (then an empty list means "nothing matches", not "none yet"). */
export function depositFilterSet(filter: DepositsFilter): boolean {
  return Boolean(filter.search || filter.status || filter.method || filter.from || filter.to);
}

/**
 * Deposits with their filters (search by ID, status, method, dates) and server-side pages; shared by the
 * advertiser's /deposit and the operators' console. `actions` renders each row's last cell; `noneYet` is what
 * an empty list says when no filter is set (the advertiser's: how to make a first deposit).
 */
export function DepositsTable({
  filter,
  onFilter,
  query,
  actions,
  extraColumn,
  onOpen,
  searchLabel,
  noneYet,
}: {
  filter: DepositsFilter;
  onFilter: (filter: DepositsFilter) => void;
  query: UseQueryResult<DepositPage>;
  actions?: (deposit: Deposit) => ReactNode;
  extraColumn?: { header: string; cell: (deposit: Deposit) => ReactNode };
  onOpen?: (deposit: Deposit) => void;
  /** What the search matches, when it is more than the advertiser's (operators: the advertiser too). */
  searchLabel?: string;
  noneYet?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const set = (patch: Partial<DepositsFilter>) => onFilter({ ...filter, ...patch, page: 1 });
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const gateway = (deposit: Deposit) => deposit.provider_payment_id ?? deposit.tx_hash ?? undefined;
  const columns: (DataColumn<Deposit> | false | undefined)[] = [
    {
      id: 'reference',
      essential: true,
      header: t('deposit.columns.reference'),
      cell: (deposit) => deposit.reference,
      sx: { fontFamily: 'monospace', whiteSpace: 'nowrap' },
    },
    extraColumn && { id: 'extra', header: extraColumn.header, cell: extraColumn.cell, essential: true },
    {
      id: 'method',
      header: t('deposit.columns.method'),
      cell: (deposit) => t(`deposit.methods.${deposit.method}`),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'status',
      essential: true,
      header: t('deposit.columns.status'),
      cell: (deposit) => <DepositStatusChip status={deposit.status} />,
    },
    {
      id: 'amount',
      essential: true,
      header: t('deposit.columns.amount'),
      align: 'right',
      cell: (deposit) => `${formatMoney(deposit.amount)} USDT`,
      sx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    },
    { id: 'network', header: t('deposit.columns.network'), cell: (deposit) => deposit.network },
    {
      id: 'initiated',
      header: t('deposit.columns.initiated'),
      cell: (deposit) => when(deposit.created_at),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'gateway',
      header: t('deposit.columns.gateway'),
      cell: (deposit) => gateway(deposit) ?? '—',
      title: gateway,
      sx: { fontFamily: 'monospace', maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis' },
    },
    actions && {
      id: 'actions',
      header: t('deposit.columns.actions'),
      align: 'right',
      cell: actions,
      stopsRowClick: true,
      sx: { whiteSpace: 'nowrap' },
    },
  ];

  return (
    <Card>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: { xs: 2, sm: 2.5 } }}>
        <SearchField
          label={searchLabel ?? t('deposit.search')}
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
      <DataTable
        columns={columns}
        rows={query.data?.data ?? []}
        rowKey={(deposit) => deposit.id}
        rowTestId="deposit-row"
        query={query}
        errorMessage={t('deposit.fetchFailed')}
        empty={depositFilterSet(filter) ? t('deposit.empty') : (noneYet ?? t('deposit.none'))}
        minWidth={900}
        onRowClick={onOpen}
        pager={{
          page: filter.page,
          pageSize: filter.pageSize,
          total: query.data?.total ?? 0,
          onChange: (page, pageSize) => onFilter({ ...filter, page, pageSize }),
        }}
      />
    </Card>
  );
}
