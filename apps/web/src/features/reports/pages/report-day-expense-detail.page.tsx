import type { DayExpense } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import AdsClickOutlinedIcon from '../../../components/icons/AdsClickOutlined.tsx';
import ArrowBackIcon from '../../../components/icons/ArrowBack.tsx';
import BlockOutlinedIcon from '../../../components/icons/BlockOutlined.tsx';
import CheckCircleOutlineIcon from '../../../components/icons/CheckCircleOutlineOutlined.tsx';
import PaymentsOutlinedIcon from '../../../components/icons/PaymentsOutlined.tsx';
import PriceCheckOutlinedIcon from '../../../components/icons/PriceCheckOutlined.tsx';
import ViewQuiltOutlinedIcon from '../../../components/icons/ViewQuiltOutlined.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { StatGrid } from '../../../components/StatGrid.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { useDayExpense } from '../api/get-day-expense.ts';
import { DayClicksCard } from '../components/DayClicksCard.tsx';
import { DayLinesTable } from '../components/DayLinesTable.tsx';
import { SettlementLine } from '../components/SettlementLine.tsx';
import { isIsoDay, useReportFormat } from '../report-format.ts';

/**
 * /report/day-expense/{date} (read Report): one platform day — its figures, how it was settled (the
 * statement's row, or not yet), its lines by ad × target (each ad opens its own day) and its clicks.
 */
export default function DayExpenseDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const valid = isIsoDay(id);
  const format = useReportFormat();
  const title = valid ? t('reports.day.title', { date: format.longDay(id) }) : t('reports.dayExpense.title');
  useDocumentTitle(title);
  const back = (
    <Button
      component={RouterLink}
      to={href('report-day-expense')}
      variant="outlined"
      startIcon={<ArrowBackIcon />}
    >
      {t('reports.day.back')}
    </Button>
  );
  if (!valid) {
    return (
      <>
        <PageHeader title={title} actions={back} />
        <Alert severity="warning" data-testid="day-invalid">
          {t('reports.day.invalid')}
        </Alert>
      </>
    );
  }
  return <DayDetail date={id} title={title} back={back} />;
}

function DayDetail({ date, title, back }: { date: string; title: string; back: ReactNode }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const detail = useDayExpense(date);
  const day = detail.data?.day;
  const figure = (key: string, icon: ReactNode, value: (day: DayExpense) => string) => ({
    key,
    icon,
    label: t(`reports.dayExpense.columns.${key}` as 'reports.dayExpense.columns.ads'),
    value: day ? value(day) : null,
  });

  return (
    <>
      <PageHeader title={title} subtitle={t('reports.day.subtitle')} actions={back} />
      <Stack spacing={3}>
        {detail.isError ? (
          <RetryAlert onRetry={() => detail.refetch()}>{t('reports.day.fetchFailed')}</RetryAlert>
        ) : (
          <>
            <StatGrid
              lg={2}
              testIdPrefix="day-figure"
              figures={[
                figure('ads', <ViewQuiltOutlinedIcon />, (d) => format.count(d.ads)),
                figure('totalClicks', <AdsClickOutlinedIcon />, (d) => format.count(d.total_clicks)),
                figure('successfulClicks', <CheckCircleOutlineIcon />, (d) =>
                  format.count(d.successful_clicks),
                ),
                figure('voidClicks', <BlockOutlinedIcon />, (d) => format.count(d.void_clicks)),
                figure('averageCpc', <PriceCheckOutlinedIcon />, (d) => format.average(d.average_cpc)),
                figure('totalExpense', <PaymentsOutlinedIcon />, (d) => format.usdt(d.total_expense)),
              ]}
            />
            {detail.data ? (
              <SettlementLine detail={detail.data} />
            ) : (
              <Skeleton variant="rounded" height={48} />
            )}
            <Card component="section" aria-labelledby="day-lines-title">
              <CardHeader
                title={t('reports.day.linesTitle')}
                subheader={t('reports.day.linesSubtitle')}
                slotProps={{ title: { component: 'h2', variant: 'h6', id: 'day-lines-title' } }}
              />
              <DayLinesTable
                date={date}
                lines={detail.data?.lines ?? []}
                query={detail}
                labelledBy="day-lines-title"
              />
            </Card>
          </>
        )}
        <DayClicksCard date={date} />
      </Stack>
    </>
  );
}
