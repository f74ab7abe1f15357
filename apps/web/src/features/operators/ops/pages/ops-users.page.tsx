import {
  type LoginBypassLink,
  type OpsUser,
  RECOVERY_LINK_MINUTES,
  USER_STATUSES,
  USERS_PAGE_SIZES,
} from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { type DataColumn, DataTable } from '../../../../components/DataTable.tsx';
import { DialogFrame } from '../../../../components/DialogFrame.tsx';
import { FilterSelect } from '../../../../components/FilterSelect.tsx';
import KeyOffIcon from '../../../../components/icons/KeyOffOutlined.tsx';
import LockResetOutlinedIcon from '../../../../components/icons/LockResetOutlined.tsx';
import LoginOutlinedIcon from '../../../../components/icons/LoginOutlined.tsx';
import ReceiptLongOutlinedIcon from '../../../../components/icons/ReceiptLongOutlined.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { SearchField } from '../../../../components/SearchField.tsx';
import { formatCount, formatDateTime } from '../../../../lib/format.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useNotice } from '../../../../lib/use-notice.ts';
import { href } from '../../../../routing/href.ts';
import { LoginLinkResult, useCreateLoginBypassMutation } from '../../../login-bypass/index.ts';
import { useRequestPasswordChangeMutation } from '../../../recovery/index.ts';
import { UserIdentity, userAccountColumns } from '../../../team/index.ts';
import { type OpsUsersFilter, useOpsUsers } from '../api/list-ops-users.ts';
import { useRevokeUserApiKeysMutation } from '../api/revoke-user-api-keys.ts';

/**
 * /ops/users (read OpsAdvertiser): every advertiser's users, found by name, email or company, with the help
 * an operator can give: a one-time sign-in link (create on OpsAdvertiser), a change-password request and
 * revoking every API key of a user (update on OpsAdvertiser).
 */
