import fc from 'fast-check';
import { z } from 'zod';
import { hostileText, PROTOTYPE_NAMES } from './hostile-input.ts';
import type { PlausibleValues } from './plausible-values.ts';

/** The object a body schema describes, through `.optional()`, `.nullable()` and the like. */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    return objectShape(schema.unwrap() as z.ZodType);
  }
  return null;
}

type Fields = [name: string, value: unknown][];

/** Values of the wrong type for any field. */
const wrongType = fc.constantFrom<unknown>(null, 0, -1, 1.5, true, [], {}, ['a'], { a: 1 });

/** One thing wrong with an otherwise plausible body. */
function bodyMutation(names: readonly string[]): fc.Arbitrary<(fields: Fields) => Fields> {
  const known = names.length > 0 ? fc.constantFrom(...names) : fc.constant('x');
  return fc.oneof(
    // A field of the body given a hostile value, or one of the wrong type.
    {
      weight: 4,
      arbitrary: fc
        .tuple(known, fc.oneof({ weight: 3, arbitrary: hostileText }, wrongType))
        .map(([name, value]) => (fields: Fields) => [
          ...fields.filter(([key]) => key !== name),
          [name, value],
        ]),
    },
    // A field left out.
    {
      weight: 1,
      arbitrary: known.map((name) => (fields: Fields) => fields.filter(([key]) => key !== name)),
    },
    // A field the body does not have, prototype names first.
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES), hostileText), hostileText)
        .map(([name, value]) => (fields: Fields) => [...fields, [name, value]]),
    },
  );
}

/** A body as a client sends it: JSON, or form-encoded (values as text). */
function encode(fields: Fields, form: boolean): { contentType: string; payload: string } {
  if (!form) {
    // Built as text so a `__proto__` key is sent as a key, not taken as the prototype.
    const members = fields.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`);
    return { contentType: 'application/json', payload: `{${members.join(',')}}` };
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  return {
    contentType: 'application/x-www-form-urlencoded',
    payload: new URLSearchParams(fields.map(([key, value]) => [key, text(value)])).toString(),
  };
}

/**
 * A body the route's declared schema describes, with plausible values (a taken email, a policy-
 * meeting wrong password, a real title) and zero to three things wrong, so requests get past
 * parsing into the code behind it. Every required field is there before the mutations.
 * `somethingWrong` asks for one to three, for calls whose valid request changes data
 * (writing-requests.ts).
 */
export function documentedBody(
  schema: z.ZodType,
  plausible: PlausibleValues,
  options: { form: boolean; somethingWrong?: boolean },
): fc.Arbitrary<{ contentType: string; payload: string }> {
  const shape = objectShape(schema) ?? {};
  const names = Object.keys(shape);
  const base = fc.tuple(
    ...Object.entries(shape).map(([name, field]) => {
      // Plausible values are text; a JSON field that takes a number gets the number.
      const values = plausible(name).map((text): unknown =>
        !field.safeParse(text).success && text !== '' && field.safeParse(Number(text)).success
          ? Number(text)
          : text,
      );
      const value = values.length > 0 ? fc.constantFrom<unknown>(...values) : hostileText;
      const required = !field.safeParse(undefined).success;
      return fc
        .tuple(fc.boolean(), value)
        .map(([present, v]): Fields => (present || required ? [[name, v]] : []));
    }),
  );
  return fc
    .tuple(
      base,
      fc.array(bodyMutation(names), { minLength: options.somethingWrong ? 1 : 0, maxLength: 3 }),
      options.form ? fc.boolean() : fc.constant(false),
    )
    .map(([fields, mutations, form]) =>
      encode(
        mutations.reduce((current, mutate) => mutate(current), fields.flat()),
        form,
      ),
    );
}
