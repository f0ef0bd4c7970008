// Issue 12: Standard Schema objects around validateActivities (no zod): issues with message, path and the numeric
// code, the same errors as the validator on every input, typed output.
import type { StandardSchemaV1 } from "@standard-schema/spec";
import fc from "fast-check";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import { createInMemoryActivityRepository } from "../../src/repository/createInMemoryActivityRepository.js";
import { createActivityService } from "../../src/service/createActivityService.js";
import { createAddActivitiesStandardSchema } from "../../src/standardSchema/createAddActivitiesStandardSchema.js";
import { createSubmittedActivityStandardSchema } from "../../src/standardSchema/createSubmittedActivityStandardSchema.js";
import * as root from "../../src/index.js";
import { arbitraryInvalidActivity, arbitraryValidActivity, INVALID_ACTIVITY_CODES } from "../../src/testing/index.js";
import { validateActivities } from "../../src/validate/validateActivities.js";
import { FIXTURE_NOW_MS, loadRunBody } from "../fixtures/runFixture.js";

const NOW = FIXTURE_NOW_MS;
const PROFILE = { weightKg: 70, ageYears: 35 };

/** What a Standard Schema consumer (tRPC, Hono, a form library) does: validate, and infer the output type. */
function parseWith<S extends StandardSchemaV1>(schema: S, value: unknown): StandardSchemaV1.InferOutput<S> {
  const result = schema["~standard"].validate(value);
  if (result instanceof Promise) throw new Error("expected a synchronous schema");
  if (result.issues) throw new Error(result.issues.map((i) => i.message).join("; "));
  return result.value;
}

