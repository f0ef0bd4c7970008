/**
 * Derivations over validated activities: duration, summary formatting, metric summaries, detail metrics, GPS
 * data and de-duplicated daily (ALL_DAY) records. Pure and total; nothing here reads the clock or the process
 * time zone.
 *
 * @module activity-fuel/derive
 */
export { deriveActivity } from "./deriveActivity.js";
export { deriveDurationMs, sampledDurationMs } from "./deriveDurationMs.js";
export { estimateCaloriesKcal } from "./estimateCaloriesKcal.js";
export { formatDuration } from "./formatDuration.js";
export { formatDistanceKm, DISTANCE_DECIMALS } from "./formatDistanceKm.js";
export { formatWholeNumber } from "./formatWholeNumber.js";
export { roundHalfUp } from "./roundHalfUp.js";
export { metricColumn } from "./metricColumn.js";
export { toMetricSummary, toAddMetricSummary } from "./toMetricSummary.js";
export { activityLinks, activityPath, DEFAULT_ACTIVITIES_BASE_PATH } from "./activityLinks.js";
export { hasGps } from "./hasGps.js";
export { toActivityListItem } from "./toActivityListItem.js";
export { buildActivityDetail, type LinkOptions } from "./buildActivityDetail.js";
export { buildGpsData } from "./buildGpsData.js";
export { zoneOffsetMs, setZoneOffsetSource } from "./zoneOffsetMs.js";
export { intlZoneOffsetMs, type ZoneOffsetSource } from "./intlZoneOffsetMs.js";
export { zoneTransitions, zoneOffsetSourceFromTable, type ZoneTransitionTable } from "./zoneTransitions.js";
export {
  localDateOf,
  localDayStartMs,
  addDays,
  localDayNumber,
  dayStartMsOfDayNumber,
  dateOfDayNumber,
  dayNumberOfDate,
  dayNumberOfCivil,
  MS_PER_DAY,
} from "./localDays.js";
export { wristbandDayOf, dedupedDayFuel, wristbandStatus, type WristbandDay } from "./wristbandDay.js";
