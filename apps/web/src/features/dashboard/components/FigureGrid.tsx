import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Figure {
  key: string;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
}

/**
 * Figures as a description list in a grid (the label is the term, the value its description): two columns on
 * a phone, more where there is room. `figures` null draws skeletons of `skeletonCount` figures.
 */
export function FigureGrid({
  figures,
  skeletonCount = 4,
  minColumnWidth = 140,
  testIdPrefix,
}: {
  figures: readonly Figure[] | null;
  skeletonCount?: number;
  minColumnWidth?: number;
  testIdPrefix: string;
}) {
  const items =
    figures ??
    Array.from({ length: skeletonCount }, (_, index) => ({
      key: `skeleton-${index}`,
      label: '',
      value: null,
      hint: undefined,
    }));
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: `repeat(auto-fill, minmax(${minColumnWidth}px, 1fr))`,
        },
      }}
    >
      {items.map((figure) => (
        <Box
          key={figure.key}
          data-testid={figures ? `${testIdPrefix}-${figure.key}` : undefined}
          sx={{ minWidth: 0 }}
        >
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {figures ? figure.label : <Skeleton width="60%" />}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <Typography
              component="span"
              sx={{
                display: 'block',
                fontSize: '1.25rem',
                fontWeight: 600,
                lineHeight: 1.35,
                fontVariantNumeric: 'tabular-nums',
                overflowWrap: 'anywhere',
              }}
            >
              {figures ? figure.value : <Skeleton width="80%" />}
            </Typography>
            {figure.hint ? (
              <Typography
                variant="caption"
                component="span"
                sx={{ display: 'block', color: 'text.secondary' }}
              >
                {figure.hint}
              </Typography>
            ) : null}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
