import { RouterProvider } from 'react-router';
import { router } from './router.tsx';

/**
 * The router alone: MUI's theme and TanStack Query are layout routes' providers (app/AppProviders.tsx), so the
 * entry carries neither and the plain sign-in page does without them (ADR 15). CASL lives in the signed-in shell.
 */
export function App() {
  return <RouterProvider router={router} />;
}
