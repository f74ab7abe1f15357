import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { FactDivider } from '../../../components/FactDivider.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { formatDateTime, formatMoney, formatPlatformDay } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { useStatement } from '../api/get-statement.ts';
import { StatementTypeChip, signedTone } from '../components/StatementTypeChip.tsx';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1.5 }}>
        <Typography component="dt" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Box component="dd" sx={{ m: 0, fontWeight: 500, textAlign: 'end', overflowWrap: 'anywhere' }}>
          {children}
        </Box>
      </Box>
      <FactDivider />
    </>
  );
}

/** /report/statement/{id}: one ledger row, what caused it and the balance before and after. */
export default function StatementDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const statement = useStatement(id);
  useDocumentTitle(t('statement.detail.title'));
  const row = statement.data;
  return (
    <>
      <PageHeader
        title={t('statement.detail.title')}
        actions={
          <Button component={RouterLink} to={href('statement')} variant="outlined">
            {t('statement.detail.back')}
          </Button>
        }
      />
      {statement.isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : statement.isError || !row ? (
        <RetryAlert onRetry={() => statement.refetch()}>{t('statement.fetchFailed')}</RetryAlert>
      ) : (
        <Card sx={{ maxWidth: 720 }}>
          <CardContent>
            <Box component="dl" sx={{ m: 0 }}>
              <Line label={t('statement.columns.type')}>
                <StatementTypeChip type={row.type} />
              </Line>
              <Line label={t('statement.columns.date')}>
                {formatDateTime(row.created_at, i18n.language, { style: 'full', seconds: true })}
              </Line>
              <Line label={t('statement.columns.statementDate')}>
                {formatPlatformDay(row.statement_date, i18n.language)}
              </Line>
              <Line label={t('statement.columns.before')}>{formatMoney(row.before)} USDT</Line>
              <Line label={t('statement.columns.amount')}>
                <Box component="span" sx={{ color: signedTone(row.amount).color }}>
                  {signedTone(formatMoney(row.amount)).text} USDT
                </Box>
              </Line>
              <Line label={t('statement.columns.after')}>{formatMoney(row.after)} USDT</Line>
              {row.source_type ? (
                <Line label={t('statement.detail.source')}>
                  {row.source_type === 'deposit' && row.note && row.source_id ? (
                    <RouterLink to={href('deposit-detail', { id: row.source_id })}>
                      {t('statement.detail.sources.deposit', { id: row.note })}
                    </RouterLink>
                  ) : (
                    t(`statement.detail.sources.${row.source_type}`, { id: row.source_id ?? '' })
                  )}
                </Line>
              ) : null}
              {row.note && row.source_type !== 'deposit' ? (
                <Line label={t('statement.detail.note')}>{row.note}</Line>
              ) : null}
            </Box>
          </CardContent>
        </Card>
      )}
    </>
  );
}
