// @vitest-environment jsdom
import { type DepositDetail, ZDeposit, ZDepositDetail } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { aDeposit } from '../../../testing/factories.ts';
import { renderApp, screen, within } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const REFERENCE = 'DP170A645A8B';
const PATH = `/payment/${REFERENCE}`;

/** A crypto-provider deposit as /payment shows it: its one-time address, the exact amount, half an hour to pay. */
const aPayment = (overrides: Partial<DepositDetail> = {}): DepositDetail => ({
  ...aDeposit({
    reference: REFERENCE,
    method: 'crypto',
    amount: '120.00',
    pay_amount: '120.000371',
    pay_address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    valid_until: new Date(Date.now() + 30 * 60_000).toISOString(),
  }),
  promotion: null,
  ...overrides,
});

const depositAnswer = (answer: Parameters<typeof mockApi<typeof ZDepositDetail>>[3]) =>
  mockApi('get', `/api/deposits/by-reference/${REFERENCE}`, ZDepositDetail, answer);

describe('/payment/{ref}', () => {
  it('shows a placeholder until the deposit arrives, then the address, the exact amount and the countdown', async () => {
    const hold = heldAnswer();
    await renderApp(PATH, {
      api: [
        depositAnswer(async () => {
          await hold.promise;
          return aPayment();
        }),
      ],
    });
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    expect(await screen.findByRole('heading', { level: 1, name: `Payment ${REFERENCE}` })).toBeTruthy();
    const address = await screen.findByRole('textbox', { name: 'Wallet address (USDT-TRC20)' });
    expect((address as HTMLInputElement).value).toBe('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8');
    const amount = screen.getByRole('textbox', { name: 'Amount (USDT)' });
    expect((amount as HTMLInputElement).value).toBe('120.000371');
    expect(screen.getByTestId('expiry-countdown').textContent).toMatch(/^Expires in (29|30):\d\d$/);
    expect(screen.getByText('Waiting for your transfer…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'I have paid' })).toBeTruthy();
    // Only the sandbox provider can be paid by pretending.
    expect(screen.queryByRole('button', { name: 'Simulate payment' })).toBeNull();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('"I have paid" asks again at once, then waits its seconds before the next check', async () => {
    const requests = recordRequests();
    const { user } = await renderApp(PATH, { api: [depositAnswer(() => aPayment())] });
    await user.click(await screen.findByRole('button', { name: 'I have paid' }));
    expect(await screen.findByRole('button', { name: /^Check again in 1[45] s$/ })).toBeTruthy();
    expect(screen.getByText('Not received yet. Transfers can take a few minutes.')).toBeTruthy();
    const asked = await requests.matching('GET', `/api/deposits/by-reference/${REFERENCE}`);
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });

  it('pays a sandbox deposit with "Simulate payment" and shows the receipt', async () => {
    const requests = recordRequests();
    let paid = false;
    const { user } = await renderApp(PATH, {
      api: [
        depositAnswer(() =>
          paid
            ? aPayment({
                sandbox: true,
                status: 'success',
                credited: '120.00',
                completed_at: '2026-11-28T03:10:00.000Z',
              })
            : aPayment({ sandbox: true }),
        ),
        mockApi('post', '/api/deposits/:id/simulate-payment', ZDeposit, () => {
          paid = true;
          return aDeposit({ reference: REFERENCE, status: 'success', credited: '120.00' });
        }),
      ],
    });
    expect((await screen.findByTestId('sandbox-label')).textContent).toContain('no real money moves');
    await user.click(screen.getByRole('button', { name: 'Simulate payment' }));
    const receipt = await screen.findByTestId('payment-receipt');
    // The success toast (sweetalert2) hides the page from assistive technology while it shows: read the text.
    expect(within(receipt).getByText('Payment successful').tagName).toBe('H2');
    expect(within(receipt).getByText('120.00 USDT has been added to your balance.')).toBeTruthy();
    expect(within(receipt).getByText('Crypto payment')).toBeTruthy();
    const [simulated] = await requests.matching('POST', /\/simulate-payment$/);
    expect(simulated?.path).toBe(`/api/deposits/${aDeposit().id}/simulate-payment`);
    expect(await axeProblems(screen.getByRole('main', { hidden: true }))).toEqual([]);
  });

  it('says an expired payment has expired, with no address left to pay to', async () => {
    await renderApp(PATH, {
      api: [depositAnswer(() => aPayment({ valid_until: new Date(Date.now() - 60_000).toISOString() }))],
    });
    expect(await screen.findByText('This payment has expired. Start a new deposit.')).toBeTruthy();
    expect(screen.queryByTestId('pay-address')).toBeNull();
    expect(screen.queryByRole('button', { name: 'I have paid' })).toBeNull();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says a reference that does not exist does not, and a failed load with a way to try again', async () => {
    let calls = 0;
    const { user, unmount } = await renderApp(PATH, {
      api: [
        depositAnswer(() => {
          calls += 1;
          // The first load and its one automatic retry fail; the person's retry succeeds.
          return calls <= 2 ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable') : aPayment();
        }),
      ],
    });
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('The deposits could not be loaded.');
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('pay-address')).toBeTruthy();
    unmount();

    await renderApp(PATH, {
      api: [depositAnswer(() => apiError(404, 'NOT_FOUND', 'Deposit not found'))],
    });
    const missing = await screen.findByRole('alert');
    expect(missing.textContent).toContain('This payment does not exist.');
    expect(within(missing).queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
