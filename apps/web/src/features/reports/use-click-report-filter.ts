import { CLICK_STATUSES, TARGET_TYPES } from '@adportal/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ClickReportFilter } from './api/list-click-report.ts';
import { dayParam, oneOf, pageSizeParam, searchOf } from './report-search.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_PAGE_SIZE = 25;

const idParam = (params: URLSearchParams, key: string) => {
  const value = params.get(key) ?? '';
  return UUID.test(value) ? value : '';
};

/** Some filter narrows the clicks (not only the page size). */
export function narrowsClicks(filter: ClickReportFilter): boolean {
  return Boolean(
    filter.advertisementId || filter.targetType || filter.status || filter.siteId || filter.from || filter.to,
  );
}

/**
 * The click report's filters as kept in the address, with the API's names (`advertisement_id`, `status=void`,
 * `from`…), so a link reproduces the report — the dashboards and an ad's day link here that way.
 */
export function useClickReportFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo<ClickReportFilter>(
    () => ({
      from: dayParam(params, 'from'),
      to: dayParam(params, 'to'),
      advertisementId: idParam(params, 'advertisement_id'),
      targetType: oneOf(TARGET_TYPES, params.get('target_type')),
      status: oneOf(CLICK_STATUSES, params.get('status')),
      siteId: idParam(params, 'site_id'),
      pageSize: pageSizeParam(params, DEFAULT_PAGE_SIZE),
    }),
    [params],
  );
  const setFilter = useCallback(
    (next: ClickReportFilter) =>
      setParams(
        searchOf({
          from: next.from,
          to: next.to,
          advertisement_id: next.advertisementId,
          target_type: next.targetType,
          status: next.status,
          site_id: next.siteId,
          page_size: next.pageSize === DEFAULT_PAGE_SIZE ? '' : next.pageSize,
        }),
        { replace: true },
      ),
    [setParams],
  );
  const change = (patch: Partial<ClickReportFilter>) => setFilter({ ...filter, ...patch });
  const clear = () =>
    setFilter({
      from: '',
      to: '',
      advertisementId: '',
      targetType: '',
      status: '',
      siteId: '',
      pageSize: filter.pageSize,
    });
  return { filter, change, clear };
}
