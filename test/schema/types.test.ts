import type * as z from "zod";
import { describe, expect, it } from "vitest";
import type { ActivityDetail, IntervalMetric } from "../../src/model/activityDetail.js";
import type { ActivityListItem, ActivityListPage, Paging } from "../../src/model/activityListItem.js";
import type { AddActivityResponseItem } from "../../src/model/addActivityResponseItem.js";
import type { AddMetricSummary, MetricSummary } from "../../src/model/metricSummary.js";
import type { GpsData, Waypoint } from "../../src/model/gpsData.js";
import type { Link, Tag } from "../../src/model/link.js";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import type { UserProfile } from "../../src/model/userProfile.js";
import type { ValidationError } from "../../src/validate/validationError.js";
import { activityDetailSchema, activityListPageSchema, addActivitiesResponseSchema, createAddActivitiesBodySchema, createSubmittedActivitySchema, errorBodySchema, gpsDataSchema, userProfileSchema, type ErrorBody } from "../../src/schema/index.js";
import { activityListItemSchema, pagingSchema } from "../../src/schema/activityListItem.js";
import { addActivityResponseItemSchema } from "../../src/schema/addActivityResponseItem.js";
import { addMetricSummarySchema, metricSummarySchema } from "../../src/schema/metricSummary.js";
import { intervalMetricSchema } from "../../src/schema/activityDetail.js";
import { linkSchema, tagSchema } from "../../src/schema/link.js";
import { waypointSchema } from "../../src/schema/gpsData.js";

// Compile-time proofs (checked by `tsc --noEmit`): every schema's output is its model type. zod's object and array
// outputs are mutable while the models are readonly, so both sides are compared deeply readonly.

/** Strict type identity (the checker's own identity relation, which `extends` both ways does not give). */
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Readonly at every depth: objects, arrays and tuples. */
type DeepReadonly<T> = T extends (...args: never[]) => unknown ? T : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
/** `Equals` up to readonly modifiers. */
type SameModel<S extends z.ZodType, M> = Equals<DeepReadonly<z.output<S>>, DeepReadonly<M>>;

const proofs = {
  submittedActivity: true satisfies SameModel<ReturnType<typeof createSubmittedActivitySchema>, SubmittedActivity>,
  submittedActivityInput: true satisfies Equals<DeepReadonly<z.input<ReturnType<typeof createSubmittedActivitySchema>>>, DeepReadonly<SubmittedActivity>>,
  submittedActivityShape: true satisfies SameModel<ReturnType<typeof createSubmittedActivitySchema>["shape"]["metrics"], SubmittedActivity["metrics"]>,
  addActivitiesBody: true satisfies SameModel<ReturnType<typeof createAddActivitiesBodySchema>, SubmittedActivity[]>,
  link: true satisfies SameModel<typeof linkSchema, Link>,
  tag: true satisfies SameModel<typeof tagSchema, Tag>,
  metricSummary: true satisfies SameModel<typeof metricSummarySchema, MetricSummary>,
  addMetricSummary: true satisfies SameModel<typeof addMetricSummarySchema, AddMetricSummary>,
  addActivityResponseItem: true satisfies SameModel<typeof addActivityResponseItemSchema, AddActivityResponseItem>,
  addActivitiesResponse: true satisfies SameModel<typeof addActivitiesResponseSchema, AddActivityResponseItem[]>,
  activityListItem: true satisfies SameModel<typeof activityListItemSchema, ActivityListItem>,
  paging: true satisfies SameModel<typeof pagingSchema, Paging>,
  activityListPage: true satisfies SameModel<typeof activityListPageSchema, ActivityListPage>,
  intervalMetric: true satisfies SameModel<typeof intervalMetricSchema, IntervalMetric>,
  activityDetail: true satisfies SameModel<typeof activityDetailSchema, ActivityDetail>,
  waypoint: true satisfies SameModel<typeof waypointSchema, Waypoint>,
  gpsData: true satisfies SameModel<typeof gpsDataSchema, GpsData>,
  userProfile: true satisfies SameModel<typeof userProfileSchema, UserProfile>,
  // the error body is wider than the library's errors on purpose: every ValidationError fits it
  errorBody: true satisfies ({ errors: readonly ValidationError[] } extends DeepReadonly<ErrorBody> ? true : false),
  // and the proofs can fail: a near miss is told apart
  nearMiss: false satisfies SameModel<typeof addMetricSummarySchema, { fuel: string; distance?: string | undefined }>,
  readonlyIgnoredOnlyThere: false satisfies SameModel<typeof linkSchema, { rel: string; href: string }>,
};

describe("schema output types", () => {
  it("equal the model types (compile-time proofs above)", () => {
    expect(Object.entries(proofs).filter(([name]) => !["nearMiss", "readonlyIgnoredOnlyThere"].includes(name)).every(([, ok]) => ok)).toBe(true);
  });
});
