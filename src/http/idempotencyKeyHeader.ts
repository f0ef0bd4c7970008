import type { AddActivitiesRequestOptions } from "../service/activityService.js";
import type { ValidationError } from "../validate/validationError.js";
import { httpError } from "./httpError.js";
import type { HeaderSource } from "./handlerCore.js";

/**
 * Reads the `Idempotency-Key` request header of Add Activities (IETF httpapi Idempotency-Key draft; issue 13,
 * decision D-130). The draft writes the key as an RFC 8941 string (`Idempotency-Key: "8e03978e-…"`); a bare token
 * (`Idempotency-Key: 8e03978e-…`, what most clients send) is accepted too. The service checks the key itself
 * (1–255 printable ASCII characters).
 *
 * @param headers - the request headers.
 * @returns the service options to pass (`undefined` without the header), or error 1300 for a header that is
 *   neither a quoted string nor a single token (e.g. two keys joined by a comma).
 */
export function idempotencyKeyHeader(
  headers: HeaderSource,
): { readonly ok: true; readonly options: AddActivitiesRequestOptions | undefined } | { readonly ok: false; readonly error: ValidationError } {
  const raw = headers.get("idempotency-key");
  if (raw === null) return { ok: true, options: undefined };
  const key = raw.startsWith('"') ? unquote(raw) : isToken(raw) ? raw : undefined;
  if (key === undefined) {
    return {
      ok: false,
      error: httpError(1300, "The Idempotency-Key header must be one quoted string or one token without spaces, commas or quotes."),
    };
  }
  return { ok: true, options: { idempotencyKey: key } };
}

/** A bare key: visible ASCII without `"` and `,` (a comma means two header lines were joined). */
function isToken(value: string): boolean {
  if (value.length === 0) return false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || code >= 0x7f || code === 0x22 || code === 0x2c) return false;
  }
  return true;
}

/** The content of an RFC 8941 sf-string (`"…"` with `\"` and `\\` escapes), or `undefined` when malformed. */
function unquote(value: string): string | undefined {
  let out = "";
  for (let i = 1; i < value.length; i++) {
    const char = value[i] as string;
    if (char === "\\") {
      const next = value[++i];
      if (next !== '"' && next !== "\\") return undefined;
      out += next;
    } else if (char === '"') {
      return i === value.length - 1 ? out : undefined;
    } else {
      out += char;
    }
  }
  return undefined;
}
