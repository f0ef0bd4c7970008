import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createInMemoryActivityRepository } from "../../src/repository/index.js";
import { createActivityService } from "../../src/service/index.js";
import { MAX_LIST_COUNT } from "../../src/service/parseListQuery.js";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import { activity, DAY, HOUR, makeService, MINUTE, NOW, parseHref, PROFILE } from "./helpers.js";

const BASE = "/v1/me/sport/activities";

describe("addActivities", () => {
  it("returns the add response items of spec 2.3 in body order", async () => {
    const { service } = makeService();
    const body = [activity(NOW - DAY, { gps: true }), { ...activity(NOW - 2 * DAY), deviceName: "Nike+ SportWatch GPS" }];
    const result = await service.addActivities("u1", body);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.map((item) => item.activityId)).toEqual(["id-1", "id-2"]);
    const [first, second] = result.value;
    expect(Object.keys(first ?? {}).sort()).toEqual(
      ["activityId", "activityType", "deviceType", "duration", "links", "metricSummary", "startTime", "timeZoneName"].sort(),
    );
    expect(first).toMatchObject({
      links: [
        { rel: "self", href: `${BASE}/id-1` },
        { rel: "gps", href: `${BASE}/id-1/gps` },
      ],
      activityType: "RUN",
      deviceType: "WATCH",
      startTime: NOW - DAY,
      timeZoneName: "Etc/GMT", // submitted as UTC, written back canonical
      duration: 4 * 10_000, // 4 points × 10 s, no submitted duration
    });
    // spec 2.3: only fuel and distance, both strings; distance is the last submitted cumulative value (3 × 0.03 km),
    // not extrapolated over the last interval
    expect(Object.keys(first?.metricSummary ?? {}).sort()).toEqual(["distance", "fuel"]);
    expect(first?.metricSummary.distance).toBe("0.09");
    expect(first?.metricSummary.fuel).toMatch(/^\d+$/);
    expect(second?.deviceName).toBe("Nike+ SportWatch GPS");
  });

  it("stores nothing when any activity is rejected, and returns every error", async () => {
    const { service } = makeService();
    const bad = { ...activity(NOW - DAY), timeZoneName: "PST", activityType: "SKYDIVING" };
    const result = await service.addActivities("u1", [activity(NOW - 2 * DAY), bad]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.code).sort()).toEqual([170, 180]);
    expect(result.errors.every((e) => e.activityIndex === 1)).toBe(true);
    const listed = await service.listActivities("u1", "ALL");
    expect(listed.ok && listed.value.data).toEqual([]);
  });

  it("validates with the injected clock and the user's profile (async lookups too)", async () => {
    const { service } = makeService({ getProfile: async (userId) => (userId === "with-weight" ? PROFILE : undefined) });
    // GOLF's options need weight (calories + weight) or age (heartrate + age): profile-dependent (spec 2.8)
    const golf = {
      activityType: "GOLF",
      deviceType: "WATCH",
      startTime: NOW - HOUR,
      timeZoneName: "UTC",
      metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["calories"], data: [[1], [2]] },
    };
    expect((await service.addActivities("with-weight", [golf])).ok).toBe(true);
    const without = await service.addActivities("no-profile", [golf]);
    expect(!without.ok && without.errors.map((e) => e.code)).toEqual([320]);
    const future = await service.addActivities("with-weight", [activity(NOW)]);
    expect(!future.ok && future.errors.map((e) => e.code)).toEqual([160]);
  });

  it("keeps what was stored when the caller mutates its body afterwards", async () => {
    const { service } = makeService();
    const body = [activity(NOW - DAY, { gps: true })];
    await service.addActivities("u1", body);
    const before = await service.getActivity("u1", "id-1");
    (body[0]?.metrics.data[0] as number[])[2] = -80;
    (body[0] as { startTime: number }).startTime = NOW - 5 * DAY;
    expect(await service.getActivity("u1", "id-1")).toEqual(before);
  });

  it("draws new ids when the generator repeats a stored id, and throws when it keeps repeating", async () => {
    const ids = ["a", "a", "b"];
    const { service } = makeService({ generateId: () => ids.shift() ?? "a" });
    expect((await service.addActivities("u1", [activity(NOW - DAY)])).ok).toBe(true); // a
    const second = await service.addActivities("u1", [activity(NOW - 2 * DAY)]); // a (collides), then b
    expect(second.ok && second.value[0]?.activityId).toBe("b");
    await expect(service.addActivities("u1", [activity(NOW - 3 * DAY)])).rejects.toThrow(/DUPLICATE_ID/);
  });

  it("defaults: system clock, crypto.randomUUID ids, no profile", async () => {
    const service = createActivityService({ repository: createInMemoryActivityRepository() });
    const result = await service.addActivities("u1", [activity(Date.now() - HOUR)]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value[0]?.activityId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // the system clock decides "in the past": one hour ahead is rejected
    const ahead = await service.addActivities("u1", [activity(Date.now() + HOUR)]);
    expect(!ahead.ok && ahead.errors[0]?.code).toBe(160);
  });

  it("treats a profile lookup that answers null (a database adapter's 'no row') as no profile", async () => {
    const repository = createInMemoryActivityRepository();
    const service = createActivityService({ repository, getProfile: () => null as never });
    // a RUN with distance + speed completes option 3 of spec 2.8 without weight or age
    const result = await service.addActivities("u1", [activity(NOW - DAY)]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toHaveLength(1);
    // stored (no 1000 error, no rejection), and 0.09 km as in the body's last cumulative distance
    const stored = await service.getActivity("u1", result.value[0]!.activityId);
    expect(stored.ok).toBe(true);
    expect(result.value[0]!.metricSummary.distance).toBe("0.09");
    expect(stored.ok && stored.value.metricSummary.distance).toBe("0.09");
    // without a weight there is no calorie estimate: "0" (spec 2.5 summary of strings)
    expect(stored.ok && stored.value.metricSummary.calories).toBe("0");
    // GOLF with calories only needs the profile's weight (option 1 of OTHER): a null profile has none → 320
    const golf = { ...activity(NOW - DAY, { activityType: "GOLF" }), metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["calories"], data: [[1], [2]] } };
    const rejected = await service.addActivities("u1", [golf]);
    expect(!rejected.ok && rejected.errors.map((e) => e.code)).toEqual([320]);
  });
});

