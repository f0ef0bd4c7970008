import { buildImportedActivity, type ResolvedOptions } from "./buildImportedActivity.js";
import { importError, type ImportError } from "./importError.js";
import type { ImportedActivity, ImportResult, ImportWarning } from "./importResult.js";
import type { ZoneLookup } from "./loadZoneLookup.js";
import type { Track } from "./track.js";
import { toJsonPointer, type ValidationError } from "../validate/validationError.js";
import { validateActivity } from "../validate/validateActivity.js";

/**
 * A profile with weight and age, so that validating an imported activity checks its data, not whether the user's
 * profile completes a metric option (the importer reports that case as the PROFILE_REQUIRED warning).
 */
const ANY_PROFILE = { weightKg: 70, ageYears: 35 } as const;

/** How many skipped sessions or tracks are named in warnings; the rest are counted in one more warning. */
const MAX_SKIPPED_NAMED = 10;

/**
 * The validator's verdict on an imported activity: `undefined` when it passes, else error 1685
 * naming the first rule it breaks.
 */
function checkImported(activity: unknown, index: number, nowMs: number): ImportError | undefined {
  const errors: ValidationError[] = [];
  validateActivity(activity, 0, { nowMs, profile: ANY_PROFILE }, errors);
  const [first] = errors;
  if (first === undefined) return undefined;
  return importError("IMPORTED_DATA_INVALID", `code ${first.code} at ${toJsonPointer(first.path.slice(1))}: ${first.detail}`, index);
}

/**
 * Imports every track of a file: each track that imports, and whose activity passes the
 * validator's data rules (else error 1685), becomes one activity of the submission; a track that fails while
 * another succeeds is skipped with a file-level warning (e.g. an empty transition of a multisport file; the first
 * 10 are named, the rest counted in one more warning); when none imports, the first track's error is the result.
 *
 * @param tracks - the file's tracks, in order.
 * @param options - resolved options.
 * @param fileWarnings - warnings found while reading the file.
 * @param zones - the position-to-zone lookup (`loadZoneLookup`), or `undefined` when the caller named the zone.
 */
export function assembleResult(tracks: readonly Track[], options: ResolvedOptions, fileWarnings: readonly ImportWarning[], zones?: ZoneLookup): ImportResult {
  const activities: ImportedActivity[] = [];
  // a crafted file may hold millions of failing tracks: keep the first few errors, count the rest
  const errors: ImportError[] = [];
  let failed = 0;
  const warnings: ImportWarning[] = [...fileWarnings];
  tracks.forEach((track, i) => {
    const result = buildImportedActivity(track, options, i, zones);
    const invalid = "code" in result ? result : checkImported(result.activity, i, options.nowMs);
    if (invalid !== undefined) {
      failed++;
      if (errors.length < MAX_SKIPPED_NAMED) errors.push(invalid);
    } else if (!("code" in result)) activities.push(result);
  });
  const [firstError] = errors;
  if (activities.length === 0) {
    return firstError === undefined
      ? { ok: false, error: importError("NO_TIMED_SAMPLES", "the file holds no track"), warnings }
      : { ok: false, error: tracks.length === 1 ? { ...firstError, activityIndex: null } : firstError, warnings };
  }
  for (const e of errors) {
    warnings.push({ key: "TRACK_SKIPPED", message: `session/track ${String(e.activityIndex)} skipped: ${e.key} (${e.detail})` });
  }
  if (failed > errors.length) {
    warnings.push({ key: "TRACK_SKIPPED", message: `${failed - errors.length} more sessions/tracks skipped` });
  }
  return { ok: true, submission: activities.map((a) => a.activity), activities, warnings };
}
