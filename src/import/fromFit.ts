import { assembleResult } from "./assembleResult.js";
import { resolveOptions } from "./buildImportedActivity.js";
import { fitToTracks, type FitMessages } from "./fit/fitToTracks.js";
import { repairFitHeader } from "./fit/repairFitHeader.js";
import { importError, isImportError } from "./importError.js";
import type { ImportOptions } from "./importOptions.js";
import type { ImportResult, ImportWarning } from "./importResult.js";
import { loadFitSdk, type FitSdk } from "./fit/loadFitSdk.js";
import { readInput } from "./readInput.js";
import { readOptions } from "./readOptions.js";

function decode(sdk: FitSdk, bytes: Uint8Array): { messages: FitMessages; errors: string[] } {
  const decoder = new sdk.Decoder(sdk.Stream.fromByteArray(bytes));
  const { messages, errors } = decoder.read({ includeUnknownData: false, decodeMemoGlobs: false });
  return {
    messages: messages as unknown as FitMessages,
    errors: errors.map((e) => (e instanceof Error ? e.message : String(e))),
  };
}

const recordCount = (m: FitMessages): number => m["recordMesgs"]?.length ?? 0;

/**
 * Imports a FIT activity file (decoded with Garmin's `@garmin/fitsdk`, an optional peer dependency loaded on
 * first use) into an Add Activities submission: one activity per session (a multisport file gives several),
 * resampled onto the uniform grid of spec 2.2 (decisions D-60 to D-66). Never throws.
 *
 * Errors: 1695 (the input is not bytes, e.g. text, `null`, an object, a detached `ArrayBuffer` or a view of one, a
 * revoked `Proxy`; or the options are not an object, or cannot be read), 1610
 * (`@garmin/fitsdk` not installed), 1620 (not a FIT file, or the decoder stopped with an error and
 * `lenient` is off or recovered fewer than two records; with `lenient` a header whose data size is 0 or too large
 * is repaired first), 1650, 1660, 1665, 1670, 1680, 1690 (see `IMPORT_ERROR_CODES`).
 *
 * @example
 * ```ts
 * const result = await fromFit(await readFile("ride.fit"), { timeZoneName: "Europe/Paris" });
 * if (result.ok) await service.addActivities(userId, result.submission);
 * ```
 *
 * @param input - the file's bytes (any typed array, `DataView` or `ArrayBuffer`); any other value gives error 1695,
 *   never a throw.
 * @param options - import options.
 */
export async function fromFit(input: Uint8Array | ArrayBuffer, options?: ImportOptions): Promise<ImportResult> {
  const read = readOptions(options);
  if (isImportError(read)) return { ok: false, error: read, warnings: [] };
  const bytes = readInput(input, false);
  if (isImportError(bytes)) return { ok: false, error: bytes, warnings: [] };
  const resolved = resolveOptions(read);
  if (isImportError(resolved)) return { ok: false, error: resolved, warnings: [] };
  const sdk = await loadFitSdk();
  if (isImportError(sdk)) return { ok: false, error: sdk, warnings: [] };
  try {
    if (!sdk.Decoder.isFIT(sdk.Stream.fromByteArray(bytes))) {
      return { ok: false, error: importError("FIT_DECODE_FAILED", `no FIT header: the ${bytes.length} bytes do not carry the ".FIT" signature`), warnings: [] };
    }
    let decoded = decode(sdk, bytes);
    const warnings: ImportWarning[] = [];
    if (decoded.errors.length > 0) {
      const detail = decoded.errors.join("; ");
      if (!resolved.lenient) {
        return { ok: false, error: importError("FIT_DECODE_FAILED", `${detail} (${recordCount(decoded.messages)} records decoded before the error; the lenient option imports what can be recovered)`), warnings };
      }
      const repaired = repairFitHeader(bytes);
      if (repaired !== undefined) {
        const second = decode(sdk, repaired);
        if (recordCount(second.messages) > recordCount(decoded.messages)) {
          warnings.push({ key: "FIT_HEADER_REPAIRED", message: "the FIT header's data size did not match the file; decoded with the size the file really has" });
          decoded = second;
        }
      }
      if (recordCount(decoded.messages) < 2) {
        return { ok: false, error: importError("FIT_DECODE_FAILED", `${detail}; nothing usable decoded`), warnings };
      }
      const rest = decoded.errors.length > 0 ? `: ${decoded.errors.join("; ")}` : "";
      warnings.push({
        key: "FIT_DECODE_RECOVERED",
        message: `corrupt or truncated FIT file${rest}; kept the ${recordCount(decoded.messages)} records decoded (lenient)`,
      });
    }
    return assembleResult(fitToTracks(decoded.messages, warnings), resolved, []);
  } catch (cause) {
    const why = cause instanceof Error ? cause.message : String(cause);
    return { ok: false, error: importError("FIT_DECODE_FAILED", `the decoder failed: ${why}`), warnings: [] };
  }
}