export default function OpsUsersPage() {
  const { t, i18n } = useTranslation();
  const ability = useAbility<AppAbility>();
  useDocumentTitle(t('ops.users.title'));
  const [filter, setFilter] = useState<OpsUsersFilter>({ search: '', status: '', page: 1, pageSize: 10 });
  const users = useOpsUsers(filter);
  const createLink = useCreateLoginBypassMutation();
  const requestChange = useRequestPasswordChangeMutation();
  const revokeKeys = useRevokeUserApiKeysMutation();
  const [asking, setAsking] = useState<OpsUser | null>(null);
  const [revokingKeysOf, setRevokingKeysOf] = useState<OpsUser | null>(null);
  const [link, setLink] = useState<LoginBypassLink | null>(null);
  const notify = useNotice(asking !== null || revokingKeysOf !== null || link !== null);
  const canLink = ability.can('create', 'OpsAdvertiser');
  const canAsk = ability.can('update', 'OpsAdvertiser');

  const formatWhen = (iso: string | null) =>
    iso ? formatDateTime(iso, i18n.language) : t('ops.users.never');

  const signInLink = async (user: OpsUser) => {
    try {
      setLink(await createLink.mutateAsync({ email: user.email }));
    } catch (error) {
      notify({ kind: 'error', error });
    }
  };

  const askPasswordChange = async () => {
    if (!asking) return;
    const user = asking;
    try {
      const answer = await requestChange.mutateAsync(user.id);
      notify({
        kind: 'success',
        title: t('ops.users.asked'),
        text: t('ops.users.askedText', { email: user.email, time: formatWhen(answer.expires_at) }),
      });
    } catch (error) {
      notify({ kind: 'error', error });
    }
    setAsking(null);
  };

  const revokeApiKeys = async () => {
    if (!revokingKeysOf) return;
    const user = revokingKeysOf;
    try {
      const { revoked } = await revokeKeys.mutateAsync(user.id);
      notify({
        kind: 'success',
        title: t('apiKeys.ops.revoked'),
        text: t('apiKeys.ops.revokedText', { count: revoked, name: user.name }),
      });
    } catch (error) {
      notify({ kind: 'error', error });
    }
    setRevokingKeysOf(null);
  };

  const columns: DataColumn<OpsUser>[] = [
    {
      id: 'user',
      header: t('ops.users.columns.user'),
      phone: 'full',
      cell: (user) => <UserIdentity user={user} />,
      sx: { minWidth: 240 },
    },
    { id: 'advertiser', header: t('ops.users.columns.advertiser'), cell: (user) => user.advertiser_name },
    ...userAccountColumns(
      t,
      {
        role: t('ops.users.columns.role'),
        status: t('ops.users.columns.status'),
        lastLogin: t('ops.users.columns.lastLogin'),
      },
      formatWhen,
    ),
    {
      id: 'apiKeys',
      header: t('apiKeys.ops.column'),
      align: 'right',
      cell: (user) => formatCount(user.api_keys, i18n.language),
    },
    {
      id: 'actions',
      header: t('ops.users.columns.actions'),
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (user) => {
        const active = user.status === 'active';
        return (
          <>
            <Tooltip describeChild title={t('opsLedger.open')}>
              <IconButton
                component={RouterLink}
                to={href('ops-advertiser-ledger', { id: user.advertiser_id })}
                state={{ name: user.advertiser_name }}
                aria-label={t('opsLedger.openLabel', { name: user.advertiser_name })}
              >
                <ReceiptLongOutlinedIcon />
              </IconButton>
            </Tooltip>
            {canLink ? (
              <Tooltip describeChild title={active ? t('ops.users.signInLink') : t('ops.users.inactive')}>
                <span>
                  <IconButton
                    aria-label={t('ops.users.signInLinkLabel', { name: user.name })}
                    disabled={!active || createLink.isPending}
                    onClick={() => void signInLink(user)}
                  >
                    <LoginOutlinedIcon />
                  </IconButton>
                </span>
              </Tooltip>
            ) : null}
            {canAsk ? (
              <Tooltip describeChild title={active ? t('ops.users.askPassword') : t('ops.users.inactive')}>
                <span>
                  <IconButton
                    aria-label={t('ops.users.askPasswordLabel', { name: user.name })}
                    disabled={!active}
                    onClick={() => setAsking(user)}
                  >
                    <LockResetOutlinedIcon />
                  </IconButton>
                </span>
              </Tooltip>
            ) : null}
            {canAsk && user.api_keys > 0 ? (
              <Tooltip describeChild title={t('apiKeys.ops.revoke')}>
                <IconButton
                  aria-label={t('apiKeys.ops.revokeLabel', { name: user.name })}
                  onClick={() => setRevokingKeysOf(user)}
                >
                  <KeyOffIcon />
                </IconButton>
              </Tooltip>
            ) : null}
          </>
        );
      },
    },
  ];
  return (
    <>
      <PageHeader title={t('ops.users.title')} subtitle={t('ops.users.subtitle')} />
      <Card component="section" aria-label={t('ops.users.title')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: { xs: 2, sm: 3 } }}>
          <SearchField
            label={t('ops.users.search')}
            value={filter.search}
            onSearch={(search) => setFilter((current) => ({ ...current, search, page: 1 }))}
            sx={{ flex: { xs: '1 1 100%', sm: '0 1 340px' } }}
          />
          <FilterSelect
            label={t('ops.users.status')}
            all={t('ops.users.allStatuses')}
            value={filter.status}
            options={USER_STATUSES}
            optionLabel={(status) => t(`team.status.${status}`)}
            onChange={(value) => setFilter((current) => ({ ...current, status: value, page: 1 }))}
            sx={{ width: { xs: '100%', sm: 170 } }}
          />
        </Box>
        <DataTable
          columns={columns}
          rows={users.data?.data ?? []}
          rowKey={(user) => user.id}
          rowTestId="ops-user-row"
          label={t('ops.users.title')}
          query={users}
          errorMessage={t('ops.users.fetchFailed')}
          empty={t('ops.users.empty')}
          minWidth={960}
          pager={{
            page: filter.page,
            pageSize: filter.pageSize,
            total: users.data?.total ?? 0,
            pageSizes: USERS_PAGE_SIZES,
            onChange: (page, pageSize) => setFilter((current) => ({ ...current, page, pageSize })),
          }}
        />
      </Card>
      {asking ? (
        <ConfirmDialog
          title={t('ops.users.askTitle', { name: asking.name })}
          text={t('ops.users.askText', { email: asking.email, minutes: RECOVERY_LINK_MINUTES })}
          confirmLabel={t('ops.users.askConfirm')}
          pending={requestChange.isPending}
          onConfirm={() => void askPasswordChange()}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {revokingKeysOf ? (
        <ConfirmDialog
          title={t('apiKeys.ops.revokeTitle', { name: revokingKeysOf.name })}
          text={t('apiKeys.ops.revokeText', { count: revokingKeysOf.api_keys, name: revokingKeysOf.name })}
          confirmLabel={t('apiKeys.ops.revokeConfirm')}
          tone="error"
          pending={revokeKeys.isPending}
          onConfirm={() => void revokeApiKeys()}
          onClose={() => setRevokingKeysOf(null)}
        />
      ) : null}
      {link ? (
        <DialogFrame
          title={t('ops.users.linkTitle', { name: link.user.name })}
          // Its one action is Close: no second close button beside the title.
          hideCloseButton
          onClose={() => setLink(null)}
          actions={
            <Button variant="contained" onClick={() => setLink(null)}>
              {t('ops.users.close')}
            </Button>
          }
        >
          <LoginLinkResult link={link} />
        </DialogFrame>
      ) : null}
    </>
  );
}
