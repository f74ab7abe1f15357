// @vitest-environment jsdom
import { ZAdDayDetail } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import { AD_ID, anAdDayDetail } from '../../../testing/factories/reports.ts';
import { renderApp, screen, within } from '../../../testing/render-app.tsx';

const PATH = `/advertisement/${AD_ID}/day-report/2026-11-26`;
const page = () => screen.getByRole('main');
const dayAnswer = (answer: Parameters<typeof mockApi<typeof ZAdDayDetail>>[3]) =>
  mockApi('get', '/api/advertisements/:id/day-report/:date', ZAdDayDetail, answer);

describe('/advertisement/{id}/day-report/{date}', () => {
  it("shows the ad's day by target once it arrives", async () => {
    const hold = heldAnswer();
    await renderApp(PATH, {
      as: readOnly('Advertisement'),
      api: [
        dayAnswer(async () => {
          await hold.promise;
          return anAdDayDetail();
        }),
      ],
    });
    expect(screen.queryByTestId('ad-target-row')).toBeNull();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const target = await screen.findByTestId('ad-target-row');
    expect(within(target).getByText('running shoes')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when no target ran that day', async () => {
    await renderApp(PATH, { api: [dayAnswer(() => anAdDayDetail({ targets: [] }))] });
    expect(await screen.findByText('No target was shown or clicked on this day.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the day cannot be loaded, and loads it on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp(PATH, {
      api: [
        dayAnswer(() => {
          calls += 1;
          return calls <= 2 ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable') : anAdDayDetail();
        }),
      ],
    });
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('This day could not be loaded.');
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('ad-target-row')).toBeTruthy();
  });

  it('is not authorized for a member without the advertisement permission', async () => {
    await renderApp(PATH, { as: readOnly('Report') });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
