import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import ArrowForwardIcon from '../../../components/icons/ArrowForward.tsx';
import OpenInNewIcon from '../../../components/icons/OpenInNew.tsx';
import WebOutlinedIcon from '../../../components/icons/WebOutlined.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { href } from '../../../routing/href.ts';
import { siteTagQueryOptions, useOpsCatalogue } from '../../catalogue/index.ts';
import { CardIcon } from './CardIcon.tsx';

/** The console lists this many websites; the catalogue has them all. */
const MAX_SITES = 6;

/**
 * The active publisher websites' demo pages (a sample article with live ad slots), to watch ads being served,
 * counted and clicked end to end. The catalogue does not carry site keys, so each link comes from the
 * website's tag (one small request per website listed).
 */
export function PublisherDemoCard() {
  const { t } = useTranslation();
  const catalogue = useOpsCatalogue();
  const sites = (catalogue.data?.websites ?? []).filter((site) => site.status === 'active');
  const shown = sites.slice(0, MAX_SITES);
  const size = catalogue.data?.ad_sizes.find((entry) => entry.status === 'active');
  const slot = size ? `${size.width}x${size.height}` : '';
  const tags = useQueries({
    queries: shown.map((site) => ({ ...siteTagQueryOptions(site.id, slot, ''), enabled: slot !== '' })),
  });

  return (
    <Card component="section" aria-labelledby="publisher-demo-title">
      <CardHeader
        avatar={
          <CardIcon tone="info" color="info.main">
            <WebOutlinedIcon />
          </CardIcon>
        }
        title={t('publisherDemo.title')}
        subheader={t('publisherDemo.subtitle')}
        slotProps={{ title: { component: 'h2', id: 'publisher-demo-title' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {catalogue.isError ? (
          <RetryAlert onRetry={() => catalogue.refetch()}>{t('catalogue.fetchFailed')}</RetryAlert>
        ) : catalogue.isPending ? (
          <Skeleton height={48} />
        ) : shown.length === 0 || !slot ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(shown.length === 0 ? 'publisherDemo.noSites' : 'adTag.noSizes')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="publisher-demo-list">
            {shown.map((site, index) => {
              const tag = tags[index];
              return (
                <Box
                  key={site.id}
                  component="li"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    flexWrap: 'wrap',
                    gap: 1,
                    py: 1.25,
                    borderTop: index > 0 ? 1 : 0,
                    borderColor: 'divider',
                  }}
                >
                  <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 500 }}>{site.name}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
                      {site.domain}
                    </Typography>
                  </Box>
                  {tag?.data ? (
                    <Button
                      size="small"
                      variant="outlined"
                      endIcon={<OpenInNewIcon />}
                      href={tag.data.demo_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('publisherDemo.openLabel', { name: site.name })}
                      data-testid="publisher-demo-link"
                    >
                      {t('adTag.openDemo')}
                    </Button>
                  ) : tag?.isError ? (
                    <Button size="small" color="secondary" onClick={() => void tag.refetch()}>
                      {t('common.retry')}
                    </Button>
                  ) : (
                    <Skeleton width={180} height={36} />
                  )}
                </Box>
              );
            })}
          </Box>
        )}
        {sites.length > shown.length ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('publisherDemo.more', { count: sites.length - shown.length })}
          </Typography>
        ) : null}
        <Button
          component={RouterLink}
          to={href('ops-catalogues', {}, { tab: 'websites' })}
          size="small"
          endIcon={<ArrowForwardIcon />}
          sx={{ mt: 1.5 }}
        >
          {t('publisherDemo.allTags')}
        </Button>
      </CardContent>
    </Card>
  );
}