describe("listActivities", () => {
  async function withRuns(n: number) {
    const made = makeService();
    // id-k starts k hours before NOW: id-1 is the most recent
    await made.service.addActivities("u1", Array.from({ length: n }, (_, k) => activity(NOW - (k + 1) * HOUR)));
    return made;
  }

  it("gives the list items of spec 2.4, most recent first, 5 by default", async () => {
    const { service } = await withRuns(7);
    const result = await service.listActivities("u1", "RUNNING");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.data.map((d) => d.activityId)).toEqual(["id-1", "id-2", "id-3", "id-4", "id-5"]);
    const item = result.value.data[0];
    expect(Object.keys(item ?? {}).sort()).toEqual(
      ["activityId", "activityTimeZone", "activityType", "deviceType", "links", "metricSummary", "metrics", "startTime", "status", "tags"].sort(),
    );
    expect(item).toMatchObject({
      links: [{ rel: "self", href: `${BASE}/id-1` }, { rel: "gps", href: `${BASE}/id-1/gps` }],
      activityType: "RUN",
      startTime: new Date(NOW - HOUR).toISOString(),
      activityTimeZone: "Etc/GMT",
      status: "COMPLETE",
      deviceType: "WATCH",
      tags: [],
      metrics: [],
    });
    expect(Object.keys(item?.metricSummary ?? {}).sort()).toEqual(["calories", "distance", "duration", "fuel", "steps"]);
    expect(item?.metricSummary.duration).toBe("0:00:40.000");
    expect(Object.values(item?.metricSummary ?? {}).every((v) => typeof v === "string")).toBe(true);
    expect(result.value.paging).toEqual({ next: `${BASE}/RUNNING?count=5&offset=6&after=${NOW - 5 * HOUR}~id-5`, previous: null });
  });

  it("writes paging links like the historical service: count, kept parameters, offset last", async () => {
    const { service } = await withRuns(3);
    const keep = { keepParams: [["access_token", "X"]] as const };
    const first = await service.listActivities("u1", "RUNNING", { count: "1" }, keep);
    expect(first.ok && first.value.paging).toEqual({ next: `/v1/me/sport/activities/RUNNING?count=1&access_token=X&offset=2&after=${NOW - HOUR}~id-1`, previous: null });
    const middle = await service.listActivities("u1", "RUNNING", { count: "1", offset: "2" }, keep);
    expect(middle.ok && middle.value.paging).toEqual({
      next: `${BASE}/RUNNING?count=1&access_token=X&offset=3&after=${NOW - 2 * HOUR}~id-2`,
      previous: `${BASE}/RUNNING?count=1&access_token=X&offset=1&before=${NOW - 2 * HOUR}~id-2`,
    });
    const last = await service.listActivities("u1", "RUNNING", { count: "1", offset: "3" }, keep);
    // both fields are always present: null where there is no such page
    expect(last.ok && last.value.paging).toEqual({ next: null, previous: `${BASE}/RUNNING?count=1&access_token=X&offset=2&before=${NOW - 3 * HOUR}~id-3` });
  });

  it("repeats the dates, encodes kept values, drops kept list parameters and honours basePath", async () => {
    const { service } = await withRuns(3);
    const result = await service.listActivities(
      "u1",
      "ALL",
      { count: 2, offset: 2, startDate: "2024-05-01", endDate: "2024-06-01" },
      { basePath: "/api/acts/", keepParams: [["access_token", "a b&c"], ["offset", "9"], ["lang", "fr"]] },
    );
    expect(result.ok && result.value.paging).toEqual({
      next: null,
      // exactly the one record before the page
      previous: `/api/acts/ALL?count=1&startDate=2024-05-01&endDate=2024-06-01&access_token=a%20b%26c&lang=fr&offset=1&before=${NOW - 2 * HOUR}~id-2`,
    });
    expect(result.ok && result.value.data.map((d) => d.links[0]?.href)).toEqual(["/api/acts/id-2", "/api/acts/id-3"]);
  });

  it("clamps count to 999 and writes the effective count in the links", async () => {
    const { service } = await withRuns(2);
    const result = await service.listActivities("u1", "ALL", { count: "10000", offset: "2" });
    expect(MAX_LIST_COUNT).toBe(999);
    expect(result.ok && result.value.paging).toEqual({ next: null, previous: `${BASE}/ALL?count=1&offset=1&before=${NOW - 2 * HOUR}~id-2` });
    // a count of 309 digits or more is clamped too (14.16), not refused
    const huge = await service.listActivities("u1", "ALL", { count: "9".repeat(400) });
    expect(huge.ok && huge.value.data.length).toBe(2);
    expect((await service.listActivities("u1", "ALL", { count: "0".repeat(400) })).ok).toBe(false);
    expect((await service.listActivities("u1", "ALL", { offset: "9".repeat(400) })).ok).toBe(false);
  });

  it("filters by experience type: families, the ALL type, and FUELBAND as WRISTBAND", async () => {
    const { service } = makeService();
    const added = await service.addActivities("u1", [
      activity(NOW - 1 * HOUR, { activityType: "HIKING" }),
      activity(NOW - 2 * HOUR, { activityType: "RUN" }),
      activity(NOW - 3 * HOUR, { activityType: "CYCLE" }),
      activity(NOW - 4 * HOUR, { activityType: "WALK" }),
    ]);
    expect(added.ok).toBe(true);
    const ids = async (type: string) => {
      const r = await service.listActivities("u1", type, { count: 10 });
      return r.ok ? r.value.data.map((d) => d.activityId) : r.errors.map((e) => e.code);
    };
    expect(await ids("RUNNING")).toEqual(["id-2"]);
    expect(await ids("WALKING")).toEqual(["id-1", "id-4"]);
    expect(await ids("CYCLING")).toEqual(["id-3"]);
    expect(await ids("ALL")).toEqual(["id-1", "id-2", "id-3", "id-4"]);
    expect(await ids("running")).toEqual([1140]);
    expect(await service.listActivities("u1", "FUELBAND")).toEqual(await service.listActivities("u1", "WRISTBAND").then((r) => {
      // the same records; only the experience type in the links differs
      return JSON.parse(JSON.stringify(r).replaceAll("/WRISTBAND?", "/FUELBAND?"));
    }));
  });

  it("filters by the local start date of each activity, in its own time zone", async () => {
    const { service } = makeService();
    await service.addActivities("u1", [
      activity(Date.parse("2024-05-09T22:30:00Z"), { timeZoneName: "Europe/Paris" }), // 2024-05-10 00:30 local
      activity(Date.parse("2024-05-10T23:30:00Z"), { timeZoneName: "Europe/Paris" }), // 2024-05-11 01:30 local
      activity(Date.parse("2024-05-11T03:00:00Z"), { timeZoneName: "America/Los_Angeles" }), // 2024-05-10 20:00 local
    ]);
    const result = await service.listActivities("u1", "RUNNING", { startDate: "2024-05-10", endDate: "2024-05-10" });
    expect(result.ok && result.value.data.map((d) => d.activityId)).toEqual(["id-3", "id-1"]);
  });

  it.each([
    [{ count: "0" }, [1100]],
    [{ count: "-1" }, [1100]],
    [{ count: "1.5" }, [1100]],
    [{ count: "" }, [1100]],
    [{ count: "abc" }, [1100]],
    [{ count: 2.5 }, [1100]],
    [{ offset: "0" }, [1110]],
    [{ offset: "x" }, [1110]],
    [{ offset: "99999999999999999999" }, [1110]],
    [{ startDate: "2024-05-01" }, [1120]],
    [{ endDate: "2024-05-01" }, [1120]],
    [{ startDate: "2024-02-30", endDate: "2024-03-01" }, [1130]],
    [{ startDate: "2024-5-1", endDate: "2024-05-02" }, [1130]],
    [{ startDate: "2024-05-01T00:00:00Z", endDate: "2024-05-02" }, [1130]],
    [{ startDate: "2024-05-02", endDate: "2024-05-01" }, [1150]],
    [{ count: "0", offset: "0", startDate: "bad" }, [1100, 1110, 1130, 1120]],
  ] as const)("rejects the query %j with %j", async (query, codes) => {
    const { service } = await withRuns(1);
    const result = await service.listActivities("u1", "RUNNING", query);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.code)).toEqual(codes);
    expect(result.errors.every((e) => e.activityIndex === null && e.message.length > 0)).toBe(true);
  });

  it("accepts counts and offsets given as numbers, and leap days", async () => {
    const { service } = await withRuns(3);
    const result = await service.listActivities("u1", "RUNNING", { count: 1, offset: 3 });
    expect(result.ok && result.value.data.map((d) => d.activityId)).toEqual(["id-3"]);
    expect((await service.listActivities("u1", "RUNNING", { startDate: "2024-02-29", endDate: "2024-02-29" })).ok).toBe(true);
  });

  it("answers an offset past the end with an empty page whose previous is the last page with records", async () => {
    const { service } = await withRuns(7);
    const result = await service.listActivities("u1", "ALL", { offset: "50" });
    expect(result.ok && result.value).toEqual({ data: [], paging: { next: null, previous: `${BASE}/ALL?count=5&offset=3` } });
    const few = await (await withRuns(2)).service.listActivities("u1", "ALL", { offset: "50" });
    expect(few.ok && few.value.paging).toEqual({ next: null, previous: `${BASE}/ALL?count=5&offset=1` });
    const none = await makeService().service.listActivities("u1", "ALL", { offset: "50" });
    expect(none.ok && none.value.paging).toEqual({ next: null, previous: null });
  });

  it("names exactly the records before a page in previous: start 3, count 5 → offset 1, count 2 (14.6)", async () => {
    const { service } = await withRuns(9);
    const result = await service.listActivities("u1", "ALL", { offset: "3", count: "5" });
    expect(result.ok && result.value.paging).toEqual({ next: `${BASE}/ALL?count=5&offset=8&after=${NOW - 7 * HOUR}~id-7`, previous: `${BASE}/ALL?count=2&offset=1&before=${NOW - 3 * HOUR}~id-3` });
  });

  it("ends a page right before the continuation of paging.previous: walking back from any page gives the pages before it", async () => {
    const { service } = await withRuns(9);
    const deep = await service.listActivities("u1", "ALL", { count: "2", offset: "8" });
    expect(deep.ok && deep.value.data.map((d) => d.activityId)).toEqual(["id-8", "id-9"]);
    const ids: string[][] = [];
    let href = deep.ok ? deep.value.paging.previous : null;
    while (href !== null) {
      const { params } = parseHref(href);
      const query = Object.fromEntries(params);
      const page = await service.listActivities("u1", "ALL", query);
      if (!page.ok) throw new Error("a previous page failed");
      ids.push(page.value.data.map((d) => d.activityId));
      href = page.value.paging.previous;
    }
    expect(ids).toEqual([["id-6", "id-7"], ["id-4", "id-5"], ["id-2", "id-3"], ["id-1"]]);
    // a malformed continuation, and both together, are 1160
    for (const query of [{ before: "x" }, { before: `${NOW}~id-1`, after: `${NOW}~id-1` }]) {
      expect(await service.listActivities("u1", "ALL", query)).toMatchObject({ ok: false, errors: [{ code: 1160 }] });
    }
  });

  it("starts a page right after the continuation of paging.next, whatever was added before it since", async () => {
    const { service } = await withRuns(6);
    const first = await service.listActivities("u1", "RUNNING", { count: 2 });
    const next = first.ok ? first.value.paging.next : null;
    expect(next).not.toBeNull();
    const query = Object.fromEntries(new URL(next!, "http://x.invalid").searchParams) as Record<string, string>;
    expect(query).toEqual({ count: "2", offset: "3", after: `${NOW - 2 * HOUR}~id-2` });
    // a newer activity added meanwhile shifts every offset by one; the continuation does not move
    await service.addActivities("u1", [activity(NOW - HOUR / 2)]);
    const second = await service.listActivities("u1", "RUNNING", query);
    expect(second.ok && second.value.data.map((d) => d.activityId)).toEqual(["id-3", "id-4"]);
    const byOffset = await service.listActivities("u1", "RUNNING", { count: 2, offset: 3 });
    expect(byOffset.ok && byOffset.value.data.map((d) => d.activityId)).toEqual(["id-2", "id-3"]);
    for (const after of ["", "12", "x~id-1", "1.5~id-1", "99999999999999999~a"]) {
      const bad = await service.listActivities("u1", "RUNNING", { after });
      expect(bad.ok ? [] : bad.errors.map((e) => [e.code, e.path])).toEqual([[1160, ["after"]]]);
    }
  });
});

