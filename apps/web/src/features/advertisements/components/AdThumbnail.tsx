import type { AdImage } from '@adportal/contracts';
import Box from '@mui/material/Box';
import ImageOutlinedIcon from '../../../components/icons/ImageOutlined.tsx';

/** The ad's image, small and whole (contained), on a neutral tile. */
export function AdThumbnail({
  image,
  alt,
  width = 72,
  height = 48,
}: {
  image: Pick<AdImage, 'url'> | null | undefined;
  alt: string;
  width?: number;
  height?: number;
}) {
  return (
    <Box
      sx={{
        width,
        height,
        flexShrink: 0,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      {image ? (
        <Box
          component="img"
          src={image.url}
          alt={alt}
          loading="lazy"
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' }}
        />
      ) : (
        <ImageOutlinedIcon sx={{ color: 'text.disabled' }} aria-hidden="true" />
      )}
    </Box>
  );
}
