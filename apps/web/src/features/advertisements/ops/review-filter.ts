import { AD_TYPES, type AdStatus, type AdType } from '@adportal/contracts';
import type { OpsAdsFilter } from './api/list-ops-ads.ts';

/** The review queue's tabs: one per status worth reviewing, and all of them. */
export const REVIEW_TABS = ['pending', 'approved', 'rejected', 'banned', 'all'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];
export const REVIEW_PAGE_SIZES = [10, 25, 50] as const;
export type ReviewFilter = OpsAdsFilter & { tab: ReviewTab };

/** The review queue's filter as kept in the address (?status=&type=&q=&page=&size=), defaults left out. */
export function filterFrom(params: URLSearchParams): ReviewFilter {
  const tab = (REVIEW_TABS as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as ReviewTab)
    : 'pending';
  const type = params.get('type');
  const size = Number(params.get('size'));
  return {
    tab,
    status: tab === 'all' ? '' : (tab as AdStatus),
    type: (AD_TYPES as readonly string[]).includes(type ?? '') ? (type as AdType) : '',
    search: params.get('q') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: (REVIEW_PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
  };
}

export function paramsFrom(filter: ReviewFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.tab !== 'pending') params.set('status', filter.tab);
  if (filter.type) params.set('type', filter.type);
  if (filter.search) params.set('q', filter.search);
  if (filter.page > 1) params.set('page', String(filter.page));
  if (filter.pageSize !== 10) params.set('size', String(filter.pageSize));
  return params;
}
