import * as fc from "fast-check";
import { toSubmittedActivity } from "../../src/model/columnsFromRows.js";
import { describe, expect, it } from "vitest";
import { ACTIVITY_TYPE_NAMES } from "../../src/registry/activityTypes.js";
import { EARLIEST_START_TIME_MS, type Limits } from "../../src/registry/limits.js";
import type { UserProfile } from "../../src/model/userProfile.js";
import { validateActivities } from "../../src/validate/validateActivities.js";
import type { ValidationContext } from "../../src/validate/validationContext.js";
import type { ValidationError } from "../../src/validate/validationError.js";
import {
  createAddActivitiesBodySchema,
  createSubmittedActivitySchema,
  toValidationErrors,
} from "../../src/schema/index.js";
import { arbitraryUserProfile } from "../../src/testing/arbitraries/arbitraryUserProfile.js";
import { arbitraryValidActivity } from "../../src/testing/arbitraries/arbitraryValidActivity.js";
import {
  arbitraryInvalidActivity,
  INVALID_ACTIVITY_CODES,
} from "../../src/testing/arbitraries/arbitraryInvalidActivity.js";

// The schema and validateActivities must agree on every input (decision D-45): same ok/not ok, the same multiset
// of (code, activityIndex, path), every zod issue mapped to a code, and the same output value on success.

const NOW_MS = Date.UTC(2030, 0, 1);
/** Multiplies every numRuns, e.g. `FUZZ_SCALE=50 npx vitest run test/schema/agreement.test.ts` for a long hunt. */
const SCALE = Number(process.env["FUZZ_SCALE"] ?? 1);

/** One error as a comparable string. */
const key = (e: ValidationError): string => `${e.code} ${String(e.activityIndex)} ${JSON.stringify(e.path)}`;
const keys = (errors: readonly ValidationError[]): string[] => errors.map(key).sort();

/** Checks the body schema and, for a one-element array body, the single-activity schema against the validator. */
function expectAgreement(body: unknown, context: ValidationContext): void {
  const expected = validateActivities(body, context);
  const parsed = createAddActivitiesBodySchema(context).safeParse(body);
  expect(parsed.success).toBe(expected.ok);
  if (expected.ok && parsed.success) {
    // the validator copies the rows into columns (decision D-89); the schema keeps them: same values
    expect(parsed.data).toStrictEqual(expected.activities.map(toSubmittedActivity));
  } else if (!expected.ok && !parsed.success) {
    const errors = toValidationErrors(parsed.error);
    expect(errors).toHaveLength(parsed.error.issues.length); // no issue without a code
    expect(keys(errors)).toEqual(keys(expected.errors));
  }

  if (Array.isArray(body) && body.length === 1) {
    const one = createSubmittedActivitySchema(context).safeParse(body[0]);
    expect(one.success).toBe(expected.ok);
    if (one.success && expected.ok) expect(one.data).toStrictEqual(toSubmittedActivity(expected.activities[0]!));
    if (!one.success && !expected.ok) {
      expect(keys(toValidationErrors(one.error, { activityIndex: 0 }))).toEqual(keys(expected.errors));
    }
  }
}

const profileArb: fc.Arbitrary<UserProfile | undefined> = fc.option(arbitraryUserProfile(), { nil: undefined });

const contextArb: fc.Arbitrary<ValidationContext> = fc
  .record({
    profile: profileArb,
    limits: fc.option(
      fc.record({ maxActivitiesPerRequest: fc.integer({ min: 1, max: 3 }), maxDataPointsPerActivity: fc.integer({ min: 1, max: 6 }) }),
      { nil: undefined, freq: 4 },
    ),
  })
  .map(({ profile, limits }) => ({
    nowMs: NOW_MS,
    ...(profile !== undefined ? { profile } : {}),
    ...(limits !== undefined ? { limits: limits satisfies Partial<Limits> } : {}),
  }));

/** Values that sit on a rule's edge, plus arbitrary JSON and a few non-JSON values. */
const valueArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    undefined, null, NaN, Infinity, -Infinity, -0, 0, 1, -1, 1.5, 5, 10, 2 ** 53, "", "sec", "SEC", "RUN", "CYCLE",
    "WALK", "ALL_DAY", "WATCH", "PST", "UTC", "Europe/Paris", "Etc/GMT+5", "distance", "fuel", "speed", "stars",
    "weight", [], [[]], [0], {}, NOW_MS, NOW_MS - 1, EARLIEST_START_TIME_MS, EARLIEST_START_TIME_MS - 1, "x".repeat(257),
  ),
  fc.constantFrom(...ACTIVITY_TYPE_NAMES),
  fc.jsonValue({ maxDepth: 2 }),
  fc.anything({ maxDepth: 1 }),
);

const DELETE = Symbol("delete");
type Mutation = { target: "activity" | "metrics" | "metricTypes" | "data" | "row"; key: string | number; cell: number; value: unknown };

const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  target: fc.constantFrom("activity", "metrics", "metricTypes", "data", "row"),
  key: fc.oneof(
    fc.constantFrom(
      "activityType", "deviceName", "deviceType", "startTime", "duration", "timeZoneName", "metrics", "activityId",
      "metricSummary", "intervalUnit", "intervalValue", "metricTypes", "data", "extra",
    ),
    fc.nat({ max: 12 }),
  ),
  cell: fc.nat({ max: 12 }),
  value: fc.oneof({ weight: 9, arbitrary: valueArb }, { weight: 1, arbitrary: fc.constant(DELETE) }),
});

