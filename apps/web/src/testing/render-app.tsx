import type { Language } from '@adportal/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { createMemoryRouter, createPath, RouterProvider } from 'react-router';
import { routeObjects } from '../app/router.tsx';
import { setHttpNavigator } from '../lib/http.ts';
import { changeLanguage } from '../lib/i18n.ts';
import { session } from '../lib/session.ts';
import { server } from './api-mock.ts';
import { ADVERTISER_ADMIN, type Caller, sessionGrantOf, sessionHandlers } from './callers.ts';
import { shellHandlers } from './shell-handlers.ts';

export interface RenderAppOptions {
  /** Who opens the page (default: an advertiser team's administrator). */
  as?: Caller;
  /** The stored language (default en); null for a visitor who never chose one. */
  language?: Language | null;
  /** The API's answers for this test; the session's and the signed-in shell's calls are answered already. */
  api?: RequestHandler[];
}

/** Stops the last rendered router from writing jsdom's address (route test files share one jsdom). */
let stopFollowingAddress: (() => void) | undefined;

/**
 * Opens `path` in the whole app as the browser would: the route table of app/router.tsx in a memory router — the
 * guard, the lazy page, the layout with its providers (MUI theme, TanStack Query, CASL, i18n) — with the API
 * answered by MSW. Waits until the route has rendered (the page's own data may still be loading: tests look for
 * their state with `findBy…`).
 */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const caller = options.as ?? ADVERTISER_ADMIN;
  const language = options.language === undefined ? 'en' : options.language;
  if (language) await changeLanguage(language);
  if (caller !== 'visitor') session.startSession(sessionGrantOf(caller));
  server.use(
    ...(options.api ?? []),
    ...sessionHandlers(caller),
    ...(caller === 'visitor' ? [] : shellHandlers()),
  );

  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  // What reads the address outside the router (lib/http.ts's 401 policy asks whether the page is public) sees the
  // page on screen, as in the browser — not where an earlier test file left jsdom's address.
  // Only this test's router writes it: an earlier test's may still finish a navigation after its end.
  stopFollowingAddress?.();
  window.history.replaceState(null, '', path);
  stopFollowingAddress = router.subscribe((state) =>
    window.history.replaceState(null, '', createPath(state.location)),
  );
  setHttpNavigator((to) => {
    void router.navigate(to, { replace: true });
  });
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  // The lazy route, its guard and its layout: done once the main landmark is there (hidden or not: a dialog the
  // page opens at once hides the rest from assistive technology).
  await screen.findByRole('main', { hidden: true }, { timeout: 30_000 });
  return { ...view, router, user };
}

export { screen, waitFor, within } from '@testing-library/react';

/** The message a field is described by (its error or hint), as a screen reader announces it with the field. */
export function fieldMessage(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
