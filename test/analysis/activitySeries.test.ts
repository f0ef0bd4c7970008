import { describe, expect, it } from "vitest";
import { activitySeries, CYCLING_TYPES } from "../../src/analysis/activitySeries.js";
import { activityTypesOfFamily } from "../../src/registry/activityTypes.js";
import { columnsActivity } from "./analysisKit.js";

describe("activitySeries", () => {
  it("names the CYCLE family as the registry does, and RUN is the RUN family alone", () => {
    expect([...CYCLING_TYPES].sort()).toEqual([...activityTypesOfFamily("CYCLE")].sort());
    expect(activityTypesOfFamily("RUN")).toEqual(["RUN"]);
  });

  it("moving thresholds by type: RUN 1.5 km/h, the CYCLE family 4, the others 1.08 (sports-lib)", () => {
    const of = (activityType: "RUN" | "MOUNTAIN_BIKING" | "WALK" | "YOGA") => activitySeries(columnsActivity({ speed: [1] }, { activityType })).movingThresholdKmh;
    expect([of("RUN"), of("MOUNTAIN_BIKING"), of("WALK"), of("YOGA")]).toEqual([1.5, 4, 1.08, 1.08]);
  });

  it("holds the distance over drops and non-numbers, and reads non-numbers in the other columns as 0", () => {
    const series = activitySeries(columnsActivity({ distance: [0, 1, 0.5, Number.NaN, 2], heartrate: [100, Number.NaN, -5, Infinity, 120], elevation: [10, Number.NaN, 12, 11, 9] }));
    expect([...series.distanceKm!]).toEqual([0, 1, 1, 1, 2]);
    expect([...series.heartRateBpm!]).toEqual([100, 0, 0, 0, 120]);
    expect([...series.elevationM!]).toEqual([10, 10, 12, 11, 9]);
    expect(series.spanS).toBe(50);
  });
});
