import * as fc from "fast-check";
import { toSubmittedActivity } from "../../src/model/columnsFromRows.js";
import { describe, expect, it } from "vitest";
import { arbitraryAddActivitiesBody, arbitraryUserProfile, arbitraryValidActivity } from "../../src/testing/index.js";
import { canonicalTimeZone } from "../../src/timeZone/canonicalTimeZone.js";
import { validateActivities } from "../../src/validate/validateActivities.js";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";

/** An activity as the validator writes it back: its zone canonical (Asia/Calcutta → Asia/Kolkata). */
const writtenBack = (activity: SubmittedActivity): SubmittedActivity => ({ ...activity, timeZoneName: canonicalTimeZone(activity.timeZoneName)! });

const NOW = Date.UTC(2030, 0, 1);

describe("valid activities always pass", () => {
  it("any profile, any possible activity type, over JSON: accepted and returned as submitted, the zone canonical", () => {
    const cases = arbitraryUserProfile().chain((profile) =>
      arbitraryAddActivitiesBody({ nowMs: NOW, profile }).map((body) => ({ profile, body })),
    );
    fc.assert(
      fc.property(cases, ({ profile, body }) => {
        const result = validateActivities(JSON.parse(JSON.stringify(body)), { nowMs: NOW, profile });
        expect(result.ok ? [] : result.errors).toEqual([]);
        if (result.ok) expect(result.activities.map(toSubmittedActivity)).toEqual(body.map(writtenBack));
      }),
      { numRuns: 200 },
    );
  });

  it("startTime just before nowMs and large bodies at the limits", () => {
    const nowMs = Date.UTC(2031, 5, 1);
    fc.assert(
      fc.property(arbitraryValidActivity({ nowMs, profile: { weightKg: 80 }, minDataPoints: 50, maxDataPoints: 50 }), (activity) => {
        const limits = { maxDataPointsPerActivity: 50, maxActivitiesPerRequest: 1 };
        // the last data point starts 1 ms before now
        const { duration: _dropped, ...rest } = activity;
        const startTime = nowMs - 1 - 49 * activity.metrics.intervalValue * 1000;
        expect(validateActivities([{ ...rest, startTime }], { nowMs, profile: { weightKg: 80 }, limits }).ok).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it("adding unknown fields does not change the verdict and they are dropped", () => {
    fc.assert(
      fc.property(
        arbitraryValidActivity({ nowMs: NOW, profile: { ageYears: 30 } }),
        fc.dictionary(fc.string({ minLength: 1 }).map((k) => `x-${k}`), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
        (activity, extra) => {
          const result = validateActivities([{ ...extra, ...activity }], { nowMs: NOW, profile: { ageYears: 30 } });
          expect(result.ok && toSubmittedActivity(result.activities[0]!)).toEqual(writtenBack(activity));
        },
      ),
      { numRuns: 100 },
    );
  });
});
