// @vitest-environment jsdom
import { ZAdPage, ZDepositPage } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../testing/api-mock.ts';
import { axeProblems } from '../../testing/axe.ts';
import { OPERATOR, readOnly } from '../../testing/callers.ts';
import { noDeposits, pageOf } from '../../testing/factories.ts';
import { renderApp, screen, within } from '../../testing/render-app.tsx';

/** The shell around every signed-in page (navigation, navbar, footer), checked once here rather than per page. */
describe('the signed-in shell', () => {
  it('has no serious axe finding around the page, and a menu of the routes the role may open', async () => {
    await renderApp('/deposit', {
      as: readOnly('Deposit', 'Statement'),
      api: [mockApi('get', '/api/deposits', ZDepositPage, () => noDeposits)],
    });
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { name: 'Deposits' });
    expect(await axeProblems(document.body, { exclude: [main] })).toEqual([]);

    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(menu).getByRole('link', { name: 'Deposit' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Statement' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Advertisements' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Users & roles' })).toBeNull();
  });

  it("gives an operator the console's menu and no advertiser's entry", async () => {
    await renderApp('/ops/advertisements', {
      as: OPERATOR,
      api: [mockApi('get', '/api/ops/advertisements', ZAdPage, () => pageOf([]))],
    });
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(menu).getByRole('link', { name: 'Ad review' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Deposit' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Create ad' })).toBeNull();
  });
});
