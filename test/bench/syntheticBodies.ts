/**
 * Seeded synthetic Add Activities bodies of perf-baseline.md section 1, with realistic number precision
 * (lat/lon 6 decimals, distance 4, speed 2, integer heart rate, fuel, steps, watts).
 */
import { seededRandom } from "../../src/testing/contract/fixtures.js";

/** One benchmark input: a body, how to validate it, and its size. */
export interface BenchInput {
  readonly name: string;
  /** Activities in the body. */
  readonly activities: number;
  /** Data points per activity. */
  readonly rows: number;
  /** Metric types per data point. */
  readonly metrics: number;
  /** The body as JSON text. */
  readonly json: string;
  /** Limits to validate with (the 1000-activity batch raises maxActivitiesPerRequest). */
  readonly maxActivitiesPerRequest: number;
}

const prng = seededRandom; // mulberry32, the contract suite's seeded generator

const round = (x: number, decimals: number) => Math.round(x * 10 ** decimals) / 10 ** decimals;

export type Column = "latitude" | "longitude" | "elevation" | "distance" | "speed" | "heartrate" | "watts" | "calories" | "fuel" | "steps";

/** One synthetic activity of `rows` data points of `columns` (a random walk from a seeded generator). */
export function activity(random: () => number, activityType: string, intervalValue: 5 | 10, rows: number, columns: readonly Column[]) {
  let lat = 45 + random();
  let lon = 7 + random();
  let ele = 200 + 100 * random();
  let distance = 0;
  const data: number[][] = [];
  for (let r = 0; r < rows; r++) {
    const speed = activityType === "ALL_DAY" ? 4 * random() : activityType === "CYCLE" ? 20 + 15 * random() : 9 + 4 * random();
    if (r > 0) distance += (speed * intervalValue) / 3600;
    lat += (random() - 0.5) * 1e-4;
    lon += (random() - 0.5) * 1e-4;
    ele += (random() - 0.5) * 2;
    const value: Record<Column, number> = {
      latitude: round(lat, 6),
      longitude: round(lon, 6),
      elevation: round(ele, 1),
      distance: round(distance, 4),
      speed: round(speed, 2),
      heartrate: Math.round(110 + 60 * random()),
      watts: Math.round(150 + 150 * random()),
      calories: round(2 * random(), 2),
      fuel: Math.floor(4 * random()),
      steps: Math.floor(20 * random()),
    };
    data.push(columns.map((c) => value[c]));
  }
  return {
    activityType,
    deviceName: "bench",
    deviceType: activityType === "ALL_DAY" ? "FUELBAND" : "WATCH",
    startTime: Date.UTC(2024, 4, 1, 6, 0, 0) + Math.floor(random() * 86_400_000),
    timeZoneName: "Europe/Paris",
    metrics: { intervalUnit: "sec", intervalValue, metricTypes: columns, data },
  };
}

const RUN_COLUMNS: Column[] = ["distance", "speed", "heartrate", "fuel"];
export const CYCLE_COLUMNS: Column[] = ["latitude", "longitude", "elevation", "distance", "speed", "heartrate", "watts", "calories", "fuel"];
const ALL_DAY_COLUMNS: Column[] = ["steps", "calories", "fuel", "heartrate", "distance", "speed"];

/** The four inputs of perf-baseline.md section 1 (the batch has 1,000 distinct RUN activities in one body). */
export function syntheticInputs(seed = 42): BenchInput[] {
  const random = prng(seed);
  const one = (name: string, body: unknown[], rows: number, metrics: number, maxActivitiesPerRequest = 100): BenchInput => ({
    name,
    activities: body.length,
    rows,
    metrics,
    json: JSON.stringify(body),
    maxActivitiesPerRequest,
  });
  return [
    one("RUN 30 min @10 s", [activity(random, "RUN", 10, 180, RUN_COLUMNS)], 180, 4),
    one("CYCLE 3 h @5 s", [activity(random, "CYCLE", 5, 2160, CYCLE_COLUMNS)], 2160, 9),
    one("ALL_DAY 24 h @5 s", [activity(random, "ALL_DAY", 5, 17_280, ALL_DAY_COLUMNS)], 17_280, 6),
    one(
      "batch 1000 × RUN",
      Array.from({ length: 1000 }, () => activity(random, "RUN", 10, 180, RUN_COLUMNS)),
      180,
      4,
      1000,
    ),
  ];
}
