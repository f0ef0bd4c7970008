/**
 * Importers for real recordings (`activity-fuel/import`): FIT, TCX and GPX files in, Add Activities submissions
 * out, resampled onto the uniform 5 or 10 s grid of spec 2.2 with cumulative distance. The parsers are optional
 * peer dependencies (`@garmin/fitsdk`, `saxes`) loaded on first use, so the core entries never pull
 * them in. Every failure is an {@link ImportError} with a code of {@link IMPORT_ERROR_CODES} (1600–1699), returned,
 * never thrown. See docs/import.md.
 *
 * @module activity-fuel/import
 */
export { fromFit } from "./fromFit.js";
export { fromTcx } from "./fromTcx.js";
export { fromGpx } from "./fromGpx.js";
export { importRecording, type ImportRecordingOptions } from "./importRecording.js";
export { detectFormat, type RecordingFormat } from "./detectFormat.js";
export type { ImportOptions } from "./importOptions.js";
export type {
  ImportResult,
  ImportedActivity,
  ImportMetadata,
  ImportWarning,
  DeviceTotals,
} from "./importResult.js";
export {
  IMPORT_ERROR_CODES,
  importError,
  isImportError,
  type ImportError,
  type ImportErrorCode,
  type ImportErrorKey,
  type ImportErrorInfo,
} from "./importError.js";
export { mapFitSport, mapTcxSport, mapGpxType, type SportMapping } from "./mapSport.js";
export { guessDeviceType } from "./guessDeviceType.js";
export { chooseTimeZone, etcZoneForOffset, type TimeZoneChoice } from "./chooseTimeZone.js";
export { segmentDistanceM } from "./resample/pathDistance.js";
