import { type ComponentProps, type ComponentType, lazy, type ReactNode, Suspense } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: a component with any props.
type AnyComponent = ComponentType<any>;

/**
 * A module's named component fetched when it is first rendered instead of with its page: for what a person sees
 * only after a click — a dialog (rendered only while open, as the pages do) or a tab other than the first. A form
 * dialog's code — react-hook-form, the zod resolver and zod itself, ≈35 kB brotli — would otherwise weigh on every
 * visit of a page that may never open it. Nothing is drawn while the chunk arrives (`fallback` to say otherwise).
 */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  fallback: ReactNode = null,
) {
  const Loaded = lazy(() => load().then((module) => ({ default: module[name] })));
  function LazyNamed(props: ComponentProps<M[K]>) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyNamed;
}
