// The service's analysis operations: one activity's analysis, a user's bests from the records kept at add, and
// training load from the sessions' fuel or TRIMP per local day.
import { describe, expect, it } from "vitest";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import type { ActivityRepository } from "../../src/repository/activityRepository.js";
import { createInMemoryActivityRepository } from "../../src/repository/createInMemoryActivityRepository.js";
import { createActivityService } from "../../src/service/createActivityService.js";
import { DAY, HOUR, makeService, NOW, PROFILE } from "./helpers.js";

/** A run of `points` at 10 s and a steady `kmh`, heart rate `bpm`. */
function run(startTime: number, kmh: number, points: number, bpm = 150): SubmittedActivity {
  return {
    activityType: "RUN",
    deviceType: "WATCH",
    startTime,
    timeZoneName: "UTC",
    metrics: {
      intervalUnit: "sec",
      intervalValue: 10,
      metricTypes: ["distance", "speed", "heartrate"],
      data: Array.from({ length: points }, (_, i) => [(i * 10 * kmh) / 3600, kmh, bpm]),
    },
  };
}

describe("getAnalysis", () => {
  it("analyses a stored activity with the user's profile, and answers 290 for an unknown or foreign id", async () => {
    const { service } = makeService();
    const added = await service.addActivities("u1", [run(NOW - 2 * HOUR, 12, 360)]);
    const id = added.ok ? added.value[0]!.activityId : "";
    const analysis = await service.getAnalysis("u1", id);
    expect(analysis.ok).toBe(true);
    if (!analysis.ok) return;
    // 360 points of 10 s at 12 km/h: 12 km/h over 3 600 s is 12 km; a 1 km split takes 300 s
    expect(analysis.value.elapsedS).toBe(3600);
    expect(analysis.value.splits.km[0]?.elapsedS).toBeCloseTo(300, 6);
    expect(analysis.value.bestEfforts.find((e) => e.distanceM === 1000)?.elapsedS).toBeCloseTo(300, 6);
    expect(await service.getAnalysis("u2", id)).toMatchObject({ ok: false, errors: [{ code: 290 }] });
    expect(await service.getAnalysis("u1", "nope")).toMatchObject({ ok: false, errors: [{ code: 290 }] });
  });
});

describe("getRecords", () => {
  it("gives the user's bests over an experience type and a date range, each with the activity that holds it", async () => {
    const { service } = makeService();
    const slow = await service.addActivities("u1", [run(NOW - 3 * DAY, 10, 720)]);
    const fast = await service.addActivities("u1", [run(NOW - 2 * DAY, 15, 120, 170)]);
    await service.addActivities("u2", [run(NOW - 2 * DAY, 20, 360)]);
    const slowId = slow.ok ? slow.value[0]!.activityId : "";
    const fastId = fast.ok ? fast.value[0]!.activityId : "";
    const records = await service.getRecords("u1", "RUNNING");
    expect(records.ok).toBe(true);
    if (!records.ok) return;
    // 1 km at 15 km/h is 240 s, in the fast run (20 minutes: 5 km); 10 km only the slow run covers (2 h at 10 km/h)
    expect(records.value.bestEfforts.find((b) => b.at === 1000)).toMatchObject({ value: 240, activityId: fastId });
    expect(records.value.bestEfforts.find((b) => b.at === 10_000)).toMatchObject({ value: 3600, activityId: slowId });
    expect(records.value.heartrate.find((b) => b.at === 60)).toMatchObject({ value: 170, activityId: fastId });
    // a range holding the slow run only
    const day = new Date(NOW - 3 * DAY).toISOString().slice(0, 10);
    const dated = await service.getRecords("u1", "RUNNING", { startDate: day, endDate: day });
    expect(dated.ok && dated.value.bestEfforts.find((b) => b.at === 1000)).toMatchObject({ value: 360, activityId: slowId });
    expect(await service.getRecords("u1", "CYCLING")).toMatchObject({ ok: true, value: { bestEfforts: [], speed: [] } });
    expect(await service.getRecords("u1", "SWIMMING")).toMatchObject({ ok: false, errors: [{ code: 1140 }] });
    expect(await service.getRecords("u1", "RUNNING", { startDate: day })).toMatchObject({ ok: false, errors: [{ code: 1120 }] });
  });
});

describe("records kept at add", () => {
  it("are kept for a session and not for an ALL_DAY record, whose experience types have no bests", async () => {
    const { service, repository } = makeService();
    const added = await service.addActivities("u1", [
      run(Date.UTC(2024, 4, 10, 8), 12, 360),
      {
        activityType: "ALL_DAY",
        deviceType: "WEARABLE",
        startTime: Date.UTC(2024, 4, 10),
        timeZoneName: "UTC",
        metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["heartrate", "fuel"], data: Array.from({ length: 360 }, () => [150, 3]) },
      },
    ]);
    if (!added.ok) throw new Error("refused");
    const [session, day] = await Promise.all(added.value.map((item) => repository.getActivity("u1", item.activityId)));
    expect(session?.records?.heartrate.length).toBeGreaterThan(0);
    expect(day?.records).toBeUndefined();
    expect(await service.getRecords("u1", "WRISTBAND")).toMatchObject({ ok: true, value: { bestEfforts: [], heartrate: [] } });
  });
});

