import type { ApiKey } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable, type DataTableQuery } from '../../../components/DataTable.tsx';
import DeleteOutlineOutlinedIcon from '../../../components/icons/DeleteOutlineOutlined.tsx';
import { formatDate, formatDateTime, formatPlatformDay, formatRecent } from '../../../lib/format.ts';

/** The user's keys: what each reaches, until when, when it was last used, and its revoke button. */
export function ApiKeysTable({
  keys,
  query,
  empty,
  labelledBy,
  onRevoke,
}: {
  keys: readonly ApiKey[];
  query: DataTableQuery;
  empty: ReactNode;
  labelledBy: string;
  onRevoke: (key: ApiKey) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;

  const columns: DataColumn<ApiKey>[] = [
    {
      id: 'name',
      header: t('apiKeys.columns.name'),
      phone: 'full',
      essential: true,
      cell: (key) => <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{key.name}</Typography>,
      sx: { minWidth: 160 },
    },
    {
      id: 'key',
      header: t('apiKeys.columns.key'),
      essential: true,
      cell: (key) => (
        <Box component="code" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
          {`${key.hint}…`}
        </Box>
      ),
    },
    {
      id: 'access',
      header: t('apiKeys.columns.access'),
      cell: (key) => t(`apiKeys.scopes.${key.scope}`),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'areas',
      header: t('apiKeys.columns.areas'),
      cell: (key) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {key.areas.map((area) => (
            <Chip key={area} size="small" variant="outlined" label={t(`team.areas.${area}`)} />
          ))}
        </Box>
      ),
      sx: { minWidth: 200 },
    },
    {
      id: 'created',
      header: t('apiKeys.columns.created'),
      cell: (key) => formatDate(key.created_at, language),
      title: (key) => formatDateTime(key.created_at, language),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'expires',
      header: t('apiKeys.columns.expires'),
      essential: true,
      cell: (key) =>
        key.expired ? (
          <Chip size="small" color="warning" label={t('apiKeys.expired')} />
        ) : key.expires_on ? (
          formatPlatformDay(key.expires_on, language)
        ) : (
          t('apiKeys.noExpiry')
        ),
      title: (key) =>
        key.expired && key.expires_on ? formatPlatformDay(key.expires_on, language) : undefined,
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'lastUsed',
      header: t('apiKeys.columns.lastUsed'),
      cell: (key) => (key.last_used_at ? formatRecent(key.last_used_at, language) : t('apiKeys.neverUsed')),
      title: (key) => (key.last_used_at ? formatDateTime(key.last_used_at, language) : undefined),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'actions',
      header: t('apiKeys.columns.actions'),
      headerHidden: true,
      align: 'right',
      cell: (key) => (
        <Tooltip describeChild title={t('apiKeys.revoke')}>
          <IconButton aria-label={t('apiKeys.revokeLabel', { name: key.name })} onClick={() => onRevoke(key)}>
            <DeleteOutlineOutlinedIcon />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={keys}
      rowKey={(key) => key.id}
      rowTestId="api-key-row"
      labelledBy={labelledBy}
      query={query}
      errorMessage={t('apiKeys.fetchFailed')}
      empty={empty}
      minWidth={900}
      skeletonRows={3}
    />
  );
}
