// The handler over the real service and in-memory repository (src/service, src/repository): every route with
// real derivations, and paging links fed back into the handler.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createActivityHandler } from "../../src/http/createActivityHandler.js";
import type { ActivityDetail } from "../../src/model/activityDetail.js";
import type { ActivityListPage } from "../../src/model/activityListItem.js";
import type { AddActivityResponseItem } from "../../src/model/addActivityResponseItem.js";
import type { GpsData } from "../../src/model/gpsData.js";
import { createInMemoryActivityRepository } from "../../src/repository/createInMemoryActivityRepository.js";
import { createActivityService } from "../../src/service/createActivityService.js";

const NOW = Date.UTC(2024, 5, 30, 12);
const TOKENS: Record<string, string> = { "alice-token": "alice", "bob-token": "bob" };
const GPS_RUN = JSON.parse(
  readFileSync(new URL("../fixtures/run-garmin-connect-export.submission.json", import.meta.url), "utf8"),
) as { metrics: { data: number[][] } }[];

function setup(): (request: Request) => Promise<Response> {
  const service = createActivityService({
    repository: createInMemoryActivityRepository(),
    clock: () => NOW,
    getProfile: () => ({ weightKg: 70, ageYears: 35, timeZoneName: "Europe/Paris" }),
  });
  return createActivityHandler({ service, authenticate: (t) => TOKENS[t] });
}

/** A RUN of `points` 10-second points at 10.8 km/h without GPS, starting `daysAgo` days before NOW. */
function run(daysAgo: number, points = 6): object {
  return {
    activityType: "RUN",
    deviceType: "WATCH",
    startTime: NOW - daysAgo * 86_400_000,
    timeZoneName: "Europe/Paris",
    metrics: {
      intervalUnit: "sec",
      intervalValue: 10,
      metricTypes: ["distance", "speed"],
      data: Array.from({ length: points }, (_, i) => [i * 0.03, 10.8]),
    },
  };
}

