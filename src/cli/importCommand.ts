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
  readonly errors: readonly string[];
  readonly profile: UserProfile;
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + " ".repeat(width - text.length);
}

function summaryTable(rows: readonly Row[]): string {
  const header = ["recording", "type", "start (UTC)", "time zone", "duration", "km", "points", "fuel", "model", "status"];
  const lines = rows.map((row) => {
    const a = row.imported.activity;
    let fuel = "-";
    let model = "-";
    let km = "-";
    let duration = formatDuration(a.duration ?? 0);
    if (row.errors.length === 0) {
      const d = deriveActivity(a, row.profile);
      fuel = String(d.fuel);
      model = d.fuelModel;
      km = d.distanceKm === undefined ? "-" : d.distanceKm.toFixed(2);
      duration = formatDuration(d.durationMs);
    }
    const status = row.errors.length === 0 ? `ok, ${row.imported.meta.warnings.length} warnings` : row.errors.join(" ");
    return [row.label, a.activityType, new Date(a.startTime).toISOString().slice(0, 19), a.timeZoneName, duration, km,
      String(a.metrics.data.length), fuel, model, status];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] as string).length)));
  const fmt = (cells: readonly string[]): string => cells.map((c, i) => pad(c, widths[i] as number)).join("  ").trimEnd();
  return [fmt(header), fmt(widths.map((w) => "-".repeat(w))), ...lines.map(fmt)].join("\n") + "\n";
}

/**
 * `activity-fuel import <recording...>`: imports each file (progress on standard error when there are several),
 * validates every activity with the profile of `--weight`/`--age`, prints warnings on standard error and the
 * JSON body (or, with `--summary`, a table with the derived distance, duration and fuel) on standard output.
 *
 * @param files - recording paths.
 * @param values - parsed options.
 * @param io - output and file access.
 * @returns the exit status: 0 all imported and valid, 1 any import or validation error, 2 usage error.
 */
export async function importCommand(files: readonly string[], values: ImportCommandValues, io: CliIo): Promise<number> {
  const profile = parseProfile(values.weight, values.age);
  const options = importOptions(values, io.now());
  if (typeof profile === "string" || typeof options === "string") {
    io.err(`error: ${typeof profile === "string" ? profile : (options as string)}\n`);
    return 2;
  }
  const rows: Row[] = [];
  const body: SubmittedActivity[] = [];
  let failed = 0;
  for (const [i, file] of files.entries()) {
    const progress = files.length > 1 ? `[${i + 1}/${files.length}] ` : "";
    let bytes: Uint8Array;
    try {
      bytes = await io.readFile(file);
    } catch (cause) {
      io.err(`${progress}${file}: cannot read: ${cause instanceof Error ? cause.message : String(cause)}\n`);
      failed++;
      continue;
    }
    const result = await importRecording(bytes, { ...options, fileName: file });
    for (const w of result.warnings) io.err(`warning: ${file}: ${w.key}: ${w.message}\n`);
    if (!result.ok) {
      io.err(`${progress}${file}: error ${result.error.code} ${result.error.key}: ${result.error.message} ${result.error.detail}\n`);
      failed++;
      continue;
    }
    result.activities.forEach((imported, k) => {
      const label = result.activities.length > 1 ? `${file}#${k + 1}` : file;
      for (const w of imported.meta.warnings) io.err(`warning: ${label}: ${w.key}: ${w.message}\n`);
      const check = validateActivities([imported.activity], { nowMs: io.now(), profile });
      const errors = check.ok ? [] : check.errors.map((e) => String(e.code));
      if (!check.ok) {
        failed++;
        for (const e of check.errors) io.err(`${label}: invalid: ${e.code} ${e.detail}\n`);
      }
      rows.push({ label, imported, errors, profile });
      body.push(imported.activity);
    });
    if (progress !== "") io.err(`${progress}${file}: ${result.activities.length} ${result.activities.length === 1 ? "activity" : "activities"}\n`);
  }
  if (values.summary === true && rows.length > 0) io.out(summaryTable(rows));
  const json = JSON.stringify(body) + "\n";
  if (values.out !== undefined) {
    await io.writeFile(values.out, json);
    io.err(`wrote ${body.length} activities to ${values.out}\n`);
  } else if (values.summary !== true) {
    io.out(json);
  }
  return failed > 0 ? 1 : 0;
}
