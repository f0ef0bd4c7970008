import { describe, expect, it } from "vitest";
import { activityEndMs, createInMemoryActivityRepository, isLocalDate } from "../../src/repository/index.js";
import { contractActivity } from "../../src/testing/contract/fixtures.js";

const T0 = Date.UTC(2022, 2, 1, 9);

/** Frozen all the way down, typed arrays (which cannot be frozen, decision D-90) excepted. */
function isDeepFrozen(value: unknown): boolean {
  if (typeof value !== "object" || value === null || ArrayBuffer.isView(value)) return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen);
}

describe("createInMemoryActivityRepository", () => {
  it("returns frozen copies with the columns side by side in one Float64Array, never the caller's objects", async () => {
    const repo = createInMemoryActivityRepository();
    const input = contractActivity({ userId: "u", activityId: "a", startTime: T0, points: 5 });
    await repo.addActivities("u", [input]);
    const got = await repo.getActivity("u", "a");
    expect(got).not.toBe(input);
    expect(got?.activity.metrics.columns[0]).not.toBe(input.activity.metrics.columns[0]);
    expect(isDeepFrozen(got)).toBe(true);
    expect(Object.isFrozen(input)).toBe(false); // the caller's object is left alone
    expect(() => (got?.activity.metrics.columns as unknown[]).push(new Float64Array(5))).toThrow(TypeError);
    // columns and the FUEL series are adjacent views into one buffer: 3 × 5 doubles
    const [distance, speed] = got!.activity.metrics.columns as Float64Array[];
    const fuel = got!.derived.fuelPerPoint as Float64Array;
    expect(distance!.buffer).toBe(speed!.buffer);
    expect(fuel.buffer).toBe(distance!.buffer);
    expect([distance!.byteOffset + 40, speed!.byteOffset + 40]).toEqual([speed!.byteOffset, fuel.byteOffset]);
  });

  it("shares the FUEL series with a submitted fuel column holding the same numbers", async () => {
    const repo = createInMemoryActivityRepository();
    const base = contractActivity({ userId: "u", activityId: "a", startTime: T0, points: 4 });
    const fuel = Float64Array.of(1, 0, 2, 3);
    const metrics = { ...base.activity.metrics, metricTypes: ["distance", "speed", "fuel"] as const, columns: [...base.activity.metrics.columns, fuel] };
    const same = { ...base, activity: { ...base.activity, metrics }, derived: { ...base.derived, fuel: 6, fuelPerPoint: [1, 0, 2, 3] } };
    const other = { ...same, activityId: "b", derived: { ...same.derived, fuelPerPoint: [1, 1, 1, 3] } };
    await repo.addActivities("u", [same, other]);
    const a = await repo.getActivity("u", "a");
    const b = await repo.getActivity("u", "b");
    expect(a!.derived.fuelPerPoint).toBe(a!.activity.metrics.columns[2]);
    expect(Array.from(b!.derived.fuelPerPoint)).toEqual([1, 1, 1, 3]);
    expect(Array.from(b!.activity.metrics.columns[2]!)).toEqual([1, 0, 2, 3]);
    // a's three columns fill the user's first slab exactly; b's three columns and its own FUEL series open the next
    const aColumn = a!.activity.metrics.columns[0] as Float64Array;
    const bColumn = b!.activity.metrics.columns[0] as Float64Array;
    expect([aColumn.byteOffset, aColumn.buffer.byteLength]).toEqual([0, 3 * 4 * 8]);
    expect([bColumn.byteOffset, (b!.derived.fuelPerPoint as Float64Array).byteOffset]).toEqual([0, 3 * 4 * 8]);
  });

  it("refuses a batch with a column of the wrong length and stores none of it", async () => {
    const repo = createInMemoryActivityRepository();
    const good = contractActivity({ userId: "u", activityId: "good", startTime: T0, points: 3 });
    const short = contractActivity({ userId: "u", activityId: "short", startTime: T0, points: 3 });
    const bad = { ...short, activity: { ...short.activity, metrics: { ...short.activity.metrics, pointCount: 4 } } };
    await expect(repo.addActivities("u", [good, bad])).rejects.toThrow(RangeError);
    expect(await repo.countActivities("u")).toBe(0);
  });

  it("rejects a batch it cannot prepare (unknown time zone) and stores none of it", async () => {
    const repo = createInMemoryActivityRepository();
    const good = contractActivity({ userId: "u", activityId: "good", startTime: T0 });
    const bad = contractActivity({ userId: "u", activityId: "bad", startTime: T0, timeZoneName: "Mars/Olympus_Mons" });
    await expect(repo.addActivities("u", [good, bad])).rejects.toThrow(RangeError);
    expect(await repo.countActivities("u")).toBe(0);
    expect(await repo.getActivity("u", "good")).toBeUndefined();
  });

  it.each([
    [{ offset: -1, limit: 1 }],
    [{ offset: 0.5, limit: 1 }],
    [{ offset: 0, limit: Number.NaN }],
    [{ offset: 0, limit: Number.POSITIVE_INFINITY }],
  ])("rejects the page %j with a RangeError (a programming error)", async (page) => {
    const repo = createInMemoryActivityRepository();
    await expect(repo.listActivities("u", {}, page)).rejects.toThrow(RangeError);
  });

  it.each([
    [{ localDateFrom: "2022-03-01" }],
    [{ localDateTo: "2022-03-01" }],
    [{ localDateFrom: "2022-3-1", localDateTo: "2022-03-01" }],
  ])("rejects the filter %j with a RangeError", async (filter) => {
    const repo = createInMemoryActivityRepository();
    await expect(repo.countActivities("u", filter)).rejects.toThrow(RangeError);
    await expect(repo.listActivities("u", filter, { offset: 0, limit: 1 })).rejects.toThrow(RangeError);
  });

  it("filters local dates of years 0001–0099 in their own century (not as 1900–1999)", async () => {
    const repo = createInMemoryActivityRepository();
    // 15 June of year 50, 12:00 UTC (setUTCFullYear takes year 50 literally)
    const year50 = new Date(0);
    year50.setUTCFullYear(50, 5, 15);
    year50.setUTCHours(12);
    const year1950 = Date.UTC(1950, 5, 15, 12);
    await repo.addActivities("u", [
      contractActivity({ userId: "u", activityId: "y50", startTime: year50.getTime(), timeZoneName: "UTC" }),
      contractActivity({ userId: "u", activityId: "y1950", startTime: year1950, timeZoneName: "UTC" }),
    ]);
    const ids = async (from: string, to: string) =>
      (await repo.listActivities("u", { localDateFrom: from, localDateTo: to }, { offset: 0, limit: 10 })).map((s) => s.activityId);
    expect(await ids("0050-06-15", "0050-06-15")).toEqual(["y50"]);
    expect(await ids("1950-06-15", "1950-06-15")).toEqual(["y1950"]);
    expect(await repo.countActivities("u", { localDateFrom: "0050-06-01", localDateTo: "0050-06-30" })).toBe(1);
  });

  it("answers a filter that is exactly one family, and one that only looks like it", async () => {
    const repo = createInMemoryActivityRepository();
    const types = ["DOG_WALKING", "HIKING", "WALK", "RUN"] as const;
    await repo.addActivities(
      "u",
      types.map((activityType, i) => contractActivity({ userId: "u", activityId: activityType, activityType, startTime: T0 + i * 3_600_000 })),
    );
    const ids = async (activityTypes: string[]) =>
      (await repo.listActivities("u", { activityTypes }, { offset: 0, limit: 10 })).map((s) => s.activityId);
    // the WALK family of the registry is exactly DOG_WALKING, HIKING and WALK (most recent first)
    expect(await ids(["WALK", "HIKING", "DOG_WALKING"])).toEqual(["WALK", "HIKING", "DOG_WALKING"]);
    // same size as a family but not one: answered by the type predicate
    expect(await ids(["WALK", "HIKING", "RUN"])).toEqual(["RUN", "WALK", "HIKING"]);
    expect(await ids(["WALK", "HIKING", "NOT_A_TYPE"])).toEqual(["WALK", "HIKING"]);
  });

  it("keeps repositories independent of each other", async () => {
    const one = createInMemoryActivityRepository();
    const two = createInMemoryActivityRepository();
    await one.addActivities("u", [contractActivity({ userId: "u", activityId: "a", startTime: T0 })]);
    expect(await two.countActivities("u")).toBe(0);
  });
});

