import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A shared contract (packages/contracts) as a form validates it: its input is an object of fields. */
export type FormContract = z.ZodType<unknown, FieldValues>;

/**
 * What a form may hand its contract: the body's fields, where a choice not made yet is '' (an empty select); the
 * contract refuses it with its own message ("required").
 */
export type FormBody<Body> = { [Key in keyof Body]: Body[Key] | '' };

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

/**
 * A contract's resolver applied to the body `toBody` makes of the form's values. The resolver reads the fields' names
 * from its options only to pick which errors to report; the body's paths are the same names, hence the one cast.
 */
export function bodyResolver<Contract extends FormContract, Values extends FieldValues>(
  validate: Resolver<FieldValues, unknown, unknown>,
  toBody?: (values: Values) => FormBody<z.input<Contract>>,
): Resolver<Values, unknown, z.output<Contract>> {
  return async (values, context, options) => {
    const body = (toBody ? toBody(values) : values) as FieldValues;
    const result = await validate(body, context, options as never);
    return result as Awaited<ReturnType<Resolver<Values, unknown, z.output<Contract>>>>;
  };
}
