import type { AdImage, AdSize } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import LinkIcon from '../../../components/icons/Link.tsx';
import { tm } from '../../../lib/i18n.ts';
import { typedRedirect } from '../../../lib/redirect-url.ts';
import { useCatalogueName } from '../../../lib/use-catalogue-name.ts';
import { imageSizeMessage, imageSizeMismatch, pixels } from '../ad-format.ts';

/**
 * The ad as a visitor will see it: the image in a slot of the ad size at its real pixel size (scaled down
 * when the column is narrower, with the scale shown), the destination under it, and a warning when the
 * image's pixels differ from the ad size.
 */
export function AdPreview({
  adSize,
  image,
  redirectUrl,
  name,
}: {
  adSize: AdSize | null;
  image: AdImage | null;
  redirectUrl: string;
  name: string;
}) {
  const { t } = useTranslation();
  const catalogueName = useCatalogueName();
  const stage = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const width = adSize?.width ?? image?.width ?? 300;
  const height = adSize?.height ?? image?.height ?? 250;
  const destination = typedRedirect(redirectUrl);
  const mismatch = imageSizeMismatch(image, adSize);

  // The share of the real size the column can show (the stage is always mounted; the creative may not be).
  useEffect(() => {
    const element = stage.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const available = entry?.contentRect.width ?? width;
      if (available > 0) setScale(Math.min(1, available / width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);

  const creative = (
    <Box
      data-testid="ad-preview-frame"
      sx={(theme) => ({
        width,
        maxWidth: '100%',
        aspectRatio: `${width} / ${height}`,
        position: 'relative',
        overflow: 'hidden',
        // An outline, not a border: the slot stays exactly the ad size.
        outline: `1px ${image ? 'solid' : 'dashed'} ${mismatch ? theme.palette.warning.main : theme.palette.divider}`,
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      })}
    >
      {image ? (
        <Box
          component="img"
          src={image.url}
          alt={name || t('ad.preview.imageAlt')}
          sx={{ width: '100%', height: '100%', objectFit: 'fill', display: 'block' }}
        />
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', px: 1 }}>
          {adSize ? pixels(adSize) : t('ad.preview.empty')}
        </Typography>
      )}
    </Box>
  );

  return (
    <Card data-testid="ad-preview" component="section" aria-label={t('ad.preview.title')}>
      <CardHeader
        title={t('ad.preview.title')}
        subheader={
          adSize
            ? t('ad.preview.subtitle', { name: catalogueName('adSizes', adSize.name), size: pixels(adSize) })
            : t('ad.preview.chooseSize')
        }
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box
          ref={stage}
          sx={{
            p: { xs: 1.5, sm: 2 },
            borderRadius: 2,
            bgcolor: 'background.default',
            border: 1,
            borderColor: 'divider',
            overflow: 'hidden',
          }}
        >
          <Typography
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary', mb: 0.75, letterSpacing: 0.4, textTransform: 'uppercase' }}
          >
            {t('ad.preview.sponsored')}
            {destination ? ` · ${destination.host}` : ''}
          </Typography>
          {destination ? (
            <Link
              href={destination.href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              aria-label={t('ad.preview.open', { url: destination.shown })}
              sx={{ display: 'block', width: 'fit-content', maxWidth: '100%' }}
            >
              {creative}
            </Link>
          ) : (
            creative
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1, minWidth: 0 }}>
            <LinkIcon fontSize="small" sx={{ color: 'text.secondary', flexShrink: 0 }} aria-hidden="true" />
            <Typography
              variant="body2"
              data-testid="ad-preview-url"
              sx={{
                color: destination ? 'primaryText' : 'text.secondary',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
              title={destination?.shown}
            >
              {destination?.shown ?? t('ad.preview.noUrl')}
            </Typography>
          </Box>
        </Box>
        {scale < 0.98 ? (
          <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="ad-preview-scale">
            {t('ad.preview.scaled', { percent: Math.round(scale * 100), size: `${width} × ${height}` })}
          </Typography>
        ) : null}
        {mismatch && image && adSize ? (
          <Alert severity="warning" data-testid="ad-preview-mismatch">
            {tm(imageSizeMessage(image, adSize))}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
