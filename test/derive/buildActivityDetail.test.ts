import { describe, expect, it } from "vitest";
import { buildActivityDetail } from "../../src/derive/buildActivityDetail.js";
import { activityOf, storedOf } from "./storedFixture.js";

const START = Date.UTC(2014, 11, 31, 23, 0, 0, 5); // 2014-12-31T23:00:00.005Z

describe("buildActivityDetail", () => {
  const activity = activityOf({
    startTime: START,
    activityType: "RUN",
    intervalValue: 10,
    timeZoneName: "Europe/Paris",
    deviceName: "Forerunner",
    metricTypes: ["latitude", "longitude", "elevation", "distance", "speed"],
    data: [
      [48.85, 2.35, 35, 0, 10.8],
      [48.8503, 2.3502, 36.5, 0.03, 11.2],
      [48.8506, 2.3504, 36, 0.061, 10.4],
    ],
  });
  const stored = {
    ...storedOf("run-1", activity, { fuel: 17, fuelModel: "test", fuelPerPoint: [5, 6, 6], calories: 12.4, steps: 88 }),
    tags: [{ tagType: "WEATHER", tagValue: "SUNNY" }],
  };

  it("has the list fields, the device name, links and the five summary values", () => {
    const d = buildActivityDetail(stored);
    expect(d.startTime).toBe("2014-12-31T23:00:00.005Z");
    expect(d.activityTimeZone).toBe("Europe/Paris");
    expect(d.status).toBe("COMPLETE");
    expect(d.deviceType).toBe("WATCH");
    expect(d.deviceName).toBe("Forerunner");
    expect(d.activityId).toBe("run-1");
    expect(d.activityType).toBe("RUN");
    expect(d.tags).toEqual([{ tagType: "WEATHER", tagValue: "SUNNY" }]);
    expect(d.links).toEqual([
      { rel: "self", href: "/v1/me/sport/activities/run-1" },
      { rel: "gps", href: "/v1/me/sport/activities/run-1/gps" },
    ]);
    expect(d.metricSummary).toEqual({ calories: "12", fuel: "17", distance: "0.061", steps: "88", duration: "0:00:30.000" });
  });

  it("has one upper-case series per column, values as strings, DISTANCE cumulative, FUEL last", () => {
    const d = buildActivityDetail(stored);
    expect(d.metrics.map((m) => m.metricType)).toEqual(["LATITUDE", "LONGITUDE", "ELEVATION", "DISTANCE", "SPEED", "FUEL"]);
    for (const m of d.metrics) {
      expect(m.intervalMetric).toBe(10);
      expect(m.intervalUnit).toBe("SEC");
      expect(m.values).toHaveLength(3);
    }
    expect(d.metrics[3]?.values).toEqual(["0", "0.03", "0.061"]);
    expect(d.metrics[2]?.values).toEqual(["35", "36.5", "36"]);
    const fuel = d.metrics[5]!.values.map(Number);
    expect(fuel).toEqual([5, 6, 6]);
    expect(fuel.reduce((a, b) => a + b, 0)).toBe(Number(d.metricSummary.fuel));
  });

  it("puts the FUEL series in the submitted fuel column's place, once", () => {
    const a = activityOf({ startTime: START, metricTypes: ["fuel", "heartrate"], data: [[4, 100], [7, 110]] });
    const d = buildActivityDetail(storedOf("x", a, { fuel: 11, fuelModel: "submitted", fuelPerPoint: [4, 7] }));
    expect(d.metrics.map((m) => m.metricType)).toEqual(["FUEL", "HEARTRATE"]);
    expect(d.metrics[0]?.values).toEqual(["4", "7"]);
    expect(d.metricSummary.fuel).toBe("11");
  });

  it("omits deviceName when not submitted, the gps link without coordinates, and honours basePath", () => {
    const a = activityOf({ startTime: START, metricTypes: ["heartrate"], data: [[100]] });
    const d = buildActivityDetail(storedOf("a/b", a), { basePath: "/api/acts/" });
    expect(d).not.toHaveProperty("deviceName");
    // self and gps always (spec 2.3)
    expect(d.links).toEqual([{ rel: "self", href: "/api/acts/a%2Fb" }, { rel: "gps", href: "/api/acts/a%2Fb/gps" }]);
  });
});
