import { describe, expect, it } from "vitest";
import { createInMemoryActivityRepository } from "../../src/repository/index.js";
import { activityEndMs } from "../../src/derive/activityEndMs.js";
import { isLocalDate } from "../../src/timeZone/isLocalDate.js";
import { contractActivity } from "../../src/testing/contract/fixtures.js";

const T0 = Date.UTC(2022, 2, 1, 9);

/** Frozen all the way down, typed arrays (which cannot be frozen) excepted. */
function isDeepFrozen(value: unknown): boolean {
  if (typeof value !== "object" || value === null || ArrayBuffer.isView(value)) return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen);
}

describe("createInMemoryActivityRepository", () => {
  it("keeps the activities it is handed, their envelopes frozen, and reads return them", async () => {
    const repo = createInMemoryActivityRepository();
    const input = contractActivity({ userId: "u", activityId: "a", startTime: T0, points: 5 });
    await repo.addActivities("u", [input]);
    const got = await repo.getActivity("u", "a");
    expect(got).toBe(input);
    expect(isDeepFrozen(got)).toBe(true);
    expect(() => (got?.activity.metrics.columns as unknown[]).push(new Float64Array(5))).toThrow(TypeError);
    expect(() => ((got!.activity as { startTime: number }).startTime = 0)).toThrow(TypeError);
  });

  it("reads no time zone: a zone name it could not resolve is stored and filtered by its given local date", async () => {
    const repo = createInMemoryActivityRepository();
    const elsewhere = contractActivity({ userId: "u", activityId: "mars", startTime: T0, timeZoneName: "Mars/Olympus_Mons", localDate: "2022-02-28" });
    expect(await repo.addActivities("u", [elsewhere])).toEqual({ ok: true, stored: 1 });
    const ids = async (date: string) => (await repo.listActivities("u", { localDateFrom: date, localDateTo: date }, { offset: 0, limit: 5 })).map((s) => s.activityId);
    expect(await ids("2022-02-28")).toEqual(["mars"]);
    expect(await ids("2022-03-01")).toEqual([]);
  });

  it("rejects a batch with a malformed local date (a programming error) and stores none of it", async () => {
    const repo = createInMemoryActivityRepository();
    const good = contractActivity({ userId: "u", activityId: "good", startTime: T0 });
    const bad = contractActivity({ userId: "u", activityId: "bad", startTime: T0, localDate: "2022-3-1" });
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
  const at = (pointCount: number, durationMs: number) => activityEndMs({ startTime: T0, metrics: { pointCount, intervalValue: 10 } }, { durationMs });
  it("is the start plus the longer of the duration and the sampled span, at least 1 ms", () => {
    // 3 points × 10 s = 30 s sampled
    expect(at(3, 20_000)).toBe(T0 + 30_000);
    expect(at(3, 90_000)).toBe(T0 + 90_000);
    expect(at(0, 0)).toBe(T0 + 1);
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
