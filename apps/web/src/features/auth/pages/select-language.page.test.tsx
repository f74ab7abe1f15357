// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { currentLanguage } from '../../../lib/i18n.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

describe('/select-language', () => {
  it('offers the three languages, and signs in in the one chosen', async () => {
    const { user, router } = await renderApp('/select-language', { as: 'visitor', language: null });
    const group = await screen.findByRole('group');
    expect(within(group).getAllByRole('button')).toHaveLength(3);
    expect(await axeProblems(screen.getByRole('main'))).toEqual([]);
    await user.click(screen.getByTestId('lang-th'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(currentLanguage()).toBe('th');
  });
});
