import * as z from "zod";

/**
 * An optional request property read the way `validateActivities` reads it: a key that is absent **or** whose value
 * is `undefined` counts as absent (decision D-46). At runtime this is `z.optional(inner)`; its type is
 * `ZodExactOptional<T>` so that the inferred type is `key?: T` without `| undefined`, as in the model types under
 * `exactOptionalPropertyTypes`. The enclosing object schema removes `undefined`-valued keys from its output
 * ({@link dropUndefinedKeys}), which keeps that type true.
 *
 * @param inner - the schema of a present value.
 * @internal
 */
export function optionalField<T extends z.ZodType>(inner: T): z.ZodExactOptional<T> {
  return z.optional(inner) as unknown as z.ZodExactOptional<T>;
}

/**
 * Removes the given keys from an object when their value is `undefined` (in place) and returns it: the output
 * side of {@link optionalField}, used with `.overwrite()`.
 *
 * @param value - a parsed object.
 * @param keys - the keys of its optional fields.
 * @internal
 */
export function dropUndefinedKeys<T extends object>(value: T, keys: readonly string[]): T {
  const record = value as Record<string, unknown>;
  for (const key of keys) {
    if (key in record && record[key] === undefined) delete record[key];
  }
  return value;
}
