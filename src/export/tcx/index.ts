/**
 * TCX export (`activity-fuel/export/tcx`): an activity detail or an Add Activities item written as a Garmin
 * Training Center Database v2 activity with laps, distance, heart rate, cadence and power. No dependency: the
 * document is written as text. Its result has the type `ExportResult` of `activity-fuel/export/gpx` (one declaration,
 * one entry; `ReturnType<typeof toTcx>` names it too). See docs/export.md.
 *
 * @module activity-fuel/export/tcx
 */
export { toTcx, type TcxOptions } from "../toTcx.js";
