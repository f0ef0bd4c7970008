// Decisions D-95, D-96, D-98: the service keeps the wristband days up to date at insert, rebuilds them when the
// user's day zone changes, and gives a submitted ALL_DAY the de-duplicated fuel of its day.
import { describe, expect, it } from "vitest";
import { buildDailyRecords } from "../../src/derive/buildDailyRecords.js";
import { toDailyListItem } from "../../src/derive/toDailyListItem.js";
import type { StoredActivity } from "../../src/model/storedActivity.js";
import type { UserProfile } from "../../src/model/userProfile.js";
import type { ActivityRepository } from "../../src/repository/index.js";
import { activity, HOUR, makeService, NOW, PROFILE } from "./helpers.js";

const DAY_START = Date.parse("2024-05-29T00:00:00Z");

/** The ALL_DAY list items rebuilt from scratch from every stored activity, in `timeZone`. */
async function fromScratch(repository: ActivityRepository, userId: string, timeZone: string) {
  const all: StoredActivity[] = await repository.listActivitiesOverlapping(userId, {});
  return buildDailyRecords(all, { timeZone, nowMs: NOW }).map((r) => toDailyListItem(r, { basePath: "/v1/me/sport/activities" }));
}

describe("an ALL_DAY's fuel is its WRISTBAND day's de-duplicated fuel (spec 2.5, issue 14.5, D-98)", () => {
  it("in the add response and the detail, and the detail follows later adds to the day", async () => {
    const { service } = makeService();
    // a wristband day (one point every 10 s for 24 h) and a run over it
    const band = activity(DAY_START, { activityType: "ALL_DAY", points: 8640 });
    const run = activity(DAY_START + 8 * HOUR, { points: 360 });
    const first = await service.addActivities("u1", [run]);
    expect(first.ok).toBe(true);
    const added = await service.addActivities("u1", [band]);
    if (!added.ok) throw new Error("add failed");
    const days = await service.listActivities("u1", "WRISTBAND", { count: 10 });
    if (!days.ok) throw new Error("list failed");
    expect(days.value.data).toHaveLength(1);
    const dayFuel = days.value.data[0]?.metricSummary.fuel;
    const item = added.value[0];
    expect(item?.metricSummary.fuel).toBe(dayFuel);
    // the day's fuel is not the band's own fuel: the run replaces an hour of it at a higher rate
    const own = await service.getActivity("u1", item?.activityId ?? "");
    if (!own.ok) throw new Error("detail failed");
    expect(own.value.metricSummary.fuel).toBe(dayFuel);
    const ownSeriesSum = own.value.metrics.find((m) => m.metricType === "FUEL")?.values.reduce((s, v) => s + Number(v), 0);
    expect(String(ownSeriesSum)).not.toBe(dayFuel);

    // another run the same day: the ALL_DAY's detail follows its day
    await service.addActivities("u1", [activity(DAY_START + 18 * HOUR, { points: 360 })]);
    const later = await service.listActivities("u1", "WRISTBAND", { count: 10 });
    const detail = await service.getActivity("u1", item?.activityId ?? "");
    if (!later.ok || !detail.ok) throw new Error("read failed");
    expect(detail.value.metricSummary.fuel).toBe(later.value.data[0]?.metricSummary.fuel);
    expect(detail.value.metricSummary.fuel).not.toBe(dayFuel);
  });
});

describe("stored wristband days (D-95, D-96)", () => {
  it("equal the days rebuilt from scratch after adds in any order, back-fills and concurrent adds", async () => {
    const { service, repository } = makeService();
    const starts = [0, 30, 5, 50, 2, 47, 20, 33, 12, 26].map((h) => DAY_START - 3 * 24 * HOUR + h * HOUR + 7 * 60_000);
    await Promise.all(starts.map((t, i) => service.addActivities("u1", [activity(t, { points: 200 + 40 * i, activityType: i % 3 === 0 ? "ALL_DAY" : "RUN" })])));
    const listed = await service.listActivities("u1", "WRISTBAND", { count: 50 });
    if (!listed.ok) throw new Error("list failed");
    expect(listed.value.data).toEqual(await fromScratch(repository, "u1", "Etc/UTC"));
    expect(await repository.countDays("u1", "Etc/UTC")).toBe(listed.value.data.length);
  });

  it("are rebuilt in the new zone when the profile's zone changes, then kept at insert again", async () => {
    let profile: UserProfile = { ...PROFILE, timeZoneName: "Europe/Paris" };
    const { service, repository } = makeService({ getProfile: () => profile });
    await service.addActivities("u1", [activity(DAY_START + 22 * HOUR + 30 * 60_000, { points: 720 })]); // 22:30Z, 2 h
    expect(await repository.countDays("u1", "Europe/Paris")).toBe(1); // 00:30–02:30 Paris: one day
    profile = { ...PROFILE, timeZoneName: "America/New_York" };
    const listed = await service.listActivities("u1", "WRISTBAND", { count: 10 });
    if (!listed.ok) throw new Error("list failed");
    expect(listed.value.data).toEqual(await fromScratch(repository, "u1", "America/New_York"));
    expect(await repository.countDays("u1", "America/New_York")).toBe(1);
    expect(await repository.listDays("u1", "Europe/Paris", {}, { offset: 0, limit: 10 })).toBeUndefined();
    // an add in the new zone folds into the rebuilt days
    await service.addActivities("u1", [activity(DAY_START + 3 * 24 * HOUR, { points: 100 })]);
    expect(await repository.countDays("u1", "America/New_York")).toBe(2);
    const again = await service.listActivities("u1", "WRISTBAND", { count: 10 });
    if (!again.ok) throw new Error("list failed");
    expect(again.value.data).toEqual(await fromScratch(repository, "u1", "America/New_York"));
  });

  it("follow the most recent activity's zone without a profile zone (travel)", async () => {
    const { service, repository } = makeService();
    await service.addActivities("u1", [activity(DAY_START, { timeZoneName: "Europe/Paris", points: 300 })]);
    await service.addActivities("u1", [activity(DAY_START + 2 * 24 * HOUR, { timeZoneName: "Asia/Tokyo", points: 300 })]);
    expect(await repository.listDays("u1", "Europe/Paris", {}, { offset: 0, limit: 10 })).toBeUndefined();
    const listed = await service.listActivities("u1", "WRISTBAND", { count: 10 });
    if (!listed.ok) throw new Error("list failed");
    expect(listed.value.data).toEqual(await fromScratch(repository, "u1", "Asia/Tokyo"));
    expect(await repository.countDays("u1", "Asia/Tokyo")).toBe(2);
  });
});
