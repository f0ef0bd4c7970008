/**
 * Where a metric type may appear (spec 2.7): as interval data (one value per data point), as a summary value of
 * the whole activity, or both.
 */
type MetricKind = "interval" | "summary" | "both";

/** One metric type of spec 2.7, as data. */
export interface MetricTypeInfo {
  /** Lower-case name used in requests (`metrics.metricTypes`), e.g. `"heartrate"`. */
  readonly name: string;
  /** Upper-case name used in the activity detail's `metrics[].metricType`, e.g. `"HEARTRATE"`. */
  readonly detailName: string;
  /** Unit of one value (in docs/decisions.md for the units the spec does not show). */
  readonly unit: string;
  /** Interval data, summary data or both (spec 2.7). */
  readonly kind: MetricKind;
  /** Whether a client may send it as a column of `metrics.data`; stars, weight, age and duration may not. */
  readonly submittable: boolean;
  /** Whether interval values are cumulative since the start (only distance, spec 2.2 rule 4). */
  readonly cumulative: boolean;
  /** Smallest accepted interval value (inclusive); values below it are rejected with code 260. */
  readonly min: number;
  /** Largest accepted interval value (inclusive); values above it are rejected with code 260. */
  readonly max: number;
}

/**
 * Every request name, in registry order (the order of `METRIC_TYPES`, held equal by a test). A plain list, so
 * that code needing only the names (`metricTypeBit`, the fuel calculators) does not bundle the whole table.
 */
export const METRIC_TYPE_NAMES = [
  "latitude",
  "longitude",
  "elevation",
  "distance",
  "grade",
  "speed",
  "calories",
  "heartrate",
  "gpssignalstrength",
  "watts",
  "weight",
  "age",
  "fuel",
  "steps",
  "duration",
  "stars",
] as const;

/* @__NO_SIDE_EFFECTS__ */
function metric<N extends MetricTypeName>(
  name: N,
  unit: string,
  kind: MetricKind,
  submittable: boolean,
  min: number,
  max: number,
  cumulative = false,
): MetricTypeInfo & { readonly name: N } {
  return { name, detailName: name.toUpperCase(), unit, kind, submittable, cumulative, min, max };
}

/**
 * The 16 metric types of spec 2.7, in the spec's order. Single source of truth for the validator (column rules),
 * the detail formatter (upper-case names) and the fuel calculators (which columns exist).
 *
 * Units: distance km (spec 1, 2.5), weight kg (spec 1); the others are decision D-2's: degrees (WGS 84) for
 * latitude/longitude, metres for elevation, percent for grade, km/h for speed, kcal per interval for calories,
 * beats per minute for heart rate, watts, years, fuel points per interval, steps per interval, milliseconds.
 */
export const METRIC_TYPES = [
  metric("latitude", "deg", "interval", true, -90, 90),
  metric("longitude", "deg", "interval", true, -180, 180),
  metric("elevation", "m", "interval", true, -1000, 10000),
  metric("distance", "km", "both", true, 0, 100_000, true),
  metric("grade", "%", "interval", true, -100, 100),
  metric("speed", "km/h", "interval", true, 0, 1000),
  metric("calories", "kcal", "both", true, 0, 10_000),
  metric("heartrate", "bpm", "interval", true, 0, 300),
  metric("gpssignalstrength", "1", "interval", true, 0, 1_000_000),
  metric("watts", "W", "interval", true, 0, 5000),
  metric("weight", "kg", "summary", false, 0, 1000),
  metric("age", "years", "summary", false, 0, 200),
  metric("fuel", "fuel", "both", true, 0, 1_000_000),
  metric("steps", "steps", "both", true, 0, 10_000),
  metric("duration", "ms", "summary", false, 0, 9_007_199_254_740_991),
  metric("stars", "stars", "summary", false, 0, 5),
] as const satisfies readonly MetricTypeInfo[];

/** The metric type names a client may put in `metrics.metricTypes` (all but stars, weight, age, duration). */
export type SubmittableMetricTypeName =
  | "latitude" | "longitude" | "elevation" | "distance" | "grade" | "speed" | "calories" | "heartrate"
  | "gpssignalstrength" | "watts" | "fuel" | "steps";

/** A lower-case metric type name of spec 2.7 (request spelling). */
export type MetricTypeName = SubmittableMetricTypeName | "weight" | "age" | "duration" | "stars";

/** The submittable request names, in registry order. */
export const SUBMITTABLE_METRIC_TYPE_NAMES = /* @__PURE__ */ METRIC_TYPES.flatMap((m) =>
  m.submittable ? [m.name] : [],
) as readonly SubmittableMetricTypeName[];

const BY_NAME: ReadonlyMap<string, MetricTypeInfo> = /* @__PURE__ */ new Map(/* @__PURE__ */ METRIC_TYPES.map((m) => [m.name, m]));

/**
 * Looks a metric type up by its request (lower-case) name.
 *
 * @param name - any value; only exact lower-case names match.
 * @returns the registry entry, or `undefined` for anything else.
 */
export function getMetricType(name: unknown): MetricTypeInfo | undefined {
  // the keys are strings: a Map finds no other value (SameValueZero), so no type test is needed
  return (BY_NAME as ReadonlyMap<unknown, MetricTypeInfo>).get(name);
}

/**
 * Bit of a metric type in a metric-type set bitmask (its registry index), used by the metric-option rule.
 *
 * @param name - a request name of spec 2.7 (an unknown name gives 0).
 * @returns `1 << index`.
 */
export function metricTypeBit(name: string): number {
  const index = (METRIC_TYPE_NAMES as readonly string[]).indexOf(name);
  return index < 0 ? 0 : 1 << index;
}
