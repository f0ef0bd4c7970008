import { importError, type ImportError } from "./importError.js";

/** What the importers accept as a file: its bytes, or for the XML formats its text. */
export type RecordingInput = string | Uint8Array | ArrayBuffer;

/**
 * A file's bytes as a `Uint8Array` from any binary value: a `Uint8Array` (a Node.js `Buffer` included) as is,
 * another typed array or a `DataView` as a view of the same memory, an `ArrayBuffer` or `SharedArrayBuffer`
 * wrapped. Realm-independent (no `instanceof`), so values from another realm or engine pass too. Never throws.
 *
 * @param input - any value.
 * @returns the bytes, or `undefined` when `input` is not binary, is (a view of) a detached `ArrayBuffer`, or cannot
 *   be inspected (a revoked `Proxy`).
 */
export function asBytes(input: unknown): Uint8Array | undefined {
  try {
    if (ArrayBuffer.isView(input)) return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
    const tag = Object.prototype.toString.call(input);
    if (tag === "[object ArrayBuffer]" || tag === "[object SharedArrayBuffer]") return new Uint8Array(input as ArrayBuffer);
  } catch {
    // a detached buffer refuses a new view; a revoked Proxy refuses to be inspected
  }
  return undefined;
}

/**
 * Checks an importer's input before any work: never a `TypeError` for a value of the wrong type, a
 * detached `ArrayBuffer` or a revoked `Proxy`, always an import error.
 *
 * @param input - the caller's input, any value.
 * @param text - whether text is accepted (TCX, GPX, detection) besides bytes.
 * @returns the input as text or bytes, or error 1695 (`INVALID_INPUT`).
 */
export function readInput(input: unknown, text: false): Uint8Array | ImportError;
export function readInput(input: unknown, text: boolean): string | Uint8Array | ImportError;
export function readInput(input: unknown, text: boolean): string | Uint8Array | ImportError {
  if (typeof input === "string") return text ? input : importError("INVALID_INPUT", "FIT is binary: pass the file's bytes, not text");
  const bytes = asBytes(input);
  if (bytes !== undefined) return bytes;
  const expected = text ? "a Uint8Array, an ArrayBuffer or a string" : "a Uint8Array or an ArrayBuffer";
  return importError("INVALID_INPUT", `the input is ${describe(input)}, not ${expected}`);
}

function describe(value: unknown): string {
  try {
    if (value === null) return "null";
    if (ArrayBuffer.isView(value)) return "a view of a detached ArrayBuffer (its bytes were transferred)";
    const tag = Object.prototype.toString.call(value);
    if (tag === "[object ArrayBuffer]") return "a detached ArrayBuffer (its bytes were transferred)";
    if (Array.isArray(value)) return "an array";
    return typeof value === "object" ? "a plain object" : `a ${typeof value}`;
  } catch {
    return "an object that cannot be inspected (a revoked Proxy?)";
  }
}
