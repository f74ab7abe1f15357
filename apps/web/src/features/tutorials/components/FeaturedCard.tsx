import type { TutorialSummary } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import StarRoundedIcon from '../../../components/icons/StarRounded.tsx';
import { href } from '../../../routing/href.ts';
import { FallbackChip } from './FallbackChip.tsx';

/** A featured article on the knowledge base's home: category, title and summary. */
export function FeaturedCard({ tutorial }: { tutorial: TutorialSummary }) {
  const { t } = useTranslation();
  return (
    <Card sx={{ height: '100%', borderTop: 3, borderColor: 'primary.main' }}>
      <CardActionArea
        component={RouterLink}
        to={href('tutorial-detail', { id: tutorial.id })}
        data-testid="tutorial-featured-card"
        sx={{
          height: '100%',
          p: 3,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          gap: 1,
        }}
      >
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap', color: 'text.secondary' }}
        >
          <StarRoundedIcon
            fontSize="small"
            sx={{ color: 'warning.main' }}
            aria-label={t('tutorials.featured')}
          />
          <Typography variant="overline" sx={{ lineHeight: 1.5 }}>
            {tutorial.category_name}
          </Typography>
          {tutorial.fallback ? <FallbackChip /> : null}
        </Box>
        <Typography component="h3" variant="h5" sx={{ lineHeight: 1.3 }}>
          {tutorial.title}
        </Typography>
        {tutorial.summary ? (
          <Typography sx={{ color: 'text.secondary' }}>{tutorial.summary}</Typography>
        ) : null}
        <Typography variant="body2" sx={{ color: 'primaryText', fontWeight: 500, mt: 'auto', pt: 1 }}>
          {t('tutorials.read')}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
