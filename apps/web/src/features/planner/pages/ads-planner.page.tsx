import { type AdType, type PlannerTarget, TARGET_TYPES, type TargetType } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/DataTable.tsx';
import ChevronRightIcon from '../../../components/icons/ChevronRight.tsx';
import InfoOutlinedIcon from '../../../components/icons/InfoOutlined.tsx';
import LanguageOutlinedIcon from '../../../components/icons/LanguageOutlined.tsx';
import ManageSearchOutlinedIcon from '../../../components/icons/ManageSearchOutlined.tsx';
import SellOutlinedIcon from '../../../components/icons/SellOutlined.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { type PlannerTargetsFilter, usePlannerTargets } from '../../advertisements/index.ts';
import { AdTypeToggle, priceUnit } from '../components/AdTypeToggle.tsx';

const PAGE_SIZES = [10, 25, 50] as const;
const TAB_ICONS = { keyword: SellOutlinedIcon, website: LanguageOutlinedIcon } as const;

/** The planner's list always asks one page of its chosen size. */
type PlannerPageFilter = PlannerTargetsFilter & { page: number; pageSize: number };

/** The filter lives in the address, so coming back from a plan shows the same list. */
function filterFrom(params: URLSearchParams): PlannerPageFilter {
  const size = Number(params.get('size'));
  return {
    targetType: params.get('tab') === 'website' ? 'website' : 'keyword',
    type: params.get('type') === 'impression' ? 'impression' : 'click',
    search: params.get('q') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
  };
}

function paramsFrom(filter: PlannerPageFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.targetType !== 'keyword') params.set('tab', filter.targetType);
  if (filter.type !== 'click') params.set('type', filter.type);
  if (filter.search) params.set('q', filter.search);
  if (filter.page > 1) params.set('page', String(filter.page));
  if (filter.pageSize !== 10) params.set('size', String(filter.pageSize));
  return params;
}

/** Where a keyword's or website's plan is made. */
export function planPath(targetType: TargetType, id: string, type: AdType): string {
  return href(targetType === 'website' ? 'ads-planner-website' : 'ads-planner-keyword', { id }, { type });
}

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * /advertisement/ads-planner: the keyword and website planner. Every keyword or website of the platform with
 * its default minimum price, how many bids compete on it, the advice price and the highest bid, for click
 * (CPC) or impression (CPM) ads; each opens its plan.
 */
