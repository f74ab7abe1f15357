import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Read out, not shown (the label of the card's main figure). */
const readOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A day of a report on a phone (DataTable's card): the day and its main figure on the first line, the other
 * figures below in two columns — shorter than one labelled line per column.
 */
export function DayCard({
  title,
  figure,
  figureLabel,
  facts,
}: {
  title: ReactNode;
  figure: string;
  figureLabel: string;
  facts: readonly (readonly [label: string, value: string])[];
}) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 1 }}>
        {title}
        <Typography
          component="span"
          sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          <Box component="span" sx={readOnly}>
            {`${figureLabel}: `}
          </Box>
          {figure}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, minWidth: 0 }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontVariantNumeric: 'tabular-nums', textAlign: 'end' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}
