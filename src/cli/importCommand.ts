import { renderActivityChart } from "../chart/renderActivityChart.js";
import { deriveActivity } from "../derive/deriveActivity.js";
import { formatDuration } from "../derive/formatDuration.js";
import { importRecording } from "../import/importRecording.js";
import type { ImportOptions } from "../import/importOptions.js";
import type { ImportedActivity } from "../import/importResult.js";
import type { SubmittedActivity } from "../model/submittedActivity.js";
import type { UserProfile } from "../model/userProfile.js";
import { validateActivities } from "../validate/validateActivities.js";
import type { CliIo } from "./cliIo.js";
import { parseProfile } from "./parseProfile.js";
import { numberedPath } from "./numberedPath.js";
import { printable } from "./printable.js";
import { createProgressBar } from "./progressBar.js";

/** Options of the import command, as parsed from the command line (strings). */
export interface ImportCommandValues {
  readonly type?: string;
  readonly tz?: string;
  readonly weight?: string;
  readonly age?: string;
  readonly interval?: string;
  readonly pauses?: string;
  readonly "device-type"?: string;
  readonly lenient?: boolean;
  readonly summary?: boolean;
  readonly out?: string;
  readonly chart?: string;
  readonly json?: boolean;
}

function importOptions(values: ImportCommandValues, nowMs: number): ImportOptions | string {
  const interval = values.interval === undefined ? undefined : Number(values.interval);
  if (interval !== undefined && interval !== 5 && interval !== 10) return `--interval must be 5 or 10, not "${values.interval ?? ""}"`;
  if (values.pauses !== undefined && values.pauses !== "keep" && values.pauses !== "remove") {
    return `--pauses must be keep or remove, not "${values.pauses}"`;
  }
  return {
    ...(values.type !== undefined ? { activityType: values.type.toUpperCase() } : {}),
    ...(values.tz !== undefined ? { timeZoneName: values.tz } : {}),
    ...(interval !== undefined ? { intervalS: interval } : {}),
    ...(values.pauses !== undefined ? { pauses: values.pauses } : {}),
    ...(values["device-type"] !== undefined ? { deviceType: values["device-type"].toUpperCase() } : {}),
    lenient: values.lenient === true,
    nowMs,
  };
}

interface Row {
  readonly label: string;
  readonly imported: ImportedActivity;
  readonly profile: UserProfile;
}

/** One line of `import --json`: the activity as submitted, what the library derives from it, the warnings. */
function jsonRow(row: Row): object {
  const derived = deriveActivity(row.imported.activity, row.profile);
  return {
    recording: row.label,
    activity: row.imported.activity,
    derived: {
      durationMs: derived.durationMs,
      ...(derived.distanceKm === undefined ? {} : { distanceKm: derived.distanceKm }),
      fuel: derived.fuel,
      fuelModel: derived.fuelModel,
    },
    warnings: row.imported.meta.warnings.map((w) => ({ key: w.key, message: w.message })),
  };
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + " ".repeat(width - text.length);
}

function summaryTable(rows: readonly Row[]): string {
  const header = ["recording", "type", "start (UTC)", "time zone", "duration", "km", "points", "fuel", "model", "status"];
  const lines = rows.map((row) => {
    const a = row.imported.activity;
    const d = deriveActivity(a, row.profile);
    const fuel = String(d.fuel);
    const model = d.fuelModel;
    const km = d.distanceKm === undefined ? "-" : d.distanceKm.toFixed(2);
    const duration = formatDuration(d.durationMs);
    const status = `ok, ${row.imported.meta.warnings.length} warnings`;
    return [row.label, a.activityType, new Date(a.startTime).toISOString().slice(0, 19), a.timeZoneName, duration, km,
      String(a.metrics.data.length), fuel, model, status];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] as string).length)));
  const fmt = (cells: readonly string[]): string => cells.map((c, i) => pad(c, widths[i] as number)).join("  ").trimEnd();
  return [fmt(header), fmt(widths.map((w) => "-".repeat(w))), ...lines.map(fmt)].join("\n") + "\n";
}

