/** Replacement written in place of an access token. */
const REDACTED = "REDACTED";

/**
 * A URL, or a path with a query, with the value of every `access_token` query parameter replaced by `REDACTED`,
 * for logs. Keys are compared after percent-decoding, so `access%5Ftoken` is redacted too; the
 * rest of the query is re-encoded as `URLSearchParams` writes it.
 *
 * @param url - an absolute URL (`http://host/path?query`) or a path starting with `/`.
 * @returns the same form with tokens redacted; the input unchanged when it has no `access_token`.
 */
export function redactAccessToken(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, "http://redact.invalid");
  } catch {
    return url.replace(/access(?:_|%5f)token=[^&#]*/gi, `access_token=${REDACTED}`);
  }
  const params = parsed.searchParams;
  if (!params.has("access_token")) return url;
  const redacted = new URLSearchParams();
  for (const [key, value] of params) redacted.append(key, key === "access_token" ? REDACTED : value);
  const rest = parsed.pathname + "?" + redacted.toString() + parsed.hash;
  return url.startsWith("/") ? rest : parsed.origin + rest;
}
