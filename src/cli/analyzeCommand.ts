import { analyzeActivity, type ActivityAnalysis } from "../analysis/analyzeActivity.js";
import type { HeartRateZoneBasis } from "../analysis/analysisOptions.js";
import { deriveActivity } from "../derive/deriveActivity.js";
import { importRecording } from "../import/importRecording.js";
import type { UserProfile } from "../model/userProfile.js";
import type { ValidatedActivity } from "../model/validatedActivity.js";
import { ERROR_CODE_INFO } from "../registry/errorCodes.js";
import { validateActivities } from "../validate/validateActivities.js";
import { toJsonPointer } from "../validate/validationError.js";
import { analysisTable } from "./analysisTable.js";
import type { CliIo } from "./cliIo.js";
import { parseProfile } from "./parseProfile.js";
import { printable } from "./printable.js";

/** Options of the analyze command, as parsed from the command line (strings). */
export interface AnalyzeCommandValues {
  readonly weight?: string;
  readonly age?: string;
  readonly sex?: string;
  readonly "resting-hr"?: string;
  readonly "max-hr"?: string;
  readonly "threshold-hr"?: string;
  readonly ftp?: string;
  readonly zones?: string;
  readonly splits?: string;
  readonly json?: boolean;
}

interface Resolved {
  readonly profile: UserProfile;
  readonly zones: HeartRateZoneBasis;
  readonly unit: "km" | "mile";
}

/** The profile and choices of the options, or a usage error. */
function resolve(values: AnalyzeCommandValues): Resolved | string {
  const base = parseProfile(values.weight, values.age);
  if (typeof base === "string") return base;
  const profile: { -readonly [K in keyof UserProfile]: UserProfile[K] } = { ...base };
  const numbers = [
    ["resting-hr", "restingHeartRateBpm"],
    ["max-hr", "maxHeartRateBpm"],
    ["threshold-hr", "thresholdHeartRateBpm"],
    ["ftp", "functionalThresholdPowerW"],
  ] as const;
  for (const [option, field] of numbers) {
    const text = values[option];
    if (text === undefined) continue;
    const value = Number(text);
    if (!(text.trim() !== "" && Number.isFinite(value) && value > 0)) return `--${option} must be a positive number, not "${text}"`;
    profile[field] = value;
  }
  if (values.sex !== undefined) {
    if (values.sex !== "male" && values.sex !== "female") return `--sex must be male or female, not "${values.sex}"`;
    profile.sex = values.sex;
  }
  const zones = values.zones ?? "max";
  if (zones !== "max" && zones !== "reserve" && zones !== "threshold") return `--zones must be max, reserve or threshold, not "${zones}"`;
  const unit = values.splits ?? "km";
  if (unit !== "km" && unit !== "mile") return `--splits must be km or mile, not "${unit}"`;
  return { profile, zones, unit };
}

/** The activities of the input: an Add Activities body (JSON) or a recording, validated; failures reported. */
async function activitiesOf(file: string, bytes: Uint8Array, io: CliIo, profile: UserProfile): Promise<{ label: string; activity: ValidatedActivity }[] | undefined> {
  const name = printable(file);
  // JSON starts with [ or { after white space (and a UTF-8 byte order mark); a recording never does
  let first = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (bytes[first] === 0x20 || bytes[first] === 0x0a || bytes[first] === 0x0d || bytes[first] === 0x09) first++;
  let body: unknown[];
  if (bytes[first] === 0x5b || bytes[first] === 0x7b) {
    try {
      const parsed = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
      body = Array.isArray(parsed) ? parsed : [parsed];
    } catch (cause) {
      io.err(`error: ${name}: ${printable(cause instanceof Error ? cause.message : String(cause))}\n`);
      return undefined;
    }
  } else {
    const imported = await importRecording(bytes, { nowMs: io.now(), ...(file === "-" ? {} : { fileName: file }) });
    if (!imported.ok) {
      io.err(`${name}: error ${imported.error.code} ${imported.error.key}: ${imported.error.message} ${printable(imported.error.detail)}\n`);
      return undefined;
    }
    body = imported.activities.map((a) => a.activity);
  }
  const checked = validateActivities(body, { nowMs: io.now(), profile });
  if (!checked.ok) {
    for (const e of checked.errors) io.err(`${name}: invalid: ${e.code} ${ERROR_CODE_INFO[e.code].key} ${printable(toJsonPointer(e.path) || "/")} ${printable(e.detail)}\n`);
    return undefined;
  }
  return checked.activities.map((activity, i) => ({ label: checked.activities.length > 1 ? `${name}#${i + 1}` : name, activity }));
}

/**
 * `activity-fuel analyze <file>`: reads an Add Activities body (JSON: an array of activities, or one) or a FIT,
 * TCX or GPX recording (`-` reads standard input), validates it, derives each activity's fuel with the profile of
 * the options, and prints its analysis (`analyzeActivity`): a table of splits, best efforts, mean-maximal curves,
 * zones, intensity minutes and TRIMP, or with `--json` one JSON array of `{activity, activityType, startTime,
 * analysis}`. Failures (unreadable, not importable, invalid) go to standard error and print nothing on standard
 * output.
 *
 * @param file - path of the input, `-` for standard input.
 * @param values - parsed options.
 * @param io - output and file access.
 * @param maxBytes - the cap of the input (`--max-bytes`).
 * @returns the exit status: 0 analysed, 1 unreadable, not importable or invalid input, 2 usage error.
 */
export async function analyzeCommand(file: string, values: AnalyzeCommandValues, io: CliIo, maxBytes: number): Promise<number> {
  const options = resolve(values);
  if (typeof options === "string") {
    io.err(`error: ${printable(options)}\n`);
    return 2;
  }
  let bytes: Uint8Array;
  try {
    bytes = await io.readFile(file, maxBytes);
  } catch (cause) {
    io.err(`error: ${printable(file)}: ${printable(cause instanceof Error ? cause.message : String(cause))}\n`);
    return 1;
  }
  const activities = await activitiesOf(file, bytes, io, options.profile);
  if (activities === undefined) return 1;
  const results: { label: string; activity: ValidatedActivity; analysis: ActivityAnalysis }[] = activities.map(({ label, activity }) => ({
    label,
    activity,
    analysis: analyzeActivity(activity, {
      profile: options.profile,
      fuelPerPoint: deriveActivity(activity, options.profile).fuelPerPoint,
      heartRateZones: options.zones,
    }),
  }));
  if (values.json === true) {
    io.out(JSON.stringify(results.map((r) => ({ activity: r.label, activityType: r.activity.activityType, startTime: r.activity.startTime, analysis: r.analysis }))) + "\n");
    return 0;
  }
  io.out(
    results
      .map((r) => analysisTable(r.label, `${r.activity.activityType} ${new Date(r.activity.startTime).toISOString().slice(0, 16).replace("T", " ")} UTC`, r.analysis, options.unit))
      .join("\n"),
  );
  return 0;
}
