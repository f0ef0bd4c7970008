/**
 * The OpenAPI 3.1 document of the `/v1` HTTP interface that `activity-fuel/http` serves: `openApiDocument()`, built
 * from the JSON Schemas of `activity-fuel/schema`, the error-code registry and the handler's statuses; also shipped
 * as `activity-fuel/schemas/openapi.json`. Needs `zod` (optional peer), as `activity-fuel/schema` does.
 *
 * @module activity-fuel/openapi
 */
export { openApiDocument, type OpenApiOptions, type OpenApiDocument, type OpenApiServer } from "./openApiDocument.js";
