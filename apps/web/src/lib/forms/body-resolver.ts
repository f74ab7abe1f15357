import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

// No runtime import of zod or the resolvers here: lazyContractResolver's pages must not carry them.

/** A shared contract (packages/contracts) as a form validates it: its input is an object of fields. */
export type FormContract = z.ZodType<unknown, FieldValues>;

/**
 * What a form may hand its contract: the body's fields, where a choice not made yet is '' (an empty select); the
 * contract refuses it with its own message ("required").
 */
export type FormBody<Body> = { [Key in keyof Body]: Body[Key] | '' };

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
