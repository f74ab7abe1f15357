import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { bodyResolver, type FormBody, type FormContract } from './body-resolver.ts';

/**
 * `contractResolver` with the contract and zod fetched on the first validation (a blur, a change or the submit)
 * rather than with the page: a page whose form is on screen from the start does not carry zod (≈22 kB brotli) for a
 * person who only reads it. Load the contract from its own module, e.g.
 * `lazyContractResolver(() => import('@adportal/contracts/deposits.ts').then((module) => module.ZSubmitTxHashBody))`,
 * never from the package's index (which holds every schema).
 */
export function lazyContractResolver<
  Contract extends FormContract,
  Values extends FieldValues = z.input<Contract>,
>(
  loadContract: () => Promise<Contract>,
  toBody?: (values: Values) => FormBody<z.input<Contract>>,
): Resolver<Values, unknown, z.output<Contract>> {
  let loading: Promise<Resolver<Values, unknown, z.output<Contract>>> | undefined;
  return async (values, context, options) => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadContract()]).then(
      ([{ zodResolver }, contract]) => bodyResolver<Contract, Values>(zodResolver(contract), toBody),
    );
    // A failed fetch (a network hiccup, a deploy) is tried again at the next validation.
    loading.catch(() => {
      loading = undefined;
    });
    return (await loading)(values, context, options);
  };
}
