import { assembleResult } from "./assembleResult.js";
import { resolveOptions } from "./buildImportedActivity.js";
import { fitToTracks, toSample, type FitMessages } from "./fit/fitToTracks.js";
import { describeFitError } from "./fit/describeFitError.js";
import { repairFitHeader } from "./fit/repairFitHeader.js";
import { splitFitChain } from "./fit/splitFitChain.js";
import { importError, isImportError } from "./importError.js";
import type { ImportOptions } from "./importOptions.js";
import type { ImportResult, ImportWarning } from "./importResult.js";
import { loadFitSdk, type FitSdk } from "./fit/loadFitSdk.js";
import { loadZoneLookup } from "./loadZoneLookup.js";
import { readInput } from "./readInput.js";
import { readOptions } from "./readOptions.js";
import type { TrackSample } from "./track.js";

/** A decoded FIT file: every message but the records, the records as samples, the decoder's errors in the importer's words, and each chained file's part. */
interface DecodedFit {
  readonly messages: FitMessages;
  /** Every record message in decode order, as a sample (`undefined` for a record without a time). */
  readonly records: readonly (TrackSample | undefined)[];
  readonly errors: string[];
  readonly parts: { readonly messages: FitMessages; readonly samples: TrackSample[] }[];
}

/** Empties a record message but its time, which the decoder's heart-rate merge reads after the last file. */
function stripRecord(message: Record<string, unknown>): void {
  for (const key in message) if (key !== "timestamp") message[key] = undefined;
}

function decode(sdk: FitSdk, bytes: Uint8Array): DecodedFit {
  const fileIdNumber = sdk.Profile.MesgNum["FILE_ID"];
  const recordNumber = sdk.Profile.MesgNum["RECORD"];
  const counts: Record<string, number>[] = [];
  const records: (TrackSample | undefined)[] = [];
  const decoder = new sdk.Decoder(sdk.Stream.fromByteArray(bytes));
  const { messages, errors } = decoder.read({
    includeUnknownData: false,
    decodeMemoGlobs: false,
    // times as FIT numbers: a Date object per record and field costs more than the record's bytes
    convertDateTimesToDates: false,
    mesgListener: (mesgNum, message) => {
      // every file of a chain starts with its file_id message: count each file's messages to split them afterwards
      if (mesgNum === fileIdNumber || counts.length === 0) counts.push({});
      const key = sdk.Profile.messages[mesgNum]?.messagesKey;
      const count = counts[counts.length - 1] as Record<string, number>;
      if (key !== undefined) count[key] = (count[key] ?? 0) + 1;
      // a record becomes a sample as it is decoded; the decoder keeps its message, emptied, until the end
      if (mesgNum === recordNumber) {
        records.push(toSample(message as Record<string, unknown>));
        stripRecord(message as Record<string, unknown>);
      }
    },
  });
  const all = { ...(messages as unknown as FitMessages) };
  // heart rates of a chained HRV or swim-HR file, merged by the decoder into the emptied records after the last file
  const merged = all["recordMesgs"] ?? [];
  if ((all["hrMesgs"]?.length ?? 0) > 0) {
    merged.forEach((message, i) => {
      const hr = message["heartRate"];
      const sample = records[i];
      if (sample !== undefined && typeof hr === "number" && Number.isFinite(hr)) sample.hr = hr;
    });
  }
  delete all["recordMesgs"];
  const recordCounts = counts.map((count) => count["recordMesgs"] ?? 0);
  const messageParts = splitFitChain(all, counts);
  let from = 0;
  const parts = messageParts.map((part, i) => {
    const to = messageParts.length === 1 ? records.length : from + (recordCounts[i] ?? 0);
    const samples = records.slice(from, to).filter((s): s is TrackSample => s !== undefined);
    from = to;
    return { messages: part, samples };
  });
  return { messages: all, records, errors: errors.map(describeFitError), parts };
}

const recordCount = (decoded: DecodedFit): number => decoded.records.length;
/** Whether a file of a chain holds an activity (records or sessions), not e.g. only heart rates or device data. */
const holdsActivity = (part: DecodedFit["parts"][number]): boolean => part.samples.length > 0 || (part.messages["sessionMesgs"]?.length ?? 0) > 0;

/**
 * Imports a FIT activity file (decoded with Garmin's `@garmin/fitsdk`, an optional peer dependency loaded on
 * first use) into an Add Activities submission: one activity per session (a multisport file gives several; a
 * chained file, several FIT files one after the other, gives each file's sessions their own file's records),
 * resampled onto the uniform grid of spec 2.2. Never throws.
 *
 * Errors: 1695 (the input is not bytes, e.g. text, `null`, an object, a detached `ArrayBuffer` or a view of one, a
 * revoked `Proxy`; or the options are not an object, or cannot be read), 1610
 * (`@garmin/fitsdk` not installed), 1620 (not a FIT file, or the decoder stopped with an error and
 * `lenient` is off or recovered fewer than two records; with `lenient` a header whose data size is 0 or too large
 * is repaired first; the detail says in the importer's words what the decoder met and at which byte), 1650, 1660,
 * 1665, 1670, 1680, 1690 (see `IMPORT_ERROR_CODES`).
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
  const zones = resolved.timeZoneName === undefined ? await loadZoneLookup() : undefined;
  try {
    if (!sdk.Decoder.isFIT(sdk.Stream.fromByteArray(bytes))) {
      return { ok: false, error: importError("FIT_DECODE_FAILED", `no FIT header: the ${bytes.length} bytes do not carry the ".FIT" signature`), warnings: [] };
    }
    let decoded = decode(sdk, bytes);
    const warnings: ImportWarning[] = [];
    if (decoded.errors.length > 0) {
      const detail = decoded.errors.join("; ");
      if (!resolved.lenient) {
        return { ok: false, error: importError("FIT_DECODE_FAILED", `${detail} (${recordCount(decoded)} records decoded before the error; the lenient option imports what can be recovered)`), warnings };
      }
      const repaired = repairFitHeader(bytes);
      if (repaired !== undefined) {
        const second = decode(sdk, repaired);
        if (recordCount(second) > recordCount(decoded)) {
          warnings.push({ key: "FIT_HEADER_REPAIRED", message: "the FIT header's data size did not match the file; decoded with the size the file really has" });
          decoded = second;
        }
      }
      if (recordCount(decoded) < 2) {
        return { ok: false, error: importError("FIT_DECODE_FAILED", `${detail}; nothing usable decoded`), warnings };
      }
      const rest = decoded.errors.length > 0 ? `: ${decoded.errors.join("; ")}` : "";
      warnings.push({
        key: "FIT_DECODE_RECOVERED",
        message: `corrupt or truncated FIT file${rest}; kept the ${recordCount(decoded)} records decoded (lenient)`,
      });
    }
    // a chained file's sessions take the records of their own file only (two copies of one file give two
    // activities, not an empty one and a doubled one)
    const parts = decoded.parts.filter(holdsActivity);
    const tracks =
      parts.length > 1
        ? parts.flatMap((part) => fitToTracks(part.messages, part.samples, warnings))
        : fitToTracks(decoded.messages, decoded.records.filter((s): s is TrackSample => s !== undefined), warnings);
    return assembleResult(tracks, resolved, [], zones);
  } catch (cause) {
    return { ok: false, error: importError("FIT_DECODE_FAILED", `the decoder stopped: ${describeFitError(cause)}`), warnings: [] };
  }
}
