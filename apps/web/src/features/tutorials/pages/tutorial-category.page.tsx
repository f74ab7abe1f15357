import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import FolderOpenOutlinedIcon from '../../../components/icons/FolderOpenOutlined.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { useTutorialCategory } from '../api/get-tutorial-category.ts';
import { TutorialBreadcrumbs } from '../components/TutorialBreadcrumbs.tsx';
import { TutorialList } from '../components/TutorialList.tsx';
import { TutorialsEmpty } from '../components/TutorialsEmpty.tsx';

const SKELETONS = ['a', 'b', 'c'];

/** /tutorials/categories/{id} (read Tutorial): one category's articles in their reading order. */
export default function TutorialCategoryPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const category = useTutorialCategory(id);
  const name = category.data?.category.name;
  useDocumentTitle(name ?? t('tutorials.title'));

  if (category.isError) {
    const missing = category.error instanceof HttpError && [404, 422].includes(category.error.status);
    return (
      <>
        <TutorialBreadcrumbs items={[{ label: t('tutorials.categoryNotFound') }]} />
        {missing ? (
          <Alert
            severity="warning"
            action={
              <Button component={RouterLink} to={href('tutorials')} color="inherit" size="small">
                {t('tutorials.backToTutorials')}
              </Button>
            }
          >
            {t('tutorials.categoryNotFound')}
          </Alert>
        ) : (
          <RetryAlert onRetry={() => category.refetch()}>{t('tutorials.fetchFailed')}</RetryAlert>
        )}
      </>
    );
  }
  return (
    <>
      <TutorialBreadcrumbs items={[{ label: name ?? '…' }]} />
      {category.isPending ? (
        <Box role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="text" width="40%" height={48} />
          <Skeleton variant="text" width="20%" sx={{ mb: 3 }} />
          {SKELETONS.map((key) => (
            <Skeleton key={key} variant="rounded" height={72} sx={{ mb: 1.5 }} />
          ))}
        </Box>
      ) : (
        <>
          <PageHeader
            title={category.data.category.name}
            subtitle={t('tutorials.articleCount', { count: category.data.data.length })}
          />
          <Card component="section" aria-label={category.data.category.name}>
            {category.data.data.length === 0 ? (
              <TutorialsEmpty
                icon={<FolderOpenOutlinedIcon />}
                title={t('tutorials.emptyCategory')}
                action={
                  <Button component={RouterLink} to={href('tutorials')} variant="outlined">
                    {t('tutorials.backToTutorials')}
                  </Button>
                }
              />
            ) : (
              <TutorialList
                items={category.data.data}
                showCategory={false}
                numbered
                label={category.data.category.name}
              />
            )}
          </Card>
        </>
      )}
    </>
  );
}
