import type { ActivityAnalysis } from "../analysis/analyzeActivity.js";
import { clock } from "../chart/chartText.js";

/** Names of the standard best-effort distances, metres → label. */
const DISTANCE_NAMES: ReadonlyMap<number, string> = new Map([
  [400, "400 m"],
  [804.672, "1/2 mile"],
  [1000, "1 km"],
  [1609.344, "1 mile"],
  [3218.688, "2 miles"],
  [5000, "5 km"],
  [10_000, "10 km"],
  [15_000, "15 km"],
  [16_093.44, "10 miles"],
  [20_000, "20 km"],
  [21_097.5, "half marathon"],
  [30_000, "30 km"],
  [42_195, "marathon"],
]);

const BASIS = { max: "% of max", reserve: "% of reserve", threshold: "% of threshold", ftp: "% of FTP" } as const;

function pad(text: string, width: number, right = false): string {
  if (text.length >= width) return text;
  return right ? " ".repeat(width - text.length) + text : text + " ".repeat(width - text.length);
}

/** Columns with a header, a rule and rows; the first column left-aligned, the others right-aligned. */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => rows.reduce((w, r) => Math.max(w, (r[i] ?? "").length), h.length));
  const line = (cells: readonly string[]): string => cells.map((c, i) => pad(c, widths[i] as number, i > 0)).join("  ").trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n") + "\n";
}

/** `m:ss` or `h:mm:ss`. */
function duration(seconds: number): string {
  const text = clock(seconds, true);
  return text.startsWith("0:") ? text.slice(2).replace(/^0(\d:)/, "$1") : text;
}

/** `5 s`, `1 min`, `1 h`. */
function durationName(seconds: number): string {
  return seconds < 60 ? `${seconds} s` : seconds < 3600 ? `${seconds / 60} min` : `${seconds / 3600} h`;
}

/**
 * The `analyze` command's table of one activity's analysis: the summary line, the splits (per km, or per mile),
 * the best efforts, the mean-maximal curves, the zones, intensity minutes and TRIMP; sections the activity lacks
 * are left out.
 *
 * @param label - the activity's name (file, and number in it).
 * @param heading - its type and start.
 * @param analysis - what `analyzeActivity` gave.
 * @param unit - splits per `"km"` or per `"mile"`.
 * @returns the text, ending with a newline.
 */
export function analysisTable(label: string, heading: string, analysis: ActivityAnalysis, unit: "km" | "mile"): string {
  const facts = [heading];
  if (analysis.distanceKm !== undefined) facts.push(`${analysis.distanceKm.toFixed(2)} km`);
  facts.push(`${duration(analysis.elapsedS)} elapsed`);
  if (analysis.movingS !== undefined) facts.push(`${duration(analysis.movingS)} moving`);
  let out = `${label}: ${facts.join(", ")}\n`;
  const splits = analysis.splits[unit];
  if (splits.length > 0) {
    const perUnit = unit === "km" ? 1 : 1.609344;
    out +=
      "\n" +
      table(
        [`split (${unit})`, "distance", "time", "moving", `pace/${unit}`, "avg HR", "climb m", "fuel"],
        splits.map((s) => [
          String(s.split),
          unit === "km" ? `${(s.distanceM / 1000).toFixed(2)} km` : `${(s.distanceM / 1609.344).toFixed(2)} mi`,
          duration(s.elapsedS),
          duration(s.movingS),
          s.paceSPerKm === undefined ? "-" : duration(s.paceSPerKm * perUnit),
          s.averageHeartRateBpm === undefined ? "-" : String(Math.round(s.averageHeartRateBpm)),
          s.elevationGainM === undefined ? "-" : String(Math.round(s.elevationGainM)),
          s.fuel === undefined ? "-" : String(Math.round(s.fuel)),
        ]),
      );
  }
  if (analysis.bestEfforts.length > 0) {
    out +=
      "\n" +
      table(
        ["best effort", "time", "pace/km"],
        analysis.bestEfforts.map((e) => [DISTANCE_NAMES.get(e.distanceM) ?? `${e.distanceM} m`, duration(e.elapsedS), duration(e.elapsedS / (e.distanceM / 1000))]),
      );
  }
  const curves = [
    ["power W", analysis.meanMaximal.watts, 0],
    ["speed km/h", analysis.meanMaximal.speed, 1],
    ["heart rate bpm", analysis.meanMaximal.heartrate, 0],
  ] as const;
  const shown = curves.filter(([, points]) => points.length > 0);
  if (shown.length > 0) {
    const durations = [...new Set(shown.flatMap(([, points]) => points.map((p) => p.durationS)))].sort((a, b) => a - b);
    out +=
      "\n" +
      table(
        ["mean maximal", ...durations.map(durationName)],
        shown.map(([name, points, decimals]) => [name, ...durations.map((d) => points.find((p) => p.durationS === d)?.value.toFixed(decimals) ?? "-")]),
      );
  }
  for (const [name, zones] of [["heart-rate", analysis.zones.heartRate], ["power", analysis.zones.power]] as const) {
    if (zones === undefined) continue;
    const withReading = zones.zones.reduce((t, z) => t + z.seconds, 0);
    const rows = zones.zones.map((z) => [
      `zone ${z.zone}`,
      z.upper === undefined ? `> ${Math.round(z.lower)}` : z.lower > 0 ? `${Math.round(z.lower)}–${Math.round(z.upper)}` : `≤ ${Math.round(z.upper)}`,
      duration(z.seconds),
      withReading > 0 ? `${Math.round((z.seconds / withReading) * 100)} %` : "-",
    ]);
    if (zones.noReadingS > 0) rows.push(["no reading", "", duration(zones.noReadingS), ""]);
    out += "\n" + table([`${name} zones (${BASIS[zones.basis]})`, zones.unit, "time", "share"], rows);
  }
  const loads: string[] = [];
  const minutes = analysis.intensityMinutes;
  if (minutes !== undefined) {
    loads.push(
      `intensity minutes ${minutes.totalMin.toFixed(1)} (${minutes.moderateMin.toFixed(1)} moderate + 2 × ${minutes.vigorousMin.toFixed(1)} vigorous; ` +
        `${Math.round(minutes.weeklyShare * 100)} % of the WHO's 150 a week)`,
    );
  }
  if (analysis.trimp !== undefined) loads.push(`TRIMP ${analysis.trimp.banister.toFixed(1)} (Banister, ${analysis.trimp.coefficients}), ${analysis.trimp.edwards.toFixed(1)} (Edwards)`);
  if (loads.length > 0) out += `\n${loads.join("\n")}\n`;
  return out;
}
