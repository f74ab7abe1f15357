import { AD_DISPLAYS, AD_FIGURE_SORTS, AD_TYPES, type AdSort } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../components/DateRangeFields.tsx';
import { FilterSelect } from '../../../components/FilterSelect.tsx';
import FilterAltOffOutlinedIcon from '../../../components/icons/FilterAltOffOutlined.tsx';
import { PeriodSelect } from '../../../components/PeriodSelect.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { type AdsFilterState, LISTED_STATUSES, SORTABLE } from '../ads-filter.ts';

const FILTER_SX = { flex: { xs: '1 1 40%', md: '0 0 148px' } };

/** How a sort's two orders read: dates by age, figures by size, texts by letter. */
const orderWords = (sort: AdSort) =>
  sort === 'created_at' ? 'date' : (AD_FIGURE_SORTS as readonly AdSort[]).includes(sort) ? 'number' : 'text';

/**
 * The ad list's filters: search, type, status (on the all tab), display, dates; the period of the figures;
 * and on small screens the sort.
 */
export function AdsFiltersBar({ state, compact }: { state: AdsFilterState; compact: boolean }) {
  const { t } = useTranslation();
  const { tab, filter, filtered, searchBox, set, onSearch, clearFilters } = state;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: { xs: 2, sm: 2.5 } }}>
      <SearchField
        key={searchBox}
        label={t('ad.filters.search')}
        value={filter.search}
        onSearch={onSearch}
        sx={{ flex: { xs: '1 1 100%', md: '1 1 200px' } }}
      />
      <FilterSelect
        label={t('ad.filters.type')}
        value={filter.type}
        testId="ads-filter-type"
        onChange={(type) => set({ type })}
        options={AD_TYPES}
        optionLabel={(type) => t(`ad.types.${type}`)}
        all={t('ad.filters.allTypes')}
        sx={FILTER_SX}
      />
      {tab === 'all' ? (
        <FilterSelect
          label={t('ad.filters.status')}
          value={filter.status}
          testId="ads-filter-status"
          onChange={(status) => set({ status })}
          options={LISTED_STATUSES}
          optionLabel={(status) => t(`ad.statuses.${status}`)}
          all={t('ad.filters.allStatuses')}
          sx={FILTER_SX}
        />
      ) : null}
      <FilterSelect
        label={t('ad.filters.display')}
        value={filter.display}
        testId="ads-filter-display"
        onChange={(display) => set({ display })}
        options={AD_DISPLAYS}
        optionLabel={(display) => t(`ad.display.${display}`)}
        all={t('ad.filters.allDisplays')}
        sx={FILTER_SX}
      />
      <DateRangeFields
        from={filter.from}
        to={filter.to}
        fromLabel={t('ad.filters.from')}
        toLabel={t('ad.filters.to')}
        onChange={(range) => set(range)}
        sx={FILTER_SX}
      />
      <PeriodSelect value={filter.period} onChange={(period) => set({ period })} testId="ads-period" />
      {compact ? (
        <TextField
          select
          size="small"
          label={t('ad.filters.sort')}
          value={`${filter.sort}:${filter.order}`}
          onChange={(event) => {
            const [sort, order] = event.target.value.split(':') as [AdSort, 'asc' | 'desc'];
            set({ sort, order });
          }}
          sx={{ flex: '1 1 100%' }}
        >
          {SORTABLE.flatMap((sort) =>
            (['asc', 'desc'] as const).map((order) => (
              <MenuItem key={`${sort}:${order}`} value={`${sort}:${order}`}>
                {t(`ad.sorts.${sort}`)} · {t(`ad.sortOrders.${orderWords(sort)}.${order}`)}
              </MenuItem>
            )),
          )}
        </TextField>
      ) : null}
      {filtered ? (
        <Button
          color="secondary"
          startIcon={<FilterAltOffOutlinedIcon />}
          onClick={clearFilters}
          data-testid="ads-clear-filters"
        >
          {t('ad.filters.clear')}
        </Button>
      ) : null}
    </Box>
  );
}
