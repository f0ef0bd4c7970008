// Decision D-92: the service validates into recycled buffers and takes them back only after the repository has
// copied the batch; concurrent adds through a slow repository never see each other's numbers.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDailyRecords, toDailyRecord } from "../../src/derive/buildDailyRecords.js";
import { localDayStartMs } from "../../src/derive/localDays.js";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import { arbitraryValidActivity } from "../../src/testing/arbitraries/arbitraryValidActivity.js";
import type { ActivityRepository } from "../../src/repository/activityRepository.js";
import { createInMemoryActivityRepository } from "../../src/repository/index.js";
import { createActivityService } from "../../src/service/index.js";
import { SampleBufferPool } from "../../src/service/sampleBufferPool.js";
import { foldActivityDays } from "../../src/derive/dayAggregatesOf.js";

const NOW = Date.UTC(2025, 0, 1);

function run(heartRate: number, points: number): Record<string, unknown> {
  return {
    activityType: "RUN",
    deviceType: "WATCH",
    startTime: Date.UTC(2024, 5, 1, 7) + heartRate * 60_000,
    timeZoneName: "UTC", // stored as Etc/UTC, its canonical name
    metrics: {
      intervalUnit: "sec",
      intervalValue: 10,
      metricTypes: ["distance", "speed", "heartrate"],
      data: Array.from({ length: points }, (_, i) => [i * 0.03, 10.8, heartRate]),
    },
  };
}

