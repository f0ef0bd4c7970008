// The analysis routes (issue 30) over the real service and in-memory repository: the analysis of a stored activity,
// a user's records with the activity holding each, and the training load per local day, checked against values
// worked out here (the add responses, the fitness–fatigue update written out by hand).
import { describe, expect, it } from "vitest";
import { createActivityHandler } from "../../src/http/createActivityHandler.js";
import type { AddActivityResponseItem } from "../../src/model/addActivityResponseItem.js";
import { createInMemoryActivityRepository } from "../../src/repository/createInMemoryActivityRepository.js";
import { createActivityService } from "../../src/service/createActivityService.js";

const NOW = Date.UTC(2024, 5, 30, 12);
const DAY_MS = 86_400_000;
const TOKENS: Record<string, string> = { "alice-token": "alice", "bob-token": "bob" };
const PROFILE = { weightKg: 70, ageYears: 35, timeZoneName: "Europe/Paris" };

function setup() {
  const service = createActivityService({ repository: createInMemoryActivityRepository(), clock: () => NOW, getProfile: () => PROFILE });
  return { service, handler: createActivityHandler({ service, authenticate: (t) => TOKENS[t] }) };
}

/**
 * A RUN at noon UTC (14:00 in Paris) `daysAgo` days before NOW: `points` 10-second points at `kmh`, heart rate 150.
 */
function run(daysAgo: number, kmh: number, points = 60): object {
  const kmPerPoint = kmh / 360;
  return {
    activityType: "RUN",
    deviceType: "WATCH",
    startTime: NOW - daysAgo * DAY_MS,
    timeZoneName: "Europe/Paris",
    metrics: {
      intervalUnit: "sec",
      intervalValue: 10,
      metricTypes: ["distance", "speed", "heartrate"],
      data: Array.from({ length: points }, (_, i) => [Math.round(i * kmPerPoint * 1e6) / 1e6, kmh, 150]),
    },
  };
}

