import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FetchingBar } from '../../../components/FetchingBar.tsx';
import { FilterSelect } from '../../../components/FilterSelect.tsx';
import SearchOffOutlinedIcon from '../../../components/icons/SearchOffOutlined.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { TablePager } from '../../../components/TablePager.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useTutorialsHome } from '../api/get-tutorials-home.ts';
import { useTutorials } from '../api/list-tutorials.ts';
import { TutorialBreadcrumbs } from '../components/TutorialBreadcrumbs.tsx';
import { TutorialList } from '../components/TutorialList.tsx';
import { TutorialsEmpty } from '../components/TutorialsEmpty.tsx';
import { READER_PAGING, useTutorialsFilter } from '../tutorials-filter.ts';

const SKELETONS = ['a', 'b', 'c', 'd', 'e'];

/**
 * /tutorials/all (read Tutorial): every published article, searched (titles, summaries and text in the
 * reader's language and English) and filtered by category, a page at a time; the filter lives in the address.
 */
export default function TutorialsAllPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('tutorials.all.title'));
  const { filter, setFilter, onSearch } = useTutorialsFilter(READER_PAGING);
  const tutorials = useTutorials(filter);
  const categories = useTutorialsHome().data?.categories ?? [];
  const categoryIds = categories.map((category) => category.id);
  const nameOf = (id: string) => categories.find((category) => category.id === id)?.name ?? '';
  const rows = tutorials.data?.data ?? [];
  const filtered = Boolean(filter.search || filter.categoryId);
  // The search box keeps what was typed: once a clear has reached the address, it starts afresh.
  const [searchBox, setSearchBox] = useState(0);
  const [clearing, setClearing] = useState(false);
  useEffect(() => {
    if (!clearing || filter.search) return;
    setClearing(false);
    setSearchBox((n) => n + 1);
  }, [clearing, filter.search]);
  const clear = () => {
    setClearing(true);
    setFilter({ ...filter, search: '', categoryId: '', page: 1 });
  };

  return (
    <>
      <TutorialBreadcrumbs items={[{ label: t('tutorials.all.title') }]} />
      <PageHeader title={t('tutorials.all.title')} subtitle={t('tutorials.all.subtitle')} />
      <Card component="section" aria-labelledby="tutorials-results">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: { xs: 2, sm: 2.5 }, alignItems: 'center' }}>
          <SearchField
            key={searchBox}
            label={t('tutorials.searchLabel')}
            value={filter.search}
            onSearch={onSearch}
            sx={{ flex: '1 1 260px' }}
          />
          <FilterSelect
            label={t('tutorials.category')}
            all={t('tutorials.allCategories')}
            value={filter.categoryId}
            options={categoryIds}
            optionLabel={nameOf}
            onChange={(categoryId) => setFilter({ ...filter, categoryId, page: 1 })}
            sx={{ flex: '0 1 240px', minWidth: 200 }}
            testId="tutorials-category-filter"
          />
        </Box>
        <Divider />
        <Typography
          id="tutorials-results"
          variant="subtitle2"
          component="h2"
          sx={{ px: { xs: 2, sm: 2.5 }, pt: 2, color: 'text.secondary' }}
          aria-live="polite"
        >
          {tutorials.data ? t('tutorials.results', { count: tutorials.data.total }) : t('common.loading')}
        </Typography>
        <FetchingBar active={tutorials.isFetching && !tutorials.isPending} />
        {tutorials.isError ? (
          <RetryAlert onRetry={() => tutorials.refetch()} sx={{ m: 2 }}>
            {t('tutorials.fetchFailed')}
          </RetryAlert>
        ) : tutorials.isPending ? (
          <Box
            role="status"
            aria-busy="true"
            aria-label={t('common.loading')}
            sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            {SKELETONS.map((key) => (
              <Skeleton key={key} variant="rounded" height={64} />
            ))}
          </Box>
        ) : rows.length === 0 ? (
          <TutorialsEmpty
            icon={<SearchOffOutlinedIcon />}
            title={
              filter.search
                ? t('tutorials.emptySearch', { search: filter.search })
                : t('tutorials.emptyFiltered')
            }
            hint={t('tutorials.emptySearchHint')}
            testId="tutorials-no-results"
            action={
              filtered ? (
                <Button variant="outlined" onClick={clear}>
                  {t('tutorials.clearSearch')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <TutorialList items={rows} label={t('tutorials.all.title')} />
        )}
        {tutorials.data && tutorials.data.total > 0 ? (
          <>
            <Divider />
            <TablePager
              count={tutorials.data.total}
              page={filter.page}
              pageSize={filter.pageSize}
              pageSizes={READER_PAGING.pageSizes}
              onChange={(page, pageSize) => setFilter({ ...filter, page, pageSize })}
            />
          </>
        ) : null}
      </Card>
    </>
  );
}
