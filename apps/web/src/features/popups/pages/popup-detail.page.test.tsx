// @vitest-environment jsdom
import { ZPopupDetail } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { failingTwiceThen, heldUntil } from '../../../testing/answers.ts';
import { apiError, heldAnswer, mockApi } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { aPopupDetail } from '../../../testing/factories.ts';
import { renderApp, screen, within } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const ID = 'd0000000-0000-4000-8000-000000000001';
const detailOf = (answer: Parameters<typeof mockApi<typeof ZPopupDetail>>[3]) =>
  mockApi('get', '/api/popup/detail/:id', ZPopupDetail, answer);

describe('/popup/detail/:id', () => {
  it('shows a placeholder while loading, then the topic, image, date and text', async () => {
    const hold = heldAnswer();
    await renderApp(`/popup/detail/${ID}`, {
      api: [detailOf(heldUntil(hold, () => aPopupDetail()))],
    });
    expect(await screen.findByLabelText('Loading…')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    expect(await screen.findByRole('heading', { name: 'Year-end bonus week' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Year-end bonus week' }).getAttribute('src')).toBe(
      aPopupDetail().image,
    );
    expect(screen.getByText('Deposit this week and earn more.')).toBeTruthy();
    expect(page().querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T03:00:00.000Z');
    expect(screen.getByRole('link', { name: 'Back to the portal' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('leads to the portal page the popup names', async () => {
    await renderApp(`/popup/detail/${ID}`, {
      api: [detailOf(() => aPopupDetail({ body_html: '', direct_to: 'page', system_page: 'deposit' }))],
    });
    const goTo = await screen.findByRole('link', { name: /^Go to / });
    expect(goTo.getAttribute('href')).toBe('/deposit');
  });

  it('opens the offer of a popup that leads to an address in a new tab', async () => {
    await renderApp(`/popup/detail/${ID}`, {
      api: [detailOf(() => aPopupDetail({ direct_to: 'url', url_direct: 'https://shop.example.com/offer' }))],
    });
    const open = await screen.findByRole('link', { name: 'Open the offer' });
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('href')).toContain('shop.example.com/offer');
  });

  it('says an unknown announcement is not shown, with the way to sign in for a visitor', async () => {
    await renderApp(`/popup/detail/${ID}`, {
      as: 'visitor',
      api: [detailOf(() => apiError(404, 'NOT_FOUND', 'Not found'))],
    });
    const alert = await screen.findByText('This announcement does not exist or is no longer shown.');
    expect(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'Sign in' }),
    ).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the announcement cannot be loaded, and loads it on "Try again"', async () => {
    const { user } = await renderApp(`/popup/detail/${ID}`, {
      api: [detailOf(failingTwiceThen(() => aPopupDetail()))],
    });
    const alert = (await screen.findByText('The announcement could not be loaded.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Year-end bonus week' })).toBeTruthy();
  });
});
