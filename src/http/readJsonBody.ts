import type { ValidationError } from "../validate/validationError.js";
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

/**
 * Reads a request body as UTF-8 JSON without ever holding more than `maxBodyBytes` of it.
 * A Content-Length above the limit is refused before any byte is read; otherwise the body stream is read chunk
 * by chunk and cancelled as soon as the running total passes the limit, so a huge or endless body is never
 * buffered whole.
 *
 * Before decoding and `JSON.parse`, one scan of the bytes ({@link jsonNestingDepth}) refuses a body whose arrays
 * and objects nest deeper than {@link MAX_JSON_BODY_DEPTH} (32; a valid Add Activities body nests 5 deep), so a
 * 10 MB body nested millions deep is refused in microseconds instead of a second or more of parsing.
 *
 * Errors (never thrown): 1230 over the limit (HTTP 413); 1210 (HTTP 400) when the body is empty, not UTF-8,
 * nested deeper than {@link MAX_JSON_BODY_DEPTH}, not JSON text, or its stream fails (client gone).
 *
 * @param request - the request; its body is consumed.
 * @param maxBodyBytes - the largest accepted body in bytes.
 */
export async function readJsonBody(request: Request, maxBodyBytes: number): Promise<JsonBodyResult> {
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\s*\d+\s*$/.test(declared) && Number(declared) > maxBodyBytes) {
    return tooLarge(`Content-Length ${Number(declared)} exceeds the limit of ${maxBodyBytes} bytes.`);
  }
  const bytes = await readAtMost(request.body, maxBodyBytes);
  if (bytes === "too-large") return tooLarge(`The body exceeds the limit of ${maxBodyBytes} bytes.`);
  if (bytes === "failed") return malformed("The request body could not be read to its end.");
  if (bytes.byteLength === 0) return malformed("The request body is empty; send a JSON array of activities.");
  if (jsonNestingDepth(bytes, MAX_JSON_BODY_DEPTH) > MAX_JSON_BODY_DEPTH) {
    return malformed(
      `The request body nests arrays and objects more than ${MAX_JSON_BODY_DEPTH} deep; an Add Activities body nests 5 deep (array, activity, metrics, data, row).`,
    );
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return malformed("The request body is not valid UTF-8.");
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return malformed(error instanceof Error ? error.message : "The request body is not JSON text.");
  }
}

function tooLarge(detail: string): JsonBodyResult {
  return { ok: false, error: httpError(1230, detail) };
}

function malformed(detail: string): JsonBodyResult {
  return { ok: false, error: httpError(1210, detail) };
}

/** Reads a stream into one array, stopping (and cancelling the stream) once more than `max` bytes arrived. */
async function readAtMost(
  body: ReadableStream<Uint8Array> | null,
  max: number,
): Promise<Uint8Array | "too-large" | "failed"> {
  if (body === null) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > max) {
        reader.cancel().catch(() => undefined);
        return "too-large";
      }
      chunks.push(value);
    }
  } catch {
    return "failed";
  }
  if (chunks.length === 1 && chunks[0] !== undefined) return chunks[0];
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
