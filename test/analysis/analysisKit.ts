// Test helpers of the analysis tests: activities built from columns, a fast-check arbitrary of such activities, and
// real recordings imported and validated.
import fc from "fast-check";
import { importRecording } from "../../src/import/importRecording.js";
import type { ValidatedActivity } from "../../src/model/validatedActivity.js";
import type { UserProfile } from "../../src/model/userProfile.js";
import type { ActivityTypeName } from "../../src/registry/activityTypes.js";
import type { SubmittableMetricTypeName } from "../../src/registry/metricTypes.js";
import { validateActivities } from "../../src/validate/validateActivities.js";
import { fixtureRecording } from "../fixtures/recordings.js";

/** A validated activity with the given columns (all the same length). */
export function columnsActivity(
  columns: Partial<Record<SubmittableMetricTypeName, readonly number[]>>,
  options: { readonly intervalValue?: 5 | 10; readonly activityType?: ActivityTypeName } = {},
): ValidatedActivity {
  const metricTypes = Object.keys(columns) as SubmittableMetricTypeName[];
  const values = metricTypes.map((name) => Float64Array.from(columns[name]!));
  return {
    activityType: options.activityType ?? "CYCLE",
    deviceType: "WATCH",
    startTime: Date.UTC(2024, 0, 1, 8),
    timeZoneName: "Europe/Paris",
    metrics: { intervalUnit: "sec", intervalValue: options.intervalValue ?? 10, metricTypes, pointCount: values[0]?.length ?? 0, columns: values },
  };
}

/** Cumulative sums from 0: `[0, a, a + b, …]` of the increments. */
export function cumulative(increments: readonly number[]): number[] {
  const out = [0];
  for (const x of increments) out.push(out[out.length - 1]! + x);
  return out;
}

/** What {@link arbitraryColumns} generates. */
export interface GeneratedActivity {
  readonly activity: ValidatedActivity;
  readonly fuelPerPoint: number[];
}

/**
 * Activities of 1–120 points at 5 or 10 s with a cumulative distance (increments 0–0.06 km, a fifth of them 0: stops),
 * speed, heart rate (0 = no reading sometimes), power, elevation, and a fuel per point.
 */
export function arbitraryColumns(options: { readonly minPoints?: number; readonly maxPoints?: number } = {}): fc.Arbitrary<GeneratedActivity> {
  return fc
    .record({
      intervalValue: fc.constantFrom(5 as const, 10 as const),
      points: fc.array(
        fc.record({
          gainKm: fc.oneof({ arbitrary: fc.constant(0), weight: 1 }, { arbitrary: fc.integer({ min: 1, max: 60_000 }).map((x) => x / 1e6), weight: 4 }),
          speed: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 400 }).map((x) => x / 10)),
          heartrate: fc.oneof(fc.constant(0), fc.integer({ min: 40, max: 210 })),
          watts: fc.integer({ min: 0, max: 900 }),
          elevation: fc.integer({ min: -50, max: 3000 }).map((x) => x / 10),
          fuel: fc.integer({ min: 0, max: 40 }),
        }),
        { minLength: options.minPoints ?? 1, maxLength: options.maxPoints ?? 120, size: "medium" },
      ),
      activityType: fc.constantFrom("RUN" as const, "CYCLE" as const, "WALK" as const, "OTHER" as const),
    })
    .map(({ intervalValue, points, activityType }) => {
      const distance = cumulative(points.slice(1).map((p) => p.gainKm));
      return {
        activity: columnsActivity(
          {
            distance,
            speed: points.map((p) => p.speed),
            heartrate: points.map((p) => p.heartrate),
            watts: points.map((p) => p.watts),
            elevation: points.map((p) => p.elevation),
          },
          { intervalValue, activityType },
        ),
        fuelPerPoint: points.map((p) => p.fuel),
      };
    });
}

/** The profile the recording tests use. */
export const RECORDING_PROFILE: UserProfile = { weightKg: 72, ageYears: 41, restingHeartRateBpm: 52, functionalThresholdPowerW: 260 };

/** The activities of a recording of test/fixtures/recordings, imported and validated. */
export async function recordingActivities(name: string): Promise<ValidatedActivity[]> {
  const nowMs = Date.UTC(2026, 0, 1);
  const imported = await importRecording(fixtureRecording(name), { fileName: name, nowMs });
  if (!imported.ok) throw new Error(`${name}: ${imported.error.detail}`);
  const checked = validateActivities(
    imported.activities.map((a) => a.activity),
    { nowMs, profile: RECORDING_PROFILE },
  );
  if (!checked.ok) throw new Error(`${name}: ${JSON.stringify(checked.errors.slice(0, 2))}`);
  return [...checked.activities];
}
