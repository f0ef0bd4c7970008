import * as fc from "fast-check";
import type { ActivityTypeName } from "../../registry/activityTypes.js";
import { DEVICE_TYPES } from "../../registry/deviceTypes.js";
import { EARLIEST_START_TIME_MS } from "../../registry/limits.js";
import { SUBMITTABLE_METRIC_TYPE_NAMES, type SubmittableMetricTypeName } from "../../registry/metricTypes.js";
import type { SubmittedActivity } from "../../model/submittedActivity.js";
import type { UserProfile } from "../../model/userProfile.js";
import { arbitraryMetricData } from "./arbitraryMetricData.js";
import { completableOptions, possibleActivityTypes, submittedPart } from "./completableOptions.js";
import { SAMPLE_TIME_ZONE_NAMES } from "./sampleTimeZoneNames.js";

/** Options of {@link arbitraryValidActivity}: the validation context the activities must pass, and their shape. */
export interface ValidActivityOptions {
  /** The `nowMs` the activities will be validated with; every startTime is before it. */
  readonly nowMs: number;
  /**
   * The profile the activities will be validated with. Its weight and age decide which options of spec 2.8 can
   * be completed: without either, only CYCLE, RUN and WALK have a completable option, so only those are generated.
   */
  readonly profile?: UserProfile;
  /** Generate only this activity type (default: any type possible with the profile). */
  readonly activityType?: ActivityTypeName;
  /** Fewest data points, at least 1. Default 1. */
  readonly minDataPoints?: number;
  /** Most data points. Default 30. */
  readonly maxDataPoints?: number;
}

const DEVICE_NAMES = ["Forerunner 945", "Nike+ SportWatch GPS", "Nike+ Running for iPhone", "Edge 1000", "Wahoo ELEMNT", ""];

/** Optional `deviceName`: real-looking names, arbitrary printable or Unicode strings, and the 256-character limit. */
const deviceNameArbitrary: fc.Arbitrary<string | undefined> = /* @__PURE__ */ fc.option(
  fc.oneof(
    fc.constantFrom(...DEVICE_NAMES),
    fc.string({ maxLength: 64 }),
    fc.string({ unit: "grapheme", maxLength: 16 }),
    fc.constant("D".repeat(256)),
  ),
  { nil: undefined },
);

/**
 * Checks the options shared by the activity arbitraries and returns the activity types to draw from.
 *
 * @param options - the caller's options.
 * @param caller - name used in error messages.
 */
export function activityTypesFor(options: ValidActivityOptions, caller: string): ActivityTypeName[] {
  if (!Number.isFinite(options.nowMs) || options.nowMs <= EARLIEST_START_TIME_MS + 1) {
    throw new RangeError(`${caller}: nowMs must be a finite time after 2006-05-24, got ${options.nowMs}`);
  }
  const possible = possibleActivityTypes(options.profile);
  if (options.activityType === undefined) return possible;
  if (!possible.includes(options.activityType)) {
    throw new RangeError(
      `${caller}: no valid ${options.activityType} activity exists for this profile (every option of spec 2.8 needs weight or age)`,
    );
  }
  return [options.activityType];
}

