// The operations of spec section 4 (add, list by experience type, detail, GPS) and delete/erase, over any repository.
export type { ActivityService, ServiceResult, ListQuery, ListLinkOptions, AddActivitiesRequestOptions } from "./activityService.js";
export { createActivityService, type ActivityServiceOptions } from "./createActivityService.js";
export type { RecordsQuery, TrainingLoadQuery, RecordHolder, UserRecords, TrainingLoadReport } from "./analysisQueries.js";
