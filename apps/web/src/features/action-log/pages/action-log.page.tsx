import { ACTION_LOG_ACTIONS, ACTION_LOG_PAGE_SIZES, type ActionLogEntry } from '@adportal/contracts';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/DataTable.tsx';
import { DatePickerField } from '../../../components/DatePickerField.tsx';
import RefreshIcon from '../../../components/icons/Refresh.tsx';
import VisibilityOutlinedIcon from '../../../components/icons/VisibilityOutlined.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { errorMessage } from '../../../lib/alerts.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { type ActionLogFilters, useActionLogs } from '../api/list-action-logs.ts';
import { ChangeDialog } from '../components/ChangeDialog.tsx';
import { LogFilterSelect } from '../components/LogFilterSelect.tsx';
import { subjectLabel } from '../subject-label.ts';

const ACTION_COLORS = { created: 'success', updated: 'info', deleted: 'error', refused: 'warning' } as const;

const INITIAL: ActionLogFilters = { page: 1, page_size: 25 };

export default function ActionLogPage() {
  const { t } = useTranslation();
  const format = useFormat();
  useDocumentTitle(t('actionLog.title'));
  const [filters, setFilters] = useState<ActionLogFilters>(INITIAL);
  const [viewing, setViewing] = useState<ActionLogEntry | null>(null);
  const query = useActionLogs(filters);
  const data = query.data;

  const setFilter = (patch: Partial<ActionLogFilters>) =>
    setFilters((current) => ({ ...current, ...patch, page: 1 }));
  const dateRangeInvalid = Boolean(filters.from && filters.to && filters.from > filters.to);
  const columns: DataColumn<ActionLogEntry>[] = [
    {
      id: 'when',
      header: t('actionLog.when'),
      cell: (entry) => format.dateTime(entry.created_at, true),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'action',
      header: t('actionLog.action'),
      cell: (entry) => (
        <Chip
          size="small"
          variant="outlined"
          color={ACTION_COLORS[entry.action]}
          label={t(`actionLog.actions.${entry.action}`)}
        />
      ),
    },
    {
      id: 'subject',
      header: t('actionLog.subject'),
      cell: (entry) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {subjectLabel(t, entry.subject)}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
            {entry.subject_id}
          </Typography>
        </>
      ),
    },
    {
      id: 'editedBy',
      header: t('actionLog.editedBy'),
      cell: (entry) => (
        <>
          {entry.actor_name}
          {entry.impersonated ? (
            <Chip size="small" color="warning" label={t('actionLog.impersonated')} sx={{ ml: 1 }} />
          ) : null}
        </>
      ),
    },
    {
      id: 'details',
      header: t('actionLog.details'),
      align: 'right',
      cell: (entry) => (
        <IconButton aria-label={t('actionLog.view')} onClick={() => setViewing(entry)}>
          <VisibilityOutlinedIcon />
        </IconButton>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('actionLog.title')}
        subtitle={t('actionLog.subtitle')}
        actions={
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void query.refetch()}>
            {t('common.refresh')}
          </Button>
        }
      />
      <Card>
        <Grid container spacing={2} sx={{ p: 2.5 }}>
          <LogFilterSelect
            label={t('actionLog.action')}
            value={filters.action}
            options={ACTION_LOG_ACTIONS.map((action) => ({
              value: action,
              label: t(`actionLog.actions.${action}`),
            }))}
            onChange={(action) => setFilter({ action: action as ActionLogFilters['action'] })}
          />
          <LogFilterSelect
            label={t('actionLog.subject')}
            value={filters.subject}
            options={(data?.facets.subjects ?? []).map((subject) => ({
              value: subject,
              label: subjectLabel(t, subject),
            }))}
            onChange={(subject) => setFilter({ subject })}
          />
          <LogFilterSelect
            label={t('actionLog.editedBy')}
            value={filters.actor_user_id}
            options={(data?.facets.actors ?? []).map((actor) => ({ value: actor.id, label: actor.name }))}
            onChange={(actor_user_id) => setFilter({ actor_user_id })}
          />
          <Grid size={{ xs: 6, md: 2.4 }}>
            <DatePickerField
              fullWidth
              size="small"
              label={t('actionLog.from')}
              value={filters.from ?? ''}
              max={filters.to}
              onChange={(from) => setFilter({ from: from || undefined })}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2.4 }}>
            <DatePickerField
              fullWidth
              size="small"
              label={t('actionLog.to')}
              value={filters.to ?? ''}
              min={filters.from}
              error={dateRangeInvalid}
              helperText={dateRangeInvalid ? t('validation.dateRange') : undefined}
              onChange={(to) => setFilter({ to: to || undefined })}
            />
          </Grid>
        </Grid>
        <DataTable
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(entry) => entry.id}
          rowTestId="action-log-row"
          label={t('actionLog.title')}
          query={query}
          errorMessage={errorMessage(query.error)}
          empty={t('actionLog.empty')}
          minWidth={720}
          pager={{
            page: filters.page,
            pageSize: filters.page_size,
            total: data?.total ?? 0,
            pageSizes: ACTION_LOG_PAGE_SIZES,
            onChange: (page, pageSize) =>
              setFilters((current) => ({
                ...current,
                page: pageSize === current.page_size ? page : 1,
                page_size: pageSize,
              })),
          }}
        />
      </Card>
      <ChangeDialog entry={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
