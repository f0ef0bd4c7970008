// Decision D-92: the service validates into recycled buffers and takes them back only after the repository has
// copied the batch; concurrent adds through a slow repository never see each other's numbers.
import { describe, expect, it } from "vitest";
import type { ActivityRepository } from "../../src/repository/activityRepository.js";
import { createInMemoryActivityRepository } from "../../src/repository/index.js";
import { createActivityService } from "../../src/service/index.js";
import { SampleBufferPool } from "../../src/service/sampleBufferPool.js";

const NOW = Date.UTC(2025, 0, 1);

function run(heartRate: number, points: number): Record<string, unknown> {
  return {
    activityType: "RUN",
    deviceType: "WATCH",
    startTime: Date.UTC(2024, 5, 1, 7) + heartRate * 60_000,
    timeZoneName: "UTC",
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

  it("a refused body gives its buffers back too, and later adds are unaffected", async () => {
    const repository = createInMemoryActivityRepository();
    const service = createActivityService({ repository, clock: () => NOW, generateId: () => "same" });
    expect((await service.addActivities("u", [run(70, 4), { ...run(71, 4), activityType: "NOPE" }])).ok).toBe(false);
    expect((await service.addActivities("u", [run(72, 4)])).ok).toBe(true);
    expect(Array.from((await repository.getActivity("u", "same"))!.activity.metrics.columns[2]!)).toEqual([72, 72, 72, 72]);
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
