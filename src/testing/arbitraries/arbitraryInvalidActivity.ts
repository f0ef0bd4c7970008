import * as fc from "fast-check";
import type { ErrorCode } from "../../registry/errorCodes.js";
import { DEFAULT_LIMITS, EARLIEST_START_TIME_MS, type Limits } from "../../registry/limits.js";
import { getMetricType, SUBMITTABLE_METRIC_TYPE_NAMES, type SubmittableMetricTypeName } from "../../registry/metricTypes.js";
import type { SubmittedActivity } from "../../model/submittedActivity.js";
import { arbitraryMetricData } from "./arbitraryMetricData.js";
import { activityTypesFor, arbitraryValidActivity, type ValidActivityOptions } from "./arbitraryValidActivity.js";
import { completesAnOption } from "./completableOptions.js";
import { MAX_DURATION_MS } from "../../validate/timeSpanDetail.js";

/**
 * The Add Activities codes that one activity of JSON data can cause on its own, i.e. every `add`-scope code of
 * `ERROR_CODES` except the body-level ones (1000 not an array, 1010 empty, 1020 too many activities, 1080 more
 * errors than one response reports) and 1081 (a property whose reading throws, which JSON data cannot have).
 */
export const INVALID_ACTIVITY_CODES = [
  160, 170, 180, 190, 200, 210, 220, 230, 240, 250, 260, 270, 320, 360, 1030, 1040, 1050, 1060, 1070, 1082,
] as const satisfies readonly ErrorCode[];

/** A code of {@link INVALID_ACTIVITY_CODES}. */
export type InvalidActivityCode = (typeof INVALID_ACTIVITY_CODES)[number];

/** Options of {@link arbitraryInvalidActivity}: those of the valid activity it starts from, plus the limits. */
export interface InvalidActivityOptions extends ValidActivityOptions {
  /**
   * The limits the activity will be validated with; only `maxDataPointsPerActivity` matters (code 1040 draws
   * between limit + 1 and limit + 3 data points). Pass a small limit for 1040, e.g. `{ maxDataPointsPerActivity: 10 }`:
   * the default limit (100,000) makes every draw that large.
   */
  readonly limits?: Partial<Limits>;
}

/** A mutable copy of a valid activity: its fields, its `metrics` and its rows can be changed freely. */
interface Draft {
  readonly activity: Record<string, unknown>;
  readonly metrics: Record<string, unknown>;
  readonly metricTypes: SubmittableMetricTypeName[];
  readonly data: number[][];
}

/** Marks a field to delete instead of set. */
const REMOVE: unique symbol = /* @__PURE__ */ Symbol("remove");
type Replacement = unknown;

function draftOf(valid: SubmittedActivity): Draft {
  const metricTypes = [...valid.metrics.metricTypes];
  const data = valid.metrics.data.map((row) => [...row]);
  const metrics: Record<string, unknown> = { ...valid.metrics, metricTypes, data };
  return { activity: { ...valid, metrics }, metrics, metricTypes, data };
}

function assign(target: Record<string, unknown>, key: string, value: Replacement): void {
  if (value === REMOVE) delete target[key];
  else target[key] = value;
}

/** An arbitrary that replaces (or removes) one field of a fresh copy of the activity or of its metrics. */
function replaceField(valid: SubmittedActivity, where: "activity" | "metrics", key: string, values: fc.Arbitrary<Replacement>): fc.Arbitrary<unknown> {
  return values.map((value) => {
    const d = draftOf(valid);
    assign(d[where], key, value);
    return d.activity;
  });
}

/** Inserts a column at `position`, with `values[r]` in row `r`. */
function insertColumn(d: Draft, position: number, name: unknown, values: readonly unknown[]): void {
  (d.metricTypes as unknown[]).splice(position, 0, name);
  d.data.forEach((row, r) => (row as unknown[]).splice(position, 0, values[r]));
}

/** Applies `change` to a fresh copy of `valid` (each generated value, shrinks included, starts from the original). */
function changed(valid: SubmittedActivity, change: (d: Draft) => void): unknown {
  const d = draftOf(valid);
  change(d);
  return d.activity;
}