describe("createAddActivitiesStandardSchema", () => {
  const schema = createAddActivitiesStandardSchema({ nowMs: NOW, profile: PROFILE });

  it("is a Standard Schema v1 of vendor activity-fuel typed by the submitted body: input and output", () => {
    expect(schema["~standard"].version).toBe(1);
    expect(schema["~standard"].vendor).toBe("activity-fuel");
    // typed clients (Hono RPC, tRPC) infer the body to send from the input type
    expectTypeOf<StandardSchemaV1.InferInput<typeof schema>>().toEqualTypeOf<readonly SubmittedActivity[]>();
    expectTypeOf<StandardSchemaV1.InferOutput<typeof schema>>().toEqualTypeOf<SubmittedActivity[]>();
    expect(root.createAddActivitiesStandardSchema).toBe(createAddActivitiesStandardSchema);
  });

  it("returns the body as it passed: the submitted shape, unknown keys dropped, the zone canonical (a real recording)", () => {
    const body = loadRunBody();
    body[0]!["timeZoneName"] = "US/Pacific";
    body[0]!["note"] = "an unknown key";
    const value = parseWith(schema, body);
    const { note: _note, ...known } = body[0]!;
    expect(value).toEqual([{ ...known, timeZoneName: "America/Los_Angeles" }]);
    expect(value[0]!.metrics.data).toEqual(body[0]!.metrics.data);
  });

  it("gives a value that survives JSON.stringify and that service.addActivities accepts as it is", async () => {
    const body = loadRunBody();
    body[0]!["timeZoneName"] = "Zulu";
    const value = parseWith(schema, body);
    expect(JSON.parse(JSON.stringify(value))).toEqual(value);
    const service = createActivityService({ repository: createInMemoryActivityRepository(), clock: () => NOW, getProfile: () => PROFILE });
    const added = await service.addActivities("u", value);
    expect(added.ok).toBe(true);
    expect(added.ok && added.value[0]!.timeZoneName).toBe("Etc/GMT");
    // and the same property for any valid body
    await fc.assert(
      fc.asyncProperty(arbitraryValidActivity({ nowMs: NOW, profile: PROFILE, maxDataPoints: 20 }), async (activity) => {
        const passed = parseWith(schema, [activity]);
        expect(JSON.parse(JSON.stringify(passed))).toEqual(passed);
        expect((await service.addActivities("u", passed)).ok).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it("gives one issue per error with message, path from the body root and code (spec 7 examples)", () => {
    const body = loadRunBody();
    (body[0] as Record<string, unknown>)["timeZoneName"] = "PST";
    (body[0] as Record<string, unknown>)["activityId"] = "x";
    const result = schema["~standard"].validate(body);
    expect(result.issues).toBeDefined();
    const issues = result.issues ?? [];
    expect(issues.map((i) => [i.code, i.path])).toEqual(
      expect.arrayContaining([
        [180, [0, "timeZoneName"]],
        [200, [0, "activityId"]],
      ]),
    );
    expect(issues).toHaveLength(2);
    const tz = issues.find((i) => i.code === 180);
    expect(tz?.key).toBe("INVALID_TIME_ZONE");
    expect(tz?.message.startsWith("Invalid or missing time zone name.")).toBe(true);
    expect(tz?.message).toContain("PST");
  });

  it("reports body-level codes at the root path", () => {
    expect(schema["~standard"].validate({}).issues?.map((i) => [i.code, i.path])).toEqual([[1000, []]]);
    expect(schema["~standard"].validate([]).issues?.map((i) => [i.code, i.path])).toEqual([[1010, []]]);
  });

  it("reads nowMs and profile functions at every validation; defaults to Date.now()", () => {
    let now = NOW;
    const timed = createAddActivitiesStandardSchema({ nowMs: () => now, profile: () => PROFILE });
    const body = loadRunBody();
    expect(timed["~standard"].validate(body).issues).toBeUndefined();
    now = (body[0] as unknown as { startTime: number }).startTime; // startTime must be before now
    expect(timed["~standard"].validate(body).issues?.map((i) => i.code)).toEqual([160]);
    const future = loadRunBody();
    (future[0] as unknown as { startTime: number }).startTime = Date.now() + 3_600_000;
    expect(createAddActivitiesStandardSchema()["~standard"].validate(future).issues?.map((i) => i.code)).toContain(160);
  });

  it("agrees with validateActivities on every invalid activity of the arbitraries (codes, paths, order)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INVALID_ACTIVITY_CODES).chain((code) =>
          arbitraryInvalidActivity(code, { nowMs: NOW, profile: PROFILE, limits: { maxDataPointsPerActivity: 10 } }),
        ),
        (activity) => {
          const limits = { maxDataPointsPerActivity: 10 };
          const expected = validateActivities([activity], { nowMs: NOW, profile: PROFILE, limits });
          const result = createAddActivitiesStandardSchema({ nowMs: NOW, profile: PROFILE, limits })["~standard"].validate([activity]);
          expect(expected.ok).toBe(false);
          if (expected.ok) return;
          expect(result.issues?.map((i) => ({ code: i.code, path: i.path, detail: i.detail }))).toEqual(
            expected.errors.map((e) => ({ code: e.code, path: e.path, detail: e.detail })),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("createSubmittedActivityStandardSchema", () => {
  const schema = createSubmittedActivityStandardSchema({ nowMs: NOW, profile: PROFILE });

  it("validates one activity, typed SubmittedActivity in and out, paths from the activity's root", () => {
    expectTypeOf<StandardSchemaV1.InferInput<typeof schema>>().toEqualTypeOf<SubmittedActivity>();
    expectTypeOf<StandardSchemaV1.InferOutput<typeof schema>>().toEqualTypeOf<SubmittedActivity>();
    const [activity] = loadRunBody();
    const passed = parseWith(schema, activity);
    expect(passed.activityType).toBe("RUN");
    expect(JSON.parse(JSON.stringify(passed))).toEqual(passed);
    expect(Array.isArray(passed.metrics.data)).toBe(true);
    const bad = { ...(activity as object), metrics: { ...(activity as { metrics: object }).metrics, intervalValue: 5 } };
    expect(schema["~standard"].validate(bad).issues?.map((i) => [i.code, i.path])).toEqual([[250, ["metrics", "intervalValue"]]]);
    expect(schema["~standard"].validate([activity]).issues?.map((i) => [i.code, i.path])).toEqual([[1030, []]]);
  });

  it("accepts every valid activity of the arbitraries", () => {
    fc.assert(
      fc.property(arbitraryValidActivity({ nowMs: NOW, profile: PROFILE }), (activity) => {
        expect(schema["~standard"].validate(activity).issues).toBeUndefined();
      }),
      { numRuns: 100 },
    );
  });
});
