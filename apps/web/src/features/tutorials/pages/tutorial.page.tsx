import type { Tutorial } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import TranslateIcon from '../../../components/icons/Translate.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { href } from '../../../routing/href.ts';
import { useTutorial } from '../api/get-tutorial.ts';
import { useTutorialCategory } from '../api/get-tutorial-category.ts';
import { ArticleBody } from '../components/ArticleBody.tsx';
import { TutorialBreadcrumbs } from '../components/TutorialBreadcrumbs.tsx';
import { TutorialList } from '../components/TutorialList.tsx';
import { TutorialNeighbours } from '../components/TutorialNeighbours.tsx';

/**
 * /tutorials/{id} (read Tutorial): one article — title, category, updated date, the text (with its images and
 * links), the note when it is shown in English, previous/next in its category, and the category's other
 * articles beside it.
 */
export default function TutorialPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const tutorial = useTutorial(id);
  useDocumentTitle(tutorial.data?.title ?? t('tutorials.title'));

  if (tutorial.isError) {
    const missing = tutorial.error instanceof HttpError && [404, 422].includes(tutorial.error.status);
    return (
      <>
        <TutorialBreadcrumbs items={[{ label: t('tutorials.notFoundTitle') }]} />
        {missing ? (
          <Alert
            severity="warning"
            data-testid="tutorial-not-found"
            action={
              <Button component={RouterLink} to={href('tutorials')} color="inherit" size="small">
                {t('tutorials.backToTutorials')}
              </Button>
            }
          >
            {t('tutorials.notFound')}
          </Alert>
        ) : (
          <RetryAlert onRetry={() => tutorial.refetch()}>{t('tutorials.fetchFailed')}</RetryAlert>
        )}
      </>
    );
  }
  if (tutorial.isPending) return <ArticleSkeleton />;
  return <Article key={tutorial.data.id} tutorial={tutorial.data} />;
}

function Article({ tutorial }: { tutorial: Tutorial }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const category = useTutorialCategory(tutorial.category_id);
  const categoryHref = href('tutorial-category', { id: tutorial.category_id });
  return (
    <>
      <TutorialBreadcrumbs
        items={[{ label: tutorial.category_name, to: categoryHref }, { label: tutorial.title }]}
      />
      <Grid container spacing={4}>
        <Grid
          size={{ xs: 12, lg: 8 }}
          component="article"
          aria-labelledby="tutorial-title"
          sx={{ minWidth: 0 }}
        >
          <Card>
            <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
              <Typography
                id="tutorial-title"
                variant="h4"
                component="h1"
                sx={{ mb: 1, overflowWrap: 'anywhere' }}
              >
                {tutorial.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
                {/* Underlined: in a line of text the colour alone does not tell a link (axe link-in-text-block). */}
                <Link component={RouterLink} to={categoryHref} underline="always">
                  {tutorial.category_name}
                </Link>
                {' · '}
                <span data-testid="tutorial-updated">
                  {t('tutorials.updated', { date: date(tutorial.updated_at) })}
                </span>
              </Typography>
              {tutorial.fallback ? (
                <Alert
                  severity="info"
                  icon={<TranslateIcon />}
                  sx={{ mb: 3 }}
                  data-testid="tutorial-fallback"
                >
                  {t('tutorials.fallbackNote', {
                    language: t(`tutorials.languages.${tutorial.requested_language}`),
                  })}
                </Alert>
              ) : null}
              <Box lang={tutorial.language}>
                <ArticleBody html={tutorial.body_html} />
              </Box>
              <TutorialNeighbours tutorial={tutorial} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }} component="aside" aria-labelledby="tutorial-more">
          <Card sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
            <CardHeader
              id="tutorial-more"
              title={t('tutorials.inCategory', { category: tutorial.category_name })}
              slotProps={{ title: { component: 'h2', variant: 'h6' } }}
            />
            {category.data ? (
              <TutorialList
                items={category.data.data}
                showCategory={false}
                numbered
                compact
                currentId={tutorial.id}
                label={t('tutorials.inCategory', { category: tutorial.category_name })}
              />
            ) : (
              <Box sx={{ px: 2, pb: 2 }} role="status" aria-busy="true" aria-label={t('common.loading')}>
                <Skeleton variant="text" />
                <Skeleton variant="text" />
                <Skeleton variant="text" />
              </Box>
            )}
          </Card>
        </Grid>
      </Grid>
    </>
  );
}

function ArticleSkeleton() {
  const { t } = useTranslation();
  return (
    <Grid container spacing={4} role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="rounded" height={480} sx={{ mt: 1.5 }} />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Skeleton variant="rounded" height={240} sx={{ mt: 4 }} />
      </Grid>
    </Grid>
  );
}
