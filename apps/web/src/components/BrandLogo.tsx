import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function BrandMark({ size = 34 }: { size?: number }) {
  // A unique gradient id per mark: a shared id would point at a hidden copy and paint nothing.
  const gradientId = `brand-gradient-${useId().replace(/:/g, '')}`;
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden="true"
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ed0000" />
          <stop offset="1" stopColor="#ff5a4f" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradientId})`} />
      <path d="M18 46 30 16h4l12 30h-6.5l-2.6-7H25.1l-2.6 7H18Zm9-12.6h8.9L31.5 21.6 27 33.4Z" fill="#fff" />
    </Box>
  );
}

/** The product mark and name. */
export function BrandLogo({ compact = false, size = 34 }: { compact?: boolean; size?: number }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <BrandMark size={size} />
      {!compact && (
        <Typography
          component="span"
          sx={{
            fontWeight: 700,
            fontSize: '1.375rem',
            letterSpacing: '-0.01em',
            color: 'text.primary',
            whiteSpace: 'nowrap',
          }}
        >
          {t('app.name')}
        </Typography>
      )}
    </Box>
  );
}
