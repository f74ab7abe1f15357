import { CATALOGUE_STATUSES, type CatalogueStatus, type Website } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type DataColumn, DataTable } from '../../../../components/DataTable.tsx';
import { FilterSelect } from '../../../../components/FilterSelect.tsx';
import AddIcon from '../../../../components/icons/Add.tsx';
import CodeIcon from '../../../../components/icons/Code.tsx';
import EditOutlinedIcon from '../../../../components/icons/EditOutlined.tsx';
import Inventory2OutlinedIcon from '../../../../components/icons/Inventory2Outlined.tsx';
import { lazyNamed } from '../../../../components/LazyNamed.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { SearchField } from '../../../../components/SearchField.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useNotice } from '../../../../lib/use-notice.ts';
import {
  CATALOGUE_KINDS,
  type CatalogueBody,
  type CatalogueEntry,
  type CatalogueKind,
  entryKey,
} from '../api/catalogue-kinds.ts';
import { useOpsCatalogue } from '../api/get-ops-catalogue.ts';
import { useSaveCatalogueEntryMutation } from '../api/save-catalogue-entry.ts';
import { CATALOGUE_COLUMNS, labelOf } from '../catalogue-columns.tsx';
import { catalogueValues, toCatalogueBody } from '../catalogue-form.ts';

const CatalogueDialog = lazyNamed(() => import('../components/CatalogueDialog.tsx'), 'CatalogueDialog');
const AdTagDialog = lazyNamed(() => import('../components/AdTagDialog.tsx'), 'AdTagDialog');

const PAGE_SIZES = [10, 25, 50, 100] as const;
/** Below these widths a table scrolls sideways rather than squeezing its columns. */
const MIN_WIDTHS: Record<CatalogueKind, number> = {
  ad_sizes: 520,
  categories: 420,
  countries: 480,
  keywords: 640,
  websites: 820,
};

const money = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
/** The row's actions stay in view while a narrow screen scrolls the table sideways. */
const sticky = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (theme: Theme) => `-1px 0 0 ${theme.palette.divider}`,
} as const;

type Editing = { kind: CatalogueKind; entry: CatalogueEntry | null };

/**
 * /ops/catalogues (read OpsReview): the platform's ad sizes, categories, countries, keywords and websites (with
 * their minimum CPC and CPM). Add and edit in a dialog (create / update OpsReview); entries are switched
 * inactive rather than deleted, since ads and bids keep pointing at them.
 */
