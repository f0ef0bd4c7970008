import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildGpsData } from "../../src/derive/buildGpsData.js";
import { activityOf, storedOf } from "./storedFixture.js";

const START = Date.UTC(2024, 4, 1, 6);

describe("buildGpsData", () => {
  it("lists waypoints and sums elevation gain and loss over consecutive waypoints", () => {
    const a = activityOf({
      startTime: START,
      intervalValue: 5,
      metricTypes: ["latitude", "longitude", "elevation", "heartrate"],
      data: [
        [45.0, 6.0, 100, 90],
        [45.001, 6.001, 110.5, 95],
        [45.002, 6.002, 104, 99],
        [45.003, 6.003, 104, 99],
        [45.004, 6.004, 112, 99],
      ],
    });
    const gps = buildGpsData(storedOf("r1", a));
    expect(gps).toEqual({
      links: [{ rel: "self", href: "/v1/me/sport/activities/r1/gps" }],
      elevationLoss: 6.5, // 110.5 → 104
      elevationGain: 18.5, // 100 → 110.5 (10.5) + 104 → 112 (8)
      elevationMax: 112,
      elevationMin: 100,
      intervalMetric: 5,
      intervalUnit: "SEC",
      waypoints: [
        { latitude: 45.0, longitude: 6.0, elevation: 100 },
        { latitude: 45.001, longitude: 6.001, elevation: 110.5 },
        { latitude: 45.002, longitude: 6.002, elevation: 104 },
        { latitude: 45.003, longitude: 6.003, elevation: 104 },
        { latitude: 45.004, longitude: 6.004, elevation: 112 },
      ],
    });
  });

  it("gives null elevations and zero gain/loss without an elevation column", () => {
    const a = activityOf({ startTime: START, intervalValue: 10, metricTypes: ["longitude", "latitude"], data: [[2.35, 48.85], [2.36, 48.86]] });
    const gps = buildGpsData(storedOf("r2", a), { basePath: "/base" });
    expect(gps?.waypoints).toEqual([
      { latitude: 48.85, longitude: 2.35, elevation: null },
      { latitude: 48.86, longitude: 2.36, elevation: null },
    ]);
    expect([gps?.elevationGain, gps?.elevationLoss, gps?.elevationMax, gps?.elevationMin]).toEqual([0, 0, null, null]);
    expect(gps?.links).toEqual([{ rel: "self", href: "/base/r2/gps" }]);
    expect(gps?.intervalMetric).toBe(10);
  });

  it("is an empty track without latitude and longitude ", () => {
    const empty = (id: string) => ({
      links: [{ rel: "self", href: `/v1/me/sport/activities/${id}/gps` }],
      elevationLoss: 0,
      elevationGain: 0,
      elevationMax: null,
      elevationMin: null,
      intervalMetric: 5,
      intervalUnit: "SEC",
      waypoints: [],
    });
    const onlyLat = activityOf({ startTime: START, metricTypes: ["latitude", "elevation"], data: [[45, 100]] });
    expect(buildGpsData(storedOf("r3", onlyLat))).toEqual(empty("r3"));
    const none = activityOf({ startTime: START, metricTypes: ["heartrate"], data: [[100]] });
    expect(buildGpsData(storedOf("r4", none))).toEqual(empty("r4"));
  });

  it("gain − loss = last − first elevation, and min ≤ every elevation ≤ max (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 10_000 }), { minLength: 1, maxLength: 60 }), (elevations) => {
        const a = activityOf({ startTime: START, metricTypes: ["latitude", "longitude", "elevation"], data: elevations.map((e) => [45, 6, e]) });
        const gps = buildGpsData(storedOf("p", a))!;
        expect(gps.elevationGain - gps.elevationLoss).toBe(elevations[elevations.length - 1]! - elevations[0]!);
        expect(gps.elevationMax).toBe(Math.max(...elevations));
        expect(gps.elevationMin).toBe(Math.min(...elevations));
        expect(gps.elevationGain).toBeGreaterThanOrEqual(0);
        expect(gps.elevationLoss).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 100 },
    );
  });
});