export default function AdsPlannerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('planner.title'));
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const targets = usePlannerTargets(filter);
  const unit = priceUnit(filter.type);

  const set = useCallback(
    (patch: Partial<PlannerPageFilter>) =>
      setParams((current) => paramsFrom({ ...filterFrom(current), page: 1, ...patch }), { replace: true }),
    [setParams],
  );
  const onSearch = useCallback((search: string) => set({ search }), [set]);

  const open = (target: PlannerTarget) =>
    navigate(planPath(target.target_type, target.id, filter.type), { state: { name: target.name } });

  const to = (target: PlannerTarget) => planPath(target.target_type, target.id, filter.type);
  const columns: DataColumn<PlannerTarget>[] = [
    {
      id: 'name',
      header: t(`planner.columns.${filter.targetType}`),
      phone: 'full',
      sx: { minWidth: 200 },
      cell: (target) => (
        <Link
          component={RouterLink}
          to={to(target)}
          state={{ name: target.name }}
          underline="hover"
          sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
          onClick={(event) => event.stopPropagation()}
        >
          {target.name}
        </Link>
      ),
    },
    {
      id: 'defaultMin',
      header: t('planner.columns.defaultMin', { unit }),
      align: 'right',
      sx: numeric,
      cell: (target) => `${formatMoney(target.default_min)} USDT`,
    },
    {
      id: 'competitors',
      header: t('planner.columns.competitors'),
      align: 'right',
      sx: numeric,
      cell: (target) =>
        target.competitors > 0 ? (
          target.competitors
        ) : (
          <Chip size="small" variant="outlined" color="success" label={t('planner.noCompetition')} />
        ),
    },
    {
      id: 'advice',
      header: t('planner.columns.advice', { unit }),
      align: 'right',
      sx: { ...numeric, fontWeight: 600 },
      cell: (target) => `${formatMoney(target.advice_price)} USDT`,
    },
    {
      id: 'highest',
      header: t('planner.columns.highest', { unit }),
      align: 'right',
      sx: numeric,
      cell: (target) => (target.highest_bid ? `${formatMoney(target.highest_bid)} USDT` : '—'),
    },
    {
      id: 'actions',
      header: t('planner.columns.actions'),
      headerHidden: true,
      align: 'right',
      sx: { width: 56 },
      phone: 'hidden',
      cell: (target) => (
        <Tooltip title={t('planner.openPlan')}>
          <IconButton
            component={RouterLink}
            to={to(target)}
            state={{ name: target.name }}
            size="small"
            aria-label={t('planner.openPlanLabel', { name: target.name })}
            onClick={(event) => event.stopPropagation()}
          >
            <ChevronRightIcon />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('planner.title')} subtitle={t('planner.subtitle')} />
      <Card component="section" aria-label={t('planner.title')}>
        <Tabs
          value={filter.targetType}
          onChange={(_event, targetType: TargetType) => set({ targetType, search: '' })}
          aria-label={t('planner.tabsLabel')}
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {TARGET_TYPES.map((targetType) => {
            const Icon = TAB_ICONS[targetType];
            return (
              <Tab
                key={targetType}
                value={targetType}
                icon={<Icon fontSize="small" />}
                iconPosition="start"
                label={t(`planner.tabs.${targetType}`)}
                data-testid={`planner-tab-${targetType}`}
                sx={{ minHeight: 56, flex: { sm: '0 0 200px' } }}
              />
            );
          })}
        </Tabs>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
            p: { xs: 2, sm: 2.5 },
          }}
        >
          <SearchField
            key={filter.targetType}
            label={t(filter.targetType === 'keyword' ? 'planner.searchKeywords' : 'planner.searchWebsites')}
            value={filter.search}
            onSearch={onSearch}
            sx={{ flex: { xs: '1 1 100%', md: '1 1 280px' }, maxWidth: { md: 420 } }}
          />
          <Box sx={{ flex: { xs: '1 1 100%', md: '0 0 auto' }, ml: { md: 'auto' } }}>
            <AdTypeToggle value={filter.type} onChange={(type) => set({ type })} fullWidth />
          </Box>
        </Box>
        <Alert
          severity="info"
          icon={<InfoOutlinedIcon fontSize="inherit" />}
          sx={{ mx: { xs: 2, sm: 2.5 }, mb: 2 }}
        >
          {t(filter.type === 'click' ? 'planner.hintClick' : 'planner.hintImpression')}
        </Alert>
        <DataTable
          columns={columns}
          rows={targets.data?.data ?? []}
          rowKey={(target) => target.id}
          rowTestId="planner-row"
          label={t(`planner.tabs.${filter.targetType}`)}
          query={targets}
          errorMessage={t('planner.fetchFailed')}
          empty={
            <>
              <ManageSearchOutlinedIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
              <Typography sx={{ mt: 1, fontWeight: 500, color: 'text.primary' }}>
                {filter.search
                  ? t('planner.emptySearch', { search: filter.search })
                  : t(`planner.empty.${filter.targetType}`)}
              </Typography>
            </>
          }
          minWidth={760}
          onRowClick={open}
          pager={{
            page: filter.page,
            pageSize: filter.pageSize,
            total: targets.data?.total ?? 0,
            pageSizes: PAGE_SIZES,
            onChange: (page, pageSize) => set({ page, pageSize }),
          }}
        />
      </Card>
    </>
  );
}
