// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { axeProblems } from '../../../testing/axe.ts';
import { OPERATOR } from '../../../testing/callers.ts';
import { renderApp, screen } from '../../../testing/render-app.tsx';

describe('not-found (any unknown path)', () => {
  it('tells a visitor the page is not there and leads to sign-in', async () => {
    await renderApp('/no/such/page', { as: 'visitor' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
    expect(await axeProblems(screen.getByRole('main'))).toEqual([]);
  });

  it("leads a signed-in operator back to the console's home", async () => {
    await renderApp('/no/such/page', { as: OPERATOR });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/ops');
  });
});
