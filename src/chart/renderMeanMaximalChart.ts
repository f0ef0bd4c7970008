import type { CurveMetric, CurvePoint } from "../analysis/meanMaximal.js";
import { chartFrame } from "./chartFrame.js";
import { STYLE, SERIES_COLOURS } from "./chartStyle.js";
import { px, svgText } from "./chartText.js";
import { niceTicks } from "./niceTicks.js";
import { plotAxes } from "./plotAxes.js";

/** Options of {@link renderMeanMaximalChart}. */
export interface MeanMaximalChartOptions {
  /** The metric of the curve (default `"watts"`): its name and unit on the axis. */
  readonly metric?: CurveMetric;
  /** A second curve drawn dashed behind the first, e.g. the user's bests over 90 days (`bestOfRecords`, `at` as `durationS`). */
  readonly reference?: readonly Pick<CurvePoint, "durationS" | "value">[];
  /** Name of the reference in the legend and the description (default `Reference`). */
  readonly referenceLabel?: string;
  /** Width of the SVG, pixels, 320–2000 (default 640). */
  readonly width?: number;
  /** The chart's title (default: `Power curve`, `Speed curve` or `Heart-rate curve`). */
  readonly title?: string;
}

const METRIC_TEXT = { watts: ["Power", "W", 0], speed: ["Speed", "km/h", 1], heartrate: ["Heart rate", "bpm", 0] } as const;
const DURATION_TICKS = [5, 10, 30, 60, 120, 300, 600, 1200, 1800, 3600, 7200, 10_800, 18_000];
const TOP = 60;
const HEIGHT = 200;

