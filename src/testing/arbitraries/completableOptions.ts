import { ACTIVITY_TYPE_NAMES, type ActivityTypeName } from "../../registry/activityTypes.js";
import { METRIC_OPTIONS, optionGroupOf, type MetricOption } from "../../registry/metricOptions.js";
import { getMetricType, metricTypeBit, type SubmittableMetricTypeName } from "../../registry/metricTypes.js";
import type { UserProfile } from "../../model/userProfile.js";
import { profileMetricMask } from "../../validate/profileMetricMask.js";

/**
 * The options of spec 2.8 for an activity type that a submission can complete given the profile: those whose
 * non-submittable members (weight, age) the profile supplies. Internal to the arbitraries.
 *
 * @param activityType - an activity type name.
 * @param profile - the user's profile, if any.
 */
export function completableOptions(activityType: string, profile: UserProfile | undefined): MetricOption[] {
  const fromProfile = profileMetricMask(profile);
  return METRIC_OPTIONS[optionGroupOf(activityType)].filter((option) =>
    option.metricTypes.every((name) => getMetricType(name)?.submittable === true || (fromProfile & metricTypeBit(name)) !== 0),
  );
}

/**
 * The submittable members of an option: the columns a submission must carry to complete it.
 *
 * @param option - an option of `METRIC_OPTIONS`.
 */
export function submittedPart(option: MetricOption): SubmittableMetricTypeName[] {
  return option.metricTypes.filter((name) => getMetricType(name)?.submittable === true) as SubmittableMetricTypeName[];
}

/**
 * Whether a set of submitted columns completes any option of the activity type given the profile.
 *
 * @param activityType - an activity type name.
 * @param metricTypes - the submitted columns.
 * @param profile - the user's profile, if any.
 */
export function completesAnOption(
  activityType: string,
  metricTypes: readonly string[],
  profile: UserProfile | undefined,
): boolean {
  return completableOptions(activityType, profile).some((option) =>
    submittedPart(option).every((name) => metricTypes.includes(name)),
  );
}

/**
 * The activity types for which a valid activity exists given the profile (all 84 when it has weight or age;
 * CYCLE, RUN and WALK otherwise, since every option of the other 81 needs weight or age).
 *
 * @param profile - the user's profile, if any.
 */
export function possibleActivityTypes(profile: UserProfile | undefined): ActivityTypeName[] {
  return ACTIVITY_TYPE_NAMES.filter((name) => completableOptions(name, profile).length > 0);
}