describe("WRISTBAND (the user's ALL_DAY activities)", () => {
  /** An ALL_DAY of `hours` hours at 5 s with a constant heart rate (heartrate + the profile's age). */
  const allDay = (startTime: number, hours: number, bpm = 100, timeZoneName = "UTC"): SubmittedActivity => ({
    activityType: "ALL_DAY",
    deviceType: "WEARABLE",
    startTime,
    timeZoneName,
    metrics: { intervalUnit: "sec", intervalValue: 5, metricTypes: ["heartrate"], data: Array.from({ length: hours * 720 }, () => [bpm]) },
  });
  const fuelOf = (item: { metricSummary: { fuel: string } } | undefined): number => Number(item?.metricSummary.fuel);

  it("is empty for a user without ALL_DAY data, whatever else the user has", async () => {
    const { service } = makeService();
    await service.addActivities("u1", [activity(NOW - HOUR), activity(NOW - DAY, { activityType: "WALK" })]);
    for (const type of ["WRISTBAND", "FUELBAND"]) {
      expect(await service.listActivities("u1", type)).toEqual({ ok: true, value: { data: [], paging: { next: null, previous: null } } });
    }
  });

  it("lists the ALL_DAY activities, most recent first, in their own zones, today's IN_PROGRESS, never under ALL", async () => {
    const { service } = makeService();
    const paris = Date.parse("2024-05-30T22:00:00Z"); // 2024-05-31 00:00 in Paris
    const added = await service.addActivities("u1", [
      allDay(Date.UTC(2024, 5, 1), 12), // today (UTC), NOW is 12:00
      allDay(paris, 24, 90, "Europe/Paris"),
      activity(NOW - 3 * HOUR),
    ]);
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    const days = await service.listActivities("u1", "WRISTBAND");
    expect(days.ok).toBe(true);
    if (!days.ok) return;
    expect(days.value.data.map((d) => [d.activityId, d.activityType, d.deviceType, d.activityTimeZone, d.status])).toEqual([
      ["id-1", "ALL_DAY", "WEARABLE", "Etc/GMT", "IN_PROGRESS"],
      ["id-2", "ALL_DAY", "WEARABLE", "Europe/Paris", "COMPLETE"],
    ]);
    expect(days.value.data[0]?.links).toEqual([{ rel: "self", href: `${BASE}/id-1` }, { rel: "gps", href: `${BASE}/id-1/gps` }]);
    const all = await service.listActivities("u1", "ALL");
    expect(all.ok && all.value.data.map((d) => d.activityId)).toEqual(["id-3"]);
    // the Paris day is 2024-05-31 there: a date filter reads the activity's own zone
    const dated = await service.listActivities("u1", "WRISTBAND", { startDate: "2024-05-31", endDate: "2024-05-31" });
    expect(dated.ok && dated.value.data.map((d) => d.activityId)).toEqual(["id-2"]);
    // detail and GPS open the stored activity; an ALL_DAY without coordinates has an empty track
    const gps = await service.getGps("u1", "id-2");
    expect(gps.ok && gps.value.waypoints).toEqual([]);
  });

  it("shows the day's fuel de-duplicated across overlapping activities in the add response, the list and the detail", async () => {
    const { service } = makeService();
    const day = Date.UTC(2024, 4, 20);
    // the run lies inside the ALL_DAY's hours and burns at a higher rate: its minutes count once, at its rate
    const runs = await service.addActivities("u1", [activity(day + 9 * HOUR, { points: 60 })]);
    const runFuel = runs.ok ? fuelOf(runs.value[0]) : NaN;
    const band = await service.addActivities("u1", [allDay(day, 24)]);
    expect(band.ok).toBe(true);
    if (!band.ok) return;
    const dayFuel = fuelOf(band.value[0]);
    const list = await service.listActivities("u1", "WRISTBAND");
    const detail = await service.getActivity("u1", "id-2");
    expect(list.ok && fuelOf(list.value.data[0])).toBe(dayFuel);
    expect(detail.ok && fuelOf(detail.value)).toBe(dayFuel);
    // the band alone, in another user's history
    const alone = await service.addActivities("u2", [allDay(day, 24)]);
    const bandFuel = alone.ok ? fuelOf(alone.value[0]) : NaN;
    expect(dayFuel).toBeGreaterThan(bandFuel);
    expect(dayFuel).toBeLessThan(bandFuel + runFuel);
  });

  it("keeps one record for a day sent twice (a later sync of a partial day) and counts its fuel once", async () => {
    const { service } = makeService();
    const day = Date.UTC(2024, 4, 20);
    const partial = await service.addActivities("u1", [allDay(day, 8)]);
    const full = await service.addActivities("u1", [allDay(day, 24)]);
    expect(partial.ok && full.ok).toBe(true);
    if (!partial.ok || !full.ok) return;
    const list = await service.listActivities("u1", "WRISTBAND");
    expect(list.ok && list.value.data.map((d) => d.activityId)).toEqual(["id-2"]);
    // the later sync replaces the earlier record: its fuel is the full day's, not the sum of both syncs
    const alone = await service.addActivities("u2", [allDay(day, 24)]);
    expect(list.ok && fuelOf(list.value.data[0])).toBe(alone.ok ? fuelOf(alone.value[0]) : NaN);
    expect(await service.getActivity("u1", "id-1")).toMatchObject({ ok: false, errors: [{ code: 290 }] });
    // two ALL_DAY activities of one local date in one body: 1090, nothing stored
    const twice = await service.addActivities("u1", [allDay(day + DAY, 2), allDay(day + DAY + 2 * HOUR, 2)]);
    expect(twice.ok ? [] : twice.errors.map((e) => [e.code, e.path])).toEqual([[1090, [1, "startTime"]]]);
    expect(await service.listActivities("u1", "WRISTBAND", { count: 10 })).toMatchObject({ ok: true, value: { data: [{ activityId: "id-2" }] } });
  });

  it("pages ALL_DAY records with count, offset and the continuation", async () => {
    const { service } = makeService();
    // one ALL_DAY of an hour a day for 12 days: 2024-05-20 … 2024-05-31
    for (let i = 0; i < 12; i++) expect((await service.addActivities("u1", [allDay(Date.UTC(2024, 4, 20 + i, 6), 1)])).ok).toBe(true);
    const page2 = await service.listActivities("u1", "WRISTBAND", { count: 5, offset: 6 });
    expect(page2.ok && page2.value.data.map((d) => d.startTime.slice(0, 10))).toEqual(["2024-05-26", "2024-05-25", "2024-05-24", "2024-05-23", "2024-05-22"]);
    expect(page2.ok && page2.value.paging.next).toBe(`${BASE}/WRISTBAND?count=5&offset=11&after=${Date.UTC(2024, 4, 22, 6)}~id-3`);
    const dated = await service.listActivities("u1", "WRISTBAND", { startDate: "2024-05-22", endDate: "2024-05-24", count: 2 });
    expect(dated.ok && dated.value.data.map((d) => d.startTime.slice(0, 10))).toEqual(["2024-05-24", "2024-05-23"]);
  });
});

