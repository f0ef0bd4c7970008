import { ERROR_CODE_INFO, type ErrorCodeInfo } from "../registry/errorCodes.js";

/** HTTP status of each HTTP-layer code. */
const HTTP_LAYER_STATUS: Readonly<Record<number, number>> = {
  1200: 401,
  1201: 401,
  1202: 401,
  1203: 400,
  1204: 403,
  1210: 400,
  1220: 415,
  1230: 413,
  1240: 405,
  1250: 404,
  1290: 500,
};

/**
 * The HTTP status answering an error code (docs/http.md):
 * - HTTP-layer codes (scope `http`): 401 token, 400 malformed JSON, 415 content type, 413 size, 405 method,
 *   404 path, 500 internal;
 * - 1301 (idempotency key reused with another body): 422, as the IETF httpapi Idempotency-Key draft asks;
 * - 1091 (an ALL_DAY day whose stored record reaches later): 409, a conflict with what is stored;
 * - codes of reading one activity (scope `read`: 290 not found or not yours, 1500 no GPS data): 404, one answer
 *   for a missing and a foreign activity;
 * - Add Activities and list-query codes (scopes `add`, `list`), and codes the registry does not know: 400.
 *
 * The handler of this entry answers with it; a server on another framework (Fastify, Express) uses it to answer
 * the service's errors the same way.
 *
 * @example
 * ```ts
 * const result = await service.addActivities(userId, request.body);
 * if (!result.ok) return reply.code(httpStatusForError(result.errors[0].code)).send({ errors: result.errors });
 * ```
 *
 * @param code - an error code, normally one of `ERROR_CODES`.
 * @returns the status, 400–500.
 */
export function httpStatusForError(code: number): number {
  const info = (ERROR_CODE_INFO as Readonly<Record<number, ErrorCodeInfo | undefined>>)[code];
  if (info?.scope === "http") return HTTP_LAYER_STATUS[code] ?? 500;
  if (info?.scope === "read") return 404;
  if (code === 1301) return 422; // idempotency key reused with another body (IETF httpapi idempotency draft)
  if (code === 1091) return 409; // the stored record of the day reaches later: a conflict with what stands
  return 400;
}
