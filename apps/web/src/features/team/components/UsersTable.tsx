import { type TeamUser, USER_STATUSES, USERS_PAGE_SIZES } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/DataTable.tsx';
import { FilterSelect } from '../../../components/FilterSelect.tsx';
import EditOutlinedIcon from '../../../components/icons/EditOutlined.tsx';
import PersonAddAltOutlinedIcon from '../../../components/icons/PersonAddAltOutlined.tsx';
import { lazyNamed } from '../../../components/LazyNamed.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useNotice } from '../../../lib/use-notice.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useRoles } from '../api/list-roles.ts';
import { type UsersFilter, useUsers } from '../api/list-users.ts';
import { UserIdentity, userAccountColumns } from './UserColumns.tsx';

const UserDialog = lazyNamed(() => import('./UserDialog.tsx'), 'UserDialog');

/** The team's users: server-side search, status filter and pages; add and edit when the role allows. */
export function UsersTable() {
  const { t, i18n } = useTranslation();
  const ability = useAbility<AppAbility>();
  const { userData } = useSession();
  const [filter, setFilter] = useState<UsersFilter>({ search: '', status: '', page: 1, pageSize: 10 });
  const users = useUsers(filter);
  const canCreate = ability.can('create', 'User');
  const canUpdate = ability.can('update', 'User');
  // The dialog's role select needs the roles; without read on Role there is nothing to choose from.
  const roles = useRoles((canCreate || canUpdate) && ability.can('read', 'Role'));
  const [dialog, setDialog] = useState<{ user: TeamUser | null } | null>(null);
  const notify = useNotice(dialog !== null);

  const formatWhen = (iso: string | null) =>
    iso ? formatDateTime(iso, i18n.language) : t('team.users.never');
  const canEditRow = canUpdate && roles.data !== undefined;
  const columns: DataColumn<TeamUser>[] = [
    {
      id: 'user',
      header: t('team.users.columns.user'),
      phone: 'full',
      cell: (user) => (
        <UserIdentity
          user={user}
          badge={
            user.id === userData?.id ? (
              <Chip size="small" label={t('team.users.you')} sx={{ ml: 1, height: 20 }} />
            ) : null
          }
        />
      ),
      sx: { minWidth: 260 },
    },
    {
      id: 'phone',
      header: t('team.users.columns.phone'),
      cell: (user) => user.phone ?? '—',
      sx: { whiteSpace: 'nowrap' },
    },
    ...userAccountColumns(
      t,
      {
        role: t('team.users.columns.role'),
        status: t('team.users.columns.status'),
        lastLogin: t('team.users.columns.lastLogin'),
      },
      formatWhen,
    ),
    {
      id: 'actions',
      header: t('team.users.columns.actions'),
      align: 'right',
      cell: (user) =>
        canEditRow ? (
          <Tooltip describeChild title={t('team.users.edit')}>
            <IconButton
              aria-label={t('team.users.editLabel', { name: user.name })}
              onClick={() => setDialog({ user })}
            >
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
        ) : null,
    },
  ];

  return (
    <Card component="section" aria-labelledby="users-title" sx={{ mb: 4 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          p: { xs: 2, sm: 3 },
        }}
      >
        <Typography id="users-title" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          {t('team.tabs.users')}
        </Typography>
        <SearchField
          label={t('team.users.search')}
          value={filter.search}
          onSearch={(search) => setFilter((current) => ({ ...current, search, page: 1 }))}
          sx={{ width: { xs: '100%', sm: 260 } }}
        />
        <FilterSelect
          label={t('team.users.status')}
          all={t('team.users.allStatuses')}
          value={filter.status}
          options={USER_STATUSES}
          optionLabel={(status) => t(`team.status.${status}`)}
          onChange={(value) => setFilter((current) => ({ ...current, status: value, page: 1 }))}
          sx={{ width: { xs: '100%', sm: 170 } }}
        />
        {canCreate && roles.data ? (
          <Button
            variant="contained"
            startIcon={<PersonAddAltOutlinedIcon />}
            onClick={() => setDialog({ user: null })}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {t('team.users.add')}
          </Button>
        ) : null}
      </Box>
      <DataTable
        columns={columns}
        rows={users.data?.data ?? []}
        rowKey={(user) => user.id}
        rowTestId="user-row"
        labelledBy="users-title"
        query={users}
        errorMessage={t('team.alerts.fetchUsersFailed')}
        empty={t('team.users.empty')}
        minWidth={760}
        pager={{
          page: filter.page,
          pageSize: filter.pageSize,
          total: users.data?.total ?? 0,
          pageSizes: USERS_PAGE_SIZES,
          onChange: (page, pageSize) => setFilter((current) => ({ ...current, page, pageSize })),
        }}
      />
      {dialog && roles.data ? (
        <UserDialog
          key={dialog.user?.id ?? 'new'}
          open
          user={dialog.user}
          roles={roles.data.data}
          onClose={(notice) => {
            setDialog(null);
            if (notice) notify(notice);
          }}
        />
      ) : null}
    </Card>
  );
}
