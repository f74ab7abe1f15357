import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { GridSize } from '@mui/material/Grid';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface StatFigure {
  key: string;
  icon: ReactNode;
  label: string;
  /** null while loading (a skeleton). */
  value: string | null;
  hint?: string;
}

/**
 * Figures as a grid of cards, each card a description list of its one figure (the label is the term, the value
 * and its hint the description): a `<dl>` around the whole grid would hold the grid's and the cards' boxes
 * between itself and its terms, which breaks the list for screen readers (axe: definition-list, dlitem).
 */
export function StatGrid({
  figures,
  lg,
  testIdPrefix,
}: {
  figures: readonly StatFigure[];
  /** Columns of a card on large screens (of 12). */
  lg: GridSize;
  testIdPrefix: string;
}) {
  return (
    <Grid container spacing={2}>
      {figures.map((figure) => (
        <Grid key={figure.key} size={{ xs: 6, sm: 4, lg }}>
          <Card sx={{ height: '100%' }} data-testid={`${testIdPrefix}-${figure.key}`}>
            <CardContent component="dl" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Box
                aria-hidden="true"
                sx={(theme) => ({
                  display: 'inline-flex',
                  alignSelf: 'flex-start',
                  p: 0.75,
                  borderRadius: 1.5,
                  color: 'primaryText',
                  bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.1),
                })}
              >
                {figure.icon}
              </Box>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {figure.label}
              </Typography>
              <Typography
                component="dd"
                variant="h6"
                sx={{ m: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
              >
                {figure.value ?? <Skeleton width="60%" />}
                {figure.hint ? (
                  <Typography
                    variant="caption"
                    sx={{ display: 'block', mt: 1, color: 'text.secondary', fontVariantNumeric: 'normal' }}
                  >
                    {figure.hint}
                  </Typography>
                ) : null}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