describe("getActivity and getGps", () => {
  it("give the detail and the GPS data of the user's own activity", async () => {
    const { service } = makeService();
    await service.addActivities("u1", [activity(NOW - DAY, { gps: true, points: 5 })]);
    const detail = await service.getActivity("u1", "id-1");
    expect(detail.ok).toBe(true);
    if (!detail.ok) return;
    expect(detail.value.activityId).toBe("id-1");
    expect(detail.value.metrics.map((m) => m.metricType)).toContain("FUEL");
    const fuel = detail.value.metrics.find((m) => m.metricType === "FUEL");
    expect(fuel?.values.reduce((s, v) => s + Number(v), 0)).toBe(Number(detail.value.metricSummary.fuel));
    const gps = await service.getGps("u1", "id-1");
    expect(gps.ok && gps.value.waypoints.length).toBe(5);
    expect(gps.ok && gps.value.links).toEqual([{ rel: "self", href: `${BASE}/id-1/gps` }]);
  });

  it("answer an unknown id and another user's id identically with 290", async () => {
    const { service } = makeService();
    await service.addActivities("owner", [activity(NOW - DAY, { gps: true })]);
    const otherUsers = await service.getActivity("intruder", "id-1");
    const empty = makeService().service; // where id-1 exists for nobody
    const unknown = await empty.getActivity("intruder", "id-1");
    expect(otherUsers).toMatchObject({ ok: false, errors: [{ code: 290 }] });
    expect(unknown).toEqual(otherUsers); // nothing tells "not yours" from "does not exist"
    expect(await service.getGps("intruder", "id-1")).toEqual(otherUsers);
    expect(await empty.getGps("intruder", "id-1")).toEqual(otherUsers);
    expect(await service.getActivity("owner", "id-2")).toMatchObject({ ok: false, errors: [{ code: 290 }] });
  });

  it("give every activity both links and an empty GPS track without coordinates (14.4, D-150)", async () => {
    const { service } = makeService();
    const added = await service.addActivities("u1", [activity(NOW - DAY)]);
    expect(added.ok && added.value[0]!.links.map((l) => l.rel)).toEqual(["self", "gps"]);
    expect(await service.getGps("u1", "id-1")).toMatchObject({ ok: true, value: { waypoints: [], elevationMax: null } });
  });
});

