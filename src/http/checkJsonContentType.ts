import type { HeaderSource } from "./handlerCore.js";

/**
 * Checks that a request body is declared as UTF-8 JSON without a content coding: Content-Type
 * `application/json` or `application/<something>+json` (RFC 6839), any parameters, a `charset` parameter if any
 * of `utf-8`; no Content-Encoding other than `identity`.
 *
 * @param headers - the request headers.
 * @returns `undefined` when acceptable, else a sentence saying what is wrong (for code 1220, HTTP 415).
 */
export function checkJsonContentType(headers: HeaderSource): string | undefined {
  const contentType = headers.get("content-type");
  if (contentType === null || contentType.trim() === "") return "The request has no Content-Type header.";
  const [mediaType = "", ...params] = contentType.split(";");
  const type = mediaType.trim().toLowerCase();
  if (type !== "application/json" && !/^application\/[!#$&^\w.+-]+\+json$/.test(type)) {
    return `Content-Type ${quote(type)} is not application/json.`;
  }
  for (const param of params) {
    const eq = param.indexOf("=");
    if (eq < 0 || param.slice(0, eq).trim().toLowerCase() !== "charset") continue;
    const charset = param.slice(eq + 1).trim().replace(/^"(.*)"$/, "$1").toLowerCase();
    if (charset !== "utf-8" && charset !== "utf8") return `Charset ${quote(charset)} is not UTF-8.`;
  }
  const encoding = headers.get("content-encoding")?.trim().toLowerCase();
  if (encoding !== undefined && encoding !== "" && encoding !== "identity") {
    return `Content-Encoding ${quote(encoding)} is not supported; send the JSON uncompressed.`;
  }
  return undefined;
}

/** Quotes a header value for a message, cut to 64 characters. */
function quote(value: string): string {
  return JSON.stringify(value.length > 64 ? value.slice(0, 64) + "…" : value);
}
