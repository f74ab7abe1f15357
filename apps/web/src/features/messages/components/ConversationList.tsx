import type { ConversationPage, ConversationSummary } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/DataTable.tsx';
import { formatDateTime, formatRecent } from '../../../lib/format.ts';
import { href } from '../../../routing/href.ts';
import { useMarkConversationMutation } from '../api/mark-conversation.ts';
import { MESSAGE_PAGE_SIZES } from '../message-folders.ts';
import { CategoryChip, ConversationStatusChip } from './ConversationChips.tsx';
import { StarToggle } from './StarToggle.tsx';

interface Props {
  query: UseQueryResult<ConversationPage>;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  label: string;
  empty: ReactNode;
}

/** A folder's conversations like a mail client's list: unread ones in bold, a star on each, newest first. */
export function ConversationList({ query, page, pageSize, onPage, label, empty }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const mark = useMarkConversationMutation();
  const open = (row: ConversationSummary) => void navigate(href('message-conversation', { id: row.id }));

  const star = (row: ConversationSummary) => (
    <StarToggle
      starred={row.starred}
      subject={row.subject}
      disabled={mark.isPending}
      onToggle={(starred) => mark.mutate({ id: row.id, starred })}
    />
  );
  const subject = (row: ConversationSummary) => (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {row.unread ? (
          <Box
            component="span"
            role="img"
            aria-label={t('messages.unread')}
            sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
          />
        ) : null}
        <Link
          component={RouterLink}
          to={href('message-conversation', { id: row.id })}
          color="inherit"
          underline="hover"
          data-testid="conversation-subject"
          sx={{ fontWeight: row.unread ? 700 : 500, overflowWrap: 'anywhere' }}
        >
          {row.subject}
        </Link>
      </Box>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          fontWeight: row.unread ? 500 : 400,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          display: '-webkit-box',
          WebkitLineClamp: 1,
          WebkitBoxOrient: 'vertical',
        }}
      >
        {row.last_side === 'support' ? `${t('messages.sides.support')}: ` : ''}
        {row.excerpt}
      </Typography>
    </Box>
  );
  const when = (row: ConversationSummary) => (
    <Box
      component="time"
      dateTime={row.last_message_at}
      title={formatDateTime(row.last_message_at, i18n.language)}
      sx={{ fontWeight: row.unread ? 700 : 400, whiteSpace: 'nowrap' }}
    >
      {formatRecent(row.last_message_at, i18n.language)}
    </Box>
  );

  const columns: DataColumn<ConversationSummary>[] = [
    {
      id: 'star',
      header: t('messages.columns.star'),
      headerHidden: true,
      cell: star,
      stopsRowClick: true,
      sx: { width: 48, pr: 0 },
    },
    {
      id: 'subject',
      header: t('messages.columns.subject'),
      cell: subject,
      stopsRowClick: true,
      sx: { maxWidth: 420 },
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
      id: 'activity',
      header: t('messages.columns.lastActivity'),
      align: 'right',
      cell: when,
      headerSx: { whiteSpace: 'nowrap' },
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={query.data?.data ?? []}
      rowKey={(row) => row.id}
      rowTestId="conversation-row"
      rowProps={(row) => ({ 'data-unread': row.unread ? 'true' : 'false', 'data-id': row.id })}
      label={label}
      query={query}
      errorMessage={t('messages.fetchFailed')}
      empty={empty}
      onRowClick={open}
      minWidth={760}
      pager={{
        page,
        pageSize,
        total: query.data?.total ?? 0,
        pageSizes: MESSAGE_PAGE_SIZES,
        onChange: onPage,
      }}
      phone={{
        below: 'md',
        renderCard: (row) => (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box onClick={(event) => event.stopPropagation()}>{star(row)}</Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Box sx={{ minWidth: 0, flex: 1 }} onClick={(event) => event.stopPropagation()}>
                  {subject(row)}
                </Box>
                <Typography variant="body2" component="span">
                  {when(row)}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
                <CategoryChip category={row.category} />
                <ConversationStatusChip status={row.status} />
              </Box>
            </Box>
          </Box>
        ),
      }}
    />
  );
}