describe("getTrainingLoad", () => {
  it("averages each day's session fuel into fitness and fatigue (GoldenCheetah's update), leaving wristband days out", async () => {
    const { service } = makeService();
    const added = await service.addActivities("u1", [run(Date.UTC(2024, 4, 10, 8), 12, 360)]);
    const fuel = added.ok ? Number(added.value[0]!.metricSummary.fuel) : NaN;
    // an ALL_DAY of the same day: everyday life, not a session
    await service.addActivities("u1", [
      {
        activityType: "ALL_DAY",
        deviceType: "WEARABLE",
        startTime: Date.UTC(2024, 4, 10),
        timeZoneName: "UTC",
        metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["heartrate", "fuel"], data: Array.from({ length: 360 }, () => [70, 3]) },
      },
    ]);
    const report = await service.getTrainingLoad("u1", { startDate: "2024-05-09", endDate: "2024-05-12" });
    expect(report.ok).toBe(true);
    if (!report.ok) return;
    expect(report.value.load).toBe("fuel");
    expect(report.value.days.map((d) => [d.date, d.load])).toEqual([
      ["2024-05-09", 0],
      ["2024-05-10", fuel],
      ["2024-05-11", 0],
      ["2024-05-12", 0],
    ]);
    const fitness = fuel * (1 - Math.exp(-1 / 42));
    const fatigue = fuel * (1 - Math.exp(-1 / 7));
    const tenth = report.value.days[1]!;
    expect(tenth.fitness).toBeCloseTo(fitness, 1);
    expect(tenth.fatigue).toBeCloseTo(fatigue, 1);
    // the next day starts with yesterday's form, and both averages decay
    const eleventh = report.value.days[2]!;
    expect(eleventh.form).toBeCloseTo(fitness - fatigue, 1);
    expect(eleventh.fitness).toBeCloseTo(fitness * Math.exp(-1 / 42), 1);
  });

  it("uses TRIMP as the load when asked, and refuses a missing, reversed or too long range and an unknown load", async () => {
    const { service } = makeService();
    await service.addActivities("u1", [run(Date.UTC(2024, 4, 10, 8), 12, 360, 160)]);
    const trimp = await service.getTrainingLoad("u1", { startDate: "2024-05-10", endDate: "2024-05-10", load: "trimp" });
    expect(trimp.ok && trimp.value.load).toBe("trimp");
    expect(trimp.ok && trimp.value.days[0]!.load).toBeGreaterThan(0);
    const codes = async (query: Parameters<typeof service.getTrainingLoad>[1]) => {
      const result = await service.getTrainingLoad("u1", query);
      return result.ok ? [] : result.errors.map((e) => e.code);
    };
    expect(await codes({})).toEqual([1171]);
    expect(await codes({ startDate: "2024-05-10" })).toEqual([1120]);
    expect(await codes({ startDate: "2024-05-12", endDate: "2024-05-10" })).toEqual([1150]);
    expect(await codes({ startDate: "2000-01-01", endDate: "2024-01-01" })).toEqual([1171]);
    expect(await codes({ startDate: "2024-05-10", endDate: "2024-05-10", load: "watts" })).toEqual([1170]);
  });
});

describe("a user's records over many activities", () => {
  // `count` copies of one stored run, an hour apart, the oldest faster (its 1 km in 240 s instead of 300 s)
  async function history(count: number): Promise<{ service: ReturnType<typeof createActivityService>; reads: () => number; fastestId: string }> {
    const repository = createInMemoryActivityRepository();
    let reads = 0;
    const counted: ActivityRepository = { ...repository, listActivities: (...args) => (reads++, repository.listActivities(...args)) };
    const service = createActivityService({ repository: counted, clock: () => NOW, getProfile: () => PROFILE });
    const added = await service.addActivities("u1", [run(NOW - count * HOUR, 15, 120), run(NOW - HOUR, 12, 120)]);
    if (!added.ok) throw new Error("refused");
    const [fast, usual] = await Promise.all(added.value.map((item) => repository.getActivity("u1", item.activityId)));
    const copies = Array.from({ length: count - 2 }, (_, i) => {
      const startTime = NOW - (i + 2) * HOUR;
      return { ...usual!, activityId: `copy-${i}`, activity: { ...usual!.activity, startTime }, localDate: new Date(startTime).toISOString().slice(0, 10), endMs: startTime + (usual!.endMs - usual!.activity.startTime) };
    });
    if (!(await repository.addActivities("u1", copies)).ok) throw new Error("refused");
    reads = 0;
    return { service, reads: () => reads, fastestId: fast!.activityId };
  }

  it("reads 10 000 activities' records in one repository read, 10 001 in two, and finds the best in the oldest", async () => {
    for (const [count, expectedReads] of [[10_000, 1], [10_001, 2]] as const) {
      const { service, reads, fastestId } = await history(count);
      const records = await service.getRecords("u1", "RUNNING");
      expect(records.ok && records.value.bestEfforts.find((b) => b.at === 1000)).toMatchObject({ value: 240, activityId: fastestId });
      expect(reads()).toBe(expectedReads);
    }
  }, 60_000);
});