/** The in-memory repository behind a few ticks of latency before it reads the batch (as a database adapter). */
function slowRepository(inner: ActivityRepository): ActivityRepository {
  const wait = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
  return new Proxy(inner, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key !== "addActivities" || typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        await wait();
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

describe("recycled validation buffers (decision D-92)", () => {
  it("concurrent adds through a slow repository each store their own numbers", async () => {
    const inner = createInMemoryActivityRepository();
    let serial = 0;
    const service = createActivityService({ repository: slowRepository(inner), clock: () => NOW, generateId: () => `a${++serial}` });
    for (let round = 0; round < 3; round++) {
      const outcomes = await Promise.all(Array.from({ length: 40 }, (_, k) => service.addActivities(`user-${k}`, [run(60 + k, 5 + (k % 7))])));
      expect(outcomes.every((o) => o.ok)).toBe(true);
    }
    for (let k = 0; k < 40; k++) {
      const stored = await inner.listActivities(`user-${k}`, {}, { offset: 0, limit: 10 });
      expect(stored).toHaveLength(3);
      for (const activity of stored) {
        expect(Array.from(activity.activity.metrics.columns[2]!)).toEqual(new Array(5 + (k % 7)).fill(60 + k));
      }
    }
  });

  // decision D-180: the day fold's envelopes are views of the same recycled buffers; the repository copies them
  it("concurrent adds through a slow repository each store their own wristband days", async () => {
    const inner = createInMemoryActivityRepository();
    let serial = 0;
    const service = createActivityService({ repository: slowRepository(inner), clock: () => NOW, generateId: () => `a${++serial}` });
    for (let round = 0; round < 3; round++) {
      const outcomes = await Promise.all(Array.from({ length: 40 }, (_, k) => service.addActivities(`user-${k}`, [run(60 + k + round * 90, 50 + (k % 7))])));
      expect(outcomes.every((o) => o.ok)).toBe(true);
    }
    for (let k = 0; k < 40; k++) {
      const stored = await inner.listActivities(`user-${k}`, {}, { offset: 0, limit: 10 });
      const expected = foldActivityDays(stored, "Etc/UTC").map(({ localDate, fuel, steps, calories, distanceKm, activeMs, activityIds }) => ({ localDate, fuel, steps, calories, distanceKm, activeMs, activityIds: [...activityIds] }));
      const days = (await inner.listDays(`user-${k}`, "Etc/UTC", {}, { offset: 0, limit: 10 })) ?? [];
      expect(days.map(({ localDate, fuel, steps, calories, distanceKm, activeMs, activityIds }) => ({ localDate, fuel, steps, calories, distanceKm, activeMs, activityIds: [...activityIds] })).reverse()).toEqual(expected);
      expect(expected[0]!.distanceKm).toBeGreaterThan(0);
    }
  });

  it("a refused body gives its buffers back too, and later adds are unaffected", async () => {
    const repository = createInMemoryActivityRepository();
    const service = createActivityService({ repository, clock: () => NOW, generateId: () => "same" });
    expect((await service.addActivities("u", [run(70, 4), { ...run(71, 4), activityType: "NOPE" }])).ok).toBe(false);
    expect((await service.addActivities("u", [run(72, 4)])).ok).toBe(true);
    expect(Array.from((await repository.getActivity("u", "same"))!.activity.metrics.columns[2]!)).toEqual([72, 72, 72, 72]);
  });
});

// decisions D-92, D-180, D-183: nothing reads a lent buffer once it is given back. Every buffer given back is
// filled with NaN first, so a column, an envelope or a lazy one-activity day read after the add settled would
// store NaN (or other users' numbers) instead of failing only when two adds happen to interleave.
describe("buffers given back are never read again", () => {
  const give = SampleBufferPool.prototype.give;
  beforeAll(() => {
    SampleBufferPool.prototype.give = function (this: SampleBufferPool, buffers: readonly Float64Array[]) {
      for (const buffer of buffers) buffer.fill(Number.NaN);
      give.call(this, buffers);
    };
  });
  afterAll(() => {
    SampleBufferPool.prototype.give = give;
  });

  const ZONE = "Europe/Paris";
  const NOW_MS = Date.UTC(2030, 0, 1);
  const PROFILE = { weightKg: 70, ageYears: 35, timeZoneName: ZONE };
  const H = 3_600_000;
  // within 30 hours of noon on Paris's 25-hour day, so that adds fold into each other's days and cut days
  const noon = localDayStartMs("2024-10-27", ZONE) + 12 * H;
  const activityArb = arbitraryValidActivity({ nowMs: NOW_MS, profile: PROFILE, maxDataPoints: 200 }).chain((activity) =>
    fc.integer({ min: -30 * H, max: 30 * H }).map((offsetMs): SubmittedActivity => {
      const { duration: _duration, ...rest } = activity;
      return { ...rest, startTime: noon + offsetMs };
    }),
  );
  const addsArb = fc.array(fc.tuple(fc.constantFrom("u1", "u2"), fc.array(activityArb, { minLength: 1, maxLength: 3 })), { minLength: 1, maxLength: 6 });

  it("concurrent adds through a slow repository store their own columns and the days rebuilt from scratch", async () => {
    await fc.assert(
      fc.asyncProperty(addsArb, async (adds) => {
        const inner = createInMemoryActivityRepository();
        let serial = 0;
        const service = createActivityService({ repository: slowRepository(inner), clock: () => NOW_MS, generateId: () => `a${++serial}`, getProfile: () => PROFILE });
        const outcomes = await Promise.all(adds.map(([userId, body]) => service.addActivities(userId, body)));
        for (const [k, outcome] of outcomes.entries()) {
          if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
          const [userId, body] = adds[k]!;
          for (const [i, item] of outcome.value.entries()) {
            const { columns } = (await inner.getActivity(userId, item.activityId))!.activity.metrics;
            const { data } = body[i]!.metrics;
            expect(data.map((_, j) => columns.map((column) => column[j]))).toEqual(data);
          }
        }
        for (const userId of ["u1", "u2"]) {
          const all = await inner.listActivitiesOverlapping(userId, {});
          const days = (await inner.listDays(userId, ZONE, {}, { offset: 0, limit: 100 })) ?? [];
          expect(days.map((day) => toDailyRecord(day, ZONE, NOW_MS))).toEqual(buildDailyRecords(all, { timeZone: ZONE, nowMs: NOW_MS }));
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe("SampleBufferPool", () => {
  it("lends the smallest idle buffer that fits and keeps a bounded number of bytes", () => {
    const pool = new SampleBufferPool(2, 100);
    const a = pool.take(10);
    const b = pool.take(20);
    expect([a.length, b.length]).toEqual([10, 20]);
    pool.give([a, b]);
    expect(pool.take(5)).toBe(a);
    expect(pool.take(5)).toBe(b);
    expect(pool.take(5)).not.toBe(a);
    pool.give([new Float64Array(30)]); // over a quarter of the bound: not kept
    expect(pool.take(30)).toHaveLength(30);
    pool.give([a, b, new Float64Array(3)]); // only two idle buffers
    expect([pool.take(1), pool.take(1)]).toEqual(expect.arrayContaining([a, b]));
  });
});

describe("SampleBufferPool.allocator (decision D-180)", () => {
  it("carves views of exactly the asked length from pooled buffers, records each buffer taken, and takes another when full", () => {
    const pool = new SampleBufferPool();
    const lent: Float64Array[] = [];
    const allocate = pool.allocator(lent, 100);
    const a = allocate(30);
    const b = allocate(70);
    expect([a.length, b.length]).toEqual([30, 70]);
    expect(lent).toHaveLength(1);
    expect(a.buffer).toBe(b.buffer);
    a.fill(1);
    b.fill(2);
    expect(Array.from(lent[0]!.subarray(0, 100))).toEqual([...new Array(30).fill(1), ...new Array(70).fill(2)]);
    const c = allocate(1); // the first buffer is full
    expect(lent).toHaveLength(2);
    expect(c.buffer).not.toBe(a.buffer);
    const big = allocate(500); // more than a chunk: a buffer of its own size
    expect(big).toHaveLength(500);
    expect(lent).toHaveLength(3);
    pool.give(lent);
    const again = pool.allocator([], 100)(10);
    expect(lent.map((buffer) => buffer.buffer)).toContain(again.buffer); // recycled
  });

  // with 10 000 adds in flight each holds its buffers until its repository settles: a 30-minute run (720 values)
  // must not take 128 KiB (the first default chunk, 16 384 doubles, made concurrent adds 3× slower in the bench)
  it("a 30-minute run's columns take a buffer of at most 1 024 doubles by default", () => {
    const lent: Float64Array[] = [];
    new SampleBufferPool().allocator(lent)(720);
    expect(lent).toHaveLength(1);
    expect(lent[0]!.length).toBeLessThanOrEqual(1024);
  });
});
