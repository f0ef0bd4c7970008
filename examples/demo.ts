/**
 * `npm run demo`: the library's main job end to end on real recordings.
 *
 * 1. Imports the FIT and TCX recordings shipped in `examples/` (see examples/ATTRIBUTION.md) with `./import`.
 * 2. Adds them through the service (in-memory repository, a profile with weight, age and home time zone).
 * 3. Prints the add responses, a RUNNING page and its next page, one activity's detail summary, and the
 *    WRISTBAND (ALL_DAY) day of the triathlon, whose fuel is de-duplicated across activities.
 *
 * Node built-ins are fine here (examples/); the library code it calls uses none.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { importRecording } from "../src/import/index.js";
import { createInMemoryActivityRepository } from "../src/repository/index.js";
import { createActivityService, type ListQuery } from "../src/service/index.js";
import type { UserProfile } from "../src/model/userProfile.js";
import type { SubmittedActivity } from "../src/model/submittedActivity.js";

const EXAMPLES = fileURLToPath(new URL("./", import.meta.url));
const USER = "demo-user";
const PROFILE: UserProfile = { weightKg: 70, ageYears: 38, timeZoneName: "Europe/London" };

/** The recordings, with what a user would tell the importer (the time zone where the app knows it). */
const RECORDINGS: readonly { readonly file: string; readonly timeZoneName?: string }[] = [
  { file: "run_garmin-fr110_hr_smart-recording.fit", timeZoneName: "Europe/London" },
  { file: "run_stryd-power_hr.fit", timeZoneName: "America/Denver" },
  { file: "ride_garmin-edge810_vector-power_hr.fit", timeZoneName: "America/Halifax" },
  { file: "ride_mapmyride-app.tcx" },
  { file: "triathlon_garmin-fr920xt_multisession.fit", timeZoneName: "Europe/London" },
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
  const service = createActivityService({
    repository: createInMemoryActivityRepository(),
    getProfile: () => PROFILE,
  });

  heading("1. Import real recordings (examples/) and add them: POST /v1/me/sport/activities");
  line(`profile: ${json(PROFILE).replace(/\s+/g, " ")}`);
  const added: { file: string; id: string; type: string; fuel: string; distance?: string }[] = [];
  let triathlonRun: SubmittedActivity | undefined;
  for (const { file, timeZoneName } of RECORDINGS) {
    const bytes = new Uint8Array(await readFile(EXAMPLES + file));
    const imported = await importRecording(bytes, { fileName: file, ...(timeZoneName !== undefined ? { timeZoneName } : {}) });
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
    if (file.startsWith("triathlon")) triathlonRun = imported.submission.find((a) => a.activityType === "RUN");
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

  heading("3. Everything added");
  line(`${pad("recording", 44)}${pad("type", 10)}${pad("fuel", 8)}distance km`);
  for (const a of added) line(`${pad(a.file, 44)}${pad(a.type, 10)}${pad(a.fuel, 8)}${a.distance ?? "-"}`);

  heading("4. GET /v1/me/sport/activities/RUNNING?count=2 and its next page");
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

  heading("5. GET /v1/me/sport/activities/{id}: detail summary of the power ride");
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

  heading("6. GET /v1/me/sport/activities/WRISTBAND?startDate=2018-05-27&endDate=2018-05-27: the triathlon day");
  const day = await service.listActivities(USER, "WRISTBAND", { startDate: "2018-05-27", endDate: "2018-05-27" });
  if (!day.ok) {
    line(json(day.errors));
    return 1;
  }
  line(page(day.value));
  const sameDay = added.filter((a) => a.file.startsWith("triathlon") || a.file === "second upload");
  const summed = sameDay.reduce((total, a) => total + Number(a.fuel), 0);
  const dayFuel = day.value.data[0]?.metricSummary.fuel;
  line();
  line(
    `fuel of that day's ${sameDay.length} activities added up: ${summed}; the ALL_DAY record counts each minute once: ${dayFuel ?? "?"}` +
      " (the run uploaded twice is not counted twice)",
  );
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
