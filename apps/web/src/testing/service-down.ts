import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { apiError } from './api-mock.ts';
import { axeProblems } from './axe.ts';
import { screen, within } from './render-app.tsx';

/**
 * The API down until the person asks again, however often the page asked meanwhile: `answer(ok)` is a mock's
 * resolver (503 while down, then `ok()`); `retry` checks the page's failure (its message, no axe problem), presses
 * "Try again" and waits for what the loaded page shows.
 */
export function serviceDownUntilRetry() {
  let down = true;
  return {
    answer:
      <T>(ok: () => T) =>
      () =>
        down ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable') : ok(),
    async retry(
      user: ReturnType<typeof userEvent.setup>,
      { message, loaded }: { message: string; loaded: () => Promise<HTMLElement> },
    ) {
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(message);
      expect(await axeProblems(screen.getByRole('main'))).toEqual([]);
      down = false;
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await loaded()).toBeTruthy();
      expect(screen.queryByText(message)).toBeNull();
    },
  };
}
