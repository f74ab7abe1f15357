import type { OpsPopup } from '@adportal/contracts';
import { ZPopupBody } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { popupFormValues, toPopupBody } from './popup-form.ts';

const imageId = '4b7a2b0e-9c1d-4e55-8a22-0a1b2c3d4e5f';

describe('the popup form', () => {
  it('sends what the contract accepts, empty choices as null and the period as instants', () => {
    const values = {
      ...popupFormValues(null),
      topic: 'Deposit bonus',
      image_id: imageId,
      direct_to: 'page' as const,
      system_page: 'deposit' as const,
      starts_at: '2030-01-02T09:30',
      position: '2',
    };
    const body = toPopupBody(values);
    expect(body).toMatchObject({
      image_id: imageId,
      url_direct: null,
      system_page: 'deposit',
      ends_at: null,
      position: 2,
      not_show_again_enable: true,
    });
    // The fields show the platform's clock (Asia/Bangkok, UTC+7), whatever the browser's zone.
    expect(body.starts_at).toBe('2030-01-02T02:30:00.000Z');
    expect(ZPopupBody.safeParse(body).success).toBe(true);
  });

  it('reports a missing image and a non-number position on their fields', () => {
    const result = ZPopupBody.safeParse(
      toPopupBody({ ...popupFormValues(null), topic: 'x', position: 'two' }),
    );
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['image_id', 'position']));
  });

  it('reads a popup back into the form, its period on the platform clock', () => {
    const popup = {
      id: 'p1',
      topic: 'Deposit bonus',
      audience: 'advertiser',
      image: { id: imageId, url: '/x.png', width: 2, height: 1, format: 'png', bytes: 9 },
      body_html: '',
      direct_to: 'url',
      url_direct: 'https://example.com/',
      system_page: null,
      pages: ['user'],
      starts_at: '2030-01-02T09:30:00.000Z',
      ends_at: null,
      status: 'inactive',
      not_show_again_enable: false,
      position: 4,
      seen: 0,
      dismissed: 0,
      created_at: '2030-01-01T00:00:00.000Z',
      updated_at: '2030-01-01T00:00:00.000Z',
    } satisfies OpsPopup;
    const values = popupFormValues(popup);
    expect(values).toMatchObject({
      image_id: imageId,
      pages: ['user'],
      system_page: '',
      ends_at: '',
      position: '4',
    });
    expect(values.starts_at).toBe('2030-01-02T16:30');
    expect(toPopupBody(values)).toMatchObject({
      starts_at: popup.starts_at,
      url_direct: 'https://example.com/',
    });
  });

  it('shows a stored link decoded, and sends it back as the same stored link', () => {
    const stored = ZPopupBody.parse({
      ...toPopupBody({ ...popupFormValues(null), topic: 'x', image_id: imageId }),
      direct_to: 'url',
      url_direct: 'shop.example.com/โปรโมชั่น?q=中',
    }).url_direct!;
    expect(stored).toBe(
      'https://shop.example.com/%E0%B9%82%E0%B8%9B%E0%B8%A3%E0%B9%82%E0%B8%A1%E0%B8%8A%E0%B8%B1%E0%B9%88%E0%B8%99?q=%E4%B8%AD',
    );
    const values = popupFormValues({
      image: { id: imageId },
      direct_to: 'url',
      url_direct: stored,
    } as OpsPopup);
    expect(values.url_direct).toBe('https://shop.example.com/โปรโมชั่น?q=中');
    expect(ZPopupBody.parse(toPopupBody({ ...values, topic: 'x' })).url_direct).toBe(stored);
  });
});
