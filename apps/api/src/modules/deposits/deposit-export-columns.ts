import type { Deposit } from '@adportal/contracts';
import type { ExportColumn } from '../../lib/tabular-export.ts';

/** The columns of a deposits export (CSV or XLSX), advertisers' and operators'. */
export const DEPOSIT_COLUMNS: ExportColumn<Deposit>[] = [
  { header: 'id', value: (row) => row.reference, width: 16 },
  { header: 'method', value: (row, words) => words.of('deposit.methods', row.method), width: 16 },
  { header: 'status', value: (row, words) => words.of('deposit.statuses', row.status), width: 11 },
  { header: 'amount', value: (row) => Number(row.amount) },
  { header: 'credited', value: (row) => Number(row.credited) },
  { header: 'network', value: (row) => row.network, width: 9 },
  { header: 'initiated', value: (row, words) => words.moment(row.created_at), width: 24 },
  { header: 'gatewayReference', value: (row) => row.provider_payment_id ?? row.tx_hash, width: 30 },
  { header: 'remark', value: (row) => row.remark, width: 30 },
];

/** The operators' export: the advertiser beside each deposit. */
export const OPS_DEPOSIT_COLUMNS: ExportColumn<Deposit>[] = [
  DEPOSIT_COLUMNS[0]!,
  { header: 'advertiser', value: (row) => row.advertiser_name ?? null, width: 28 },
  ...DEPOSIT_COLUMNS.slice(1),
];
