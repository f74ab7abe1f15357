import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import ArrowBackIcon from '../../../components/icons/ArrowBack.tsx';
import ArrowForwardIcon from '../../../components/icons/ArrowForward.tsx';
import ChevronLeftIcon from '../../../components/icons/ChevronLeft.tsx';
import ChevronRightIcon from '../../../components/icons/ChevronRight.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { useAdDay } from '../api/get-ad-day.ts';
import { AdHoursTable, AdTargetsTable } from '../components/AdDayTables.tsx';
import { DeliveryChartCard } from '../components/DeliveryChartCard.tsx';
import { DeliveryFiguresGrid } from '../components/DeliveryFiguresGrid.tsx';
import { isIsoDay, shiftDay, useReportFormat } from '../report-format.ts';

/**
 * /advertisement/{id}/day-report/{date} (read Advertisement): one platform day of an ad — its figures, by hour
 * (chart and table) and by target — with the days around it and the day's clicks one link away.
 */
export default function AdDayDetailPage() {
  const { t } = useTranslation();
  const format = useReportFormat();
  const { id = '', date = '' } = useParams();
  const valid = isIsoDay(date);
  const day = useAdDay(id, valid ? date : '');
  const data = valid ? day.data : undefined;
  const title = valid ? format.longDay(date) : t('reports.adDays.title');
  useDocumentTitle(data ? `${title} · ${data.advertisement_name}` : title);
  const notFound = !valid || (day.error instanceof HttpError && day.error.status === 404);
  const step = (days: number) => href('advertisement-day-report-date', { id, date: shiftDay(date, days) });

  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          data ? (
            <Box component="span" sx={{ overflowWrap: 'anywhere' }} data-testid="ad-day-name">
              {data.advertisement_name}
            </Box>
          ) : day.isPending && valid ? (
            <Skeleton width={220} />
          ) : undefined
        }
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              component={RouterLink}
              to={href('advertisement-day-report', { id })}
              variant="outlined"
              startIcon={<ArrowBackIcon />}
            >
              {t('reports.adDay.back')}
            </Button>
          </Box>
        }
      />
      {notFound ? (
        <Alert severity="warning" data-testid="ad-day-not-found">
          {valid ? t('ad.notFound') : t('reports.day.invalid')}
        </Alert>
      ) : day.isError ? (
        <RetryAlert onRetry={() => day.refetch()}>{t('reports.adDay.fetchFailed')}</RetryAlert>
      ) : (
        <Stack spacing={3}>
          <Box
            component="nav"
            aria-label={t('reports.adDay.daysLabel')}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'auto 1fr auto' },
              alignItems: 'center',
              gap: 1,
            }}
          >
            <Button
              component={RouterLink}
              to={step(-1)}
              startIcon={<ChevronLeftIcon />}
              sx={{ justifySelf: 'start' }}
              data-testid="ad-day-previous"
            >
              {t('reports.adDay.previousDay')}
            </Button>
            <Button
              component={RouterLink}
              to={href('report-clicks', {}, { advertisement_id: id, from: date, to: date })}
              endIcon={<ArrowForwardIcon />}
              sx={{
                justifySelf: 'center',
                gridColumn: { xs: '1 / -1', sm: 'auto' },
                order: { xs: 3, sm: 0 },
              }}
              data-testid="ad-day-clicks"
            >
              {t('reports.adDay.clicksLink')}
            </Button>
            <Button
              component={RouterLink}
              to={step(1)}
              endIcon={<ChevronRightIcon />}
              sx={{ justifySelf: 'end' }}
              data-testid="ad-day-next"
            >
              {t('reports.adDay.nextDay')}
            </Button>
          </Box>
          <DeliveryFiguresGrid
            figures={data?.figures}
            adType={data?.advertisement_type}
            testIdPrefix="ad-day-figure"
          />
          <DeliveryChartCard
            id="ad-hours-chart-title"
            title={t('reports.adDay.hoursTitle')}
            points={data?.hours}
            testId="ad-hours-chart"
          />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, lg: 6 }}>
              <Card component="section" aria-labelledby="ad-hours-title" sx={{ height: '100%' }}>
                <CardHeader
                  title={t('reports.adDay.hoursTableTitle')}
                  slotProps={{ title: { component: 'h2', variant: 'h6', id: 'ad-hours-title' } }}
                />
                <AdHoursTable hours={data?.hours ?? []} query={day} labelledBy="ad-hours-title" />
              </Card>
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <Card component="section" aria-labelledby="ad-targets-title" sx={{ height: '100%' }}>
                <CardHeader
                  title={t('reports.adDay.targetsTitle')}
                  slotProps={{ title: { component: 'h2', variant: 'h6', id: 'ad-targets-title' } }}
                />
                <AdTargetsTable targets={data?.targets ?? []} query={day} labelledBy="ad-targets-title" />
              </Card>
            </Grid>
          </Grid>
        </Stack>
      )}
    </>
  );
}
