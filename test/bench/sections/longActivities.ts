/**
 * Long activities: the cost per data point of `toGpx`, `toTcx` and the activity detail (`getActivity` over the
 * in-memory repository: the stored columns as the detail's decimal strings) for rides of 1 000, 10 000 and 100 000
 * points at 5 s, side by side (target: per point, 100 000 points ≤ 1.3× 1 000 points). A writer that appends to one
 * rope of millions of pieces is copied by every young-generation collection while it grows; a cost per point that
 * grows with the length shows it.
 *
 * Each size cycles through its own distinct rides, 100 000 points in all (100 rides of 1 000 points, 10 of 10 000,
 * one of 100 000), as a server renders a different activity each time: V8 keeps a cache of recent number-to-string
 * conversions, which serves the same small ride formatted again and again but no real sequence of requests.
 */
import { atMost, compareSideBySide, compareSideBySideAsync, info, times, type BenchFigure, type BenchSection } from "../benchKit.js";
import type { ActivityDetail } from "../../../src/model/activityDetail.js";
import { loadExportEntries } from "./exportAndCharts.js";

const START = Date.UTC(2024, 0, 1, 6);
const NOW_MS = Date.UTC(2030, 0, 1);
const SIZES = [1000, 10_000, 100_000] as const;
/** Points of the rides of each size together. */
const TOTAL_POINTS = 100_000;
const round = (x: number, decimals: number): number => Math.round(x * 10 ** decimals) / 10 ** decimals;

/** Ride `n` of `points` at 5 s: position, elevation, distance, speed, heart rate, power (deterministic, `n` shifts the values). */
function ride(points: number, n: number): object {
  const data: number[][] = [];
  let km = 0;
  for (let k = 0; k < points; k++) {
    const speed = round(25 + 10 * Math.sin((k + n) / 90), 2);
    data.push([round(45.5 + n * 1e-3 + k * 1e-5, 6), round(7.2 + n * 1e-3 + k * 2e-5, 6), round(400 + n + 50 * Math.sin(k / 700), 1), round(km, 4), speed, Math.round(130 + 25 * Math.sin(k / 200)), Math.round(200 + 60 * Math.cos(k / 7))]);
    km += (speed * 5) / 3600;
  }
  return {
    activityType: "CYCLE", deviceType: "BIKE", startTime: START - n * 86_400_000, timeZoneName: "Europe/Paris",
    metrics: { intervalUnit: "sec", intervalValue: 5, metricTypes: ["latitude", "longitude", "elevation", "distance", "speed", "heartrate", "watts"], data },
  };
}

const perPoint = (ms: number, points: number): string => `${((ms * 1000) / points).toFixed(3)} µs`;

/** The long-activity rows. */
export const longActivitiesSection: BenchSection = {
  name: "long-activities",
  async run({ lib, rounds, log }) {
    const entries = await loadExportEntries();
    const service = lib.createActivityService({ repository: lib.createInMemoryActivityRepository(), clock: () => NOW_MS, getProfile: () => ({ weightKg: 70, ageYears: 40 }) });
    // per size, its distinct rides (100 000 points in all) and their details
    const ids: string[][] = [];
    const details: ActivityDetail[][] = [];
    for (const [s, points] of SIZES.entries()) {
      ids.push([]);
      details.push([]);
      for (let n = 0; n < TOTAL_POINTS / points; n++) {
        const added = await service.addActivities("u", [ride(points, s * 1000 + n)]);
        if (!added.ok) throw new Error(JSON.stringify(added.errors.slice(0, 2)));
        const id = added.value[0]!.activityId;
        const detail = await service.getActivity("u", id);
        if (!detail.ok) throw new Error("detail");
        ids[s]!.push(id);
        details[s]!.push(detail.value);
      }
    }
    const cycle = <T>(items: readonly T[]): (() => T) => {
      let i = 0;
      return () => items[i++ % items.length]!;
    };
    // an export's text is flattened (read once in the middle) as writing it out would
    const flat = (result: { ok: boolean; text?: string }): number => {
      if (!result.ok) throw new Error("export failed");
      return result.text!.charCodeAt(result.text!.length >> 1);
    };
    const figures: BenchFigure[] = [];
    const rows: [string, number[]][] = [
      ["toGpx", compareSideBySide(details.map((ds) => ((next) => () => flat(entries.toGpx(next())))(cycle(ds))), rounds, 200)],
      ["toTcx", compareSideBySide(details.map((ds) => ((next) => () => flat(entries.toTcx(next())))(cycle(ds))), rounds, 200)],
      ["activity detail (getActivity)", await compareSideBySideAsync(ids.map((list) => ((next) => () => service.getActivity("u", next()))(cycle(list))), rounds, 200)],
    ];
    for (const [name, ms] of rows) {
      const cells = SIZES.map((points, i) => perPoint(ms[i]!, points));
      log(`${name} per point at ${SIZES.join(" / ")} points: ${cells.join(" / ")}`);
      figures.push(info("long activities", `${name}, µs per point at 1 000 / 10 000 / 100 000 points`, cells.join(" / ")));
      const growth = ms[2]! / SIZES[2] / (ms[0]! / SIZES[0]);
      figures.push(atMost("long activities", `${name}: per point at 100 000 / at 1 000 points`, growth, 1.3, times));
    }
    return figures;
  },
};