describe("concurrency through the service", () => {
  it("keeps every activity of many concurrent adds, each listed once", async () => {
    const { service } = makeService();
    const adds = Array.from({ length: 200 }, (_, i) => service.addActivities("u1", [activity(NOW - DAY - (i % 50) * MINUTE)]));
    const results = await Promise.all(adds);
    expect(results.every((r) => r.ok)).toBe(true);
    const all = await service.listActivities("u1", "ALL", { count: 999 });
    const ids = all.ok ? all.value.data.map((d) => d.activityId) : [];
    expect(new Set(ids).size).toBe(200);
    expect(ids.length).toBe(200);
  });
});

describe("robustness", () => {
  it("answers any list query value with a page or list-query errors, never a throw", async () => {
    const { service } = makeService();
    await service.addActivities("u1", [activity(NOW - HOUR), activity(NOW - DAY)]);
    await fc.assert(
      fc.asyncProperty(fc.anything(), fc.anything(), fc.anything(), fc.anything(), fc.anything(), async (type, count, offset, startDate, endDate) => {
        const query = { count, offset, startDate, endDate } as never;
        const result = await service.listActivities("u1", type as string, query);
        if (result.ok) expect(Array.isArray(result.value.data)).toBe(true);
        else expect(result.errors.every((e) => e.code >= 1100 && e.code <= 1150)).toBe(true);
      }),
      { numRuns: 200 },
    );
    expect((await service.listActivities("u1", "ALL", null as never)).ok).toBe(true);
  });

  it.each(["WRISTBAND", "ALL"])("handles the extreme dates and offsets of the format for %s", async (type) => {
    const { service } = makeService();
    const activityType = type === "WRISTBAND" ? "ALL_DAY" : "RUN";
    expect((await service.addActivities("u1", [activity(NOW - HOUR, { timeZoneName: "Pacific/Kiritimati", activityType })])).ok).toBe(true);
    const count = async (query: Record<string, string>) => {
      const r = await service.listActivities("u1", type, query);
      return r.ok ? r.value.data.length : r.errors.map((e) => e.code);
    };
    expect(await count({ startDate: "0001-01-01", endDate: "9999-12-31" })).toBe(1);
    expect(await count({ startDate: "9999-12-31", endDate: "9999-12-31" })).toBe(0);
    expect(await count({ startDate: "0001-01-01", endDate: "0001-01-01" })).toBe(0);
    expect(await count({ offset: String(Number.MAX_SAFE_INTEGER) })).toBe(0);
  });
});
