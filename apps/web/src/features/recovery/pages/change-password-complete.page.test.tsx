// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { axeProblems } from '../../../testing/axe.ts';
import { renderApp, screen } from '../../../testing/render-app.tsx';

describe('/change-password/complete', () => {
  it('says the password is changed and leads to sign-in', async () => {
    await renderApp('/change-password/complete', { as: 'visitor' });
    expect(await screen.findByRole('heading', { name: 'Your password has been changed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
    expect(await axeProblems(screen.getByRole('main'))).toEqual([]);
  });
});
