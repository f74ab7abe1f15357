import type { Deposit, DepositDetail } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FactDivider } from '../../../components/FactDivider.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { DepositPromotionBonus, DepositPromotionCode } from './DepositPromotion.tsx';

function Line({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1.25 }} data-testid={testId}>
      <Typography component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box
        component="dd"
        sx={{ m: 0, fontWeight: 500, textAlign: 'end', overflowWrap: 'anywhere', minWidth: 0 }}
      >
        {children}
      </Box>
    </Box>
  );
}

const mono = (value: string) => (
  <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
    {value}
  </Box>
);

/**
 * Every fact of a deposit, in the order a person checks them: what was asked and credited, the promotion and
 * its bonus, how and where it was paid (address, provider payment, transaction), when, and the remark.
 */
function summaryLines(
  deposit: Deposit & { promotion?: DepositDetail['promotion'] },
  t: TFunction,
  when: (iso: string | null) => string,
): { label: string; value: ReactNode; testId?: string }[] {
  const open = deposit.status === 'waiting' || deposit.status === 'pending';
  const notSet = t('common.notSet');
  return [
    { label: t('deposit.columns.amount'), value: `${formatMoney(deposit.amount)} USDT` },
    { label: t('deposit.detail.credited'), value: `${formatMoney(deposit.credited)} USDT` },
    ...(!deposit.promotion && deposit.promotion_code
      ? [{ label: t('deposit.detail.promotion'), value: mono(deposit.promotion_code) }]
      : []),
    ...(deposit.promotion
      ? [
          {
            label: t('deposit.detail.promotion'),
            value: <DepositPromotionCode claim={deposit.promotion} />,
          },
          {
            label: t('deposit.detail.bonus'),
            value: <DepositPromotionBonus claim={deposit.promotion} />,
          },
        ]
      : []),
    { label: t('deposit.columns.method'), value: t(`deposit.methods.${deposit.method}`) },
    { label: t('deposit.columns.network'), value: `USDT-${deposit.network}` },
    {
      label: t('deposit.detail.payAddress'),
      value: deposit.pay_address ? mono(deposit.pay_address) : notSet,
      testId: 'detail-pay-address',
    },
    ...(deposit.method === 'crypto'
      ? [
          {
            label: t('deposit.detail.providerPaymentId'),
            value: deposit.provider_payment_id ? mono(deposit.provider_payment_id) : notSet,
            testId: 'detail-provider-payment-id',
          },
        ]
      : []),
    {
      label: t('deposit.detail.txHash'),
      value: deposit.tx_hash ? mono(deposit.tx_hash) : notSet,
      testId: 'detail-tx-hash',
    },
    { label: t('deposit.detail.created'), value: when(deposit.created_at) },
    ...(deposit.valid_until && open
      ? [{ label: t('deposit.detail.validUntil'), value: when(deposit.valid_until) }]
      : []),
    ...(deposit.completed_at
      ? [{ label: t('deposit.detail.completed'), value: when(deposit.completed_at) }]
      : []),
    { label: t('deposit.detail.remark'), value: deposit.remark ?? notSet, testId: 'detail-remark' },
  ];
}

/**
 * A deposit's facts as a description list: the deposit's page (with its promotion claim) and the operators'
 * deposit dialog (the list's row: the promotion code only). `before` lines come first (the advertiser).
 */
export function DepositFacts({
  deposit,
  before = [],
}: {
  deposit: Deposit & { promotion?: DepositDetail['promotion'] };
  before?: { label: string; value: ReactNode; testId?: string }[];
}) {
  const { t, i18n } = useTranslation();
  const when = (iso: string | null) => formatDateTime(iso, i18n.language);
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {[...before, ...summaryLines(deposit, t, when)].map((line, index) => (
        <Fragment key={line.label}>
          {index > 0 ? <FactDivider /> : null}
          <Line label={line.label} testId={line.testId}>
            {line.value}
          </Line>
        </Fragment>
      ))}
    </Box>
  );
}
