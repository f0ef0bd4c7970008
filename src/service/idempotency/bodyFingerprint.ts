import { canonicalJson } from "./canonicalJson.js";

/**
 * Fingerprint of an Add Activities body for idempotency checks: the lower-case hex
 * SHA-256 (Web Crypto `crypto.subtle`, available in Node 20+, Deno, Bun, browsers and edge runtimes) of the
 * body's {@link canonicalJson} text in UTF-8. Two bodies that are the same JSON data (whatever their key order or
 * whitespace) have the same fingerprint.
 *
 * @param body - the request body (any value).
 * @returns 64 hex digits.
 * @throws Error (rejects) when the runtime has no `crypto.subtle` (only when an idempotency key is used).
 */
export async function bodyFingerprint(body: unknown): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) throw new Error("idempotency keys need Web Crypto (crypto.subtle) in this runtime");
  const digest = new Uint8Array(await subtle.digest("SHA-256", new TextEncoder().encode(canonicalJson(body))));
  let hex = "";
  for (const byte of digest) hex += byte.toString(16).padStart(2, "0");
  return hex;
}
