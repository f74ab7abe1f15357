// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { axeProblems } from '../../../testing/axe.ts';
import { renderApp, screen } from '../../../testing/render-app.tsx';

describe('/not-authorized', () => {
  it('says the page is not allowed and leads a visitor to sign-in', async () => {
    await renderApp('/not-authorized', { as: 'visitor' });
    expect(await screen.findByRole('heading', { name: 'You are not authorized' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
    expect(await axeProblems(screen.getByRole('main'))).toEqual([]);
  });

  it('answers its old address too, leading a signed-in advertiser home', async () => {
    await renderApp('/pages/misc/not-authorized');
    expect(await screen.findByRole('heading', { name: 'You are not authorized' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/dashboards');
  });
});
