// Real recordings (test/fixtures/recordings): a road ride with a power meter and a run, resampled from 1 s FIT
// records to the service's interval. Checks the speed physics against measured power and the device's energy,
// and the running model on real GPS data.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Decoder, Stream } from "@garmin/fitsdk";
import { describe, expect, it } from "vitest";
import { calculateFuel } from "../../src/fuel/calculateFuel.js";
import type { ActivityTypeName } from "../../src/registry/activityTypes.js";
import type { SubmittableMetricTypeName } from "../../src/registry/metricTypes.js";
import { FIXTURE_RECORDINGS } from "../fixtures/recordings.js";
import { activity } from "./fuelTestKit.js";

interface FitRecord {
  timestamp: Date;
  distance?: number;
  enhancedSpeed?: number;
  enhancedAltitude?: number;
  power?: number;
  heartRate?: number;
}

function readFit(file: string): { records: FitRecord[]; totalCalories: number | undefined } {
  const stream = Stream.fromBuffer(readFileSync(join(FIXTURE_RECORDINGS, file)));
  const { messages } = new Decoder(stream).read();
  const records = (messages.recordMesgs ?? []) as FitRecord[];
  const session = (messages.sessionMesgs ?? [])[0] as { totalCalories?: number } | undefined;
  return { records, totalCalories: session?.totalCalories };
}

/**
 * Windows of `interval` seconds over 1 s records: one data point per window with the cumulative distance (km) and
 * elevation at its end and the mean speed (km/h), power and heart rate over it.
 */
function resample(records: readonly FitRecord[], interval: 5 | 10, columns: readonly SubmittableMetricTypeName[]) {
  const t0 = records[0]!.timestamp.getTime();
  const rows: number[][] = [];
  let window: FitRecord[] = [];
  const d0 = records[0]!.distance ?? 0;
  const flush = () => {
    const last = window[window.length - 1]!;
    const mean = (f: (r: FitRecord) => number | undefined) => window.reduce((s, r) => s + (f(r) ?? 0), 0) / window.length;
    rows.push(
      columns.map((c) =>
        c === "distance"
          ? ((last.distance ?? 0) - d0) / 1000
          : c === "speed"
            ? mean((r) => r.enhancedSpeed) * 3.6
            : c === "elevation"
              ? (last.enhancedAltitude ?? 0)
              : c === "watts"
                ? mean((r) => r.power)
                : c === "heartrate"
                  ? mean((r) => r.heartRate)
                  : 0,
      ),
    );
    window = [];
  };
  let index = 0;
  for (const r of records) {
    const k = Math.floor((r.timestamp.getTime() - t0) / 1000 / interval);
    if (k !== index && window.length > 0) flush();
    index = k;
    window.push(r);
  }
  if (window.length > 0) flush();
  return rows;
}

function build(type: ActivityTypeName, records: readonly FitRecord[], interval: 5 | 10, columns: readonly SubmittableMetricTypeName[]) {
  return activity(type, columns, resample(records, interval, columns), interval, records[0]!.timestamp.getTime());
}

describe("real recordings", () => {
  const ride = readFit("ride_garmin-edge810_vector-power_hr.fit");

  it("road ride with Garmin Vector pedals (41.3 km, 78 min, avg 275 W): speed physics within ±25 % of measured power", () => {
    expect(ride.records.length).toBeGreaterThan(4000);
    const power = calculateFuel(build("CYCLE", ride.records, 5, ["distance", "speed", "elevation", "watts"]));
    const physics = calculateFuel(build("CYCLE", ride.records, 5, ["distance", "speed", "elevation"]));
    expect(power.model).toBe("cycling-power");
    expect(physics.model).toBe("cycling-speed");
    // Millet et al. 2014: ±6–10 % on climbs, worse on flat or windy roads; the rider's mass and position are unknown.
    expect(physics.fuel / power.fuel).toBeGreaterThan(0.75);
    expect(physics.fuel / power.fuel).toBeLessThan(1.25);
  });

  it("the same ride: the power model's net energy for a 70 kg rider is within ±15 % of the device's 1293 kcal", () => {
    const power = calculateFuel(build("CYCLE", ride.records, 5, ["distance", "watts"]));
    const netKcal = (power.netO2MlPerKg * 70) / 200; // 200 ml O2 per kcal
    expect(ride.totalCalories).toBe(1293);
    expect(netKcal / ride.totalCalories!).toBeGreaterThan(0.85);
    expect(netKcal / ride.totalCalories!).toBeLessThan(1.15);
  });

  it("a real run (Stryd, 6.75 km at ≈ 8.5 min/km) earns between the observed slow-run and ordinary-pace rates per km", () => {
    const run = readFit("run_stryd-power_hr.fit");
    const a = build("RUN", run.records, 10, ["distance", "speed", "elevation"]);
    const km = a.metrics.data[a.metrics.data.length - 1]![0]!;
    const perKm = calculateFuel(a).fuel / km;
    // Nike observed ≈ 175/km at 9 min/km and 258–262 at ordinary paces (nike-v1-facts.md).
    expect(km).toBeGreaterThan(6.5);
    expect(perKm).toBeGreaterThan(175 * 0.9);
    expect(perKm).toBeLessThan(262);
  });
});
