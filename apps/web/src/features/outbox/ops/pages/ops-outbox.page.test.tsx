// @vitest-environment jsdom
import { ZOutboxPage } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi } from '../../../../testing/api-mock.ts';
import { axeProblems } from '../../../../testing/axe.ts';
import { OPERATOR } from '../../../../testing/callers.ts';
import { anOutboxMail, outboxOf } from '../../../../testing/factories/ops-console.ts';
import { renderApp, screen, waitFor, within } from '../../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const outbox = (answer: Parameters<typeof mockApi<typeof ZOutboxPage>>[3]) =>
  mockApi('get', '/api/ops/outbox', ZOutboxPage, answer);

describe('/ops/outbox', () => {
  it('shows the loading bar until the emails arrive, then each with its link', async () => {
    const hold = heldAnswer();
    const { user } = await renderApp('/ops/outbox', {
      as: OPERATOR,
      api: [
        outbox(async () => {
          await hold.promise;
          return outboxOf([anOutboxMail()]);
        }),
      ],
    });
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const mail = await screen.findByTestId('outbox-mail');
    expect(within(mail).getByText('Reset your AdPortal password')).toBeTruthy();
    expect(within(mail).getByText('grace@acme.test')).toBeTruthy();
    expect(within(mail).getByText('Password reset')).toBeTruthy();
    await user.click(within(mail).getByRole('button', { name: /Reset your AdPortal password/ }));
    const open = await within(mail).findByRole('link', { name: 'Open the link' });
    expect(open.getAttribute('href')).toBe('https://adportal.test/reset-password/•••••');
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when no email was kept yet', async () => {
    await renderApp('/ops/outbox', { as: OPERATOR, api: [outbox(() => outboxOf([]))] });
    expect(await screen.findByText('No emails yet.')).toBeTruthy();
    expect(screen.queryByTestId('outbox-mail')).toBeNull();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the outbox cannot be read, and reads it again on "Refresh"', async () => {
    let failing = true;
    const { user } = await renderApp('/ops/outbox', {
      as: OPERATOR,
      api: [
        outbox(() =>
          failing ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable') : outboxOf([anOutboxMail()]),
        ),
      ],
    });
    expect(await screen.findByText('Service unavailable', {}, { timeout: 20_000 })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByTestId('outbox-mail')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Service unavailable')).toBeNull());
  });

  it('asks the next page with the page size chosen', async () => {
    const asked: string[] = [];
    const { user } = await renderApp('/ops/outbox', {
      as: OPERATOR,
      api: [
        outbox(({ query }) => {
          asked.push(`${query.get('page')}/${query.get('page_size')}`);
          return { ...outboxOf([anOutboxMail()], Number(query.get('page'))), total: 45 };
        }),
      ],
    });
    await screen.findByTestId('outbox-mail');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(asked).toContain('2/20'));
  });

  it('is not authorized for an advertiser', async () => {
    await renderApp('/ops/outbox');
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
