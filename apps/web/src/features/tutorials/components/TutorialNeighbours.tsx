import type { Tutorial } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import ArrowBackRoundedIcon from '../../../components/icons/ArrowBackRounded.tsx';
import ArrowForwardRoundedIcon from '../../../components/icons/ArrowForwardRounded.tsx';
import { href } from '../../../routing/href.ts';

type Neighbour = NonNullable<Tutorial['previous']>;

function NeighbourCard({ neighbour, direction }: { neighbour: Neighbour; direction: 'previous' | 'next' }) {
  const { t } = useTranslation();
  const next = direction === 'next';
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={href('tutorial-detail', { id: neighbour.id })}
        rel={direction === 'next' ? 'next' : 'prev'}
        data-testid={`tutorial-${direction}`}
        sx={{
          height: '100%',
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          alignItems: next ? 'flex-end' : 'flex-start',
          textAlign: next ? 'end' : 'start',
          gap: 0.5,
        }}
      >
        <Typography
          variant="overline"
          sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5, lineHeight: 1.5 }}
        >
          {next ? null : <ArrowBackRoundedIcon fontSize="small" aria-hidden="true" />}
          {next ? t('tutorials.next') : t('tutorials.previous')}
          {next ? <ArrowForwardRoundedIcon fontSize="small" aria-hidden="true" /> : null}
        </Typography>
        <Typography sx={{ fontWeight: 500, color: 'primaryText' }}>{neighbour.title}</Typography>
      </CardActionArea>
    </Card>
  );
}

/** The previous and next articles of the category, as cards under the article. */
export function TutorialNeighbours({ tutorial }: { tutorial: Tutorial }) {
  const { t } = useTranslation();
  if (!tutorial.previous && !tutorial.next) return null;
  return (
    <Box
      component="nav"
      aria-label={t('tutorials.neighbours', { category: tutorial.category_name })}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 4 }}
    >
      <Box>
        {tutorial.previous ? <NeighbourCard neighbour={tutorial.previous} direction="previous" /> : null}
      </Box>
      <Box>{tutorial.next ? <NeighbourCard neighbour={tutorial.next} direction="next" /> : null}</Box>
    </Box>
  );
}