async function add(handler: (r: Request) => Promise<Response>, body: unknown, token = "alice-token"): Promise<AddActivityResponseItem[]> {
  const response = await handler(
    new Request(`http://svc/v1/me/sport/activities?access_token=${token}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as AddActivityResponseItem[];
}

describe("handler over the real service", () => {
  it("adds, then serves detail, GPS and the links it returned", async () => {
    const handler = setup();
    const [item] = await add(handler, GPS_RUN);
    expect(item?.activityType).toBe("RUN");
    const self = item?.links.find((l) => l.rel === "self")?.href;
    const gpsHref = item?.links.find((l) => l.rel === "gps")?.href;
    expect(self).toBe(`/v1/me/sport/activities/${item?.activityId}`);
    expect(gpsHref).toBe(`${self}/gps`);

    const detail = await handler(new Request(`http://svc${self}?access_token=alice-token`));
    expect(detail.status).toBe(200);
    const d = (await detail.json()) as ActivityDetail;
    expect(d.activityId).toBe(item?.activityId);
    expect(d.metrics.map((m) => m.metricType)).toContain("FUEL");

    const gps = await handler(new Request(`http://svc${gpsHref}?access_token=alice-token`));
    expect(gps.status).toBe(200);
    const g = (await gps.json()) as GpsData;
    // one waypoint per data point with coordinates: every row of the fixture has them
    expect(g.waypoints).toHaveLength(GPS_RUN[0]?.metrics.data.length ?? -1);

    // the unversioned path of spec 4.3 answers the same
    const unversioned = await handler(new Request(`http://svc/me/sport/activities/${item?.activityId}?access_token=alice-token`));
    expect(await unversioned.json()).toEqual(d);
  });

  it("answers 404 code 290 to another user, and an empty track for GPS of an activity without coordinates", async () => {
    const handler = setup();
    const [withGps] = await add(handler, GPS_RUN);
    const [without] = await add(handler, [run(1)]);
    const foreign = await handler(new Request(`http://svc/v1/me/sport/activities/${withGps?.activityId}?access_token=bob-token`));
    expect(foreign.status).toBe(404);
    const missing = await handler(new Request(`http://svc/v1/me/sport/activities/no-such-id?access_token=bob-token`));
    expect(missing.status).toBe(404);
    const [f, m] = [(await foreign.json()) as { errors: { code: number; message: string }[] }, (await missing.json()) as { errors: { code: number; message: string }[] }];
    expect(f.errors.map((e) => [e.code, e.message])).toEqual(m.errors.map((e) => [e.code, e.message]));
    expect(f.errors[0]?.code).toBe(290);
    expect(without?.links.map((l) => l.rel)).toEqual(["self", "gps"]);
    const noGps = await handler(new Request(`http://svc/v1/me/sport/activities/${without?.activityId}/gps?access_token=alice-token`));
    // an empty track, not an error 
    expect(noGps.status).toBe(200);
    expect(((await noGps.json()) as { waypoints: unknown[] }).waypoints).toEqual([]);
  });

  it("answers 400 with the validator's codes and stores nothing", async () => {
    const handler = setup();
    const response = await handler(
      new Request("http://svc/v1/me/sport/activities?access_token=alice-token", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify([run(1), { ...run(2), activityId: "x" }]),
      }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { code: number; activityIndex: number }[] };
    expect(body.errors.map((e) => [e.code, e.activityIndex])).toEqual([[200, 1]]);
    const list = await handler(new Request("http://svc/v1/me/sport/activities/ALL?access_token=alice-token"));
    expect(((await list.json()) as ActivityListPage).data).toEqual([]);
  });

  it("walks a list by its paging links, with and without a date range, and the walk ends", async () => {
    const handler = setup();
    // 13 runs on 13 different days, 1..13 days ago, plus one of bob's
    const added = await add(handler, Array.from({ length: 13 }, (_, i) => run(i + 1)));
    await add(handler, [run(2)], "bob-token");
    const newestFirst = added.map((a) => a.activityId); // run(1) is the most recent

    async function walk(first: string): Promise<{ ids: string[]; pages: number }> {
      const ids: string[] = [];
      let pages = 0;
      let next: string | undefined = first;
      while (next !== undefined) {
        const response = await handler(new Request(new URL(next, "http://svc")));
        expect(response.status).toBe(200);
        const page = (await response.json()) as ActivityListPage;
        expect(page.paging.previous === null).toBe(pages === 0);
        ids.push(...page.data.map((a) => a.activityId));
        next = page.paging.next ?? undefined;
        pages++;
        if (pages > 20) throw new Error("paging never ends");
      }
      return { ids, pages };
    }

    const all = await walk("/v1/me/sport/activities/RUNNING?count=4&access_token=alice-token");
    expect(all.ids).toEqual(newestFirst);
    expect(all.pages).toBe(4); // 4 + 4 + 4 + 1

    // local dates (Europe/Paris) of runs 3..7 days before NOW (12:00 UTC = 14:00 Paris, same date)
    const day = (d: number): string => new Date(NOW - d * 86_400_000).toISOString().slice(0, 10);
    const ranged = await walk(`/v1/me/sport/activities/RUNNING?startDate=${day(7)}&endDate=${day(3)}&count=2&access_token=alice-token`);
    expect(ranged.ids).toEqual(newestFirst.slice(2, 7));
    expect(ranged.pages).toBe(3);
  });

  it("lists the wristband days: none for a user who sent no ALL_DAY activity", async () => {
    const handler = setup();
    await add(handler, [run(1, 30), run(1.01, 30)]);
    const response = await handler(new Request("http://svc/v1/me/sport/activities/FUELBAND?access_token=alice-token"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: [], paging: { next: null, previous: null } });
  });

  it("deletes an activity with DELETE: 204, then 404 with 290 for it and for another user's id", async () => {
    const handler = setup();
    const [item] = await add(handler, [run(1)]);
    const path = `http://svc/v1/me/sport/activities/${item!.activityId}`;
    expect((await handler(new Request(`${path}?access_token=bob-token`, { method: "DELETE" }))).status).toBe(404);
    const deleted = await handler(new Request(`${path}?access_token=alice-token`, { method: "DELETE" }));
    expect([deleted.status, await deleted.text()]).toEqual([204, ""]);
    const again = await handler(new Request(`${path}?access_token=alice-token`, { method: "DELETE" }));
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ errors: [{ code: 290 }] });
    expect((await handler(new Request(`${path}?access_token=alice-token`))).status).toBe(404);
  });
});
