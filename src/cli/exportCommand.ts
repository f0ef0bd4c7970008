import { toGpx } from "../export/toGpx.js";
import { toTcx, type TcxOptions } from "../export/toTcx.js";
import type { ActivityDetail } from "../model/activityDetail.js";
import { toJsonPointer } from "../validate/validationError.js";
import type { CliIo } from "./cliIo.js";
import { numberedPath } from "./numberedPath.js";
import { printable } from "./printable.js";

/** Options of the export command, as parsed from the command line (strings). */
export interface ExportCommandValues {
  readonly format?: string;
  readonly out?: string;
  readonly index?: string;
  readonly "lap-km"?: string;
  readonly "lap-minutes"?: string;
  readonly json?: boolean;
}

/** A usage problem of the export command (exit status 2), or the options it resolves to. */
type Resolved = string | { readonly format: "gpx" | "tcx"; readonly index?: number; readonly tcx: TcxOptions };

function positiveNumber(name: string, text: string | undefined): number | string | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  return text.trim() !== "" && Number.isFinite(value) && value > 0 ? value : `--${name} must be a positive number, not "${text}"`;
}

function resolve(values: ExportCommandValues): Resolved {
  const fromExtension = /\.(gpx|tcx)$/i.exec(values.out ?? "")?.[1]?.toLowerCase();
  const format = (values.format ?? fromExtension ?? "gpx").toLowerCase();
  if (format !== "gpx" && format !== "tcx") return `--format must be gpx or tcx, not "${values.format ?? ""}"`;
  const lapKm = positiveNumber("lap-km", values["lap-km"]);
  const lapMinutes = positiveNumber("lap-minutes", values["lap-minutes"]);
  if (typeof lapKm === "string") return lapKm;
  if (typeof lapMinutes === "string") return lapMinutes;
  if (lapKm !== undefined && lapMinutes !== undefined) return "give --lap-km or --lap-minutes, not both";
  if (format === "gpx" && (lapKm !== undefined || lapMinutes !== undefined)) return "--lap-km and --lap-minutes are TCX options";
  const index = values.index === undefined ? undefined : /^[1-9][0-9]*$/.test(values.index) ? Number(values.index) : NaN;
  if (Number.isNaN(index)) return `--index must be a positive integer, not "${values.index ?? ""}"`;
  if (values.json === true && values.out === undefined) return "--json reports the files written: it needs --out";
  return {
    format,
    ...(index !== undefined ? { index } : {}),
    tcx: { ...(lapKm !== undefined ? { lapKm } : {}), ...(lapMinutes !== undefined ? { lapMinutes } : {}) },
  };
}

/**
 * `activity-fuel export <file.json>`: reads an Add Activities body (a JSON array of activities, e.g. what `import`
 * wrote) or one activity detail (a JSON object, e.g. a saved GET /me/sport/activities/{id} answer; `-` reads
 * standard input) and writes each activity as GPX 1.1 or TCX (`--format`, else the `--out` extension, else GPX): to
 * standard output for one activity without `--out`, else to `--out` (several activities: `name-1.gpx`,
 * `name-2.gpx`, …; `--index n` picks one). An activity that cannot be exported is reported on standard error with
 * its export error code and JSON Pointer (from the file's root) and makes the status 1; the others are still
 * written. With `--json`, one JSON object `{format, files: [{activity, file, bytes}]}` on standard output.
 *
 * @param file - path of the JSON input, `-` for standard input.
 * @param values - parsed options.
 * @param io - output and file access.
 * @param maxBytes - the cap of the input (`--max-bytes`).
 * @returns the exit status: 0 all exported, 1 unreadable input or any export error, 2 usage error.
 */
export async function exportCommand(file: string, values: ExportCommandValues, io: CliIo, maxBytes: number): Promise<number> {
  const options = resolve(values);
  // what a file name, a file's content or an argument holds reaches the terminal escaped (as validate does)
  const name = printable(file);
  if (typeof options === "string") {
    io.err(`error: ${printable(options)}\n`);
    return 2;
  }
  let input: unknown;
  try {
    input = JSON.parse(new TextDecoder().decode(await io.readFile(file, maxBytes))) as unknown;
  } catch (cause) {
    io.err(`error: ${name}: ${printable(cause instanceof Error ? cause.message : String(cause))}\n`);
    return 1;
  }
  const body = Array.isArray(input);
  const all: unknown[] = body ? (input as unknown[]) : [input];
  if (options.index !== undefined && options.index > all.length) {
    io.err(`error: ${name}: --index ${options.index}, but the file holds ${all.length} ${all.length === 1 ? "activity" : "activities"}\n`);
    return 1;
  }
  const chosen = options.index !== undefined ? [options.index - 1] : all.map((_, i) => i);
  if (chosen.length === 0) {
    io.err(`error: ${name}: the body holds no activity\n`);
    return 1;
  }
  if (chosen.length > 1 && values.out === undefined) {
    io.err(`error: ${name} holds ${chosen.length} activities: pass --out (one file each, name-1.${options.format}, …) or --index\n`);
    return 2;
  }
  let failed = 0;
  const files: { activity: number; file: string; bytes: number }[] = [];
  for (const [n, i] of chosen.entries()) {
    const activity = all[i] as ActivityDetail; // checked by the writer, which refuses any other shape (1700)
    const result = options.format === "gpx" ? toGpx(activity) : toTcx(activity, options.tcx);
    if (!result.ok) {
      const { code, key, message, detail, path } = result.error;
      io.err(`${name}: activity ${i + 1}: error ${code} ${key}: ${message} ${printable(detail)} (at ${printable(toJsonPointer(body ? [i, ...path] : path) || "/")})\n`);
      failed++;
      continue;
    }
    if (values.out === undefined) {
      io.out(result.text);
      continue;
    }
    const target = numberedPath(values.out, n + 1, chosen.length);
    await io.writeFile(target, result.text);
    files.push({ activity: i + 1, file: target, bytes: new TextEncoder().encode(result.text).length });
    if (values.json !== true) io.err(`wrote ${printable(target)}\n`);
  }
  if (values.json === true) io.out(JSON.stringify({ format: options.format, files }) + "\n");
  return failed > 0 ? 1 : 0;
}
