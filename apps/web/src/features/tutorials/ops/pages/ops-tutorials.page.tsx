import { LANGUAGE_CODES, type OpsTutorialRow, TUTORIAL_STATUSES } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { DataColumn } from '../../../../components/DataTable.tsx';
import { FilterSelect } from '../../../../components/FilterSelect.tsx';
import CategoryOutlinedIcon from '../../../../components/icons/CategoryOutlined.tsx';
import DeleteOutlinedIcon from '../../../../components/icons/DeleteOutlined.tsx';
import EditOutlinedIcon from '../../../../components/icons/EditOutlined.tsx';
import StarRoundedIcon from '../../../../components/icons/StarRounded.tsx';
import { RecordsPage } from '../../../../components/RecordsPage.tsx';
import { RowAction, rowActionsColumn } from '../../../../components/RowAction.tsx';
import { SearchField } from '../../../../components/SearchField.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useFormat } from '../../../../lib/use-format.ts';
import { useRecordDialogs } from '../../../../lib/use-record-dialogs.ts';
import { href } from '../../../../routing/href.ts';
import { OPS_PAGING, useTutorialsFilter } from '../../tutorials-filter.ts';
import { useDeleteTutorialMutation } from '../api/delete-tutorial.ts';
import { useOpsTutorials } from '../api/list-ops-tutorials.ts';
import { useTutorialCategories } from '../api/list-tutorial-categories.ts';

/**
 * /ops/tutorials (read OpsContent): every article, drafts too, filtered by status and category and searched by
 * title; each opens in the editor. Inside one category the list is in reading order.
 */
