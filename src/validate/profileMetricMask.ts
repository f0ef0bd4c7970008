import { isPositiveFinite, type UserProfile } from "../model/userProfile.js";
import { metricTypeBit } from "../registry/metricTypes.js";

const WEIGHT_BIT = /* @__PURE__ */ metricTypeBit("weight");
const AGE_BIT = /* @__PURE__ */ metricTypeBit("age");

/**
 * Bitmask of the metric types the profile supplies for the metric-option rule (spec 2.8, code 320): `weight` when
 * it has a weight, `age` when it has an age (a finite value above zero, {@link isPositiveFinite}). Never throws.
 *
 * @param profile - the user's profile, if any.
 * @returns a bitmask of {@link metricTypeBit} values, 0 without a profile.
 * @example
 * ```ts
 * profileMetricMask({ weightKg: 70 }) === metricTypeBit("weight"); // true
 * profileMetricMask({ weightKg: 70, ageYears: 0 }) === metricTypeBit("weight"); // true: age 0 is unknown
 * profileMetricMask(undefined); // 0
 * ```
 */
export function profileMetricMask(profile: UserProfile | null | undefined): number {
  if (profile == null) return 0;
  return (isPositiveFinite(profile.weightKg) ? WEIGHT_BIT : 0) | (isPositiveFinite(profile.ageYears) ? AGE_BIT : 0);
}
