/**
 * `npm run demo`: the library's main job end to end on real recordings.
 *
 * 1. Imports the FIT and TCX recordings shipped in `examples/` (see examples/ATTRIBUTION.md) with `./import`.
 * 2. Adds them through the service (in-memory repository, a profile with weight and age). Each recording's time
 *    zone is the one at its first position (the importer's optional peer `@photostructure/tz-lookup`).
 * 3. Adds a wristband's ALL_DAY activity for the triathlon's local day, in the triathlon's zone (synthetic:
 *    examples/syntheticWristbandDay.ts).
 * 4. Prints the add responses, a RUNNING page and its next page, one activity's detail summary, and the
 *    WRISTBAND list of that day: the ALL_DAY activity, its fuel de-duplicated across the day's activities.
 * 5. Analyses through the service (the routes beyond the spec): the power ride's analysis (time in heart-rate and
 *    power zones, its mean-maximal curves), the user's cycling records, and fitness and fatigue per day around the
 *    triathlon.
 * 6. Writes a static HTML page with every activity's chart, the RUNNING page, the wristband day's chart and the
 *    analysis charts (examples/demoPage.ts): `demo-output/activity-fuel-demo.html`, or the path after `--html`;
 *    `--day-svg <path>` also writes the wristband day's chart alone (the README's picture,
 *    docs/images/wristband-day.svg).
 *
 * Node built-ins are fine here (examples/); the library code it calls uses none.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { importRecording } from "../src/import/index.js";
import { createInMemoryActivityRepository } from "../src/repository/index.js";
import { createActivityService, type ListQuery } from "../src/service/index.js";
import type { UserProfile } from "../src/model/userProfile.js";
import type { SubmittedActivity } from "../src/model/submittedActivity.js";
import type { ActivityDetail } from "../src/model/activityDetail.js";
import { addDays, localDateOf, localDayStartMs } from "../src/timeZone/localDays.js";
import { renderDemoPage, wristbandDayChart, type DemoPageInput } from "./demoPage.js";
import { syntheticWristbandDay } from "./syntheticWristbandDay.js";

const EXAMPLES = fileURLToPath(new URL("./", import.meta.url));
const argument = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
};
const HTML_PATH = argument("--html") ?? fileURLToPath(new URL("../demo-output/activity-fuel-demo.html", import.meta.url));
const DAY_SVG_PATH = argument("--day-svg");
const USER = "demo-user";
// weight and age for the fuel; the functional threshold power for the power zones of the analysis
const PROFILE: UserProfile = { weightKg: 70, ageYears: 38, functionalThresholdPowerW: 290 };
/** The training-load chart's range: three weeks either side of the triathlon (2018-05-27). */
const LOAD_WEEKS = 3;

/** The recordings; the importer finds each one's time zone from where it was recorded. */
const RECORDINGS: readonly string[] = [
  "run_garmin-fr110_hr_smart-recording.fit",
  "run_stryd-power_hr.fit",
  "ride_garmin-edge810_vector-power_hr.fit",
  "ride_mapmyride-app.tcx",
  "triathlon_garmin-fr920xt_multisession.fit",
];

const line = (text = ""): void => {
  process.stdout.write(text + "\n");
};
const heading = (text: string): void => {
  line();
  line(`== ${text} ${"=".repeat(Math.max(0, 100 - text.length))}`);
};
const json = (value: unknown): string => JSON.stringify(value, null, 2);
/** A list page with one activity per line (links shortened), so a page fits on a screen. */
const page = (value: { data: readonly unknown[]; paging: unknown }): string =>
  ["{", '  "data": [', ...value.data.map((item, i) => `    ${JSON.stringify(item)}${i < value.data.length - 1 ? "," : ""}`), "  ],", `  "paging": ${JSON.stringify(value.paging)}`, "}"].join("\n");
const pad = (text: string, width: number): string => (text.length >= width ? text : text + " ".repeat(width - text.length));

