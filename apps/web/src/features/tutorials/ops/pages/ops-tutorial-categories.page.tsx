import type { OpsTutorialCategory } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { type DataColumn, DataTable } from '../../../../components/DataTable.tsx';
import AddIcon from '../../../../components/icons/Add.tsx';
import ArrowBackRoundedIcon from '../../../../components/icons/ArrowBackRounded.tsx';
import ArrowDownwardRoundedIcon from '../../../../components/icons/ArrowDownwardRounded.tsx';
import ArrowUpwardRoundedIcon from '../../../../components/icons/ArrowUpwardRounded.tsx';
import DeleteOutlinedIcon from '../../../../components/icons/DeleteOutlined.tsx';
import EditOutlinedIcon from '../../../../components/icons/EditOutlined.tsx';
import { lazyNamed } from '../../../../components/LazyNamed.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useNotice } from '../../../../lib/use-notice.ts';
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
  // undefined: no dialog; null: adding; a category: renaming it.
  const [editing, setEditing] = useState<OpsTutorialCategory | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<OpsTutorialCategory | null>(null);
  const notify = useNotice(editing !== undefined || deleting !== null);
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

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setDeleting(null);
      notify({ kind: 'success', title: t('tutorials.ops.categories.deleted') });
    } catch (error) {
      // A 409 means articles arrived meanwhile (the button is off while the list shows any): the list reloads.
      setDeleting(null);
      notify({ kind: 'error', error });
    }
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
            <Tooltip title={t('tutorials.ops.categories.moveUp')}>
              <span>
                <IconButton
                  size="small"
                  disabled={index === 0 || order.isPending}
                  onClick={() => move(index, -1)}
                  aria-label={t('tutorials.ops.categories.moveUpLabel', { name: row.names.en })}
                >
                  <ArrowUpwardRoundedIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('tutorials.ops.categories.moveDown')}>
              <span>
                <IconButton
                  size="small"
                  disabled={index === rows.length - 1 || order.isPending}
                  onClick={() => move(index, 1)}
                  aria-label={t('tutorials.ops.categories.moveDownLabel', { name: row.names.en })}
                >
                  <ArrowDownwardRoundedIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
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
    (canUpdate || canDelete) && {
      id: 'actions',
      header: t('tutorials.ops.columns.actions'),
      headerHidden: true,
      align: 'right',
      stopsRowClick: true,
      cell: (row) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          {canUpdate ? (
            <Tooltip title={t('tutorials.ops.categories.edit')}>
              <IconButton
                onClick={() => setEditing(row)}
                aria-label={t('tutorials.ops.categories.editLabel', { name: row.names.en })}
              >
                <EditOutlinedIcon />
              </IconButton>
            </Tooltip>
          ) : null}
          {canDelete ? (
            <Tooltip
              title={
                row.article_count > 0
                  ? t('tutorials.ops.categories.notEmpty', { count: row.article_count })
                  : t('tutorials.ops.delete')
              }
            >
              <span>
                <IconButton
                  disabled={row.article_count > 0}
                  onClick={() => setDeleting(row)}
                  aria-label={t('tutorials.ops.categories.deleteLabel', { name: row.names.en })}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </span>
            </Tooltip>
          ) : null}
        </Box>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('tutorials.ops.categories.title')}
        subtitle={t('tutorials.ops.categories.subtitle')}
        actions={
          <>
            <Button
              component={RouterLink}
              to={href('ops-tutorials')}
              variant="outlined"
              startIcon={<ArrowBackRoundedIcon />}
            >
              {t('tutorials.ops.editor.back')}
            </Button>
            {canCreate ? (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setEditing(null)}
                data-testid="tutorial-category-add"
              >
                {t('tutorials.ops.categories.add')}
              </Button>
            ) : null}
          </>
        }
      />
      <Card component="section" aria-label={t('tutorials.ops.categories.title')}>
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          rowTestId="tutorial-category-row"
          label={t('tutorials.ops.categories.title')}
          query={categories}
          errorMessage={t('tutorials.fetchFailed')}
          empty={t('tutorials.ops.categories.empty')}
          minWidth={640}
        />
      </Card>
      {editing !== undefined ? (
        <TutorialCategoryDialog
          category={editing}
          onClose={(notice) => {
            setEditing(undefined);
            if (notice) notify(notice);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('tutorials.ops.categories.deleteTitle', { name: deleting.names.en })}
          text={t('tutorials.ops.categories.deleteText')}
          confirmLabel={t('tutorials.ops.delete')}
          tone="error"
          pending={remove.isPending}
          onConfirm={() => void onDelete()}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
