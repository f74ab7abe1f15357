import { STATEMENT_TYPES } from '@adportal/contracts';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateRangeFields } from '../../../components/DateRangeFields.tsx';
import { ExportMenu } from '../../../components/ExportMenu.tsx';
import { FetchingBar } from '../../../components/FetchingBar.tsx';
import { FilterSelect } from '../../../components/FilterSelect.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { TablePager } from '../../../components/TablePager.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { type StatementsFilter, statementsQuery, useStatements } from '../api/statements.ts';
import { StatementTypeChip, signedTone } from '../components/StatementTypeChip.tsx';

const INITIAL: StatementsFilter = { type: '', from: '', to: '', page: 1, pageSize: 25 };

/** /report/statement: every balance change, newest first, with both balances, filters and export. */
export default function StatementPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('statement.title'));
  const [filter, setFilter] = useState<StatementsFilter>(INITIAL);
  const statements = useStatements(filter);
  const set = (patch: Partial<StatementsFilter>) =>
    setFilter((current) => ({ ...current, ...patch, page: 1 }));
  const rows = statements.data?.data ?? [];
  const balance = statements.data?.balance;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }).format(
      new Date(iso),
    );
  const day = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );

  return (
    <>
      <PageHeader
        title={t('statement.title')}
        subtitle={t('statement.subtitle')}
        actions={
          <ExportMenu path="/statements/export" query={statementsQuery(filter, false)} filename="statement" />
        }
      />
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
        {statements.isError ? (
          <RetryAlert onRetry={() => statements.refetch()} sx={{ mx: 2.5, mb: 2 }}>
            {t('statement.fetchFailed')}
          </RetryAlert>
        ) : null}
        <FetchingBar active={statements.isFetching} />
        <TableContainer>
          <Table sx={{ minWidth: 860 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('statement.columns.date')}</TableCell>
                <TableCell>{t('statement.columns.statementDate')}</TableCell>
                <TableCell>{t('statement.columns.type')}</TableCell>
                <TableCell align="right">{t('statement.columns.before')}</TableCell>
                <TableCell align="right">{t('statement.columns.amount')}</TableCell>
                <TableCell align="right">{t('statement.columns.after')}</TableCell>
                <TableCell>{t('statement.columns.reference')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const tone = signedTone(formatMoney(row.amount));
                return (
                  <TableRow
                    key={row.id}
                    hover
                    data-testid="statement-row"
                    sx={{ cursor: 'pointer' }}
                    onClick={() => void navigate(`/report/statement/${row.id}`)}
                  >
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(row.created_at)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(row.statement_date)}</TableCell>
                    <TableCell>
                      <StatementTypeChip type={row.type} />
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                    >
                      {formatMoney(row.before)} USDT
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{
                        whiteSpace: 'nowrap',
                        fontVariantNumeric: 'tabular-nums',
                        color: tone.color,
                        fontWeight: 500,
                      }}
                    >
                      {tone.text} USDT
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                    >
                      {formatMoney(row.after)} USDT
                    </TableCell>
                    <TableCell
                      sx={{
                        maxWidth: 220,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {row.note ?? row.source_id ?? '—'}
                    </TableCell>
                  </TableRow>
                );
              })}
              {statements.isSuccess && rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={7} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                    {t('statement.empty')}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePager
          count={statements.data?.total ?? 0}
          page={filter.page}
          pageSize={filter.pageSize}
          pageSizes={[10, 25, 50, 100]}
          onChange={(page, pageSize) => setFilter((current) => ({ ...current, page, pageSize }))}
        />
      </Card>
    </>
  );
}
