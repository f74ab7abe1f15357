import type { TutorialHome } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import ArrowForwardRoundedIcon from '../../../components/icons/ArrowForwardRounded.tsx';
import MenuBookOutlinedIcon from '../../../components/icons/MenuBookOutlined.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { useTutorialsHome } from '../api/get-tutorials-home.ts';
import { CategoryCard } from '../components/CategoryCard.tsx';
import { FeaturedCard } from '../components/FeaturedCard.tsx';
import { TutorialList } from '../components/TutorialList.tsx';
import { TutorialsEmpty } from '../components/TutorialsEmpty.tsx';
import { TutorialsSearchBox } from '../components/TutorialsSearchBox.tsx';

const CATEGORY_CELL = { xs: 12, sm: 6, lg: 3 } as const;
const FEATURED_CELL = { xs: 12, md: 6 } as const;
const SKELETONS = ['a', 'b', 'c', 'd'];

/**
 * /tutorials (read Tutorial): the knowledge base's home — a search box on top, the categories with their
 * article counts, the featured articles and the latest ones.
 */
export default function TutorialsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('tutorials.title'));
  const home = useTutorialsHome();

  return (
    <>
      <Box
        component="section"
        aria-labelledby="tutorials-hero-title"
        sx={(theme) => ({
          mb: 4,
          px: { xs: 2.5, sm: 5 },
          py: { xs: 4, sm: 6 },
          borderRadius: 2,
          background: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.14)}, ${alpha(theme.palette.primary.main, 0.03)})`,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1.5,
        })}
      >
        <Typography id="tutorials-hero-title" variant="h4" component="h1">
          {t('tutorials.heroTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 560, mb: 1 }}>
          {t('tutorials.heroSubtitle')}
        </Typography>
        <TutorialsSearchBox />
      </Box>
      {home.isError ? (
        <RetryAlert onRetry={() => home.refetch()}>{t('tutorials.fetchFailed')}</RetryAlert>
      ) : home.isPending ? (
        <HomeSkeleton />
      ) : home.data.total === 0 ? (
        <Card>
          <TutorialsEmpty
            icon={<MenuBookOutlinedIcon />}
            title={t('tutorials.empty')}
            hint={t('tutorials.emptyHint')}
            testId="tutorials-empty"
          />
        </Card>
      ) : (
        <HomeSections home={home.data} />
      )}
    </>
  );
}

function SectionTitle({ id, children, action }: { id: string; children: string; action?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'baseline',
        justifyContent: 'space-between',
        gap: 2,
        mb: 2,
        flexWrap: 'wrap',
      }}
    >
      <Typography id={id} variant="h5" component="h2">
        {children}
      </Typography>
      {action}
    </Box>
  );
}

function HomeSections({ home }: { home: TutorialHome }) {
  const { t } = useTranslation();
  const allLink = (
    <Button component={RouterLink} to={href('tutorials-all')} endIcon={<ArrowForwardRoundedIcon />}>
      {t('tutorials.viewAll', { count: home.total })}
    </Button>
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 5 }}>
      <Box component="section" aria-labelledby="tutorials-categories">
        <SectionTitle id="tutorials-categories" action={allLink}>
          {t('tutorials.categories')}
        </SectionTitle>
        <Grid container spacing={3}>
          {home.categories.map((category, index) => (
            <Grid key={category.id} size={CATEGORY_CELL}>
              <CategoryCard category={category} index={index} />
            </Grid>
          ))}
        </Grid>
      </Box>
      {home.featured.length > 0 ? (
        <Box component="section" aria-labelledby="tutorials-featured">
          <SectionTitle id="tutorials-featured">{t('tutorials.featured')}</SectionTitle>
          <Grid container spacing={3}>
            {home.featured.map((tutorial) => (
              <Grid key={tutorial.id} size={FEATURED_CELL}>
                <FeaturedCard tutorial={tutorial} />
              </Grid>
            ))}
          </Grid>
        </Box>
      ) : null}
      <Box component="section" aria-labelledby="tutorials-latest">
        <SectionTitle id="tutorials-latest">{t('tutorials.latest')}</SectionTitle>
        <Card>
          <TutorialList items={home.latest} label={t('tutorials.latest')} />
        </Card>
      </Box>
    </Box>
  );
}

function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 5 }}
    >
      <Grid container spacing={3}>
        {SKELETONS.map((key) => (
          <Grid key={key} size={CATEGORY_CELL}>
            <Skeleton variant="rounded" height={92} />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={3}>
        {SKELETONS.slice(0, 2).map((key) => (
          <Grid key={key} size={FEATURED_CELL}>
            <Skeleton variant="rounded" height={180} />
          </Grid>
        ))}
      </Grid>
      <Skeleton variant="rounded" height={280} />
    </Box>
  );
}
