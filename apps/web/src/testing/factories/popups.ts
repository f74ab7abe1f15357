import type { ContentImage, OpsPopup, OpsPopupPage, PopupDetail } from '@adportal/contracts';

export function aContentImage(overrides: Partial<ContentImage> = {}): ContentImage {
  return {
    id: 'e0000000-0000-4000-8000-000000000001',
    url: '/api/content-images/e0000000-0000-4000-8000-000000000001.png',
    width: 1200,
    height: 600,
    format: 'png',
    bytes: 48_000,
    ...overrides,
  };
}

/** A popup as the operators' list shows it: active on every page, its click leading nowhere. */
export function anOpsPopup(overrides: Partial<OpsPopup> = {}): OpsPopup {
  return {
    id: 'd0000000-0000-4000-8000-000000000001',
    topic: 'Year-end bonus week',
    audience: 'advertiser',
    image: aContentImage(),
    body_html: '<p>Deposit this week and earn more.</p>',
    direct_to: 'none',
    url_direct: null,
    system_page: null,
    pages: [],
    starts_at: null,
    ends_at: null,
    status: 'active',
    not_show_again_enable: true,
    position: 0,
    seen: 42,
    dismissed: 3,
    created_at: '2026-11-20T03:00:00.000Z',
    updated_at: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}

export function opsPopupPageOf(popups: OpsPopup[]): OpsPopupPage {
  return { data: popups, total: popups.length, page: 1, page_size: 10 };
}

export function aPopupDetail(overrides: Partial<PopupDetail> = {}): PopupDetail {
  return {
    id: 'd0000000-0000-4000-8000-000000000001',
    topic: 'Year-end bonus week',
    date: '2026-11-20T03:00:00.000Z',
    image: '/api/content-images/e0000000-0000-4000-8000-000000000001.png',
    image_width: 1200,
    image_height: 600,
    body_html: '<p>Deposit this week and earn more.</p>',
    direct_to: 'none',
    url_direct: null,
    system_page: null,
    ...overrides,
  };
}
