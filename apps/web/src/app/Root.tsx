import '../styles/root-error.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useRouteError } from 'react-router';
import { scrollForLocation } from '../lib/scroll.ts';
import { RouteFocus } from './RouteFocus.tsx';

/**
 * The top route: scrolls on navigation (to the top, or smoothly to a hash target with a 60 px offset) and moves
 * the focus to the new page (RouteFocus).
 */
export function Root() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, by design
  useEffect(() => {
    scrollForLocation(hash);
  }, [pathname, hash]);
  return (
    <>
      <Outlet />
      <RouteFocus />
    </>
  );
}

/**
 * An unexpected error while loading a route (for example a chunk missing after a deploy). Plain elements with a
 * stylesheet of the entry: the chunk that failed may be MUI's, which the entry does not carry (ADR 15).
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <div role="alert" className="root-error">
      <h1>{t('alerts.somethingWentWrong')}</h1>
      <p>{t('errors.INTERNAL')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </div>
  );
}
