import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '../../../components/ExportMenu.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { clickReportQuery } from '../api/list-click-report.ts';
import { ClickReportFilters } from '../components/ClickReportFilters.tsx';
import { ClickReportList } from '../components/ClickReportList.tsx';
import { narrowsClicks, useClickReportFilter } from '../use-click-report-filter.ts';

/**
 * /report/clicks (read Report): every click on the advertiser's ads, filtered by ad, target type, status,
 * website and dates (kept in the address), a keyset page at a time, and the export of every matching click.
 */
export default function ClickReportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('reports.clicks.title'));
  const { filter, change, clear } = useClickReportFilter();
  return (
    <>
      <PageHeader
        title={t('reports.clicks.title')}
        subtitle={t('reports.clicks.subtitle')}
        actions={
          <ExportMenu
            path="/reports/clicks/export"
            query={clickReportQuery(filter, false)}
            filename="click-report"
          />
        }
      />
      <Card component="section" aria-labelledby="click-report-title">
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            px: { xs: 2, sm: 2.5 },
            pt: 2,
          }}
        >
          <Typography id="click-report-title" variant="h6" component="h2">
            {t('reports.clicks.listTitle')}
          </Typography>
          {narrowsClicks(filter) ? (
            <Button size="small" onClick={clear} data-testid="click-report-clear">
              {t('reports.clearFilters')}
            </Button>
          ) : null}
        </Box>
        <ClickReportFilters filter={filter} onChange={change} />
        <ClickReportList
          filter={filter}
          empty={narrowsClicks(filter) ? t('reports.clicks.empty') : t('reports.clicks.emptyAll')}
          onPageSize={(pageSize) => change({ pageSize })}
          labelledBy="click-report-title"
        />
      </Card>
    </>
  );
}
