import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import NotAuthorizedPage from '../features/misc/pages/not-authorized.page.tsx';
import { useSession } from '../lib/use-session.ts';
import { homePath } from '../routing/href.ts';
import type { RouteDef } from './route-types.ts';

/**
 * Renders a signed-in route only when the role's kind and the ability allow it; otherwise the not-authorized page.
 * An operator opening the advertiser dashboard is sent to the operators' console instead.
 */
export function RouteGate({ route, children }: { route: RouteDef; children: ReactNode }) {
  const ability = useAbility<AppAbility>();
  const { userData } = useSession();
  const kind = userData?.role?.kind;
  if (route.name === 'dashboards' && kind === 'platform') return <Navigate to={homePath(kind)} replace />;
  if (route.kinds && !(kind && route.kinds.includes(kind))) return <NotAuthorizedPage embedded />;
  if (route.ability && !ability.can(route.ability.action, route.ability.subject)) {
    return <NotAuthorizedPage embedded />;
  }
  return children;
}
