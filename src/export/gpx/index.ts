/**
 * GPX export (`activity-fuel/export/gpx`): an activity detail or an Add Activities item written as a GPX 1.1
 * track with time, position, elevation, and heart rate and cadence in Garmin's TrackPointExtension v1. No
 * dependency: the document is written as text. See docs/export.md.
 *
 * @module activity-fuel/export/gpx
 */
export { toGpx } from "../toGpx.js";
export type { ExportResult } from "../exportResult.js";
