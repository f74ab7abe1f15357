import { type OpsPopup, POPUP_AUDIENCES, POPUP_STATUSES, redirectUrlForPeople } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { DataColumn } from '../../../../components/DataTable.tsx';
import { FilterSelect } from '../../../../components/FilterSelect.tsx';
import CircleIcon from '../../../../components/icons/Circle.tsx';
import CircleOutlinedIcon from '../../../../components/icons/CircleOutlined.tsx';
import DeleteOutlinedIcon from '../../../../components/icons/DeleteOutlined.tsx';
import EditOutlinedIcon from '../../../../components/icons/EditOutlined.tsx';
import PauseCircleOutlinedIcon from '../../../../components/icons/PauseCircleOutlined.tsx';
import PlayCircleOutlinedIcon from '../../../../components/icons/PlayCircleOutlined.tsx';
import { lazyNamed } from '../../../../components/LazyNamed.tsx';
import { RecordsPage } from '../../../../components/RecordsPage.tsx';
import { RowAction, rowActionsColumn } from '../../../../components/RowAction.tsx';
import { SearchField } from '../../../../components/SearchField.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { formatCount } from '../../../../lib/numbers.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useRecordDialogs } from '../../../../lib/use-record-dialogs.ts';
import { href } from '../../../../routing/href.ts';
import { popupPageKey } from '../../popup-format.ts';
import { useDeletePopupMutation } from '../api/delete-popup.ts';
import { useOpsPopups } from '../api/list-ops-popups.ts';
import { useSetPopupStatusMutation } from '../api/set-popup-status.ts';
import { filterFrom, OPS_POPUPS_PAGE_SIZES, paramsFrom } from '../ops-popups-filter.ts';

const PopupFormDialog = lazyNamed(() => import('../components/PopupFormDialog.tsx'), 'PopupFormDialog');

/**
 * /ops/popups (read OpsContent): every popup with its image, audience, pages, target, period and status, how
 * many users saw it and how many asked never to see it again; filters in the address. Add and edit in a
 * dialog (create / update OpsContent), switch on and off, delete (delete OpsContent).
 */
