// Standard Schema (v1) objects around the zero-dependency validator, for libraries that accept any Standard
// Schema (tRPC, Hono, TanStack Form, ...): `createAddActivitiesStandardSchema` for a whole Add Activities body,
// `createSubmittedActivityStandardSchema` for one activity. Issues carry `message`, `path` and the numeric `code`.
// No zod; the types come from `@standard-schema/spec` (types only).
export {
  createAddActivitiesStandardSchema,
  type ActivityStandardSchema,
  type StandardValidationResult,
} from "./createAddActivitiesStandardSchema.js";
export { createSubmittedActivityStandardSchema } from "./createSubmittedActivityStandardSchema.js";
export { type StandardSchemaOptions } from "./standardSchemaOptions.js";
export { toValidationIssue, type ValidationIssue } from "./validationIssue.js";