async function add(handler: (r: Request) => Promise<Response>, body: unknown, token = "alice-token"): Promise<AddActivityResponseItem[]> {
  const response = await handler(new Request(`http://svc/v1/me/sport/activities?access_token=${token}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }));
  expect(response.status).toBe(201);
  return (await response.json()) as AddActivityResponseItem[];
}

async function read(handler: (r: Request) => Promise<Response>, path: string, token = "alice-token"): Promise<{ status: number; body: any }> {
  const response = await handler(new Request(`http://svc${path}${path.includes("?") ? "&" : "?"}access_token=${token}`));
  return { status: response.status, body: await response.json() };
}

describe("the analysis routes over the real service", () => {
  it("GET …/{activityId}/analysis answers the service's analysis: 10 minutes at 12 km/h, 2 km, split per km", async () => {
    const { service, handler } = setup();
    const [item] = await add(handler, [run(1, 12)]);
    const { status, body } = await read(handler, `/v1/me/sport/activities/${item!.activityId}/analysis`);
    expect(status).toBe(200);
    const direct = await service.getAnalysis("alice", item!.activityId);
    expect(direct.ok && body).toEqual(JSON.parse(JSON.stringify(direct.ok ? direct.value : null)));
    // 60 points of 10 s, the last cumulative distance 59 × 1/30 km
    expect(body.elapsedS).toBe(600);
    expect(body.distanceKm).toBeCloseTo(59 / 30, 6);
    expect(body.splits.km[0]).toMatchObject({ split: 1, distanceM: 1000 });
    expect(body.splits.km[0].elapsedS).toBeCloseTo(300, 6); // 1 km at 12 km/h
    expect(body.bestEfforts.map((e: { distanceM: number }) => e.distanceM)).toEqual([400, 804.672, 1000, 1609.344]);
    expect(body.bestEfforts[0].elapsedS).toBeCloseTo(120, 6); // 400 m at 200 m/min
    expect(body.meanMaximal.heartrate[0]).toMatchObject({ durationS: 10, value: 150 }); // the shortest duration the 10 s interval covers
    // the profile's age gives HRmax 208 − 0.7 × 35 = 183.5, hence heart-rate zones and TRIMP
    expect(body.zones.heartRate.unit).toBe("bpm");
    expect(body.trimp.banister).toBeGreaterThan(0);
  });

  it("GET …/{activityId}/analysis answers 404 code 290 alike for an unknown and another user's activity", async () => {
    const { handler } = setup();
    const [item] = await add(handler, [run(1, 12)]);
    const foreign = await read(handler, `/v1/me/sport/activities/${item!.activityId}/analysis`, "bob-token");
    const missing = await read(handler, "/v1/me/sport/activities/no-such-id/analysis", "bob-token");
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(foreign.body.errors.map((e: { code: number }) => e.code)).toEqual([290]);
    expect(missing.body.errors.map((e: { code: number }) => e.code)).toEqual([290]);
  });

  it("GET /v1/me/sport/records/{experienceType} names the activity holding each best, within the date range", async () => {
    const { handler } = setup();
    const [slow, fast] = await add(handler, [run(10, 10), run(3, 12)]);
    await add(handler, [run(2, 15)], "bob-token");
    const all = await read(handler, "/v1/me/sport/records/RUNNING");
    expect(all.status).toBe(200);
    expect(all.body.experienceType).toBe("RUNNING");
    // the faster run holds every best effort: 400 m in 120 s at 12 km/h, where the slower run takes 144 s
    expect(all.body.bestEfforts[0]).toMatchObject({ at: 400, value: 120, activityId: fast!.activityId, startTime: new Date(NOW - 3 * DAY_MS).toISOString() });
    expect(new Set(all.body.bestEfforts.map((b: { activityId: string }) => b.activityId))).toEqual(new Set([fast!.activityId]));
    expect(all.body.speed[0]).toMatchObject({ at: 10, value: 12, activityId: fast!.activityId });
    // a range that holds only the slower run (its local date is 2024-06-20 in Paris)
    const early = await read(handler, "/v1/me/sport/records/RUNNING?startDate=2024-06-15&endDate=2024-06-25");
    expect(early.body.bestEfforts[0]).toMatchObject({ at: 400, value: 144, activityId: slow!.activityId });
    // no cycling, and bob's faster run is his
    expect((await read(handler, "/v1/me/sport/records/CYCLING")).body).toEqual({ experienceType: "CYCLING", bestEfforts: [], watts: [], speed: [], heartrate: [] });
    expect((await read(handler, "/v1/me/sport/records/RUNNING", "bob-token")).body.bestEfforts[0].value).toBe(96);
  });

  it("GET /v1/me/sport/records/{experienceType} answers 400 with every list code the query earns", async () => {
    const { handler } = setup();
    const bad = await read(handler, "/v1/me/sport/records/SWIMMING?startDate=2024-13-01");
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { code: number }) => e.code).sort()).toEqual([1120, 1130, 1140]);
    const reversed = await read(handler, "/v1/me/sport/records/RUNNING?startDate=2024-06-02&endDate=2024-06-01");
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors.map((e: { code: number }) => e.code)).toEqual([1150]);
  });

  it("GET /v1/me/sport/training-load: each day's load is its sessions' fuel, fitness and fatigue as the model's update gives", async () => {
    const { handler } = setup();
    const [first, second] = await add(handler, [run(2, 12), run(2, 10)]);
    const fuel = Number(first!.metricSummary.fuel) + Number(second!.metricSummary.fuel);
    const { status, body } = await read(handler, "/v1/me/sport/training-load?startDate=2024-06-27&endDate=2024-06-30");
    expect(status).toBe(200);
    expect(body.load).toBe("fuel");
    expect(body.days.map((d: { date: string }) => d.date)).toEqual(["2024-06-27", "2024-06-28", "2024-06-29", "2024-06-30"]);
    expect(body.days.map((d: { load: number }) => d.load)).toEqual([0, fuel, 0, 0].map((v) => expect.closeTo(v, 0)));
    // Banister's model: fitness += (load − fitness)(1 − e^(−1/42)), fatigue likewise with 7 days; form is yesterday's difference
    const fitness = fuel * (1 - Math.exp(-1 / 42));
    const fatigue = fuel * (1 - Math.exp(-1 / 7));
    expect(body.days[1].fitness).toBeCloseTo(fitness, 0);
    expect(body.days[1].fatigue).toBeCloseTo(fatigue, 0);
    expect(body.days[1].form).toBe(0);
    expect(body.days[2].fitness).toBeCloseTo(fitness * Math.exp(-1 / 42), 0);
    expect(body.days[2].form).toBeCloseTo(fitness - fatigue, 0);
    // TRIMP instead: the same days, loads from heart rate
    const trimp = await read(handler, "/v1/me/sport/training-load?startDate=2024-06-27&endDate=2024-06-30&load=trimp");
    expect(trimp.body.load).toBe("trimp");
    expect(trimp.body.days[1].load).toBeGreaterThan(0);
    expect(trimp.body.days[1].load).not.toBeCloseTo(fuel, 0);
  });

  it("GET /v1/me/sport/training-load answers 400 with codes 1170, 1171, 1130, 1150 as the query earns them", async () => {
    const { handler } = setup();
    const cases: [string, number[]][] = [
      ["load=watts&startDate=2024-06-01&endDate=2024-06-02", [1170]],
      ["", [1171]],
      ["startDate=2000-01-01&endDate=2024-06-02", [1171]],
      ["startDate=2024-06-01", [1120]],
      ["startDate=2024-06-31&endDate=2024-07-01", [1130]],
      ["startDate=2024-06-02&endDate=2024-06-01", [1150]],
    ];
    for (const [query, expected] of cases) {
      const { status, body } = await read(handler, `/v1/me/sport/training-load?${query}`);
      expect(status, query).toBe(400);
      expect(body.errors.map((e: { code: number }) => e.code), query).toEqual(expected);
    }
  });
});
