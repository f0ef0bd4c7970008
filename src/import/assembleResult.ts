import { buildImportedActivity, type ResolvedOptions } from "./buildImportedActivity.js";
import { importError, type ImportError } from "./importError.js";
import type { ImportedActivity, ImportResult, ImportWarning } from "./importResult.js";
import type { Track } from "./track.js";

/**
 * Imports every track of a file (decision D-66): each track that imports becomes one activity of the
 * submission; a track that fails while another succeeds is skipped with a file-level warning (e.g. an empty
 * transition of a multisport file); when none imports, the first track's error is the result.
 *
 * @param tracks - the file's tracks, in order.
 * @param options - resolved options.
 * @param fileWarnings - warnings found while reading the file.
 */
export function assembleResult(tracks: readonly Track[], options: ResolvedOptions, fileWarnings: readonly ImportWarning[]): ImportResult {
  const activities: ImportedActivity[] = [];
  const errors: ImportError[] = [];
  const warnings: ImportWarning[] = [...fileWarnings];
  tracks.forEach((track, i) => {
    const result = buildImportedActivity(track, options, i);
    if ("code" in result) errors.push(result);
    else activities.push(result);
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
  return { ok: true, submission: activities.map((a) => a.activity), activities, warnings };
}
