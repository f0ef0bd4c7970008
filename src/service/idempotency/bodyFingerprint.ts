import { writeCanonicalBytes } from "./canonicalBytes.js";

/** Bytes of the encoding hashed on their own: 1 MiB. */
const PIECE_BYTES = 1 << 20;

/**
 * Fingerprint of an Add Activities body for idempotency checks, with Web Crypto (`crypto.subtle`, available in
 * Node 20+, Deno, Bun, browsers and edge runtimes): the body's canonical encoding (`writeCanonicalBytes`) cut into
 * pieces of exactly 1 MiB (the last one shorter, possibly empty), each piece hashed with SHA-256, and the SHA-256 of
 * those digests one after the other, in lower-case hex. Two bodies that are the same JSON data (whatever their key
 * order or whitespace) have the same fingerprint; any other difference gives another, as SHA-256's collision
 * resistance carries over to a list of digests of fixed-size pieces.
 *
 * The pieces are hashed as the encoding is written (Web Crypto copies what it is given when called), so a key costs
 * a buffer of 1 MiB, not a copy of the body: Web Crypto has no incremental hash to feed instead.
 *
 * @param body - the request body (any value).
 * @returns 64 hex digits.
 * @throws Error (rejects) when the runtime has no `crypto.subtle` (only when an idempotency key is used).
 */
export async function bodyFingerprint(body: unknown): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) throw new Error("idempotency keys need Web Crypto (crypto.subtle) in this runtime");
  const piece = new Uint8Array(PIECE_BYTES);
  let filled = 0;
  const digests: Promise<ArrayBuffer>[] = [];
  writeCanonicalBytes(body, (bytes) => {
    for (let offset = 0; offset < bytes.length; ) {
      const n = Math.min(PIECE_BYTES - filled, bytes.length - offset);
      piece.set(bytes.subarray(offset, offset + n), filled);
      filled += n;
      offset += n;
      if (filled === PIECE_BYTES) {
        digests.push(subtle.digest("SHA-256", piece));
        filled = 0;
      }
    }
  });
  digests.push(subtle.digest("SHA-256", piece.subarray(0, filled)));
  const list = new Uint8Array(32 * digests.length);
  (await Promise.all(digests)).forEach((digest, i) => list.set(new Uint8Array(digest), 32 * i));
  let hex = "";
  for (const byte of new Uint8Array(await subtle.digest("SHA-256", list))) hex += byte.toString(16).padStart(2, "0");
  return hex;
}