describe("activityEndMs", () => {
  it("is the start plus the longer of the duration and the sampled span, at least 1 ms", () => {
    // 3 points × 10 s = 30 s sampled
    expect(activityEndMs(contractActivity({ userId: "u", activityId: "a", startTime: T0, points: 3, durationMs: 20_000 }))).toBe(T0 + 30_000);
    expect(activityEndMs(contractActivity({ userId: "u", activityId: "a", startTime: T0, points: 3, durationMs: 90_000 }))).toBe(T0 + 90_000);
    expect(activityEndMs(contractActivity({ userId: "u", activityId: "a", startTime: T0, points: 0, durationMs: 0 }))).toBe(T0 + 1);
  });
});

describe("isLocalDate", () => {
  it.each(["2024-02-29", "2000-02-29", "2023-12-31", "0001-01-01", "9999-12-31"])("accepts %s", (date) => {
    expect(isLocalDate(date)).toBe(true);
  });
  it.each(["2023-02-29", "1900-02-29", "2024-04-31", "2024-13-01", "2024-00-10", "2024-01-00", "0000-01-01", "2024-1-01", "20240101", " 2024-01-01", "2024-01-01T00:00", 20240101, null])(
    "rejects %j",
    (value) => {
      expect(isLocalDate(value)).toBe(false);
    },
  );
});

describe("SampleArena (decision D-89)", () => {
  it("hands out adjacent regions of geometrically growing slabs, big requests in buffers of their own", async () => {
    const { SampleArena } = await import("../../src/repository/sampleArena.js");
    const arena = new SampleArena(64);
    const a = arena.allocate(10);
    expect([a.array.length, a.offset]).toEqual([10, 0]);
    const b = arena.allocate(4);
    expect([b.array.length, b.offset]).toEqual([20, 0]);
    const c = arena.allocate(16);
    expect([c.array, c.offset]).toEqual([b.array, 4]);
    const d = arena.allocate(32);
    expect([d.array.length, d.offset]).toEqual([32, 0]);
    const e = arena.allocate(1);
    expect([e.array.length, e.offset]).toEqual([40, 0]);
  });

  it("keeps two users' data in different buffers", async () => {
    const repo = createInMemoryActivityRepository();
    await repo.addActivities("u", [contractActivity({ userId: "u", activityId: "a", startTime: T0 })]);
    await repo.addActivities("v", [contractActivity({ userId: "v", activityId: "a", startTime: T0 })]);
    const mine = (await repo.getActivity("u", "a"))!.activity.metrics.columns[0] as Float64Array;
    const theirs = (await repo.getActivity("v", "a"))!.activity.metrics.columns[0] as Float64Array;
    expect(mine.buffer).not.toBe(theirs.buffer);
  });
});
