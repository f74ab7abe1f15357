import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { bodyResolver, type FormBody, type FormContract } from './body-resolver.ts';

/**
 * The one bridge from a zod contract to react-hook-form. The form holds `Values` (what its fields edit: the
 * contract's input unless the form keeps, say, an empty date as ''); `toBody` turns them into the body the contract
 * validates; the submit handler receives the contract's output, typed, so no form casts its resolver or its values.
 * Field errors keep the body's paths, which are the fields' names.
 */
export function contractResolver<
  Contract extends FormContract,
  Values extends FieldValues = z.input<Contract>,
>(
  contract: Contract,
  toBody?: (values: Values) => FormBody<z.input<Contract>>,
): Resolver<Values, unknown, z.output<Contract>> {
  return bodyResolver<Contract, Values>(zodResolver(contract), toBody);
}
