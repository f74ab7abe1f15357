import { type LoaderFunctionArgs, redirect } from 'react-router';
import { startPagePopups } from '../features/popups/api/page-popups-request.ts';
import { checkAccessToken } from '../lib/http.ts';
import { ensureDefaultLanguage, storedLanguage } from '../lib/i18n.ts';
import { session } from '../lib/session.ts';
import { decideGuard, needsTokenCheck } from './guard.ts';
import type { RouteDef, RouteName } from './route-types.ts';

/**
 * A route's loader: the guard of spec §2, then what the page's layout will ask for. Loaders run when a navigation
 * starts, beside the lazy chunks, so a request started here is on its way before a component mounts.
 */
export function routeLoader(route: RouteDef) {
  const guard = guardLoader(route);
  return async (args: LoaderFunctionArgs) => {
    await guard(args);
    // A loader runs again when only the search changes (a dashboard period, a filter): the layout stays on the
    // same page then and does not ask for its popups again, so neither does the loader.
    const samePage = loadedRoute === route.name;
    loadedRoute = route.name;
    // The signed-in shell's popups (PopupHost, advertisers only), together with the page's data (issue 26, U-5).
    const { userData } = session.getState();
    if (!samePage && route.layout === 'default' && userData?.role.kind === 'advertiser')
      startPagePopups(route.name);
    return null;
  };
}

/** The route whose loader passed last: the page on screen, or the one being opened. */
let loadedRoute: RouteName | undefined;

function guardLoader(route: RouteDef) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (route.access === 'public') return null;
    const url = new URL(request.url);
    const before = session.getState();
    const tokenValid = needsTokenCheck(route.access, before.accessToken)
      ? await checkAccessToken()
      : undefined;
    const state = session.getState();
    const decision = decideGuard({
      access: route.access,
      location: { pathname: url.pathname, search: url.search, hash: url.hash },
      language: storedLanguage(),
      accessToken: state.accessToken,
      userData: state.userData,
      tokenValid,
    });
    if (decision.signOut === 'tokens') session.clearTokens();
    if (decision.signOut === 'full') session.logout();
    if (decision.setDefaultLanguage) ensureDefaultLanguage();
    if (decision.redirect) throw redirect(decision.redirect);
    return null;
  };
}
