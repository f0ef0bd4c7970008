import type { ValidationError } from "../validate/validationError.js";
import { httpError } from "./httpError.js";
import type { HeaderSource } from "./handlerCore.js";

/** Where the token of a request came from. */
export type AccessTokenSource = "query" | "header";

/** Outcome of {@link resolveAccessToken}: the one token of the request, or the error that refuses it. */
export type AccessTokenResult =
  | {
      /** The request carries exactly one token (possibly repeated with the same value). */
      readonly ok: true;
      /** The token, percent-decoded (query) or as written after `Bearer ` (header). */
      readonly token: string;
      /** `query` when an `access_token` parameter carries it (the header may carry the same value), else `header`. */
      readonly source: AccessTokenSource;
    }
  | {
      /** The request is refused before any token is tried. */
      readonly ok: false;
      /** Code 1200 (no token), 1202 (two different tokens) or 1203 (malformed Bearer header). */
      readonly error: ValidationError;
      /** The `WWW-Authenticate` challenge of the answer (RFC 6750 §3). */
      readonly challenge: string;
    };

/** `b64token` of RFC 6750 §2.1: the characters a Bearer credential may hold. */
const B64TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;
/** `Bearer` (any case), one or more spaces, the credential. */
const BEARER = /^bearer(?: +(.*))?$/i;

/**
 * Finds the access token of a request (spec 5, RFC 6750): the `access_token` query parameter
 * and/or an `Authorization: Bearer <token>` header. The same value given several times counts once; two different
 * values are refused, whatever their order, so that no token is tried that the client did not mean.
 *
 * - none (no parameter, empty parameters, no Bearer header) → 1200, challenge `Bearer`;
 * - two different non-empty values (parameters, or a parameter and the header) → 1202, challenge
 *   `Bearer error="invalid_request"`;
 * - an `Authorization` header of the Bearer scheme whose credential is missing or not `b64token` characters
 *   (several Authorization headers, which arrive joined by commas, included) → 1203, same challenge.
 * An `Authorization` header of another scheme (Basic, ...) is not a token of this interface and is ignored.
 * The token never appears in a detail.
 *
 * @param params - the request's query parameters.
 * @param headers - the request's headers.
 */
export function resolveAccessToken(params: URLSearchParams, headers: HeaderSource): AccessTokenResult {
  let token: string | undefined;
  let source: AccessTokenSource = "query";
  for (const value of params.getAll("access_token")) {
    if (value === "") continue;
    if (token !== undefined && value !== token) {
      return conflict("The request has access_token query parameters with different values; send one token.");
    }
    token = value;
  }
  const authorization = headers.get("authorization");
  const bearer = authorization === null ? null : BEARER.exec(authorization.trim());
  if (bearer !== null) {
    const credential = bearer[1]?.trim() ?? "";
    if (!B64TOKEN.test(credential)) {
      return refuse(1203, "The Authorization header must be `Bearer <token>` with one RFC 6750 token.", "invalid_request");
    }
    if (token !== undefined && credential !== token) {
      return conflict("The access_token query parameter and the Authorization: Bearer header carry different tokens; send one.");
    }
    if (token === undefined) {
      token = credential;
      source = "header";
    }
  }
  if (token === undefined) {
    return {
      ok: false,
      error: httpError(1200, "Add ?access_token=<token> or an Authorization: Bearer <token> header (spec 5, RFC 6750)."),
      challenge: "Bearer",
    };
  }
  return { ok: true, token, source };
}

function conflict(detail: string): AccessTokenResult {
  return refuse(1202, detail, "invalid_request");
}

function refuse(code: 1202 | 1203, detail: string, error: string): AccessTokenResult {
  return { ok: false, error: httpError(code, detail), challenge: `Bearer error="${error}"` };
}
