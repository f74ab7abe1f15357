import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * react-hook-form's zod resolver with the schema and zod fetched on the first validation (a blur, a change or
 * the submit) rather than with the page: a page whose form is on screen from the start does not carry zod
 * (≈22 kB brotli) for a person who only reads it. Load the schema from its contracts module, e.g.
 * `lazyZodResolver(() => import('@adportal/contracts/deposits.ts').then((module) => module.ZSubmitTxHashBody))`,
 * never from the package's index (which holds every schema).
 */
export function lazyZodResolver<Values extends FieldValues, Context = unknown, Output = Values>(
  loadSchema: () => Promise<ZodType>,
): Resolver<Values, Context, Output> {
  let loading: Promise<Resolver<Values, Context, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) =>
        zodResolver(schema as never) as unknown as Resolver<Values, Context, Output>,
    );
    // A failed fetch (a network hiccup, a deploy) is tried again at the next validation.
    loading.catch(() => {
      loading = undefined;
    });
    return (await loading)(values, context, options);
  };
}
