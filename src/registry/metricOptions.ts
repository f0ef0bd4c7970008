import type { MetricTypeName } from "./metricTypes.js";
import { metricTypeBit } from "./metricTypes.js";

/**
 * Which row of the metric-option table (spec 2.8) applies to an activity type: `CYCLE`, `RUN_WALK` (RUN and WALK)
 * or `OTHER` (the other 81 types).
 */
export type OptionGroup = "CYCLE" | "RUN_WALK" | "OTHER";

/**
 * One complete option of spec 2.8: the metric types that must all be present. `weight` and `age` count as
 * present when the user's profile has them (they are never submitted).
 */
export interface MetricOption {
  /** Option number as in the spec's table, 1-based. */
  readonly number: number;
  /** The metric types of the option, in the spec's order. */
  readonly metricTypes: readonly MetricTypeName[];
  /** The same set as a bitmask of {@link metricTypeBit} values. */
  readonly mask: number;
}

/* @__NO_SIDE_EFFECTS__ */
function option(number: number, metricTypes: readonly MetricTypeName[]): MetricOption {
  return {
  number,
  metricTypes,
  mask: metricTypes.reduce((mask, name) => mask | metricTypeBit(name), 0),
};
}

/** Options of spec 2.8 for CYCLE, in the spec's order. */
const CYCLE_OPTIONS: readonly MetricOption[] = [
  option(1, ["distance", "watts", "calories", "weight"]),
  option(2, ["distance", "watts"]),
  option(3, ["distance", "grade", "speed", "heartrate", "age"]),
  option(4, ["distance", "grade", "speed"]),
];

/** Options of spec 2.8 for RUN and WALK, in the spec's order. */
const RUN_WALK_OPTIONS: readonly MetricOption[] = [
  option(1, ["distance", "speed", "calories", "weight"]),
  option(2, ["distance", "speed", "heartrate", "age"]),
  option(3, ["distance", "speed"]),
];

/**
 * Options of spec 2.8 for the other 81 types, in the spec's order. A constant of its own so that code reading only
 * this row (the body-dependent fuel models) does not bundle the others.
 */
const OTHER_OPTIONS: readonly MetricOption[] = [option(1, ["calories", "weight"]), option(2, ["heartrate", "age"])];

/**
 * The metric-option table of spec 2.8, as data: for each group, its options in the spec's order. The validator
 * (code 320) and the fuel calculators (model choice) both read it.
 */
export const METRIC_OPTIONS: Readonly<Record<OptionGroup, readonly MetricOption[]>> = {
  CYCLE: CYCLE_OPTIONS,
  RUN_WALK: RUN_WALK_OPTIONS,
  OTHER: OTHER_OPTIONS,
};

/**
 * The option group of an activity type name: CYCLE for `CYCLE`, RUN_WALK for `RUN` and `WALK`, OTHER for every
 * other type (spec 2.8 names exactly these three; MOUNTAIN_BIKING or HIKING belong to the other 81).
 *
 * @param activityType - an activity type name of the registry.
 */
export function optionGroupOf(activityType: string): OptionGroup {
  if (activityType === "CYCLE") return "CYCLE";
  if (activityType === "RUN" || activityType === "WALK") return "RUN_WALK";
  return "OTHER";
}

/**
 * The options of spec 2.8 that a metric-type set satisfies, in table order (empty when none is).
 *
 * @param activityType - an activity type name of the registry.
 * @param presentMask - bitmask of present metric types, submitted columns plus `weight`/`age` from the profile.
 */
export function satisfiedOptions(activityType: string, presentMask: number): MetricOption[] {
  return METRIC_OPTIONS[optionGroupOf(activityType)].filter((o) => (presentMask & o.mask) === o.mask);
}

/**
 * Whether a metric-type set completes at least one option of spec 2.8 for an activity type (the rule of code 320).
 * Same answer as `satisfiedOptions(activityType, presentMask).length > 0`, without building an array (a plain
 * loop: the validator calls it once per activity).
 *
 * @param activityType - an activity type name of the registry.
 * @param presentMask - bitmask of present metric types, submitted columns plus `weight`/`age` from the profile.
 * @returns `true` when every metric type of some option of the type's group is in `presentMask`.
 */
export function completesAnOption(activityType: string, presentMask: number): boolean {
  const options = METRIC_OPTIONS[optionGroupOf(activityType)];
  for (let i = 0; i < options.length; i++) {
    const mask = options[i]!.mask;
    if ((presentMask & mask) === mask) return true;
  }
  return false;
}
