import type { NewsBroadcast } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { type DataColumn, DataTable } from '../../../../components/DataTable.tsx';
import AddIcon from '../../../../components/icons/Add.tsx';
import CircleIcon from '../../../../components/icons/Circle.tsx';
import { lazyNamed } from '../../../../components/LazyNamed.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { formatCount } from '../../../../lib/numbers.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useNotice } from '../../../../lib/use-notice.ts';
import { href } from '../../../../routing/href.ts';
import { type NewsFilter, useNews } from '../api/list-news.ts';
import { NewsBroadcastCard, NewsTitleAndBody } from '../components/NewsBroadcastCard.tsx';

const NewsFormDialog = lazyNamed(() => import('../components/NewsFormDialog.tsx'), 'NewsFormDialog');

const PAGE_SIZES = [10, 20, 50] as const;

function filterFrom(params: URLSearchParams): NewsFilter {
  const size = Number(params.get('size'));
  return {
    page: Math.max(1, Math.min(100_000, Number(params.get('page')) || 1)),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
  };
}

/**
 * /ops/news (read OpsContent): the news sent to advertisers, newest first — audience, how many advertisers,
 * queued / sent / failed Telegram and email dispatches (each broadcast links to its dispatches), who sent it
 * and when. "New broadcast" (create OpsContent) opens the form.
 */
export default function OpsNewsPage() {
  const { t, i18n } = useTranslation();
  const ability = useAbility<AppAbility>();
  useDocumentTitle(t('notifications.ops.news.title'));
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const news = useNews(filter);
  const [creating, setCreating] = useState(false);
  const notify = useNotice(creating);
  const canCreate = ability.can('create', 'OpsContent');
  const canReadLog = ability.can('read', 'Ops');
  const count = (value: number) => formatCount(value, i18n.language);
  const numbers = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

  const dispatchesLink = (row: NewsBroadcast) =>
    canReadLog ? (
      <Link
        component={RouterLink}
        to={href('ops-dispatches', {}, { broadcast: row.id })}
        aria-label={t('notifications.ops.news.dispatchesOf', { title: row.title })}
        data-testid="news-dispatches-link"
        color="inherit"
        underline="always"
        sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}
      >
        {t('notifications.ops.news.dispatchesLink')}
      </Link>
    ) : null;

  const columns: (DataColumn<NewsBroadcast> | false)[] = [
    {
      id: 'title',
      header: t('notifications.ops.news.columns.title'),
      phone: 'full',
      cell: (row) => <NewsTitleAndBody row={row} />,
      title: (row) => row.body,
      sx: { minWidth: 260, maxWidth: 420 },
    },
    {
      id: 'audience',
      header: t('notifications.ops.news.columns.audience'),
      cell: (row) => (
        <Chip size="small" variant="outlined" label={t(`notifications.ops.news.audiences.${row.audience}`)} />
      ),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'advertisers',
      header: t('notifications.ops.news.columns.advertisers'),
      align: 'right',
      cell: (row) => count(row.advertisers),
      sx: numbers,
    },
    {
      id: 'queued',
      header: t('notifications.ops.news.columns.queued'),
      align: 'right',
      cell: (row) => count(row.dispatches.queued),
      sx: numbers,
      cellProps: () => ({ 'data-col': 'queued' }),
    },
    {
      id: 'sent',
      header: t('notifications.ops.news.columns.sent'),
      align: 'right',
      cell: (row) => count(row.dispatches.sent),
      sx: numbers,
      cellProps: () => ({ 'data-col': 'sent' }),
    },
    {
      id: 'failed',
      header: t('notifications.ops.news.columns.failed'),
      align: 'right',
      cell: (row) =>
        row.dispatches.failed > 0 ? (
          // A red mark beside the number: red text itself is under 4.5:1 on the paper.
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
          >
            <CircleIcon sx={{ fontSize: 8, color: 'error.main' }} />
            {count(row.dispatches.failed)}
          </Box>
        ) : (
          count(0)
        ),
      sx: numbers,
      cellProps: () => ({ 'data-col': 'failed' }),
    },
    {
      id: 'by',
      header: t('notifications.ops.news.columns.by'),
      cell: (row) => row.created_by ?? '—',
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'when',
      header: t('notifications.ops.news.columns.when'),
      cell: (row) => <time dateTime={row.created_at}>{formatDateTime(row.created_at, i18n.language)}</time>,
      sx: { whiteSpace: 'nowrap' },
    },
    canReadLog && {
      id: 'actions',
      header: t('notifications.ops.news.columns.actions'),
      headerHidden: true,
      align: 'right',
      stopsRowClick: true,
      cell: dispatchesLink,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('notifications.ops.news.title')}
        subtitle={t('notifications.ops.news.subtitle')}
        actions={
          canCreate ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setCreating(true)}
              data-testid="news-new"
            >
              {t('notifications.ops.news.new')}
            </Button>
          ) : null
        }
      />
      <Card component="section" aria-label={t('notifications.ops.news.title')}>
        <DataTable
          columns={columns}
          rows={news.data?.data ?? []}
          rowKey={(row) => row.id}
          rowTestId="news-row"
          label={t('notifications.ops.news.title')}
          query={news}
          errorMessage={t('notifications.ops.news.fetchFailed')}
          empty={t('notifications.ops.news.empty')}
          minWidth={1000}
          phone={{
            below: 'md',
            renderCard: (row) => <NewsBroadcastCard row={row} dispatchesLink={dispatchesLink(row)} />,
          }}
          pager={{
            page: filter.page,
            pageSize: filter.pageSize,
            total: news.data?.total ?? 0,
            pageSizes: PAGE_SIZES,
            onChange: (page, pageSize) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.set('page', String(page));
                  next.set('size', String(pageSize));
                  return next;
                },
                { replace: true },
              ),
          }}
        />
      </Card>
      {creating ? (
        <NewsFormDialog
          onClose={(notice) => {
            setCreating(false);
            if (notice) notify(notice);
          }}
        />
      ) : null}
    </>
  );
}
