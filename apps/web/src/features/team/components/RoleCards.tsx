import type { Role } from '@adportal/contracts';
import { ADVERTISER_AREAS, type AdvertiserArea, type AppAbility, CRUD_ACTIONS } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import AddIcon from '../../../components/icons/Add.tsx';
import DeleteOutlineIcon from '../../../components/icons/DeleteOutlineOutlined.tsx';
import EditOutlinedIcon from '../../../components/icons/EditOutlined.tsx';
import GroupOutlinedIcon from '../../../components/icons/GroupOutlined.tsx';
import { lazyNamed } from '../../../components/LazyNamed.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { useNotice } from '../../../lib/use-notice.ts';
import { useDeleteRoleMutation } from '../api/delete-role.ts';
import { useRoles } from '../api/list-roles.ts';

const RoleDialog = lazyNamed(() => import('./RoleDialog.tsx'), 'RoleDialog');

function accessSummary(role: Role, t: TFunction): string {
  if (role.is_administrator) return t('team.roles.fullAccess');
  const areas = ADVERTISER_AREAS.filter((area) =>
    CRUD_ACTIONS.some((action) => role.permissions[area]?.[action]),
  );
  if (areas.length === 0) return t('team.roles.noAccess');
  return t('team.roles.areasCount', { count: areas.length, total: ADVERTISER_AREAS.length });
}

function grantedAreas(role: Role): AdvertiserArea[] {
  return ADVERTISER_AREAS.filter((area) => role.permissions[area]?.read);
}

/** The team's roles as cards (name, user count, what they reach) with add, edit and delete. */
export function RoleCards() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const roles = useRoles();
  const remove = useDeleteRoleMutation();
  const [editing, setEditing] = useState<{ role: Role | null } | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const notify = useNotice(editing !== null || deleting !== null);
  const canCreate = ability.can('create', 'Role');
  const canUpdate = ability.can('update', 'Role');
  const canDelete = ability.can('delete', 'Role');

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify({ kind: 'success', title: t('team.alerts.roleDeleted') });
    } catch (error) {
      // E.g. the role is still held by users: the server's translated message.
      notify({ kind: 'error', error });
    }
    setDeleting(null);
  };

  return (
    <Box component="section" aria-labelledby="roles-title">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Typography id="roles-title" variant="h5" component="h2">
          {t('team.tabs.roles')}
        </Typography>
        {canCreate ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ role: null })}>
            {t('team.roles.add')}
          </Button>
        ) : null}
      </Box>
      {roles.isError ? (
        <RetryAlert onRetry={() => roles.refetch()} sx={{ mb: 2 }}>
          {t('team.alerts.fetchRolesFailed')}
        </RetryAlert>
      ) : null}
      <Grid container spacing={3}>
        {roles.isPending
          ? [0, 1, 2].map((index) => (
              <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }}>
                <Skeleton variant="rounded" height={148} />
              </Grid>
            ))
          : null}
        {roles.data?.data.map((role) => (
          <Grid key={role.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card data-testid="role-card" sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                  <Chip
                    size="small"
                    icon={<GroupOutlinedIcon />}
                    label={t('team.roles.userCount', { count: role.user_count })}
                    variant="outlined"
                  />
                  {role.is_administrator ? (
                    <Chip size="small" color="primary" label={t('team.roles.administrator')} />
                  ) : null}
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                    {role.name}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {accessSummary(role, t)}
                  </Typography>
                </Box>
                {role.is_administrator ? null : (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {grantedAreas(role).map((area) => (
                      <Chip key={area} size="small" label={t(`team.areas.${area}`)} />
                    ))}
                  </Box>
                )}
                <Box sx={{ flexGrow: 1 }} />
                {canUpdate || canDelete ? (
                  <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
                    {canUpdate ? (
                      <Tooltip describeChild title={t('team.roles.edit')}>
                        <IconButton
                          aria-label={t('team.roles.editLabel', { name: role.name })}
                          onClick={() => setEditing({ role })}
                        >
                          <EditOutlinedIcon />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                    {canDelete ? (
                      <Tooltip
                        describeChild
                        title={
                          role.user_count > 0 ? t('team.roles.inUseHint') : t('team.roles.deleteConfirm')
                        }
                      >
                        <IconButton
                          aria-label={t('team.roles.deleteLabel', { name: role.name })}
                          onClick={() => setDeleting(role)}
                        >
                          <DeleteOutlineIcon />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                  </Box>
                ) : null}
              </CardContent>
            </Card>
          </Grid>
        ))}
        {roles.data && roles.data.data.length === 0 ? (
          <Grid size={12}>
            <Typography sx={{ color: 'text.secondary' }}>{t('team.roles.empty')}</Typography>
          </Grid>
        ) : null}
      </Grid>
      {editing ? (
        <RoleDialog
          key={editing.role?.id ?? 'new'}
          open
          role={editing.role}
          onClose={(notice) => {
            setEditing(null);
            if (notice) notify(notice);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('team.roles.deleteTitle', { name: deleting.name })}
          text={deleting.user_count > 0 ? t('team.roles.inUseHint') : t('team.roles.deleteText')}
          confirmLabel={t('team.roles.deleteConfirm')}
          tone="error"
          pending={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Box>
  );
}
