/**
 * `access_token=` written into a value, in any case, with `_` or `=` percent-encoded or not (`access%5Ftoken%3D`).
 */
const TOKEN_TEXT = /access(?:_|%5f)token(?:=|%3d)/i;

/**
 * A request value that an error detail may echo (a list query parameter, an activity id, a path), with
 * everything from the first `access_token=` text to its end replaced by `access_token=REDACTED`. A client that
 * writes its token into another value (`?count=5;access_token=…` beside an `Authorization` header) thus never
 * finds it in an error body, a log of error bodies or a proxy's cache. Cutting to the end of the value, rather than
 * to a delimiter, leaves no part of a token with spaces, quotes or semicolons behind. A value without such text is
 * returned as is, and a value holding it is never valid where it is echoed (a count, an offset, a date, an issued
 * activity id), so the answer's code is the one the raw value gets.
 *
 * @param value - the value as the request carries it (decoded or not).
 * @returns the value, redacted from the first `access_token=` on.
 *
 * @example
 * ```ts
 * redactEchoedValue("5;access_token=secret;x=1"); // "5;access_token=REDACTED"
 * redactEchoedValue("25"); // "25"
 * ```
 */
export function redactEchoedValue(value: string): string {
  const at = value.search(TOKEN_TEXT);
  return at < 0 ? value : `${value.slice(0, at)}access_token=REDACTED`;
}