export default function OpsPopupsPage() {
  const { t, i18n } = useTranslation();
  const ability = useAbility<AppAbility>();
  useDocumentTitle(t('popups.ops.title'));
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const setFilter = (patch: Partial<typeof filter>) =>
    setParams(paramsFrom({ ...filter, page: 1, ...patch }), { replace: true });
  const popups = useOpsPopups(filter);
  const setStatus = useSetPopupStatusMutation();
  const remove = useDeletePopupMutation();
  const dialogs = useRecordDialogs<OpsPopup>();
  const canCreate = ability.can('create', 'OpsContent');
  const canUpdate = ability.can('update', 'OpsContent');
  const canDelete = ability.can('delete', 'OpsContent');
  const count = (value: number) => formatCount(value, i18n.language);
  const numbers = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

  const target = (popup: OpsPopup) => {
    if (popup.direct_to === 'url' && popup.url_direct)
      return (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {redirectUrlForPeople(popup.url_direct)}
        </Typography>
      );
    if (popup.direct_to === 'page' && popup.system_page) return t(popupPageKey(popup.system_page));
    return t('popups.directTo.none');
  };
  const period = (popup: OpsPopup) => {
    if (!popup.starts_at && !popup.ends_at) return t('popups.ops.always');
    const from = popup.starts_at ? formatDateTime(popup.starts_at, i18n.language) : '…';
    const until = popup.ends_at ? formatDateTime(popup.ends_at, i18n.language) : '…';
    return t('popups.ops.periodValue', { from, until });
  };

  const columns: (DataColumn<OpsPopup> | false)[] = [
    {
      id: 'popup',
      header: t('popups.ops.columns.popup'),
      phone: 'full',
      cell: (popup) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <Box
            component="img"
            src={popup.image.url}
            alt=""
            width={popup.image.width}
            height={popup.image.height}
            sx={{ width: 96, height: 48, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={href('popup-detail', { id: popup.id })}
              sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
            >
              {popup.topic}
            </Link>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`popups.audiences.${popup.audience}`)}
              {popup.not_show_again_enable ? ` · ${t('popups.ops.dismissible')}` : ''}
            </Typography>
          </Box>
        </Box>
      ),
      sx: { minWidth: 320 },
    },
    {
      id: 'pages',
      header: t('popups.ops.columns.pages'),
      cell: (popup) =>
        popup.pages.length === 0
          ? t('popups.form.allPages')
          : popup.pages.map((page) => t(popupPageKey(page))).join(', '),
      sx: { minWidth: 160 },
    },
    {
      id: 'target',
      header: t('popups.ops.columns.target'),
      cell: target,
      sx: { minWidth: 140, maxWidth: 240 },
    },
    { id: 'period', header: t('popups.ops.columns.period'), cell: period, sx: { minWidth: 180 } },
    {
      id: 'position',
      header: t('popups.ops.columns.position'),
      align: 'right',
      cell: (popup) => popup.position,
      sx: numbers,
    },
    {
      id: 'status',
      header: t('popups.ops.columns.status'),
      cell: (popup) => (
        // Outlined with a coloured mark: the theme's filled success chip reads 2.3:1 (axe).
        <Chip
          size="small"
          variant="outlined"
          icon={
            popup.status === 'active' ? (
              <CircleIcon sx={{ fontSize: 10, '&&': { color: 'success.main' } }} />
            ) : (
              <CircleOutlinedIcon sx={{ fontSize: 10 }} />
            )
          }
          label={t(`popups.statuses.${popup.status}`)}
        />
      ),
    },
    {
      id: 'seen',
      header: t('popups.ops.columns.seen'),
      align: 'right',
      cell: (popup) => count(popup.seen),
      sx: numbers,
      cellProps: () => ({ 'data-col': 'seen' }),
    },
    {
      id: 'dismissed',
      header: t('popups.ops.columns.dismissed'),
      align: 'right',
      cell: (popup) => count(popup.dismissed),
      sx: numbers,
      cellProps: () => ({ 'data-col': 'dismissed' }),
    },
    (canUpdate || canDelete) &&
      rowActionsColumn(t('popups.ops.columns.actions'), (popup) => {
        const active = popup.status === 'active';
        return (
          <>
            {canUpdate ? (
              <>
                <RowAction
                  title={active ? t('popups.ops.deactivate') : t('popups.ops.activate')}
                  label={t(active ? 'popups.ops.deactivateLabel' : 'popups.ops.activateLabel', {
                    topic: popup.topic,
                  })}
                  icon={active ? <PauseCircleOutlinedIcon /> : <PlayCircleOutlinedIcon />}
                  disabled={setStatus.isPending}
                  onClick={() => setStatus.mutate({ id: popup.id, status: active ? 'inactive' : 'active' })}
                />
                <RowAction
                  title={t('popups.ops.edit')}
                  label={t('popups.ops.editLabel', { topic: popup.topic })}
                  icon={<EditOutlinedIcon />}
                  onClick={() => dialogs.edit(popup)}
                />
              </>
            ) : null}
            {canDelete ? (
              <RowAction
                title={t('popups.ops.delete')}
                label={t('popups.ops.deleteLabel', { topic: popup.topic })}
                icon={<DeleteOutlinedIcon />}
                onClick={() => dialogs.askDelete(popup)}
              />
            ) : null}
          </>
        );
      }),
  ];

  return (
    <RecordsPage
      title={t('popups.ops.title')}
      subtitle={t('popups.ops.subtitle')}
      add={canCreate && { label: t('popups.ops.add'), onClick: dialogs.add }}
      filters={
        <>
          <SearchField
            label={t('popups.ops.search')}
            value={filter.search}
            onSearch={(search) => setFilter({ search })}
            sx={{ flex: { xs: '1 1 100%', sm: '0 1 320px' } }}
          />
          <FilterSelect
            label={t('popups.ops.columns.status')}
            all={t('popups.ops.allStatuses')}
            value={filter.status}
            options={POPUP_STATUSES}
            optionLabel={(status) => t(`popups.statuses.${status}`)}
            onChange={(status) => setFilter({ status })}
            sx={{ width: { xs: '100%', sm: 170 } }}
            testId="popup-status-filter"
          />
          <FilterSelect
            label={t('popups.form.audience')}
            all={t('popups.ops.allAudiences')}
            value={filter.audience}
            options={POPUP_AUDIENCES}
            optionLabel={(audience) => t(`popups.audiences.${audience}`)}
            onChange={(audience) => setFilter({ audience })}
            sx={{ width: { xs: '100%', sm: 190 } }}
            testId="popup-audience-filter"
          />
        </>
      }
      table={{
        columns,
        rows: popups.data?.data ?? [],
        rowKey: (popup) => popup.id,
        rowTestId: 'ops-popup-row',
        query: popups,
        errorMessage: t('popups.ops.fetchFailed'),
        empty: t('popups.ops.empty'),
        minWidth: 1180,
        pager: {
          page: filter.page,
          pageSize: filter.pageSize,
          total: popups.data?.total ?? 0,
          pageSizes: OPS_POPUPS_PAGE_SIZES,
          onChange: (page, pageSize) => setFilter({ page, pageSize }),
        },
      }}
      deletion={{
        dialogs,
        title: () => t('popups.ops.deleteTitle'),
        text: (popup) => t('popups.ops.deleteText', { topic: popup.topic, seen: popup.seen }),
        confirmLabel: t('popups.ops.delete'),
        remove: (popup) => remove.mutateAsync(popup.id),
        pending: remove.isPending,
        deleted: t('popups.ops.deleted'),
      }}
    >
      {dialogs.editing !== undefined ? (
        <PopupFormDialog popup={dialogs.editing} onClose={dialogs.closeEditor} />
      ) : null}
    </RecordsPage>
  );
}
