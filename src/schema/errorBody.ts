import * as z from "zod";

/**
 * One error of an error response body: `code` and `message` always; `detail`, `activityIndex` (`null`
 * for errors about the whole request) and `path` (keys and indexes from the body root) when known. Every
 * `ValidationError` of the library is a valid item. `code` is any integer, not only today's registry, so that a
 * client keeps accepting bodies when codes are added.
 */
export const errorItemSchema = /* @__PURE__ */ (() =>
  z
    .object({
      code: z.int().meta({ description: "Numeric error code (spec 7, docs/errors.md)." }),
      message: z.string().meta({ description: "The code's message." }),
      detail: z.string().meta({ description: "What exactly was wrong." }).exactOptional(),
      activityIndex: z
        .int()
        .nonnegative()
        .nullable()
        .meta({ description: "Index of the activity in the request body; null for errors about the whole request." })
        .exactOptional(),
      path: z
        .array(z.union([z.string(), z.int().nonnegative()]))
        .meta({ description: "Path of the offending value from the body root, e.g. [0, \"metrics\", \"data\", 12, 3]." })
        .exactOptional(),
    })
    .meta({ description: "One error." }))();

/** An error response body `{errors: [...]}`: at least one error. */
export const errorBodySchema = /* @__PURE__ */ (() =>
  z
    .object({
      errors: z.array(errorItemSchema).min(1).meta({ description: "Every error found, at least one." }),
    })
    .meta({ description: "Error response body." }))();

/** An error of an error body, as {@link errorItemSchema} describes it. */
export type ErrorItem = z.output<typeof errorItemSchema>;

/** An error response body, as {@link errorBodySchema} describes it. */
export type ErrorBody = z.output<typeof errorBodySchema>;
