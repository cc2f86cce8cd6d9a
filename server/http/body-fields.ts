import { z } from 'zod';

// Field schemas that read the same from a JSON body and from a form, where every
// value is a string and a list is a repeated key (or one value when only one
// item was sent).

/** A list (`z.array(…)` with its own limits): a JSON array, or a form's repeated key (one value becomes a list of one). */
export function listField<List extends z.ZodArray>(list: List) {
  return z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), list);
}

/** A number: a JSON number, or a form's decimal string. */
export function numberField(number: z.ZodNumber = z.number()) {
  return z.preprocess((value) => (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value), number);
}

/** A boolean: a JSON boolean, or a form's `true`/`false`. */
export function booleanField() {
  return z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean());
}
