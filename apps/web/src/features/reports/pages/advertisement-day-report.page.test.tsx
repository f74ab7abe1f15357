// @vitest-environment jsdom
import { ZAdDayReportPage } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import { AD_ID, adDayReportPageOf, anAdReportDay } from '../../../testing/factories/reports.ts';
import { renderApp, screen, within } from '../../../testing/render-app.tsx';

const PATH = `/advertisement/${AD_ID}/day-report`;
const page = () => screen.getByRole('main');
const reportAnswer = (answer: Parameters<typeof mockApi<typeof ZAdDayReportPage>>[3]) =>
  mockApi('get', '/api/advertisements/:id/day-report', ZAdDayReportPage, answer);

describe('/advertisement/{id}/day-report', () => {
  it("shows the ad's days, each opening its hours and targets", async () => {
    const hold = heldAnswer();
    await renderApp(PATH, {
      as: readOnly('Advertisement'),
      api: [
        reportAnswer(async () => {
          await hold.promise;
          return adDayReportPageOf([anAdReportDay()]);
        }),
      ],
    });
    expect(screen.queryByTestId('ad-day-row')).toBeNull();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const row = await screen.findByTestId('ad-day-row');
    expect(within(row).getByTestId('ad-day-open').getAttribute('href')).toBe(`${PATH}/2026-11-26`);
    expect(await axeProblems(page())).toEqual([]);
  });

  it('asks for the period in the address and says when it had no delivery', async () => {
    const requests = recordRequests();
    await renderApp(`${PATH}?from=2026-11-01&to=2026-11-07`, {
      api: [reportAnswer(() => adDayReportPageOf([]))],
    });
    expect(await screen.findByText('No impressions or clicks in this period.')).toBeTruthy();
    const [sent] = await requests.matching('GET', `/api/advertisements/${AD_ID}/day-report`);
    expect(sent?.query).toMatchObject({ from: '2026-11-01', to: '2026-11-07' });
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the report cannot be loaded, and loads it on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp(PATH, {
      api: [
        reportAnswer(() => {
          calls += 1;
          return calls <= 2
            ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')
            : adDayReportPageOf([anAdReportDay()]);
        }),
      ],
    });
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('The day report could not be loaded.');
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('ad-day-row')).toBeTruthy();
  });

  it('is not authorized for a member without the advertisement permission', async () => {
    await renderApp(PATH, { as: readOnly('Report') });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
