import type { ActivityAnswer, HeaderSource } from "./handlerCore.js";
import { httpError } from "./httpError.js";
import { errorResponse } from "./jsonResponse.js";

/**
 * Cross-origin access for browser clients (option `cors` of `createActivityHandler`). Off unless
 * given: without it a preflight gets 405 like any other OPTIONS request.
 */
export interface CorsOptions {
  /**
   * The origins allowed to call the service from a browser, each exactly as browsers send it in `Origin`
   * (`scheme://host[:port]`, no path, no trailing slash, e.g. `https://app.example.com`), or `"*"` for any
   * origin. Tokens travel in the query or the `Authorization` header, never in cookies, so credentials mode is
   * never allowed and `"*"` exposes nothing a script could not read with the token anyway.
   */
  readonly origins: readonly string[] | "*";
  /** How long a browser may cache a preflight answer, seconds (`Access-Control-Max-Age`), default 600. */
  readonly maxAgeS?: number;
}

/**
 * Request headers a browser client may send (`Access-Control-Allow-Headers`): `Idempotency-Key` too, so that a
 * client on another origin can retry an add safely.
 */
const CORS_ALLOWED_HEADERS = "Authorization, Content-Type, Cache-Control, Idempotency-Key";

/** Response headers a browser client may read besides the safelisted ones (`Access-Control-Expose-Headers`). */
const CORS_EXPOSED_HEADERS = "WWW-Authenticate, Allow, Accept-Post";

/** What CORS reads of a request. */
interface CorsRequest {
  readonly method: string;
  readonly headers: HeaderSource;
}

/** The CORS behaviour of one handler, built once from its options. */
export interface Cors {
  /**
   * The answer to a CORS preflight (OPTIONS with `Origin` and `Access-Control-Request-Method`), or `undefined`
   * when the request is not one: 204 with the allow headers when the origin is allowed and the requested method
   * is one of `allow`; otherwise 403 with code 1204 and no `Access-Control-Allow-Origin`, so the browser blocks the
   * call.
   */
  preflight(request: CorsRequest, allow: string): ActivityAnswer | undefined;
  /** Adds `Access-Control-Allow-Origin` (and `Vary`, `Access-Control-Expose-Headers`) for an allowed origin. */
  decorate(request: CorsRequest, answer: ActivityAnswer): ActivityAnswer;
}

/**
 * Builds the CORS behaviour of {@link CorsOptions}.
 *
 * @param options - allowed origins and preflight cache time.
 * @throws RangeError when an origin is not a serialized origin or `maxAgeS` is not a non-negative integer.
 */
export function createCors(options: CorsOptions): Cors {
  const any = options.origins === "*";
  const origins = new Set<string>(any ? [] : options.origins);
  for (const origin of origins) {
    let serialized: string | undefined;
    try {
      serialized = new URL(origin).origin;
    } catch {
      serialized = undefined;
    }
    if (serialized !== origin) {
      throw new RangeError(`cors.origins must hold origins such as "https://app.example.com", got ${JSON.stringify(origin)}`);
    }
  }
  const maxAgeS = options.maxAgeS ?? 600;
  if (!Number.isSafeInteger(maxAgeS) || maxAgeS < 0) {
    throw new RangeError(`cors.maxAgeS must be a non-negative integer, got ${String(maxAgeS)}`);
  }
  const allowed = (origin: string | null): origin is string => origin !== null && (any || origins.has(origin));
  const allowOrigin = (origin: string): string => (any ? "*" : origin);

  return {
    preflight(request, allow) {
      const origin = request.headers.get("origin");
      const method = request.headers.get("access-control-request-method");
      if (request.method.toUpperCase() !== "OPTIONS" || origin === null || method === null) return undefined;
      const methods = allow.split(", ");
      if (!allowed(origin)) {
        return errorResponse([httpError(1204, "This origin is not in the service's list of allowed origins.")], { vary: "Origin" });
      }
      if (!methods.includes(method.trim().toUpperCase())) {
        return errorResponse([httpError(1204, `${truncate(method)} is not served here; allowed: ${allow}.`)], {
          vary: "Origin",
        });
      }
      return {
        status: 204,
        headers: {
          "access-control-allow-origin": allowOrigin(origin),
          "access-control-allow-methods": allow,
          "access-control-allow-headers": CORS_ALLOWED_HEADERS,
          "access-control-max-age": String(maxAgeS),
          vary: "Origin",
        },
        body: null,
      };
    },
    decorate(request, answer) {
      const origin = request.headers.get("origin");
      const headers = answer.headers;
      if (!any) headers["vary"] = headers["vary"] === undefined ? "Origin" : `${headers["vary"]}, Origin`;
      if (!allowed(origin)) return answer;
      headers["access-control-allow-origin"] = allowOrigin(origin);
      headers["access-control-expose-headers"] = CORS_EXPOSED_HEADERS;
      return answer;
    },
  };
}

function truncate(value: string): string {
  return JSON.stringify(value.length > 64 ? value.slice(0, 64) + "…" : value);
}