/** `5 s`, `2 min`, `1 h`, `1.5 h`. */
function durationText(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.round((seconds / 60) * 10) / 10} min`;
  return `${Math.round((seconds / 3600) * 10) / 10} h`;
}

/** The finite points with a positive duration, by increasing duration. */
function clean(points: readonly Pick<CurvePoint, "durationS" | "value">[] | undefined): Pick<CurvePoint, "durationS" | "value">[] {
  if (!Array.isArray(points)) return [];
  return points.filter((p) => p !== null && typeof p === "object" && p.durationS > 0 && Number.isFinite(p.durationS) && Number.isFinite(p.value)).sort((a, b) => a.durationS - b.durationS);
}

/**
 * Renders a mean-maximal curve (`meanMaximal` of `activity-fuel/analysis`: power, speed or heart rate against
 * duration) as an SVG chart (a string, no dependency, no DOM): the duration on a logarithmic axis (5 s to 5 h reads
 * evenly), the mean on a linear one, a dot per point, and optionally a reference curve drawn dashed (a user's
 * bests). Accessible (`role="img"`, `<title>`, a `<desc>` listing the points) and deterministic. A curve without
 * points gives a small chart that says so.
 *
 * @example
 * ```ts
 * // `bests`: the user's bests over 90 days (`bestOfRecords`)
 * const svg = renderMeanMaximalChart(meanMaximal(stored.activity, "watts"), {
 *   reference: bests.watts.map((best) => ({ durationS: best.at, value: best.value })),
 *   referenceLabel: "Best of 90 days",
 * });
 * svg.includes("Best of 90 days"); // → true
 * ```
 *
 * @param points - the curve: `{ durationS, value }` points.
 * @param options - metric, reference curve, width, title.
 * @returns the SVG document, UTF-8 text.
 */
export function renderMeanMaximalChart(points: readonly Pick<CurvePoint, "durationS" | "value">[], options: MeanMaximalChartOptions = {}): string {
  const width = Math.round(Math.min(2000, Math.max(320, Number(options.width) || 640)));
  const [name, unit, decimals] = METRIC_TEXT[options.metric ?? "watts"] ?? METRIC_TEXT.watts;
  const title = options.title ?? `${name === "Heart rate" ? "Heart-rate" : name} curve`;
  const curve = clean(points);
  const reference = clean(options.reference);
  const referenceLabel = options.referenceLabel ?? "Reference";
  const all = [...curve, ...reference];
  const describe = (p: Pick<CurvePoint, "durationS" | "value">): string => `${durationText(p.durationS)} ${p.value.toFixed(decimals)} ${unit}`;
  const desc =
    curve.length === 0
      ? "No chart: no curve to draw."
      : `${name} held for at least each duration: ${curve.map(describe).join(", ")}.` +
        (reference.length > 0 ? ` ${referenceLabel}: ${reference.map(describe).join(", ")}.` : "");
  if (curve.length === 0) return chartFrame(width, 64, title, desc, `<text x="${STYLE.left}" y="44" fill="${STYLE.muted}" aria-hidden="true">${desc}</text>`);

  const plotWidth = width - STYLE.left - STYLE.right;
  let shortest = Infinity;
  let longest = 0;
  let low = Infinity;
  let high = -Infinity;
  for (const p of all) {
    shortest = Math.min(shortest, p.durationS);
    longest = Math.max(longest, p.durationS);
    low = Math.min(low, p.value);
    high = Math.max(high, p.value);
  }
  const lo = Math.log(shortest);
  const span = Math.log(longest) - lo || 1;
  const x = (s: number): number => STYLE.left + ((Math.log(s) - lo) / span) * plotWidth;
  const ticks = niceTicks(options.metric === "heartrate" ? low : Math.min(0, low), high);
  const bottom = TOP + HEIGHT;
  const y = (v: number): number => bottom - ((v - ticks.min) / (ticks.max - ticks.min)) * HEIGHT;
  // the standard ticks inside the range, each at least 52 px from the one before (the labels must not touch)
  const columns: number[] = [];
  for (const s of DURATION_TICKS) if (s >= shortest && s <= longest && (columns.length === 0 || x(s) - x(columns.at(-1)!) >= 52)) columns.push(s);
  const axes = plotAxes({
    top: TOP,
    height: HEIGHT,
    width: plotWidth,
    heading: [name, unit],
    rows: ticks.values.map((v) => [y(v), v.toFixed(ticks.decimals)]),
    columns: columns.map(x),
    columnLabels: columns.map(durationText),
  });
  const path = (line: readonly Pick<CurvePoint, "durationS" | "value">[]): string => line.map((p, i) => `${i === 0 ? "M" : "L"}${px(x(p.durationS))} ${px(y(p.value))}`).join("");
  const colour = SERIES_COLOURS[options.metric === "heartrate" ? "heartrate" : options.metric === "speed" ? "speed" : "fuel"];
  let body = axes.back;
  if (reference.length > 0) body += `<path class="reference" d="${path(reference)}" fill="none" stroke="${STYLE.muted}" stroke-width="1.5" stroke-dasharray="5 4"/>`;
  body += `<path class="series" d="${path(curve)}" fill="none" stroke="${colour}" stroke-width="2" stroke-linejoin="round"/>`;
  body += `<g fill="${colour}" aria-hidden="true">${curve.map((p) => `<circle cx="${px(x(p.durationS))}" cy="${px(y(p.value))}" r="2.5"/>`).join("")}</g>`;
  body += axes.front;
  let legend = `<text x="${STYLE.left + plotWidth}" y="${bottom + 32}" text-anchor="end">duration (logarithmic)</text>`;
  if (reference.length > 0) {
    legend +=
      `<path d="M${STYLE.left} ${bottom + 28}h16" stroke="${STYLE.muted}" stroke-width="1.5" stroke-dasharray="5 4"/>` +
      `<text x="${STYLE.left + 22}" y="${bottom + 32}">${svgText(referenceLabel)}</text>`;
  }
  body += `<g fill="${STYLE.muted}" aria-hidden="true">${legend}</g>`;
  return chartFrame(width, bottom + 44, title, desc, body);
}
