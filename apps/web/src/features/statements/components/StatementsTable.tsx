import type { Statement, StatementPage } from '@adportal/contracts';
import Box from '@mui/material/Box';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/DataTable.tsx';
import { formatDateTime, formatMoney, formatPlatformDay } from '../../../lib/format.ts';
import { StatementTypeChip, signedTone } from './StatementTypeChip.tsx';

const MONEY_SX = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * A ledger page, newest first, with both balances of each row; the advertiser's /report/statement and the
 * operators' advertiser ledger. `onOpen` makes rows open their statement.
 */
export function StatementsTable({
  query,
  page,
  pageSize,
  onPage,
  rowTestId,
  label,
  onOpen,
}: {
  query: UseQueryResult<StatementPage>;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  rowTestId: string;
  label: string;
  onOpen?: (statement: Statement) => void;
}) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => formatDateTime(iso, i18n.language, { seconds: true });
  const day = (date: string) => formatPlatformDay(date, i18n.language);
  const columns: DataColumn<Statement>[] = [
    {
      id: 'date',
      essential: true,
      header: t('statement.columns.date'),
      cell: (row) => when(row.created_at),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'statementDate',
      header: t('statement.columns.statementDate'),
      cell: (row) => day(row.statement_date),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'type',
      essential: true,
      header: t('statement.columns.type'),
      cell: (row) => <StatementTypeChip type={row.type} />,
    },
    {
      id: 'before',
      header: t('statement.columns.before'),
      align: 'right',
      cell: (row) => `${formatMoney(row.before)} USDT`,
      sx: MONEY_SX,
    },
    {
      id: 'amount',
      essential: true,
      header: t('statement.columns.amount'),
      align: 'right',
      cell: (row) => <AmountText amount={row.amount} />,
      sx: MONEY_SX,
    },
    {
      id: 'after',
      essential: true,
      header: t('statement.columns.after'),
      align: 'right',
      cell: (row) => `${formatMoney(row.after)} USDT`,
      sx: MONEY_SX,
    },
    {
      id: 'reference',
      header: t('statement.columns.reference'),
      cell: (row) => row.note ?? row.source_id ?? '—',
      title: (row) => row.note ?? row.source_id ?? undefined,
      sx: { maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={query.data?.data ?? []}
      rowKey={(row) => row.id}
      rowTestId={rowTestId}
      label={label}
      query={query}
      errorMessage={t('statement.fetchFailed')}
      empty={t('statement.empty')}
      minWidth={860}
      onRowClick={onOpen}
      pager={{
        page,
        pageSize,
        total: query.data?.total ?? 0,
        pageSizes: [10, 25, 50, 100],
        onChange: onPage,
      }}
    />
  );
}

function AmountText({ amount }: { amount: string }) {
  const tone = signedTone(formatMoney(amount));
  return (
    <Box component="span" sx={{ color: tone.color, fontWeight: 500 }}>
      {tone.text} USDT
    </Box>
  );
}
