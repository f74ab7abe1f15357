import type { Advertisement } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../lib/format.ts';
import { useCatalogueName } from '../../../../lib/use-catalogue-name.ts';

/** A size in kilobytes for people. */
function kilobytes(bytes: number, language: string): string {
  return formatCount(bytes / 1024, language, 1);
}

/**
 * The ad's image at its real pixel size (scrolling inside its frame when larger than the screen), on a
 * checkerboard, with whether its pixels match the ad size it declares.
 */
export function ReviewImage({ ad }: { ad: Advertisement }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const catalogueName = useCatalogueName();
  // The review dialog is full screen below md: there the page scrolls, not the frame.
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const { image, ad_size: size } = ad;
  const matches = image.width === size.width && image.height === size.height;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('opsReview.image')}
      </Typography>
      {/* Real pixels: never scaled; a larger image scrolls inside the frame. */}
      <Box
        tabIndex={0}
        role="region"
        aria-label={t('opsReview.imageFrame', { width: image.width, height: image.height })}
        data-testid="review-image-frame"
        sx={{
          overflow: 'auto',
          maxHeight: fullScreen ? 'none' : '60vh',
          maxWidth: '100%',
          p: 2,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          // A checkerboard shows transparent pixels and the image's edges.
          backgroundColor: 'background.default',
          backgroundImage: `linear-gradient(45deg, ${theme.palette.action.hover} 25%, transparent 25%), linear-gradient(-45deg, ${theme.palette.action.hover} 25%, transparent 25%), linear-gradient(45deg, transparent 75%, ${theme.palette.action.hover} 75%), linear-gradient(-45deg, transparent 75%, ${theme.palette.action.hover} 75%)`,
          backgroundSize: '16px 16px',
          backgroundPosition: '0 0, 0 8px, 8px -8px, -8px 0',
        }}
      >
        <Box
          component="img"
          src={image.url}
          alt={t('opsReview.imageAlt', { name: ad.name })}
          width={image.width}
          height={image.height}
          data-testid="review-image"
          sx={{
            display: 'block',
            width: image.width,
            height: image.height,
            maxWidth: 'none',
            outline: `1px dashed ${theme.palette.divider}`,
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
        <Chip
          size="small"
          color={matches ? 'success' : 'error'}
          variant="outlined"
          label={t(matches ? 'opsReview.sizeMatches' : 'opsReview.sizeDiffers')}
          data-testid="review-size-check"
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="review-declared-size">
          {t('opsReview.declared', {
            name: catalogueName('adSizes', size.name),
            width: size.width,
            height: size.height,
          })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('opsReview.actual', {
            width: image.width,
            height: image.height,
            format: image.format.toUpperCase(),
            size: kilobytes(image.bytes, i18n.language),
          })}
        </Typography>
      </Box>
    </>
  );
}