export default function OpsCataloguesPage() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  useDocumentTitle(t('catalogue.title'));
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('tab');
  const kind: CatalogueKind = (CATALOGUE_KINDS as readonly string[]).includes(kindParam ?? '')
    ? (kindParam as CatalogueKind)
    : 'ad_sizes';
  const catalogue = useOpsCatalogue();
  const save = useSaveCatalogueEntryMutation();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CatalogueStatus | ''>('');
  const [paging, setPaging] = useState({ page: 1, pageSize: 25 });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [tagging, setTagging] = useState<Website | null>(null);
  const [toggling, setToggling] = useState<string | null>(null);
  const notify = useNotice(editing !== null);
  const canCreate = ability.can('create', 'OpsReview');
  const canUpdate = ability.can('update', 'OpsReview');
  const columns = CATALOGUE_COLUMNS[kind];

  const all = (catalogue.data?.[kind] ?? []) as CatalogueEntry[];
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return all.filter(
      (entry) =>
        (!status || entry.status === status) &&
        (!needle || columns.some((column) => column.text?.(entry).toLowerCase().includes(needle))),
    );
  }, [all, search, status, columns]);
  const page = Math.min(paging.page, Math.max(1, Math.ceil(rows.length / paging.pageSize)));
  const shown = rows.slice((page - 1) * paging.pageSize, page * paging.pageSize);

  const chooseKind = (next: CatalogueKind) => {
    setParams(next === 'ad_sizes' ? {} : { tab: next }, { replace: true });
    setSearch('');
    setStatus('');
    setPaging((current) => ({ ...current, page: 1 }));
  };
  const onSearch = useCallback((value: string) => {
    setSearch(value);
    setPaging((current) => ({ ...current, page: 1 }));
  }, []);

  const toggle = async (entry: CatalogueEntry) => {
    const key = entryKey(entry);
    setToggling(key);
    const values = {
      ...catalogueValues(entry),
      status: entry.status === 'active' ? 'inactive' : 'active',
    } as const;
    try {
      await save.mutateAsync({ kind, key, body: toCatalogueBody(kind, values) as CatalogueBody });
    } catch (error) {
      notify({ kind: 'error', error });
    } finally {
      setToggling(null);
    }
  };

  const tableColumns: DataColumn<CatalogueEntry>[] = [
    ...columns.map(
      (column): DataColumn<CatalogueEntry> => ({
        id: column.key,
        header: t(`catalogue.columns.${column.key as 'name'}`),
        align: column.align,
        cell: column.cell,
        sx: column.align ? money : { minWidth: 120 },
      }),
    ),
    {
      id: 'status',
      header: t('catalogue.columns.status'),
      sx: { whiteSpace: 'nowrap' },
      cell: (entry) => (
        <Chip
          size="small"
          color={entry.status === 'active' ? 'success' : 'default'}
          label={t(`catalogue.statuses.${entry.status}`)}
        />
      ),
    },
    {
      id: 'actions',
      header: t('catalogue.columns.actions'),
      align: 'right',
      headerSx: sticky,
      sx: { ...sticky, whiteSpace: 'nowrap' },
      cell: (entry) => {
        const label = labelOf(kind, entry);
        const active = entry.status === 'active';
        const tag =
          kind === 'websites' ? (
            <Tooltip title={t('adTag.action')}>
              <IconButton
                aria-label={t('adTag.actionLabel', { name: label })}
                onClick={() => setTagging(entry as Website)}
                data-testid="catalogue-ad-tag"
              >
                <CodeIcon />
              </IconButton>
            </Tooltip>
          ) : null;
        if (!canUpdate) return tag;
        return (
          <>
            {tag}
            <Tooltip title={t(active ? 'catalogue.deactivate' : 'catalogue.activate')}>
              <Switch
                size="small"
                checked={active}
                disabled={toggling !== null}
                onChange={() => void toggle(entry)}
                slotProps={{
                  input: {
                    'aria-label': t(active ? 'catalogue.deactivateLabel' : 'catalogue.activateLabel', {
                      name: label,
                    }),
                    'data-testid': 'catalogue-status-toggle',
                  } as never,
                }}
              />
            </Tooltip>
            <Tooltip title={t('catalogue.editAction')}>
              <IconButton
                aria-label={t('catalogue.editLabel', { name: label })}
                onClick={() => setEditing({ kind, entry })}
                data-testid="catalogue-edit"
              >
                <EditOutlinedIcon />
              </IconButton>
            </Tooltip>
          </>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={t('catalogue.title')}
        subtitle={t('catalogue.subtitle')}
        actions={
          canCreate ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ kind, entry: null })}
              data-testid="catalogue-add"
            >
              {t(`catalogue.add.${kind}`)}
            </Button>
          ) : null
        }
      />
      <Card component="section" aria-label={t('catalogue.title')}>
        <Tabs
          value={kind}
          onChange={(_event, next: CatalogueKind) => chooseKind(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('catalogue.tabsLabel')}
          sx={{ borderBottom: 1, borderColor: 'divider', px: { sm: 1 } }}
        >
          {CATALOGUE_KINDS.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              data-testid={`catalogue-tab-${tab}`}
              sx={{ minHeight: 56 }}
              label={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  {t(`catalogue.tabs.${tab}`)}
                  {catalogue.data ? (
                    <Chip size="small" label={catalogue.data[tab].length} sx={{ height: 20, fontSize: 12 }} />
                  ) : null}
                </Box>
              }
            />
          ))}
        </Tabs>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: { xs: 2, sm: 2.5 } }}>
          <SearchField
            key={kind}
            label={t(`catalogue.search.${kind}`)}
            value={search}
            onSearch={onSearch}
            sx={{ flex: { xs: '1 1 100%', md: '1 1 280px' }, maxWidth: { md: 420 } }}
          />
          <FilterSelect
            label={t('catalogue.columns.status')}
            all={t('catalogue.allStatuses')}
            value={status}
            options={CATALOGUE_STATUSES}
            optionLabel={(option) => t(`catalogue.statuses.${option}`)}
            onChange={(value) => {
              setStatus(value);
              setPaging((current) => ({ ...current, page: 1 }));
            }}
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 180px' } }}
          />
        </Box>
        <DataTable
          columns={tableColumns}
          rows={shown}
          rowKey={entryKey}
          rowTestId="catalogue-row"
          label={t(`catalogue.tabs.${kind}`)}
          query={catalogue}
          errorMessage={t('catalogue.fetchFailed')}
          empty={
            <>
              <Inventory2OutlinedIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
              <Typography sx={{ mt: 1, fontWeight: 500, color: 'text.primary' }}>
                {search || status ? t('catalogue.emptySearch') : t(`catalogue.empty.${kind}`)}
              </Typography>
            </>
          }
          minWidth={MIN_WIDTHS[kind]}
          pager={{
            page,
            pageSize: paging.pageSize,
            total: rows.length,
            pageSizes: PAGE_SIZES,
            onChange: (next, pageSize) => setPaging({ page: next, pageSize }),
          }}
        />
      </Card>
      {tagging ? <AdTagDialog website={tagging} onClose={() => setTagging(null)} /> : null}
      {editing ? (
        <CatalogueDialog
          kind={editing.kind}
          entry={editing.entry}
          onClose={(notice) => {
            setEditing(null);
            if (notice) notify(notice);
          }}
        />
      ) : null}
    </>
  );
}