const ANY_JSON_SCALAR = /* @__PURE__ */ fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.string({ maxLength: 12 }));

/** Builds the mutation arbitrary for one code from a valid activity (never modified). */
type Mutation = (valid: SubmittedActivity, options: InvalidActivityOptions) => fc.Arbitrary<unknown>;

const MUTATIONS: Readonly<Record<InvalidActivityCode, Mutation>> = {
  160: (v, o) =>
    replaceField(
      v,
      "activity",
      "startTime",
      fc.oneof(
        fc.constant(REMOVE),
        fc.integer({ min: Number.MIN_SAFE_INTEGER, max: EARLIEST_START_TIME_MS - 1 }),
        fc.integer({ min: Math.ceil(o.nowMs), max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom<unknown>(2 ** 53, 1e300, null, "1351121380000", true, v.startTime + 0.5),
      ),
    ),
  170: (v) =>
    replaceField(v, "activity", "activityType", fc.constantFrom<unknown>(REMOVE, "run", "Run", "JOGGING", "RUNNING", "", "SKATEBOARDING", null, 7, ["RUN"])),
  180: (v) =>
    replaceField(
      v,
      "activity",
      "timeZoneName",
      fc.constantFrom<unknown>(
        REMOVE, "PST", "EST", "CET", "ART", "IST", "EST5EDT", "GMT-04:00", "+05:00", "UTC+5", "america/phoenix",
        "SystemV/AST4", "Factory", "Mars/Olympus", "Europe/Paris ", "", null, -300,
      ),
    ),
  190: (v) => replaceField(v, "activity", "metrics", fc.constantFrom<unknown>(REMOVE, null, [], "metrics", 0, true)),
  200: (v) => replaceField(v, "activity", "activityId", fc.oneof(fc.uuid(), ANY_JSON_SCALAR, fc.constant({}))),
  210: (v) =>
    replaceField(v, "activity", "metricSummary", fc.oneof(ANY_JSON_SCALAR, fc.constant({}), fc.constant({ fuel: "12", distance: "3.1" }))),
  220: (v) =>
    replaceField(v, "activity", "deviceType", fc.constantFrom<unknown>(REMOVE, "watch", "Watch", "GARMIN", "ANDROID", "", null, 3)),
  230: (v) => replaceField(v, "metrics", "metricTypes", fc.constantFrom<unknown>(REMOVE, [], "distance", null, {}, 0)),
  240: (v) => replaceField(v, "metrics", "intervalUnit", fc.constantFrom<unknown>(REMOVE, "s", "SEC", "Sec", "seconds", "ms", "", null, 10)),
  250: (v) =>
    replaceField(
      v,
      "metrics",
      "intervalValue",
      // 5 for RUN keeps the span check (step 5 s) satisfied; values other than 5 and 10 skip it
      v.activityType === "RUN"
        ? fc.constantFrom<unknown>(REMOVE, 5, 1, 0, 15, 20, -10, 10.5, "10", null)
        : fc.constantFrom<unknown>(REMOVE, 1, 0, 2.5, 7.5, 15, 20, 30, 60, -5, "5", null),
    ),
  260: (v) => {
    const columns = v.metrics.metricTypes;
    const n = v.metrics.data.length;
    const rowIndex = fc.integer({ min: 0, max: n - 1 });
    const ranged = columns.flatMap((name, c) => (name === "fuel" ? [] : [c]));
    const kinds: fc.Arbitrary<unknown>[] = [
      // a data point that is not an array
      fc.tuple(rowIndex, fc.constantFrom<unknown>(null, "1,2,3", {}, 5, true)).map(([r, value]) =>
        changed(v, (d) => ((d.data as unknown[])[r] = value)),
      ),
      // a data point with one value too few or too many
      fc.tuple(rowIndex, fc.boolean()).map(([r, longer]) =>
        changed(v, (d) => (longer ? d.data[r]!.push(0) : d.data[r]!.pop())),
      ),
    ];
    if (ranged.length > 0) {
      // a value that is not a number (outside fuel: any fuel value but a non-negative integer is 360)
      kinds.push(
        fc.tuple(rowIndex, fc.constantFrom(...ranged), fc.constantFrom<unknown>(null, "5", true, [], {})).map(([r, c, value]) =>
          changed(v, (d) => ((d.data[r] as unknown[])[c] = value)),
        ),
      );
    }
    if (ranged.length > 0) {
      // a value outside its metric type's [min, max]
      kinds.push(
        fc.tuple(rowIndex, fc.constantFrom(...ranged), fc.boolean(), fc.integer({ min: 1, max: 1000 })).map(([r, c, above, step]) =>
          changed(v, (d) => {
            const info = getMetricType(columns[c])!;
            d.data[r]![c] = above && info.max < Number.MAX_VALUE ? info.max + step / 100 : info.min - step / 100;
          }),
        ),
      );
    }
    const distanceColumn = columns.indexOf("distance");
    if (distanceColumn >= 0 && n >= 2) {
      // a cumulative distance that decreases at data point r (the point before it is raised above it)
      kinds.push(
        fc.tuple(fc.integer({ min: 1, max: n - 1 }), fc.integer({ min: 1, max: 5000 })).map(([r, step]) =>
          changed(v, (d) => (d.data[r - 1]![distanceColumn] = d.data[r]![distanceColumn]! + step / 1e4)),
        ),
      );
    }
    if (distanceColumn >= 0) {
      // a cumulative distance that does not start at 0 at startTime: the whole column shifted
      kinds.push(
        fc.integer({ min: 1, max: 5000 }).map((step) =>
          changed(v, (d) => {
            for (const row of d.data) row[distanceColumn] = row[distanceColumn]! + step / 1e4;
          }),
        ),
      );
    }
    return fc.oneof(...kinds);
  },
  270: (v) => replaceField(v, "metrics", "data", fc.constantFrom<unknown>(REMOVE, [], null, "data", {}, 0)),
  320: (v, o) => {
    const n = v.metrics.data.length;
    return fc
      .shuffledSubarray([...SUBMITTABLE_METRIC_TYPE_NAMES], { minLength: 1 })
      .filter((columns) => !completesAnOption(v.activityType, columns, o.profile))
      .chain((columns) =>
        arbitraryMetricData(columns, { minDataPoints: n, maxDataPoints: n }).map((data) =>
          changed(v, (d) => {
            d.metrics.metricTypes = columns;
            d.metrics.data = data;
          }),
        ),
      );
  },
  360: (v) => {
    const n = v.metrics.data.length;
    const present = v.metrics.metricTypes.indexOf("fuel");
    const fuelColumn: fc.Arbitrary<{ position: number; added?: number[] }> =
      present >= 0
        ? fc.constant({ position: present })
        : fc
            .tuple(fc.integer({ min: 0, max: v.metrics.metricTypes.length }), arbitraryMetricData(["fuel"], { minDataPoints: n, maxDataPoints: n }))
            .map(([position, rows]) => ({ position, added: rows.map((row) => row[0]!) }));
    const badFuel = fc.oneof(
      fc.integer({ min: -1000, max: -1 }),
      fc.tuple(fc.integer({ min: -20, max: 20 }), fc.constantFrom(0.5, 0.25, 0.1, 0.999)).map(([i, f]) => i + f),
      // not a number at all: still a fuel value that is not a non-negative integer
      fc.constantFrom<unknown>(null, "5", true, [], {}),
    );
    return fc.tuple(fuelColumn, fc.integer({ min: 0, max: n - 1 }), badFuel).map(([{ position, added }, r, value]) =>
      changed(v, (d) => {
        if (added !== undefined) insertColumn(d, position, "fuel", added);
        (d.data[r] as unknown[])[position] = value;
      }),
    );
  },
  1030: () => fc.constantFrom<unknown>(null, [], "activity", 42, true, [{}]),
  1040: (v, o) => {
    const limit = o.limits?.maxDataPointsPerActivity ?? DEFAULT_LIMITS.maxDataPointsPerActivity;
    return fc.integer({ min: 1, max: 3 }).map((extra) =>
      changed(v, (d) => {
        const last = d.data[d.data.length - 1]!;
        while (d.data.length < limit + extra) d.data.push([...last]);
        const spanMs = (d.data.length - 1) * v.metrics.intervalValue * 1000;
        if (d.activity.duration !== undefined) d.activity.duration = Math.max(v.duration ?? 0, spanMs);
        // the longer activity still ends before nowMs
        const endMs = Math.max(spanMs, (d.activity.duration as number | undefined) ?? 0);
        d.activity.startTime = Math.max(EARLIEST_START_TIME_MS, Math.min(v.startTime, Math.ceil(o.nowMs) - 1 - endMs));
      }),
    );
  },
  1050: (v, o) => {
    const spanMs = (v.metrics.data.length - 1) * v.metrics.intervalValue * 1000;
    const values: fc.Arbitrary<unknown>[] = [
      fc.integer({ min: -1_000_000, max: -1 }),
      fc.integer({ min: spanMs, max: spanMs + 1_000_000 }).map((ms) => ms + 0.5),
      fc.constantFrom<unknown>(null, "948000", true, {}, 2 ** 53, 1e300),
      // longer than any recording
      fc.integer({ min: MAX_DURATION_MS + 1, max: Number.MAX_SAFE_INTEGER }),
    ];
    if (spanMs > 0) values.push(fc.integer({ min: 0, max: spanMs - 1 }));
    // ending after nowMs
    const endsLater = Math.floor(o.nowMs) - v.startTime + 1;
    if (endsLater <= MAX_DURATION_MS) values.push(fc.integer({ min: endsLater, max: Math.min(MAX_DURATION_MS, endsLater + 3_600_000) }));
    return replaceField(v, "activity", "duration", fc.oneof(...values));
  },
  1060: (v) =>
    replaceField(
      v,
      "activity",
      "deviceName",
      fc.oneof(
        fc.constantFrom<unknown>(null, 0, true, {}, ["Forerunner"]),
        fc.integer({ min: 257, max: 2000 }).map((length) => "x".repeat(length)),
        // text no repository can store: a NUL, half of a surrogate pair
        fc.constantFrom("Fore\u0000runner", "\u0000", "Edge \uD83C", "\uDC00"),
      ),
    ),
  1070: (v) => {
    const present = v.metrics.metricTypes;
    const foreign = fc.constantFrom<unknown>("cadence", "HEARTRATE", "Distance", "heart_rate", "", "stars", "weight", "age", "duration", null, 5);
    const insertion = fc.oneof(
      // an unknown, wrongly spelled, non-string or non-submittable name, anywhere
      fc.tuple(foreign, fc.integer({ min: 0, max: present.length })),
      // a repeat of a present name, after its first occurrence
      fc.constantFrom(...present).chain((name) =>
        fc.tuple(fc.constant<unknown>(name), fc.integer({ min: present.indexOf(name) + 1, max: present.length })),
      ),
    );
    // the extra column is checked for finite numbers only (unknown and repeated columns have no range)
    return fc.tuple(insertion, fc.integer({ min: 0, max: 100 })).map(([[name, position], value]) =>
      changed(v, (d) => insertColumn(d, position, name, d.data.map(() => value))),
    );
  },
  1082: (v, o) => {
    // the last data point starts at or after nowMs: at least two points, startTime moved so that
    // it stays in the past while the last point does not; no duration (it would end in the future too)
    return fc.integer({ min: 0, max: 1_000_000 }).map((back) =>
      changed(v, (d) => {
        if (d.data.length < 2) d.data.push([...d.data[0]!]);
        const spanMs = (d.data.length - 1) * v.metrics.intervalValue * 1000;
        const now = Math.ceil(o.nowMs);
        delete d.activity.duration;
        d.activity.startTime = now - 1 - (back % spanMs);
      }),
    );
  },
};

/**
 * Arbitrary activities that fail `validateActivities([activity], {nowMs, profile, limits})` with exactly one error,
 * of the given code. Each starts from an {@link arbitraryValidActivity} with the same options and
 * changes one thing:
 * - 160 startTime missing, before 2006-05-24, at or after `nowMs`, fractional, unsafe, or not a number;
 * - 170 activityType missing or not one of the 84 (lower case, historical names, non-strings);
 * - 180 timeZoneName missing, an abbreviation (PST, IST, ...), an offset, lower case, `SystemV/*`, `Factory`, unknown;
 * - 190 metrics missing or not an object; 200 an activityId; 210 a metricSummary; 220 a bad deviceType;
 * - 230 metricTypes missing, empty or not an array; 240 a bad intervalUnit; 250 a bad intervalValue (5 for RUN);
 * - 260 one data point not an array, of the wrong length, with a non-number, with a value outside its range, or
 *   with a decreasing distance or one that does not start at 0; 270 data missing, empty or not an array;
 * - 320 metric types (with data to match) that complete no option of spec 2.8 with the profile;
 * - 360 one fuel value that is negative, fractional or not a number (a fuel column is added when there is none);
 * - 1030 not an object; 1040 more data points than `limits.maxDataPointsPerActivity`;
 * - 1050 a duration that is negative, fractional, not a number, shorter than the data points' span, longer than
 *   11.6 days or ending after `nowMs`;
 * - 1060 a deviceName that is not a string, longer than 256, or with a NUL or an unpaired surrogate;
 * - 1070 one extra column with an unknown, non-string, non-submittable or repeated metric type name; 1082 data
 *   points whose last one starts at or after `nowMs`.
 *
 * Values survive `JSON.stringify`/`JSON.parse` unchanged (no `undefined`, `NaN` or `-0`), except that a removed
 * field is absent.
 *
 * @example
 * ```ts
 * import * as fc from "fast-check";
 * import { arbitraryInvalidActivity } from "activity-fuel/testing";
 * import { validateActivities } from "activity-fuel";
 *
 * const nowMs = Date.UTC(2030, 0, 1);
 * const limits = { maxDataPointsPerActivity: 10 };
 * fc.assert(
 *   fc.property(arbitraryInvalidActivity(1040, { nowMs, limits }), (activity) => {
 *     const result = validateActivities([activity], { nowMs, limits });
 *     return !result.ok && result.errors.length === 1 && result.errors[0].code === 1040;
 *   }),
 * );
 * ```
 *
 * @param code - the code the activity must fail with, one of {@link INVALID_ACTIVITY_CODES}.
 * @param options - as {@link arbitraryValidActivity}, plus the `limits` used for validation.
 * @returns an arbitrary of invalid activities (`unknown`: for 1030 they are not objects).
 * @throws RangeError for a code outside {@link INVALID_ACTIVITY_CODES}, a `maxDataPointsPerActivity` that is not a
 *   positive integer, and as {@link arbitraryValidActivity}.
 */
export function arbitraryInvalidActivity(code: InvalidActivityCode, options: InvalidActivityOptions): fc.Arbitrary<unknown> {
  const mutation = (MUTATIONS as Partial<Record<number, Mutation>>)[code];
  if (mutation === undefined) {
    throw new RangeError(`arbitraryInvalidActivity: ${String(code)} is not one of ${INVALID_ACTIVITY_CODES.join(", ")}`);
  }
  const limit = options.limits?.maxDataPointsPerActivity;
  if (limit !== undefined && (!Number.isSafeInteger(limit) || limit < 1)) {
    throw new RangeError(`arbitraryInvalidActivity: maxDataPointsPerActivity must be a positive integer, got ${limit}`);
  }
  activityTypesFor(options, "arbitraryInvalidActivity");
  const cap = limit ?? DEFAULT_LIMITS.maxDataPointsPerActivity;
  const maxDataPoints = Math.max(1, Math.min(options.maxDataPoints ?? 30, cap));
  const minDataPoints = Math.min(options.minDataPoints ?? 1, maxDataPoints);
  return arbitraryValidActivity({ ...options, minDataPoints, maxDataPoints }).chain((valid) => mutation(valid, options));
}
