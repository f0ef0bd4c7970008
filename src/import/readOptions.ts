import type { RecordingFormat } from "./detectFormat.js";
import { importError, type ImportError } from "./importError.js";
import type { ImportOptions } from "./importOptions.js";

/** The options of every importer, as read once from the caller's object (`format` and `fileName` included). */
export interface ReadOptions extends ImportOptions {
  /** `importRecording` only: the format, when the caller knows it. */
  readonly format?: RecordingFormat;
  /** `importRecording` only: the file's name, to detect the format when the content does not tell. */
  readonly fileName?: string;
}

/** Every option an importer reads; nothing else of the caller's object is touched. */
const KEYS = [
  "activityType",
  "deviceType",
  "deviceName",
  "timeZoneName",
  "intervalS",
  "pauses",
  "pauseThresholdS",
  "lenient",
  "nowMs",
  "maxDataPoints",
  "format",
  "fileName",
] as const;

/**
 * Reads an importer's options once into a plain object, before any work, so that nothing later touches the
 * caller's object: a getter that throws, a revoked `Proxy`, or a value that is not an object gives error 1695
 * (`INVALID_INPUT`) instead of a `TypeError`. Only the known keys are read, each once; `undefined` values are left
 * out. The values are checked later (code 1690).
 *
 * @param options - the caller's options, any value (`undefined` for none).
 * @returns a plain copy of the known options, or error 1695.
 *
 * @example
 * ```ts
 * readOptions({ timeZoneName: "Europe/Paris" }); // { timeZoneName: "Europe/Paris" }
 * readOptions(null); // { code: 1695, key: "INVALID_INPUT", detail: "the options are null, not an object", ... }
 * ```
 */
export function readOptions(options: unknown): ReadOptions | ImportError {
  if (options === undefined) return {};
  let key: string | undefined;
  try {
    if (typeof options !== "object" || options === null || Array.isArray(options)) {
      const what = options === null ? "null" : Array.isArray(options) ? "an array" : `a ${typeof options}`;
      return importError("INVALID_INPUT", `the options are ${what}, not an object`);
    }
    const copy: Record<string, unknown> = {};
    for (key of KEYS) {
      const value: unknown = (options as Record<string, unknown>)[key];
      if (value !== undefined) copy[key] = value;
    }
    return copy as ReadOptions;
  } catch {
    const where = key === undefined ? "the options object cannot be inspected (a revoked Proxy?)" : `reading the option "${key}" failed`;
    return importError("INVALID_INPUT", `${where}; pass a plain object of options`);
  }
}
