import { createBrowserRouter, RouterProvider } from 'react-router';
import { setHttpNavigator } from '../lib/http.ts';
import { routeObjects } from './router.tsx';

// The route table is plain route objects (router.tsx); the browser's router is made here, so tests can draw the
// same table in a memory router (src/testing/render-app.tsx) without a browser router beside it.
const router = createBrowserRouter(routeObjects);

setHttpNavigator((to) => {
  void router.navigate(to, { replace: true });
});

/**
 * The router alone: MUI's theme and TanStack Query are layout routes' providers (app/AppProviders.tsx), so the
 * entry carries neither and the plain sign-in page does without them (ADR 15). CASL lives in the signed-in shell.
 */
export function App() {
  return <RouterProvider router={router} />;
}
