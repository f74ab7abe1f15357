import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import ArrowBackRoundedIcon from '../../../../components/icons/ArrowBackRounded.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../../components/RetryAlert.tsx';
import { HttpError } from '../../../../lib/http.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { href } from '../../../../routing/href.ts';
import { useOpsTutorial } from '../api/get-ops-tutorial.ts';
import { useTutorialCategories } from '../api/list-tutorial-categories.ts';
import { TutorialEditorForm } from '../components/TutorialEditorForm.tsx';

/**
 * /ops/tutorials/new and /ops/tutorials/{id} (OpsContent): write or edit an article. A new article may start
 * in a category (?category=).
 */
export default function OpsTutorialEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const tutorial = useOpsTutorial(id);
  const categories = useTutorialCategories();
  const title = id
    ? (tutorial.data?.translations.en.title ?? t('tutorials.ops.editor.editTitle'))
    : t('tutorials.ops.editor.newTitle');
  useDocumentTitle(title);

  const back = (
    <Button
      component={RouterLink}
      to={href('ops-tutorials')}
      variant="outlined"
      startIcon={<ArrowBackRoundedIcon />}
    >
      {t('tutorials.ops.editor.back')}
    </Button>
  );
  const failed = tutorial.isError || categories.isError;
  const loading = (id && tutorial.isPending) || categories.isPending;
  return (
    <>
      <PageHeader title={title} actions={back} />
      {failed ? (
        tutorial.error instanceof HttpError && tutorial.error.status === 404 ? (
          <Alert severity="warning">{t('tutorials.ops.editor.notFound')}</Alert>
        ) : (
          <RetryAlert
            onRetry={() => {
              // Only what failed: a new article (no id) has no article to fetch.
              if (tutorial.isError) void tutorial.refetch();
              if (categories.isError) void categories.refetch();
            }}
          >
            {t('tutorials.fetchFailed')}
          </RetryAlert>
        )
      ) : loading || !categories.data ? (
        <Grid container spacing={3} role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <Skeleton variant="rounded" height={560} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <Skeleton variant="rounded" height={360} />
          </Grid>
        </Grid>
      ) : categories.data.data.length === 0 ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={href('ops-tutorial-categories')} color="inherit" size="small">
              {t('tutorials.ops.categoriesLink')}
            </Button>
          }
        >
          {t('tutorials.ops.editor.noCategories')}
        </Alert>
      ) : (
        <TutorialEditorForm
          key={tutorial.data?.id ?? 'new'}
          tutorial={tutorial.data}
          categories={categories.data.data}
          initialCategoryId={params.get('category') ?? undefined}
        />
      )}
    </>
  );
}
