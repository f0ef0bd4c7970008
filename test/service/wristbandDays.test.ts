// One wristband day per user and local date, kept by storage; the time each day's fuel counts. Each case here
// failed on the service that decided replacements from a read before the write and cut every day at its midnight.
import { describe, expect, it } from "vitest";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import { activity, DAY, HOUR, makeService, NOW } from "./helpers.js";

/** An ALL_DAY of `hours` at 10 s with a submitted FUEL column of `fuelPerPoint` per point (steps for the options). */
function allDay(startTime: number, hours: number, timeZoneName: string, fuelPerPoint = 1): SubmittedActivity {
  return {
    activityType: "ALL_DAY",
    deviceType: "WEARABLE",
    startTime,
    timeZoneName,
    metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["heartrate", "fuel"], data: Array.from({ length: hours * 360 }, () => [80, fuelPerPoint]) },
  };
}

const fuelOf = (item: { metricSummary: { fuel: string } } | undefined): number => Number(item?.metricSummary.fuel);

describe("one wristband day per user and local date", () => {
  it("three re-syncs of a day sent at once leave one record; every 201 names it or a record a later request replaced", async () => {
    for (let trial = 0; trial < 20; trial++) {
      const { service } = makeService();
      const day = Date.UTC(2024, 4, 20);
      const lengths = [10, 18, 14];
      const results = await Promise.all(lengths.map((hours) => service.addActivities("u1", [allDay(day, hours, "UTC")])));
      const list = await service.listActivities("u1", "WRISTBAND", { count: 10 });
      expect(list.ok && list.value.data.length).toBe(1);
      const standing = list.ok ? list.value.data[0]! : undefined;
      // the longest sync stands, whatever the order the requests reached storage
      expect(results[1]).toMatchObject({ ok: true, value: [{ activityId: standing?.activityId }] });
      expect(fuelOf(standing)).toBe(18 * 360);
      for (const [i, result] of results.entries()) {
        if (i === 1) continue;
        if (result.ok) expect(await service.getActivity("u1", result.value[0]!.activityId)).toMatchObject({ ok: false, errors: [{ code: 290 }] });
        else expect(result.errors.map((e) => e.code)).toEqual([1091]);
      }
    }
  });

  it("keeps one record of a local date synced from two zones: the later sync replaces the earlier", async () => {
    const { service } = makeService();
    // 2024-05-02 starts at 2024-05-01T22:00Z in Paris and 2024-05-02T04:00Z in New York
    const paris = await service.addActivities("u1", [allDay(Date.parse("2024-05-01T22:00:00Z"), 9, "Europe/Paris")]);
    const newYork = await service.addActivities("u1", [allDay(Date.parse("2024-05-02T04:00:00Z"), 24, "America/New_York")]);
    expect(paris.ok && newYork.ok).toBe(true);
    const list = await service.listActivities("u1", "WRISTBAND", { count: 10 });
    expect(list.ok && list.value.data.map((d) => [d.activityId, d.activityTimeZone])).toEqual([["id-2", "America/New_York"]]);
    // 2024-05-02 in Pago Pago (UTC−11) begins 25 hours after 2024-05-02 in Kiritimati (UTC+14)
    const kiritimati = await service.addActivities("u2", [allDay(Date.parse("2024-05-01T10:00:00Z"), 6, "Pacific/Kiritimati")]);
    const pagoPago = await service.addActivities("u2", [allDay(Date.parse("2024-05-02T11:00:00Z"), 6, "Pacific/Pago_Pago")]);
    expect(kiritimati.ok && pagoPago.ok).toBe(true);
    const theirs = await service.listActivities("u2", "WRISTBAND", { count: 10 });
    expect(theirs.ok && theirs.value.data.map((d) => d.activityTimeZone)).toEqual(["Pacific/Pago_Pago"]);
  });

  it("refuses a late retry of an older, shorter sync (409, 1091): the longer record and its data stand", async () => {
    const { service } = makeService();
    const day = Date.UTC(2024, 4, 20);
    expect((await service.addActivities("u1", [allDay(day, 10, "UTC")])).ok).toBe(true);
    expect((await service.addActivities("u1", [allDay(day, 18, "UTC")])).ok).toBe(true);
    const retry = await service.addActivities("u1", [allDay(day, 10, "UTC"), activity(day + 2 * HOUR)]);
    expect(retry.ok ? [] : retry.errors.map((e) => [e.code, e.path])).toEqual([[1091, [0, "startTime"]]]);
    const list = await service.listActivities("u1", "WRISTBAND");
    expect(list.ok && list.value.data.map((d) => [d.activityId, fuelOf(d)])).toEqual([["id-2", 18 * 360]]);
    // nothing of the refused request is stored: not its run either
    expect(await service.listActivities("u1", "RUNNING")).toMatchObject({ ok: true, value: { data: [] } });
  });

  it("counts a day's own fuel from both sides of its local midnight when nothing else claims that time", async () => {
    const { service } = makeService();
    // 24 h stamped 00:00 UTC in New York: 20:00 local on 2024-05-19, running to 20:00 on the 20th
    const added = await service.addActivities("u1", [allDay(Date.UTC(2024, 4, 20), 24, "America/New_York")]);
    expect(added.ok && fuelOf(added.value[0])).toBe(8640);
    const list = await service.listActivities("u1", "WRISTBAND");
    expect(list.ok && fuelOf(list.value.data[0])).toBe(8640);
    const detail = await service.getActivity("u1", "id-1");
    expect(detail.ok && fuelOf(detail.value)).toBe(8640);
  });

  it("gives the time two days' records both cover to the later date, so a list's days add up without counting it twice", async () => {
    const { service } = makeService();
    // the 19th's record runs 20 h past its midnight; the 20th's covers its own day
    const late = await service.addActivities("u1", [allDay(Date.UTC(2024, 4, 19), 44, "UTC", 1)]);
    const next = await service.addActivities("u1", [allDay(Date.UTC(2024, 4, 20), 24, "UTC", 2)]);
    expect(late.ok && next.ok).toBe(true);
    const list = await service.listActivities("u1", "WRISTBAND");
    // the 19th: its own day (24 h × 360 × 1); the 20th: its day, where its rate (2) beats the 19th's (1)
    expect(list.ok && list.value.data.map(fuelOf)).toEqual([24 * 360 * 2, 24 * 360]);
    // before the 20th was stored, the 19th counted all of its 44 hours
    expect(late.ok && fuelOf(late.value[0])).toBe(44 * 360);
  });

  it("counts a run in a day's time once, at the higher rate, however the day's record is read", async () => {
    const { service, repository } = makeService();
    const day = Date.UTC(2024, 4, 20);
    await service.addActivities("u1", [allDay(day, 24, "UTC", 1)]);
    await service.addActivities("u1", [activity(day + 9 * HOUR, { points: 60 })]);
    const run = await repository.getActivity("u1", "id-2");
    const runFuel = run?.derived.fuel ?? NaN;
    const list = await service.listActivities("u1", "WRISTBAND");
    // the run's 10 minutes replace 60 points of the band's rate 1 with the run's own fuel (its rate is higher)
    expect(runFuel).toBeGreaterThan(60);
    expect(list.ok && fuelOf(list.value.data[0])).toBe(24 * 360 - 60 + runFuel);
    const detail = await service.getActivity("u1", "id-1");
    expect(detail.ok && fuelOf(detail.value)).toBe(24 * 360 - 60 + runFuel);
  });

  it("marks today's record IN_PROGRESS and earlier days COMPLETE", async () => {
    const { service } = makeService();
    await service.addActivities("u1", [allDay(Date.UTC(2024, 5, 1), 11, "UTC"), allDay(Date.UTC(2024, 4, 31), 24, "UTC")]);
    const list = await service.listActivities("u1", "WRISTBAND");
    // NOW is 2024-06-01T12:00Z
    expect(list.ok && list.value.data.map((d) => [d.startTime, d.status])).toEqual([
      [new Date(NOW - 12 * HOUR).toISOString(), "IN_PROGRESS"],
      [new Date(NOW - 12 * HOUR - DAY).toISOString(), "COMPLETE"],
    ]);
  });
});