function set(container: unknown, key: string | number, value: unknown): void {
  if (typeof container !== "object" || container === null) return;
  const record = container as Record<string | number, unknown>;
  if (value === DELETE) delete record[key];
  else record[key] = value;
}

/** Applies mutations to a deep copy of a valid activity: a field, a metrics field, a metric type, a row or a cell. */
function mutate(activity: object, mutations: readonly Mutation[]): unknown {
  const copy = structuredClone(activity) as Record<string, unknown>;
  for (const m of mutations) {
    const metrics = copy["metrics"] as Record<string, unknown> | undefined;
    const index = typeof m.key === "number" ? m.key : m.cell;
    switch (m.target) {
      case "activity":
        set(copy, typeof m.key === "string" ? m.key : "activityType", m.value);
        break;
      case "metrics":
        set(metrics, typeof m.key === "string" ? m.key : "intervalValue", m.value);
        break;
      case "metricTypes":
        set(metrics?.["metricTypes"], index, m.value);
        break;
      case "data":
        set(metrics?.["data"], index, m.value);
        break;
      case "row": {
        const data = metrics?.["data"];
        set(Array.isArray(data) ? data[index % Math.max(1, data.length)] : undefined, m.cell, m.value);
        break;
      }
    }
  }
  return copy;
}

/** A context with a valid activity for it and a few mutations of that activity. */
const mutatedCaseArb = contextArb.chain((context) =>
  fc.record({
    context: fc.constant(context),
    body: fc.array(
      fc.tuple(arbitraryValidActivity({ nowMs: NOW_MS, ...(context.profile ? { profile: context.profile } : {}), maxDataPoints: 8 }), fc.array(mutationArb, { minLength: 0, maxLength: 3 }))
        .map(([activity, mutations]) => mutate(activity, mutations)),
      { minLength: 1, maxLength: 3 },
    ),
  }),
);

describe("the Add Activities schemas agree with validateActivities", () => {
  it("on valid activities (same output values)", () => {
    const arb = profileArb.chain((profile) => {
      const context: ValidationContext = { nowMs: NOW_MS, ...(profile ? { profile } : {}) };
      return fc.record({
        context: fc.constant(context),
        body: fc.array(arbitraryValidActivity({ ...context, maxDataPoints: 12 }), { minLength: 1, maxLength: 3 }),
      });
    });
    fc.assert(
      fc.property(arb, ({ context, body }) => {
        expect(validateActivities(body, context).ok).toBe(true);
        expectAgreement(body, context);
      }),
      { numRuns: 80 * SCALE },
    );
  });

  it("on valid activities with changes that keep them valid (unknown keys, undefined-valued keys)", () => {
    const editArb = fc.record({
      where: fc.constantFrom("activity", "metrics"),
      key: fc.constantFrom("deviceName", "duration", "activityId", "metricSummary", "extra", "__extra", "toString"),
      value: fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 1 })),
    });
    const arb = fc.tuple(
      arbitraryValidActivity({ nowMs: NOW_MS, profile: { weightKg: 70, ageYears: 40 }, maxDataPoints: 5 }),
      fc.array(editArb, { minLength: 1, maxLength: 4 }),
    );
    fc.assert(
      fc.property(arb, ([activity, edits]) => {
        const copy = structuredClone(activity) as unknown as Record<string, Record<string, unknown>>;
        for (const edit of edits) {
          const target = edit.where === "activity" ? copy : copy["metrics"]!;
          // only unknown keys get arbitrary values; the known optional keys get undefined
          const known = edit.where === "activity" && ["deviceName", "duration", "activityId", "metricSummary"].includes(edit.key);
          target[edit.key] = known ? undefined : edit.value;
        }
        expect(validateActivities([copy], { nowMs: NOW_MS, profile: { weightKg: 70, ageYears: 40 } }).ok).toBe(true);
        expectAgreement([copy], { nowMs: NOW_MS, profile: { weightKg: 70, ageYears: 40 } });
      }),
      { numRuns: 50 * SCALE },
    );
  });

  it("on valid activities with random field, metric-type, row and cell mutations", () => {
    fc.assert(
      fc.property(mutatedCaseArb, ({ context, body }) => expectAgreement(body, context)),
      { numRuns: 250 * SCALE },
    );
  });

  it("on the invalid activities of every code of src/testing", () => {
    const limits = { maxDataPointsPerActivity: 6 };
    const arb = fc.constantFrom(...INVALID_ACTIVITY_CODES).chain((code) =>
      arbitraryInvalidActivity(code, { nowMs: NOW_MS, profile: { weightKg: 70 }, limits, maxDataPoints: 6 }),
    );
    fc.assert(
      fc.property(arb, (activity) => expectAgreement([activity], { nowMs: NOW_MS, profile: { weightKg: 70 }, limits })),
      { numRuns: 150 * SCALE },
    );
  });

  it("on arbitrary JSON bodies and arrays of arbitrary JSON", () => {
    const arb = fc.oneof(fc.jsonValue(), fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 3 }));
    fc.assert(
      fc.property(arb, contextArb, (body, context) => expectAgreement(body, context)),
      { numRuns: 150 * SCALE },
    );
  });

  it("on arbitrary JavaScript values (undefined, NaN, boxed values, null prototypes)", () => {
    const arb = fc.oneof(
      fc.anything({ withBoxedValues: true, withNullPrototype: true, withSparseArray: true }),
      fc.array(fc.anything({ withNullPrototype: true, withSparseArray: true }), { maxLength: 3 }),
    );
    fc.assert(
      fc.property(arb, contextArb, (body, context) => expectAgreement(body, context)),
      { numRuns: 150 * SCALE },
    );
  });
});
