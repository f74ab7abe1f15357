import {
  ASSIGNMENT_FILTERS,
  CONVERSATION_STATUSES,
  MESSAGE_CATEGORIES,
  type OpsConversationSummary,
} from '@adportal/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { type DataColumn, DataTable } from '../../../../components/DataTable.tsx';
import { FilterSelect } from '../../../../components/FilterSelect.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { SearchField } from '../../../../components/SearchField.tsx';
import { formatDateTime, formatRecent } from '../../../../lib/format.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { href } from '../../../../routing/href.ts';
import { CategoryChip, ConversationStatusChip } from '../../components/ConversationChips.tsx';
import { MESSAGE_PAGE_SIZES } from '../../message-folders.ts';
import { type OpsConversationsFilter, useOpsConversations } from '../api/list-ops-conversations.ts';
import { queueFilterFrom, queueParamsFrom } from '../queue-filter.ts';

/**
 * /ops/messages (read OpsContent): every advertiser's conversations with support, newest activity first;
 * filters by status, category and assignment, search by subject or advertiser, kept in the address.
 */
export default function OpsMessagesPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('messages.ops.title'));
  const [params, setParams] = useSearchParams();
  const filter = queueFilterFrom(params);
  const queue = useOpsConversations(filter);
  const set = useCallback(
    (patch: Partial<OpsConversationsFilter>) =>
      setParams((current) => queueParamsFrom({ ...queueFilterFrom(current), page: 1, ...patch }), {
        replace: true,
      }),
    [setParams],
  );
  const onSearch = useCallback((search: string) => set({ search }), [set]);
  const waiting = (row: OpsConversationSummary) => row.status === 'open';

  const columns: DataColumn<OpsConversationSummary>[] = [
    {
      id: 'subject',
      header: t('messages.columns.subject'),
      stopsRowClick: true,
      sx: { maxWidth: 380 },
      phone: 'full',
      cell: (row) => (
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={href('ops-message', { id: row.id })}
            color="inherit"
            underline="hover"
            data-testid="queue-subject"
            sx={{ fontWeight: waiting(row) ? 700 : 500, overflowWrap: 'anywhere' }}
          >
            {row.subject}
          </Link>
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              overflow: 'hidden',
              display: '-webkit-box',
              WebkitLineClamp: 1,
              WebkitBoxOrient: 'vertical',
            }}
          >
            {row.excerpt}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'advertiser',
      header: t('messages.columns.advertiser'),
      cell: (row) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {row.advertiser_name}
          </Typography>
          {row.created_by_name ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {row.created_by_name}
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      id: 'category',
      header: t('messages.columns.category'),
      cell: (row) => <CategoryChip category={row.category} />,
    },
    {
      id: 'status',
      header: t('messages.columns.status'),
      cell: (row) => <ConversationStatusChip status={row.status} />,
    },
    {
      id: 'assigned',
      header: t('messages.columns.assigned'),
      cell: (row) =>
        row.assigned_operator?.name ?? (
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('messages.ops.unassigned')}
          </Typography>
        ),
    },
    {
      id: 'activity',
      header: t('messages.columns.lastActivity'),
      align: 'right',
      cell: (row) => (
        <time dateTime={row.last_message_at} title={formatDateTime(row.last_message_at, i18n.language)}>
          {formatRecent(row.last_message_at, i18n.language)}
        </time>
      ),
      sx: { whiteSpace: 'nowrap' },
    },
  ];

  return (
    <>
      <PageHeader title={t('messages.ops.title')} subtitle={t('messages.ops.subtitle')} />
      <Card component="section" aria-label={t('messages.ops.title')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: { xs: 2, sm: 2.5 }, py: 2 }}>
          <SearchField
            label={t('messages.ops.search')}
            value={filter.search}
            onSearch={onSearch}
            sx={{ flex: '1 1 240px' }}
          />
          <FilterSelect
            label={t('messages.columns.status')}
            all={t('messages.ops.allStatuses')}
            value={filter.status}
            options={CONVERSATION_STATUSES}
            optionLabel={(status) => t(`messages.statuses.${status}`)}
            onChange={(status) => set({ status })}
            sx={{ minWidth: 170, flex: '1 1 170px' }}
            testId="queue-status"
          />
          <FilterSelect
            label={t('messages.columns.category')}
            all={t('messages.ops.allCategories')}
            value={filter.category}
            options={MESSAGE_CATEGORIES}
            optionLabel={(category) => t(`messages.categories.${category}`)}
            onChange={(category) => set({ category })}
            sx={{ minWidth: 170, flex: '1 1 170px' }}
            testId="queue-category"
          />
          <FilterSelect
            label={t('messages.columns.assigned')}
            all={t('messages.ops.assigned.anyone')}
            value={filter.assigned === 'anyone' ? '' : filter.assigned}
            options={ASSIGNMENT_FILTERS.filter((option) => option !== 'anyone')}
            optionLabel={(option) => t(`messages.ops.assigned.${option}`)}
            onChange={(assigned) => set({ assigned: assigned || 'anyone' })}
            sx={{ minWidth: 170, flex: '1 1 170px' }}
            testId="queue-assigned"
          />
        </Box>
        <DataTable
          columns={columns}
          rows={queue.data?.data ?? []}
          rowKey={(row) => row.id}
          rowTestId="queue-row"
          rowProps={(row) => ({ 'data-status': row.status })}
          label={t('messages.ops.title')}
          query={queue}
          errorMessage={t('messages.fetchFailed')}
          empty={t('messages.ops.empty')}
          onRowClick={(row) => void navigate(href('ops-message', { id: row.id }))}
          minWidth={980}
          phone={{ below: 'md' }}
          pager={{
            page: filter.page,
            pageSize: filter.pageSize,
            total: queue.data?.total ?? 0,
            pageSizes: MESSAGE_PAGE_SIZES,
            onChange: (page, pageSize) => set({ page, pageSize }),
          }}
        />
      </Card>
    </>
  );
}
