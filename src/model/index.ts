export type * from "./userProfile.js";
export { isPositiveFinite } from "./userProfile.js";
export type * from "./submittedActivity.js";
export type * from "./link.js";
export type * from "./metricSummary.js";
export type * from "./addActivityResponseItem.js";
export type * from "./activityListItem.js";
export type * from "./activityDetail.js";
export type * from "./gpsData.js";
