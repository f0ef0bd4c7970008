/**
 * Export and charts: `toGpx` / `toTcx` of a 3-hour ride against `JSON.stringify` of its detail (target
 * ≤ 1×, side by side), and the charts of a 24-hour ALL_DAY (17 280 points: ≤ 20 ms, ≤ 150 KB) and of a wristband
 * day. The entries are bundled by esbuild as published, like the root entry of the other sections.
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { atMost, compareSideBySide, duration, info, times, type BenchSection, type Library } from "../benchKit.js";
import { seededRandom } from "../../../src/testing/contract/fixtures.js";

type Entries = typeof import("../../../src/export/gpx/index.js") &
  typeof import("../../../src/export/tcx/index.js") &
  typeof import("../../../src/chart/index.js");

/** The three entries bundled into one module (ESM, es2022, platform neutral). */
export async function loadExportEntries(): Promise<Entries> {
  const outDir = fileURLToPath(new URL("../../../.bench-out/", import.meta.url));
  mkdirSync(outDir, { recursive: true });
  const outfile = `${outDir}export-chart.mjs`;
  const src = (path: string): string => JSON.stringify(fileURLToPath(new URL(`../../../src/${path}`, import.meta.url)));
  await build({
    stdin: { contents: `export * from ${src("export/gpx/index.ts")}; export { toTcx } from ${src("export/tcx/index.ts")}; export * from ${src("chart/index.ts")};`, resolveDir: outDir, loader: "ts" },
    outfile,
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    logLevel: "warning",
  });
  return (await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`)) as Entries;
}

const prng = seededRandom; // mulberry32, the contract suite's seeded generator
const round = (x: number, decimals: number): number => Math.round(x * 10 ** decimals) / 10 ** decimals;
const START = Date.UTC(2025, 5, 1, 6);

/** A 3-hour ride at 5 s (2 160 points): position, elevation, distance, speed, heart rate, power. */
function ride(): object {
  const random = prng(23);
  let lat = 45.5;
  let lon = 7.2;
  let ele = 400;
  let km = 0;
  const data: number[][] = [];
  for (let k = 0; k < 2160; k++) {
    const speed = round(25 + 10 * Math.sin(k / 90) + 4 * random(), 2);
    data.push([round(lat, 6), round(lon, 6), round(ele, 1), round(km, 4), speed, Math.round(130 + 25 * Math.sin(k / 200) + 5 * random()), Math.round(180 + 60 * random())]);
    lat += 0.0002 * random();
    lon += 0.0003 * (random() - 0.3);
    ele += 2 * (random() - 0.5);
    km += (speed * 5) / 3600;
  }
  return {
    activityType: "CYCLE", deviceType: "BIKE", deviceName: "bench", startTime: START, timeZoneName: "Europe/Paris",
    metrics: { intervalUnit: "sec", intervalValue: 5, metricTypes: ["latitude", "longitude", "elevation", "distance", "speed", "heartrate", "watts"], data },
  };
}

/** A 24-hour ALL_DAY at 5 s (17 280 points) from the ride's day start: heart rate and calories. */
function allDay(): object {
  const random = prng(7);
  const data: number[][] = [];
  for (let k = 0; k < 17_280; k++) data.push([Math.round(60 + 30 * random()), round(0.1 + 0.3 * random(), 2)]);
  return {
    activityType: "ALL_DAY", deviceType: "FUELBAND", startTime: START - 4 * 3_600_000, timeZoneName: "Europe/Paris",
    metrics: { intervalUnit: "sec", intervalValue: 5, metricTypes: ["heartrate", "calories"], data },
  };
}

async function details(lib: Library): Promise<{ ride: import("../../../src/model/activityDetail.js").ActivityDetail; allDay: import("../../../src/model/activityDetail.js").ActivityDetail }> {
  const service = lib.createActivityService({
    repository: lib.createInMemoryActivityRepository(),
    getProfile: () => ({ weightKg: 70, ageYears: 40, timeZoneName: "Europe/Paris" }),
    clock: () => Date.UTC(2025, 6, 1),
  });
  const added = await service.addActivities("u", [ride(), allDay()]);
  if (!added.ok) throw new Error(JSON.stringify(added.errors.slice(0, 2)));
  const [r, a] = await Promise.all(added.value.map((item) => service.getActivity("u", item.activityId)));
  if (!r?.ok || !a?.ok) throw new Error("detail");
  return { ride: r.value, allDay: a.value };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** The export and chart rows. */
export const exportAndChartsSection: BenchSection = {
  name: "export-charts",
  async run({ lib, rounds, log }) {
    const entries = await loadExportEntries();
    const { ride: rideDetail, allDay: allDayDetail } = await details(lib);
    const gpx = entries.toGpx(rideDetail);
    const tcx = entries.toTcx(rideDetail);
    if (!gpx.ok || !tcx.ok) throw new Error("export failed");
    // an export's text is flattened (read once in the middle) as writing it out would: JSON.stringify's already is
    const flat = (result: { ok: boolean; text?: string }): number => result.text?.charCodeAt(result.text.length >> 1) ?? 0;
    const [stringifyMs, gpxMs, tcxMs] = compareSideBySide(
      [() => JSON.stringify(rideDetail), () => flat(entries.toGpx(rideDetail)), () => flat(entries.toTcx(rideDetail))],
      rounds,
    );
    const json = JSON.stringify(rideDetail);
    log(`export of a 3-hour ride: JSON.stringify ${duration(stringifyMs!)} (${kb(json.length)}), toGpx ${duration(gpxMs!)} (${kb(gpx.text.length)}), toTcx ${duration(tcxMs!)} (${kb(tcx.text.length)})`);

    const day = { fromMs: START - 6 * 3_600_000, toMs: START + 18 * 3_600_000, activities: [allDayDetail, rideDetail] };
    const [activityChartMs, dayChartMs] = compareSideBySide([() => entries.renderActivityChart(allDayDetail), () => entries.renderDayChart(day)], rounds);
    const activitySvg = entries.renderActivityChart(allDayDetail);
    const daySvg = entries.renderDayChart(day);
    log(`charts: ALL_DAY 24 h ${duration(activityChartMs!)} (${kb(activitySvg.length)}), wristband day ${duration(dayChartMs!)} (${kb(daySvg.length)})`);
    return [
      atMost("export and charts", "toGpx / JSON.stringify of the detail, 3-hour ride at 5 s", gpxMs! / stringifyMs!, 1, times),
      atMost("export and charts", "toTcx / JSON.stringify of the detail, 3-hour ride at 5 s", tcxMs! / stringifyMs!, 1, times),
      info("export and charts", "toGpx, toTcx, JSON.stringify of the 3-hour ride", `${duration(gpxMs!)}, ${duration(tcxMs!)}, ${duration(stringifyMs!)}`),
      atMost("export and charts", "renderActivityChart, 24-hour ALL_DAY (17 280 points)", activityChartMs!, 20, duration),
      atMost("export and charts", "its SVG size", activitySvg.length / 1024, 150, (x) => `${x.toFixed(1)} KB`),
      info("export and charts", "renderDayChart, 24-hour wristband day with a 3-hour ride", `${duration(dayChartMs!)}, ${kb(daySvg.length)}`),
    ];
  },
};
