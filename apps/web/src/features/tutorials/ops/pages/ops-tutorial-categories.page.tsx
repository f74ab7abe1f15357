import type { OpsTutorialCategory } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DataColumn } from '../../../../components/DataTable.tsx';
import ArrowBackRoundedIcon from '../../../../components/icons/ArrowBackRounded.tsx';
import ArrowDownwardRoundedIcon from '../../../../components/icons/ArrowDownwardRounded.tsx';
import ArrowUpwardRoundedIcon from '../../../../components/icons/ArrowUpwardRounded.tsx';
import DeleteOutlinedIcon from '../../../../components/icons/DeleteOutlined.tsx';
import EditOutlinedIcon from '../../../../components/icons/EditOutlined.tsx';
import { lazyNamed } from '../../../../components/LazyNamed.tsx';
import { RecordsPage } from '../../../../components/RecordsPage.tsx';
import { RowAction, rowActionsColumn } from '../../../../components/RowAction.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useRecordDialogs } from '../../../../lib/use-record-dialogs.ts';
import { href } from '../../../../routing/href.ts';
import { useDeleteTutorialCategoryMutation } from '../api/delete-tutorial-category.ts';
import { useTutorialCategories } from '../api/list-tutorial-categories.ts';
import { useOrderTutorialCategoriesMutation } from '../api/order-tutorial-categories.ts';

const TutorialCategoryDialog = lazyNamed(
  () => import('../components/TutorialCategoryDialog.tsx'),
  'TutorialCategoryDialog',
);

/**
 * /ops/tutorials/categories (read OpsContent): the categories in the order advertisers
 * see them; add, rename (three languages), move up or down, delete an empty one.
 */
export default function OpsTutorialCategoriesPage() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  useDocumentTitle(t('tutorials.ops.categories.title'));
  const categories = useTutorialCategories();
  const order = useOrderTutorialCategoriesMutation();
  const remove = useDeleteTutorialCategoryMutation();
  const dialogs = useRecordDialogs<OpsTutorialCategory>();
  const rows = categories.data?.data ?? [];
  const canCreate = ability.can('create', 'OpsContent');
  const canUpdate = ability.can('update', 'OpsContent');
  const canDelete = ability.can('delete', 'OpsContent');

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((row) => row.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    order.mutate(ids);
  };

  const columns: (DataColumn<OpsTutorialCategory> | false)[] = [
    canUpdate && {
      id: 'order',
      header: t('tutorials.ops.categories.columns.order'),
      stopsRowClick: true,
      cell: (row) => {
        const index = rows.indexOf(row);
        return (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            <RowAction
              size="small"
              title={t('tutorials.ops.categories.moveUp')}
              label={t('tutorials.ops.categories.moveUpLabel', { name: row.names.en })}
              icon={<ArrowUpwardRoundedIcon fontSize="small" />}
              disabled={index === 0 || order.isPending}
              onClick={() => move(index, -1)}
            />
            <RowAction
              size="small"
              title={t('tutorials.ops.categories.moveDown')}
              label={t('tutorials.ops.categories.moveDownLabel', { name: row.names.en })}
              icon={<ArrowDownwardRoundedIcon fontSize="small" />}
              disabled={index === rows.length - 1 || order.isPending}
              onClick={() => move(index, 1)}
            />
          </Box>
        );
      },
    },
    {
      id: 'name',
      header: t('tutorials.ops.categories.columns.name'),
      phone: 'full',
      cell: (row) => (
        <>
          <Typography sx={{ fontWeight: 500 }} data-testid="tutorial-category-name">
            {row.names.en}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <span lang="th">{row.names.th ?? '—'}</span>
            {' · '}
            <span lang="zh">{row.names.zh ?? '—'}</span>
          </Typography>
        </>
      ),
      sx: { minWidth: 220 },
    },
    {
      id: 'articles',
      header: t('tutorials.ops.categories.columns.articles'),
      cell: (row) => (
        <Link
          component={RouterLink}
          to={href('ops-tutorials', {}, { category: row.id })}
          underline="hover"
          sx={{ color: 'primaryText' }}
        >
          {t('tutorials.ops.categories.counts', { count: row.article_count, published: row.published_count })}
        </Link>
      ),
      stopsRowClick: true,
    },
    (canUpdate || canDelete) &&
      rowActionsColumn(t('tutorials.ops.columns.actions'), (row) => (
        <>
          {canUpdate ? (
            <RowAction
              title={t('tutorials.ops.categories.edit')}
              label={t('tutorials.ops.categories.editLabel', { name: row.names.en })}
              icon={<EditOutlinedIcon />}
              onClick={() => dialogs.edit(row)}
            />
          ) : null}
          {canDelete ? (
            <RowAction
              title={
                row.article_count > 0
                  ? t('tutorials.ops.categories.notEmpty', { count: row.article_count })
                  : t('tutorials.ops.delete')
              }
              label={t('tutorials.ops.categories.deleteLabel', { name: row.names.en })}
              icon={<DeleteOutlinedIcon />}
              disabled={row.article_count > 0}
              onClick={() => dialogs.askDelete(row)}
            />
          ) : null}
        </>
      )),
  ];

  return (
    <RecordsPage
      title={t('tutorials.ops.categories.title')}
      subtitle={t('tutorials.ops.categories.subtitle')}
      actions={
        <Button
          component={RouterLink}
          to={href('ops-tutorials')}
          variant="outlined"
          startIcon={<ArrowBackRoundedIcon />}
        >
          {t('tutorials.ops.editor.back')}
        </Button>
      }
      add={
        canCreate && {
          label: t('tutorials.ops.categories.add'),
          onClick: dialogs.add,
          testId: 'tutorial-category-add',
        }
      }
      table={{
        columns,
        rows,
        rowKey: (row) => row.id,
        rowTestId: 'tutorial-category-row',
        query: categories,
        errorMessage: t('tutorials.fetchFailed'),
        empty: t('tutorials.ops.categories.empty'),
        minWidth: 640,
      }}
      deletion={{
        dialogs,
        title: (row) => t('tutorials.ops.categories.deleteTitle', { name: row.names.en }),
        text: () => t('tutorials.ops.categories.deleteText'),
        confirmLabel: t('tutorials.ops.delete'),
        // A 409 means articles arrived meanwhile (the button is off while the list shows any): the list reloads.
        remove: (row) => remove.mutateAsync(row.id),
        pending: remove.isPending,
        deleted: t('tutorials.ops.categories.deleted'),
      }}
    >
      {dialogs.editing !== undefined ? (
        <TutorialCategoryDialog category={dialogs.editing} onClose={dialogs.closeEditor} />
      ) : null}
    </RecordsPage>
  );
}
