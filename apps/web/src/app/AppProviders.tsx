import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ThemeRoot } from '../components/ThemeRoot.tsx';
import { createQueryClient } from '../lib/query.ts';

// One client for the page's life: leaving for the sign-in page (outside these providers) and coming back keeps it.
// Route tests empty it between tests, as a new page load would (src/testing/render-app.tsx).
export const queryClient = createQueryClient();

/**
 * The providers of every page but the sign-in page (ADR 15): MUI's theme and baseline, TanStack Query. A layout
 * route fetched with the first such page, so /login loads neither MUI nor TanStack Query.
 */
export function AppProviders() {
  return (
    <ThemeRoot baseline>
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </ThemeRoot>
  );
}