export default function OpsTutorialsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAbility<AppAbility>();
  const { date } = useFormat();
  useDocumentTitle(t('tutorials.ops.title'));
  const { filter, setFilter, onSearch } = useTutorialsFilter(OPS_PAGING);
  const tutorials = useOpsTutorials(filter);
  const categories = useTutorialCategories().data?.data ?? [];
  const remove = useDeleteTutorialMutation();
  const dialogs = useRecordDialogs<OpsTutorialRow>();
  const canCreate = ability.can('create', 'OpsContent');
  const canUpdate = ability.can('update', 'OpsContent');
  const canDelete = ability.can('delete', 'OpsContent');
  const editHref = (row: OpsTutorialRow) => href('ops-tutorial-edit', { id: row.id });

  const columns: (DataColumn<OpsTutorialRow> | false)[] = [
    {
      id: 'title',
      header: t('tutorials.ops.columns.title'),
      cell: (row) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          {row.featured ? (
            <StarRoundedIcon
              fontSize="small"
              sx={{ color: 'warning.main' }}
              aria-label={t('tutorials.featured')}
            />
          ) : null}
          <Link
            component={RouterLink}
            to={editHref(row)}
            underline="hover"
            sx={{ fontWeight: 500, color: 'primaryText' }}
          >
            {row.title}
          </Link>
        </Box>
      ),
      stopsRowClick: true,
      phone: 'full',
      sx: { minWidth: 260 },
    },
    { id: 'category', header: t('tutorials.ops.columns.category'), cell: (row) => row.category_name },
    {
      id: 'status',
      header: t('tutorials.ops.columns.status'),
      cell: (row) => (
        <Chip
          size="small"
          color={row.status === 'published' ? 'success' : 'default'}
          label={t(`tutorials.ops.statuses.${row.status}`)}
        />
      ),
    },
    {
      id: 'languages',
      header: t('tutorials.ops.columns.languages'),
      cell: (row) => (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {LANGUAGE_CODES.map((language) => {
            const written = row.languages.includes(language);
            return (
              <Chip
                key={language}
                size="small"
                variant={written ? 'filled' : 'outlined'}
                label={language.toUpperCase()}
                title={t(written ? 'tutorials.ops.languageWritten' : 'tutorials.ops.languageMissing', {
                  language: t(`tutorials.languages.${language}`),
                })}
                sx={written ? undefined : { color: 'text.secondary', borderStyle: 'dashed' }}
              />
            );
          })}
        </Box>
      ),
    },
    {
      id: 'position',
      header: t('tutorials.ops.columns.position'),
      align: 'right',
      cell: (row) => row.position,
      sx: { fontVariantNumeric: 'tabular-nums' },
    },
    {
      id: 'updated',
      header: t('tutorials.ops.columns.updated'),
      cell: (row) => (
        <>
          {date(row.updated_at)}
          {row.updated_by ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {row.updated_by}
            </Typography>
          ) : null}
        </>
      ),
      sx: { whiteSpace: 'nowrap' },
    },
    (canUpdate || canDelete) &&
      rowActionsColumn(t('tutorials.ops.columns.actions'), (row) => (
        <>
          {canUpdate ? (
            <RowAction
              title={t('tutorials.ops.edit')}
              label={t('tutorials.ops.editLabel', { title: row.title })}
              icon={<EditOutlinedIcon />}
              to={editHref(row)}
            />
          ) : null}
          {canDelete ? (
            <RowAction
              title={t('tutorials.ops.delete')}
              label={t('tutorials.ops.deleteLabel', { title: row.title })}
              icon={<DeleteOutlinedIcon />}
              onClick={() => dialogs.askDelete(row)}
            />
          ) : null}
        </>
      )),
  ];

  const filtered = Boolean(filter.search || filter.categoryId || filter.status);
  return (
    <RecordsPage
      title={t('tutorials.ops.title')}
      subtitle={t('tutorials.ops.subtitle')}
      actions={
        <Button
          component={RouterLink}
          to={href('ops-tutorial-categories')}
          variant="outlined"
          startIcon={<CategoryOutlinedIcon />}
        >
          {t('tutorials.ops.categoriesLink')}
        </Button>
      }
      add={
        canCreate && {
          label: t('tutorials.ops.add'),
          to: href('ops-tutorial-new', {}, { category: filter.categoryId }),
          testId: 'tutorial-add',
        }
      }
      filters={
        <>
          <SearchField
            label={t('tutorials.ops.search')}
            value={filter.search}
            onSearch={onSearch}
            sx={{ flex: '1 1 240px' }}
          />
          <FilterSelect
            label={t('tutorials.ops.category')}
            all={t('tutorials.allCategories')}
            value={filter.categoryId}
            options={categories.map((category) => category.id)}
            optionLabel={(id) => categories.find((category) => category.id === id)?.names.en ?? ''}
            onChange={(categoryId) => setFilter({ ...filter, categoryId, page: 1 })}
            sx={{ flex: '0 1 220px', minWidth: 180 }}
          />
          <FilterSelect
            label={t('tutorials.ops.status')}
            all={t('tutorials.ops.allStatuses')}
            value={filter.status}
            options={TUTORIAL_STATUSES}
            optionLabel={(status) => t(`tutorials.ops.statuses.${status}`)}
            onChange={(status) => setFilter({ ...filter, status, page: 1 })}
            sx={{ flex: '0 1 180px', minWidth: 160 }}
          />
        </>
      }
      table={{
        columns,
        rows: tutorials.data?.data ?? [],
        rowKey: (row) => row.id,
        rowTestId: 'ops-tutorial-row',
        query: tutorials,
        errorMessage: t('tutorials.fetchFailed'),
        empty: filtered ? t('tutorials.ops.empty') : t('tutorials.ops.emptyAll'),
        onRowClick: canUpdate ? (row) => void navigate(editHref(row)) : undefined,
        pager: {
          page: filter.page,
          pageSize: filter.pageSize,
          total: tutorials.data?.total ?? 0,
          pageSizes: OPS_PAGING.pageSizes,
          onChange: (page, pageSize) => setFilter({ ...filter, page, pageSize }),
        },
        minWidth: 960,
      }}
      deletion={{
        dialogs,
        title: (row) => t('tutorials.ops.deleteTitle', { title: row.title }),
        text: () => t('tutorials.ops.deleteText'),
        confirmLabel: t('tutorials.ops.delete'),
        remove: (row) => remove.mutateAsync(row.id),
        pending: remove.isPending,
        deleted: t('tutorials.ops.deleted'),
      }}
    />
  );
}