/** The imported activity with its derived fuel per data point as the `fuel` column, for the chart's fuel panel. */
function withFuel(row: Row): SubmittedActivity {
  const { activity } = row.imported;
  const fuel = deriveActivity(activity, row.profile).fuelPerPoint;
  const types = activity.metrics.metricTypes.filter((type) => type !== "fuel");
  const keep = activity.metrics.metricTypes.map((type) => type !== "fuel");
  const data = activity.metrics.data.map((point, i) => [...point.filter((_, c) => keep[c]), fuel[i] ?? 0]);
  return { ...activity, metrics: { ...activity.metrics, metricTypes: [...types, "fuel"], data } };
}

/**
 * `activity-fuel import <recording...>`: imports each file (`-` is standard input; a progress bar on standard
 * error when it is a terminal and there are several files), validates every activity with the profile of
 * `--weight`/`--age`, prints warnings and failures on standard error, and on standard output only what succeeded:
 * the JSON body, or with `--summary` a table with the derived distance, duration and fuel, or with
 * `--json` one JSON array of `{recording, activity, derived, warnings}`; with `--chart file.svg` an SVG chart of each
 * activity too (`renderActivityChart`, fuel derived with the profile; numbered files for several). Nothing is
 * printed for a file that failed
 * to import or an activity that failed validation; when nothing succeeded, standard output stays empty.
 *
 * @param files - recording paths, `-` for standard input.
 * @param values - parsed options.
 * @param io - output and file access.
 * @param maxBytes - the cap of one input (`--max-bytes`).
 * @returns the exit status: 0 all imported and valid, 1 any import or validation error, 2 usage error.
 */
export async function importCommand(
  files: readonly string[],
  values: ImportCommandValues,
  io: CliIo,
  maxBytes: number,
): Promise<number> {
  const profile = parseProfile(values.weight, values.age);
  const options = importOptions(values, io.now());
  if (typeof profile === "string" || typeof options === "string") {
    io.err(`error: ${printable(typeof profile === "string" ? profile : (options as string))}\n`);
    return 2;
  }
  const rows: Row[] = [];
  let failed = 0;
  const bar = createProgressBar(io, files.length);
  for (const [i, file] of files.entries()) {
    const name = printable(file);
    bar.update(i, name);
    let bytes: Uint8Array;
    try {
      bytes = await io.readFile(file, maxBytes);
    } catch (cause) {
      bar.log(`${name}: cannot read: ${printable(cause instanceof Error ? cause.message : String(cause))}\n`);
      failed++;
      continue;
    }
    const result = await importRecording(bytes, { ...options, ...(file === "-" ? {} : { fileName: file }) });
    for (const w of result.warnings) bar.log(`warning: ${name}: ${w.key}: ${printable(w.message)}\n`);
    if (!result.ok) {
      bar.log(`${name}: error ${result.error.code} ${result.error.key}: ${result.error.message} ${printable(result.error.detail)}\n`);
      failed++;
      continue;
    }
    result.activities.forEach((imported, k) => {
      const label = result.activities.length > 1 ? `${name}#${k + 1}` : name;
      for (const w of imported.meta.warnings) bar.log(`warning: ${label}: ${w.key}: ${printable(w.message)}\n`);
      const check = validateActivities([imported.activity], { nowMs: io.now(), profile });
      if (!check.ok) {
        failed++;
        for (const e of check.errors) bar.log(`${label}: invalid: ${e.code} ${printable(e.detail)}\n`);
        return;
      }
      rows.push({ label, imported, profile });
    });
  }
  bar.update(files.length, "");
  bar.done();
  if (rows.length > 0) {
    const body: SubmittedActivity[] = rows.map((row) => row.imported.activity);
    if (values.out !== undefined) {
      await io.writeFile(values.out, JSON.stringify(body) + "\n");
      io.err(`wrote ${body.length} ${body.length === 1 ? "activity" : "activities"} to ${printable(values.out)}\n`);
    }
    if (values.chart !== undefined) {
      for (const [n, row] of rows.entries()) {
        const target = numberedPath(values.chart, n + 1, rows.length);
        await io.writeFile(target, renderActivityChart(withFuel(row), { title: `${row.label}: ${row.imported.activity.activityType}` }));
        io.err(`wrote chart ${printable(target)}\n`);
      }
    }
    if (values.json === true) io.out(JSON.stringify(rows.map(jsonRow)) + "\n");
    else if (values.summary === true) io.out(summaryTable(rows));
    else if (values.out === undefined) io.out(JSON.stringify(body) + "\n");
  }
  return failed > 0 ? 1 : 0;
}
