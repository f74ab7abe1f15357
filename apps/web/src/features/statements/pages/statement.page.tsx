import { STATEMENT_TYPES } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateRangeFields } from '../../../components/DateRangeFields.tsx';
import { ExportMenu } from '../../../components/ExportMenu.tsx';
import { FilterSelect } from '../../../components/FilterSelect.tsx';
import InfoOutlinedIcon from '../../../components/icons/InfoOutlined.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { type StatementsFilter, statementsQuery, useStatements } from '../api/list-statements.ts';
import { StatementsTable } from '../components/StatementsTable.tsx';

const INITIAL: StatementsFilter = { type: '', from: '', to: '', page: 1, pageSize: 25 };

/** /report/statement: every balance change, newest first, with both balances, filters and export. */
export default function StatementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('statement.title'));
  const [filter, setFilter] = useState<StatementsFilter>(INITIAL);
  const statements = useStatements(filter);
  const set = (patch: Partial<StatementsFilter>) =>
    setFilter((current) => ({ ...current, ...patch, page: 1 }));
  const balance = statements.data?.balance;

  return (
    <>
      <PageHeader
        title={t('statement.title')}
        subtitle={t('statement.subtitle')}
        actions={
          <ExportMenu path="/statements/export" query={statementsQuery(filter, false)} filename="statement" />
        }
      />
      {/* A failed load says so with a retry; the balances never shimmer on without an answer coming. */}
      {!balance && statements.isError ? (
        <RetryAlert onRetry={() => statements.refetch()} sx={{ mb: 3 }} data-testid="statement-balance-error">
          {t('statement.balanceFailed')}
        </RetryAlert>
      ) : null}
      <Grid container spacing={3} sx={{ mb: 3 }}>
        {(['current', 'temporary'] as const).map((kind) => (
          <Grid key={kind} size={{ xs: 12, sm: 6 }}>
            <Card>
              <CardContent>
                <Typography sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  {t(`statement.${kind}`)}
                  {kind === 'temporary' ? (
                    <Tooltip title={t('statement.temporaryHint')}>
                      <InfoOutlinedIcon fontSize="small" aria-label={t('statement.temporaryHint')} />
                    </Tooltip>
                  ) : null}
                </Typography>
                {balance ? (
                  <Typography
                    variant="h4"
                    component="p"
                    data-testid={`statement-balance-${kind}`}
                    sx={{ fontVariantNumeric: 'tabular-nums' }}
                  >
                    {formatMoney(balance[kind])} USDT
                  </Typography>
                ) : statements.isError ? (
                  <Typography variant="h4" component="p" sx={{ color: 'text.secondary' }}>
                    —
                  </Typography>
                ) : (
                  <Skeleton width={160} height={40} />
                )}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Card>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: { xs: 2, sm: 2.5 } }}>
          <FilterSelect
            label={t('statement.type')}
            all={t('statement.allTypes')}
            value={filter.type}
            options={STATEMENT_TYPES}
            optionLabel={(type) => t(`statement.types.${type}`)}
            onChange={(value) => set({ type: value })}
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 200px' } }}
          />
          <DateRangeFields
            from={filter.from}
            to={filter.to}
            fromLabel={t('statement.from')}
            toLabel={t('statement.to')}
            onChange={(range) => set(range)}
            sx={{ flex: { xs: '1 1 45%', sm: '0 0 170px' } }}
          />
        </Box>
        <StatementsTable
          query={statements}
          page={filter.page}
          pageSize={filter.pageSize}
          onPage={(page, pageSize) => setFilter((current) => ({ ...current, page, pageSize }))}
          rowTestId="statement-row"
          label={t('statement.title')}
          onOpen={(row) => void navigate(href('statement-detail', { id: row.id }))}
        />
      </Card>
    </>
  );
}