async function main(): Promise<number> {
  let nextId = 0;
  const service = createActivityService({
    repository: createInMemoryActivityRepository(),
    getProfile: () => PROFILE,
    // ids in order, so that every run prints (and draws: equal start times sort by id) the same
    generateId: () => `demo-${String(++nextId).padStart(3, "0")}`,
  });

  heading("1. Import real recordings (examples/) and add them: POST /v1/me/sport/activities");
  line(`profile: ${json(PROFILE).replace(/\s+/g, " ")}`);
  const added: { file: string; id: string; type: string; fuel: string; distance?: string }[] = [];
  let triathlonRun: SubmittedActivity | undefined;
  let triathlon: SubmittedActivity[] = [];
  for (const file of RECORDINGS) {
    const bytes = new Uint8Array(await readFile(EXAMPLES + file));
    const imported = await importRecording(bytes, { fileName: file });
    line();
    if (!imported.ok) {
      line(`${file}: import error ${imported.error.code} ${imported.error.key}: ${imported.error.detail}`);
      return 1;
    }
    for (const { activity, meta } of imported.activities) {
      const warnings = meta.warnings.map((w) => w.key).join(", ") || "none";
      line(
        `${file}: ${activity.activityType} from ${meta.format.toUpperCase()} sport "${meta.sourceSport ?? "?"}", ` +
          `${meta.sampleCount} samples -> ${meta.dataPoints} points of ${meta.intervalS} s ` +
          `[${activity.metrics.metricTypes.join(", ")}], tz ${activity.timeZoneName} (${meta.timeZoneSource}); warnings: ${warnings}`,
      );
    }
    const response = await service.addActivities(USER, imported.submission);
    if (!response.ok) {
      line(`add refused: ${json(response.errors)}`);
      return 1;
    }
    if (file.startsWith("triathlon")) {
      triathlon = imported.submission;
      triathlonRun = imported.submission.find((a) => a.activityType === "RUN");
    }
    for (const item of response.value) {
      added.push({ file, id: item.activityId, type: item.activityType, fuel: item.metricSummary.fuel, ...(item.metricSummary.distance !== undefined ? { distance: item.metricSummary.distance } : {}) });
    }
    line(`add response (${response.value.length} ${response.value.length === 1 ? "item" : "items"}):`);
    for (const item of response.value) line(`  ${JSON.stringify(item)}`);
  }

  if (triathlonRun !== undefined) {
    heading("2. The triathlon's run uploaded a second time, as if synced again from a phone app");
    const again = { ...triathlonRun, deviceType: "PHONE", deviceName: "phone app (same run, second upload)" };
    const response = await service.addActivities(USER, [again]);
    if (!response.ok) {
      line(`add refused: ${json(response.errors)}`);
      return 1;
    }
    const item = response.value[0];
    line(`add response: ${JSON.stringify(item)}`);
    if (item !== undefined) {
      added.push({ file: "second upload", id: item.activityId, type: item.activityType, fuel: item.metricSummary.fuel, ...(item.metricSummary.distance !== undefined ? { distance: item.metricSummary.distance } : {}) });
    }
  }

  // the wristband's day: the triathlon's local date in the triathlon's zone (where the wristband was worn),
  // midnight to midnight
  const zone = triathlon[0]?.timeZoneName ?? "Etc/UTC";
  const dayDate = localDateOf(triathlon[0]?.startTime ?? Date.UTC(2018, 4, 27, 9), zone);
  const dayStartMs = localDayStartMs(dayDate, zone);
  const dayEndMs = localDayStartMs(addDays(dayDate, 1), zone);
  heading(`3. A wristband's day: one ALL_DAY activity for ${dayDate} (${zone}), 5-second heart rate, steps and calories`);
  const busy = triathlon.map((a) => ({ startMs: a.startTime, endMs: a.startTime + a.metrics.data.length * a.metrics.intervalValue * 1000 }));
  const wristbandDay = syntheticWristbandDay(dayStartMs, dayEndMs, zone, busy);
  const wristbandAdded = await service.addActivities(USER, [wristbandDay]);
  if (!wristbandAdded.ok) {
    line(`add refused: ${json(wristbandAdded.errors)}`);
    return 1;
  }
  for (const item of wristbandAdded.value) {
    line(`add response: ${JSON.stringify(item)}`);
    added.push({ file: "wristband (synthetic)", id: item.activityId, type: item.activityType, fuel: item.metricSummary.fuel });
  }

  heading("4. Everything added");
  line(`${pad("recording", 44)}${pad("type", 10)}${pad("fuel", 8)}distance km`);
  for (const a of added) line(`${pad(a.file, 44)}${pad(a.type, 10)}${pad(a.fuel, 8)}${a.distance ?? "-"}`);

  heading("5. GET /v1/me/sport/activities/RUNNING?count=2 and its next page");
  const first = await service.listActivities(USER, "RUNNING", { count: 2 });
  if (!first.ok) {
    line(json(first.errors));
    return 1;
  }
  line(page(first.value));
  if (first.value.paging.next !== null) {
    const params = new URL(first.value.paging.next, "http://localhost").searchParams;
    const query: ListQuery = Object.fromEntries(params.entries());
    line();
    line(`next page: GET ${first.value.paging.next}`);
    const next = await service.listActivities(USER, "RUNNING", query);
    line(next.ok ? page(next.value) : json(next.errors));
  }

  heading("6. GET /v1/me/sport/activities/{id}: detail summary of the power ride");
  const ride = added.find((a) => a.file.startsWith("ride_garmin-edge810"));
  if (ride !== undefined) {
    const detail = await service.getActivity(USER, ride.id);
    if (detail.ok) {
      const { metrics, ...summary } = detail.value;
      line(json(summary));
      line(
        `metrics: ${metrics.length} interval series: ` +
          metrics.map((m) => `${m.metricType} (${m.values.length} values every ${m.intervalMetric} ${m.intervalUnit})`).join(", "),
      );
    } else {
      line(json(detail.errors));
    }
  }

  const wristbandRequest = `/v1/me/sport/activities/WRISTBAND?startDate=${dayDate}&endDate=${dayDate}`;
  heading(`7. GET ${wristbandRequest}: the wristband's day`);
  const day = await service.listActivities(USER, "WRISTBAND", { startDate: dayDate, endDate: dayDate });
  if (!day.ok) {
    line(json(day.errors));
    return 1;
  }
  line(page(day.value));
  const details: { recording: string; detail: ActivityDetail }[] = [];
  for (const a of added) {
    const detail = await service.getActivity(USER, a.id);
    if (detail.ok) details.push({ recording: a.file, detail: detail.value });
  }
  const overlapping = details
    .map(({ detail }) => detail)
    .filter((d) => {
      const start = Date.parse(d.startTime);
      const points = d.metrics[0]?.values.length ?? 0;
      return start < dayEndMs && start + points * (d.metrics[0]?.intervalMetric ?? 0) * 1000 > dayStartMs;
    });
  const summed = overlapping.filter((d) => d.activityType !== "ALL_DAY").reduce((total, d) => total + Number(d.metricSummary.fuel), 0);
  line();
  line(
    `fuel of the day's ${overlapping.length - 1} recorded activities added up: ${summed}; the ALL_DAY record's fuel, ` +
      `each moment counted once across them and the wristband: ${day.value.data[0]?.metricSummary.fuel ?? "?"} ` +
      "(the run uploaded twice is not counted twice)",
  );

  heading("8. Analysis: the power ride, the user's cycling records, fitness and fatigue around the triathlon");
  const analysed = added.find((a) => a.file.startsWith("ride_garmin-edge810"));
  if (analysed === undefined) {
    line("the power ride was not added");
    return 1;
  }
  const analysisRequest = `/v1/me/sport/activities/${analysed.id}/analysis`;
  const analysis = await service.getAnalysis(USER, analysed.id);
  const recordsRequest = "/v1/me/sport/records/CYCLING";
  const records = await service.getRecords(USER, "CYCLING");
  const loadFrom = addDays(dayDate, -7 * LOAD_WEEKS);
  const loadTo = addDays(dayDate, 7 * LOAD_WEEKS);
  const loadRequest = `/v1/me/sport/training-load?startDate=${loadFrom}&endDate=${loadTo}`;
  const load = await service.getTrainingLoad(USER, { startDate: loadFrom, endDate: loadTo });
  if (!analysis.ok || !records.ok || !load.ok) {
    line(json([analysis, records, load].flatMap((r) => (r.ok ? [] : r.errors))));
    return 1;
  }
  const rideAnalysis = analysis.value;
  line(`GET ${analysisRequest}: ${rideAnalysis.distanceKm?.toFixed(2) ?? "-"} km, moving ${rideAnalysis.movingS ?? "-"} s of ${rideAnalysis.elapsedS} s, TRIMP ${rideAnalysis.trimp?.banister.toFixed(1) ?? "-"}`);
  for (const [name, zones] of Object.entries(rideAnalysis.zones)) {
    line(`  ${name} zones (${zones.basis}): ${zones.zones.map((z) => `${z.zone}: ${z.seconds} s`).join(", ")}`);
  }
  line(`  power curve: ${rideAnalysis.meanMaximal.watts.map((p) => `${p.durationS} s ${p.value.toFixed(0)} W`).join(", ")}`);
  line(`GET ${recordsRequest}: ${records.value.bestEfforts.length} best efforts, ${records.value.heartrate.length} heart-rate points, held by ${[...new Set([...records.value.bestEfforts, ...records.value.heartrate].map((r) => r.activityId))].join(", ")}`);
  const peak = load.value.days.reduce((best, d) => (d.fitness > best.fitness ? d : best));
  line(`GET ${loadRequest}: ${load.value.days.length} days; highest fitness ${peak.fitness.toFixed(1)} on ${peak.date}`);

  heading("9. The demo page: every activity's chart, the RUNNING page, the wristband day and the analysis");
  const runningRequest = "/v1/me/sport/activities/RUNNING?count=10";
  const runs = await service.listActivities(USER, "RUNNING", { count: 10 });
  if (!runs.ok) {
    line(json(runs.errors));
    return 1;
  }
  const pageInput: DemoPageInput = {
    profile: PROFILE,
    activities: details,
    running: { request: runningRequest, page: runs.value },
    wristband: { date: dayDate, timeZoneName: zone, fromMs: dayStartMs, toMs: dayEndMs, request: wristbandRequest, page: day.value, activities: overlapping },
    analysis: {
      recording: analysed.file,
      request: analysisRequest,
      value: rideAnalysis,
      records: { request: recordsRequest, value: records.value },
      trainingLoad: { request: loadRequest, value: load.value },
    },
  };
  await mkdir(dirname(HTML_PATH), { recursive: true });
  await writeFile(HTML_PATH, renderDemoPage(pageInput), "utf8");
  line(`wrote ${HTML_PATH} (open it in a browser)`);
  if (DAY_SVG_PATH !== undefined) {
    await mkdir(dirname(DAY_SVG_PATH), { recursive: true });
    await writeFile(DAY_SVG_PATH, wristbandDayChart(pageInput.wristband), "utf8");
    line(`wrote ${DAY_SVG_PATH}`);
  }
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (cause: unknown) => {
    process.stderr.write(`demo failed: ${cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)}\n`);
    process.exitCode = 1;
  },
);
