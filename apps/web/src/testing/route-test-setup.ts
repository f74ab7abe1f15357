import { cleanup, configure, getConfig } from '@testing-library/react';
import Cookies from 'js-cookie';
import Swal from 'sweetalert2/dist/sweetalert2.esm.js';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { queryClient } from '../app/AppProviders.tsx';
import { session } from '../lib/session.ts';
import { removeInsertedStyles } from '../lib/theme/emotion-cache.ts';
import { server } from './api-mock.ts';

/**
 * Set-up of every route test file (the `web-routes` project of vitest.config.ts runs it before each file). The
 * files of a worker share one jsdom and one module graph (vitest's isolate: false), so what a test changes is
 * undone here after each test, as a new page load would: no rendered tree, no styles, no alert, no cached answer,
 * no session, nothing stored.
 */

// A lazy chunk (a page, a dialog) is loaded on its first use in a worker: on a loaded two-core machine that can
// take seconds, which is no failure of the screen.
configure((defaults) => ({
  asyncUtilTimeout: 15_000,
  // While findBy…/waitFor try again, each miss made an error with the whole document printed in it (a twentieth of a
  // route test's time), only to throw it away; the one thrown at the timeout is made again, document and all.
  getElementError: (message, container) =>
    isRetrying()
      ? Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' })
      : defaults.getElementError(message, container),
}));

/** Whether testing-library is inside a waitFor attempt (it turns its costly diagnostics off there). */
const isRetrying = () =>
  (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true;

/** Requests no handler answered during the current test: the test fails on them (a missing mock is a bug). */
const unanswered: string[] = [];

beforeAll(() => {
  server.listen({
    onUnhandledRequest: (request) => {
      const url = new URL(request.url);
      unanswered.push(`${request.method} ${url.pathname}${url.search}`);
    },
  });
  // jsdom has no CSS.escape (the rich-text editor's bounds selector uses it); enough of it for React's ids.
  globalThis.CSS ??= {} as typeof CSS;
  CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);
  // jsdom has no scrolling; the app scrolls to the top on every navigation (lib/scroll.ts).
  window.scrollTo = () => {};
  // jsdom has no media queries: no query matches, as on a wide desktop screen in the light scheme (the phone
  // layouts are walked by e2e/tests/phone-tables.spec.ts).
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
});

afterEach(async () => {
  cleanup();
  await closeAlerts();
  removeInsertedStyles();
  const missed = unanswered.splice(0);
  server.resetHandlers();
  queryClient.clear();
  session.logout();
  localStorage.clear();
  sessionStorage.clear();
  // The interface-settings cookies (theme, scheme, navigation) a test changed.
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  if (missed.length > 0) throw new Error(`Requests no mock answered:\n  ${missed.join('\n  ')}`);
});

afterAll(() => server.close());

/**
 * Closes the alert or toast a test left open (sweetalert2 draws outside React, so cleanup() leaves it), also one a
 * finished request fires a moment after the test's end, which would otherwise cover the next test's page.
 */
async function closeAlerts() {
  for (let pass = 0; pass < 2; pass += 1) {
    Swal.close();
    for (const container of document.querySelectorAll('.swal2-container')) container.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
