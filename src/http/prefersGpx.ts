/** The GPX media type (RFC 7231 `type/subtype`, registered by the GPX 1.1 schema's users; not IANA-registered). */
export const GPX_MEDIA_TYPE = "application/gpx+xml";

/** Quality value of one media type in an `Accept` header: its own range's `q`, 0 when not listed (wildcards ignored). */
function qualityOf(accept: string, mediaType: string): number {
  let best = 0;
  for (const range of accept.split(",")) {
    const [type, ...params] = range.split(";").map((part) => part.trim().toLowerCase());
    if (type !== mediaType) continue;
    const q = params.find((p) => p.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    if (Number.isFinite(value) && value > best) best = Math.min(1, value);
  }
  return best;
}

/**
 * Whether a request asks for the GPS route as GPX: its `Accept` header names `application/gpx+xml` with a quality
 * above 0 and at least that of `application/json` (a client naming both without preference gets GPX). Wildcards
 * (`*` and `application/*`) do not count: a browser's or a generic client's default `Accept` keeps JSON.
 *
 * @example
 * ```ts
 * prefersGpx("application/gpx+xml");                       // true
 * prefersGpx("application/json, application/gpx+xml;q=0.5"); // false
 * prefersGpx("*\/*");                                          // false
 * ```
 *
 * @param accept - the `Accept` header, or `null` when absent.
 * @returns `true` for GPX, `false` for the JSON GPS resource.
 */
export function prefersGpx(accept: string | null): boolean {
  if (accept === null) return false;
  const gpx = qualityOf(accept, GPX_MEDIA_TYPE);
  return gpx > 0 && gpx >= qualityOf(accept, "application/json");
}
