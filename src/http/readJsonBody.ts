import type { ValidationError } from "../validate/validationError.js";
import type { ActivityRequest } from "./handlerCore.js";
import { httpError } from "./httpError.js";
import { jsonNestingDepth, MAX_JSON_BODY_DEPTH } from "./jsonNestingDepth.js";

/** Outcome of {@link readJsonBody}: the parsed value, or one HTTP-layer error (1210 or 1230). */
export type JsonBodyResult =
  | {
      /** The body was read and parsed. */
      readonly ok: true;
      /** The parsed JSON value (any JSON type). */
      readonly value: unknown;
    }
  | {
      /** The body was refused. */
      readonly ok: false;
      /** Code 1230 (HTTP 413) or 1210 (HTTP 400). */
      readonly error: ValidationError;
    };

/** UTF-8 decoders, made on first use: one replacing malformed bytes with U+FFFD (fast), one refusing them. */
let lenient: TextDecoder | undefined;
let strict: TextDecoder | undefined;

/**
 * Reads a request body as UTF-8 JSON without ever holding more than `maxBodyBytes` of it.
 * A Content-Length above the limit is refused before any byte is read; otherwise the body is read chunk by chunk
 * and the read stops as soon as the running total passes the limit, so a huge or endless body is never buffered
 * whole.
 *
 * Before decoding and `JSON.parse`, one scan of the bytes ({@link jsonNestingDepth}) refuses a body whose arrays
 * and objects nest deeper than {@link MAX_JSON_BODY_DEPTH} (32; a valid Add Activities body nests 5 deep), so a
 * 10 MB body nested millions deep is refused in microseconds instead of a second or more of parsing.
 *
 * A body that a framework already parsed (Express's `express.json()`, `express.text()`, `express.raw()`) is taken
 * as it is: a JSON value as the body's value (`{}` with `Content-Length: 0`, what `express.json()` makes of an
 * empty body, as an empty body), text and bytes as the body's text and bytes.
 *
 * Errors (never thrown): 1230 over the limit (HTTP 413); 1210 (HTTP 400) when the body is empty, not UTF-8,
 * nested deeper than {@link MAX_JSON_BODY_DEPTH}, not JSON text, or its stream fails (client gone).
 *
 * @param request - the request; its body is consumed.
 * @param maxBodyBytes - the largest accepted body in bytes.
 */
export async function readJsonBody(request: ActivityRequest, maxBodyBytes: number): Promise<JsonBodyResult> {
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\s*\d+\s*$/.test(declared) && Number(declared) > maxBodyBytes) {
    return tooLarge(`Content-Length ${Number(declared)} exceeds the limit of ${maxBodyBytes} bytes.`);
  }
  const read = await request.readBody(maxBodyBytes);
  if (read === "too-large") return tooLarge(`The body exceeds the limit of ${maxBodyBytes} bytes.`);
  if (read === "failed") return malformed("The request body could not be read to its end.");
  let bytes: Uint8Array;
  if (read instanceof Uint8Array) {
    bytes = read;
  } else if (typeof read.parsed === "string") {
    bytes = new TextEncoder().encode(read.parsed);
    if (bytes.byteLength > maxBodyBytes) return tooLarge(`The body exceeds the limit of ${maxBodyBytes} bytes.`);
  } else if (read.parsed instanceof Uint8Array) {
    bytes = read.parsed;
    if (bytes.byteLength > maxBodyBytes) return tooLarge(`The body exceeds the limit of ${maxBodyBytes} bytes.`);
  } else {
    if (isEmptyObject(read.parsed) && declared !== null && Number(declared) === 0) return empty();
    return { ok: true, value: read.parsed };
  }
  if (bytes.byteLength === 0) return empty();
  if (jsonNestingDepth(bytes, MAX_JSON_BODY_DEPTH) > MAX_JSON_BODY_DEPTH) {
    return malformed(
      `The request body nests arrays and objects more than ${MAX_JSON_BODY_DEPTH} deep; an Add Activities body nests 5 deep (array, activity, metrics, data, row).`,
    );
  }
  // the lenient decoder is the fast one; only a text holding U+FFFD (a malformed byte, or the character sent as
  // such) is decoded again strictly to tell the two apart
  const text = (lenient ??= new TextDecoder("utf-8")).decode(bytes);
  if (text.includes("\uFFFD")) {
    try {
      (strict ??= new TextDecoder("utf-8", { fatal: true })).decode(bytes);
    } catch {
      return malformed("The request body is not valid UTF-8.");
    }
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return malformed(error instanceof Error ? error.message : "The request body is not JSON text.");
  }
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}

function tooLarge(detail: string): JsonBodyResult {
  return { ok: false, error: httpError(1230, detail) };
}

function empty(): JsonBodyResult {
  return malformed("The request body is empty; send a JSON array of activities.");
}

function malformed(detail: string): JsonBodyResult {
  return { ok: false, error: httpError(1210, detail) };
}