/**
 * Arbitrary activities that always pass `validateActivities` with `{nowMs, profile}`:
 * - every activity type possible with the profile (all 84 when it has weight or age), or the one asked for;
 * - metric types: every submitted member of one completable option of spec 2.8 plus a random subset of the other
 *   submittable types, in random column order;
 * - `intervalValue` 10 for RUN, 5 or 10 otherwise; `intervalUnit` `"sec"` (the only value);
 * - realistic data (see {@link arbitraryMetricData}): values inside each metric type's range, cumulative distance
 *   non-decreasing from 0, integer non-negative fuel;
 * - startTime from 2006-05-24T00:00Z up to `nowMs − 1` (boundaries included), moved earlier when needed so that the
 *   last data point starts and the duration ends before `nowMs`; optional duration at least the span of the data
 *   points; optional deviceName (up to 256 characters); any device type; a time zone of
 *   {@link SAMPLE_TIME_ZONE_NAMES}.
 *
 * Every value survives `JSON.stringify`/`JSON.parse` unchanged, so the activities can be sent over HTTP as they are.
 *
 * @example
 * ```ts
 * import * as fc from "fast-check";
 * import { arbitraryValidActivity } from "activity-fuel/testing";
 * import { validateActivities } from "activity-fuel";
 *
 * const nowMs = Date.UTC(2030, 0, 1);
 * const profile = { weightKg: 70, ageYears: 35 };
 * fc.assert(
 *   fc.property(arbitraryValidActivity({ nowMs, profile, activityType: "RUN" }), (activity) =>
 *     validateActivities([activity], { nowMs, profile }).ok,
 *   ),
 * );
 * ```
 *
 * @param options - validation context (`nowMs`, `profile`) and shape (`activityType`, data-point bounds).
 * @returns an arbitrary of typed activities; each draw is a fresh object.
 * @throws RangeError when `nowMs` is not after 2006-05-24, when `activityType` has no option completable with the
 *   profile (e.g. GOLF without weight and age), or when the data-point bounds are invalid.
 */
export function arbitraryValidActivity(options: ValidActivityOptions): fc.Arbitrary<SubmittedActivity> {
  const types = activityTypesFor(options, "arbitraryValidActivity");
  const dataOptions = {
    minDataPoints: options.minDataPoints ?? 1,
    maxDataPoints: options.maxDataPoints ?? Math.max(30, options.minDataPoints ?? 1),
  };
  arbitraryMetricData([], dataOptions); // validates the bounds eagerly
  const latestStart = Math.ceil(options.nowMs) - 1;
  const submittable = [...SUBMITTABLE_METRIC_TYPE_NAMES];

  return fc.constantFrom(...types).chain((activityType) => {
    const completable = completableOptions(activityType, options.profile);
    const metricTypes = fc
      .tuple(fc.constantFrom(...completable), fc.subarray(submittable))
      .chain(([option, extras]) => {
        const set = [...new Set<SubmittableMetricTypeName>([...submittedPart(option), ...extras])];
        return fc.shuffledSubarray(set, { minLength: set.length, maxLength: set.length });
      });
    return metricTypes.chain((columns) =>
      fc
        .record({
          data: arbitraryMetricData(columns, dataOptions),
          deviceName: deviceNameArbitrary,
          deviceType: fc.constantFrom(...DEVICE_TYPES),
          startTime: fc.integer({ min: EARLIEST_START_TIME_MS, max: latestStart }),
          extraDurationMs: fc.option(fc.nat({ max: 3_600_000 }), { nil: undefined }),
          timeZoneName: fc.constantFrom(...SAMPLE_TIME_ZONE_NAMES),
          intervalUnit: fc.constant("sec" as const),
          intervalValue: activityType === "RUN" ? fc.constant(10 as const) : fc.constantFrom(5 as const, 10 as const),
        })
        .map((draw): SubmittedActivity => {
          const spanMs = (draw.data.length - 1) * draw.intervalValue * 1000;
          // nothing of the activity in the future: its last data point starts, and a submitted
          // duration ends, before nowMs
          const endMs = spanMs + (draw.extraDurationMs ?? 0);
          const startTime = Math.max(EARLIEST_START_TIME_MS, Math.min(draw.startTime, latestStart - endMs));
          return {
            activityType,
            ...(draw.deviceName !== undefined ? { deviceName: draw.deviceName } : {}),
            deviceType: draw.deviceType,
            startTime,
            ...(draw.extraDurationMs !== undefined ? { duration: spanMs + draw.extraDurationMs } : {}),
            timeZoneName: draw.timeZoneName,
            metrics: {
              intervalUnit: draw.intervalUnit,
              intervalValue: draw.intervalValue,
              metricTypes: columns,
              data: draw.data,
            },
          };
        }),
    );
  });
}
