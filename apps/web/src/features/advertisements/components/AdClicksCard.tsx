import type { Advertisement } from '@adportal/contracts';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import AdsClickOutlinedIcon from '../../../components/icons/AdsClickOutlined.tsx';
import { type AdClicksFilter, useAdClicks } from '../api/list-ad-clicks.ts';
import { AdClicksTable } from './AdClicksTable.tsx';

/** The advertiser's view of the ad's recent clicks (IPs masked), newest first, filtered by status. */
export function AdClicksCard({ ad }: { ad: Advertisement }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AdClicksFilter>({ status: '', page: 1, pageSize: 10 });
  const clicks = useAdClicks(ad.id, filter);
  return (
    <Card component="section" aria-labelledby="ad-clicks-title">
      <CardHeader
        title={t('clicks.title')}
        subheader={t('clicks.subtitle')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: 'ad-clicks-title' } }}
      />
      <AdClicksTable
        clicks={clicks}
        filter={filter}
        onFilterChange={setFilter}
        labelledBy="ad-clicks-title"
        empty={
          <>
            <AdsClickOutlinedIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
            <Typography sx={{ mt: 1, fontWeight: 500, color: 'text.primary' }}>
              {t('clicks.emptyTitle')}
            </Typography>
            <Typography variant="body2">{t('clicks.emptyHint')}</Typography>
          </>
        }
      />
    </Card>
  );
}
