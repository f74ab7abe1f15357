// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { axeProblems } from '../../../testing/axe.ts';
import { OPERATOR, readOnly } from '../../../testing/callers.ts';
import { renderApp, screen, within } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
/** The matrix's row of an area: its four cells' allowed flags, in read, create, update, delete order. */
function allowedIn(area: string): string[] {
  const matrix = screen.getByRole('table', { name: 'Your permissions' });
  const row = within(matrix).getByText(area).closest('tr') as HTMLElement;
  return [...row.querySelectorAll('td[data-allowed]')].map((cell) => cell.getAttribute('data-allowed') ?? '');
}

describe('/access-control', () => {
  it('shows an advertiser administrator every advertiser area allowed, and why the page opens', async () => {
    await renderApp('/access-control');
    expect((await screen.findByTestId('acl-granted')).textContent).toContain('Administrator');
    expect(allowedIn('Deposits')).toEqual(['true', 'true', 'true', 'true']);
    expect(
      within(screen.getByRole('table', { name: 'Your permissions' })).queryByText('Operator console'),
    ).toBeNull();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('is not authorized for an operator (the demo is an advertiser area)', async () => {
    await renderApp('/access-control', { as: OPERATOR });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });

  it('is not authorized for a member whose role is not an administrator', async () => {
    await renderApp('/access-control', { as: readOnly('Deposit', 'Report') });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
