import {
  DELIVERY_CHANNELS,
  DELIVERY_STATUSES,
  type DeliveryChannel,
  type DeliveryStatus,
} from '@adportal/contracts';
import { oneOf } from '../../lib/url-filter.ts';
import type { DeliveriesFilter } from './api/list-deliveries.ts';

export const DELIVERIES_PAGE_SIZES = [20, 50, 100] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The delivery log's filter as kept in the address (?q=&status=&channel=&broadcast=&page=&size=). */
export function deliveriesFilterFrom(params: URLSearchParams): DeliveriesFilter {
  const size = Number(params.get('size'));
  const broadcast = params.get('broadcast') ?? '';
  return {
    search: params.get('q') ?? '',
    status: oneOf<DeliveryStatus>(DELIVERY_STATUSES, params.get('status')),
    channel: oneOf<DeliveryChannel>(DELIVERY_CHANNELS, params.get('channel')),
    broadcastId: UUID.test(broadcast) ? broadcast : '',
    page: Math.max(1, Math.min(100_000, Number(params.get('page')) || 1)),
    pageSize: (DELIVERIES_PAGE_SIZES as readonly number[]).includes(size) ? size : 20,
  };
}

export function deliveriesParamsFrom(filter: DeliveriesFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search) params.set('q', filter.search);
  if (filter.status) params.set('status', filter.status);
  if (filter.channel) params.set('channel', filter.channel);
  if (filter.broadcastId) params.set('broadcast', filter.broadcastId);
  if (filter.page > 1) params.set('page', String(filter.page));
  if (filter.pageSize !== 20) params.set('size', String(filter.pageSize));
  return params;
}
