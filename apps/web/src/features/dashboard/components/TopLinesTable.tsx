import type { TopLine } from '@adportal/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/DataTable.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { formatCount } from '../../../lib/numbers.ts';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * A top-10 list of the period (keywords, ads or websites): its name — a link where there is a page for it —
 * impressions, successful and void clicks, and spend.
 */
export function TopLinesTable({
  query,
  label,
  nameHeader,
  name,
  empty,
  errorMessage,
  testId,
}: {
  query: UseQueryResult<{ data: TopLine[] }>;
  label: string;
  nameHeader: string;
  name: (line: TopLine) => ReactNode;
  empty: string;
  errorMessage: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  const columns: DataColumn<TopLine>[] = [
    {
      id: 'name',
      header: nameHeader,
      cell: name,
      phone: 'full',
      sx: { maxWidth: 220, overflowWrap: 'anywhere' },
    },
    {
      id: 'impressions',
      header: t('dashboardReports.lines.impressions'),
      align: 'right',
      sx: numeric,
      cell: (line) => count(line.impressions),
    },
    {
      id: 'clicks',
      header: t('dashboardReports.lines.clicks'),
      align: 'right',
      sx: numeric,
      cell: (line) => count(line.clicks - line.void_clicks),
      cellProps: (line) => ({ 'data-clicks': String(line.clicks - line.void_clicks) }),
    },
    {
      id: 'void',
      header: t('dashboardReports.lines.voidClicks'),
      align: 'right',
      sx: numeric,
      cell: (line) => count(line.void_clicks),
    },
    {
      id: 'spend',
      header: t('dashboardReports.lines.spend'),
      align: 'right',
      sx: numeric,
      cell: (line) => formatMoney(line.spend),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={query.data?.data ?? []}
      rowKey={(line) => line.id}
      rowTestId={`${testId}-row`}
      label={label}
      query={query}
      errorMessage={errorMessage}
      empty={empty}
      size="small"
      skeletonRows={5}
    />
  );
}
