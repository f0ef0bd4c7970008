import { readActivitySamples } from "../export/readActivitySamples.js";
import type { ActivityDetail } from "../model/activityDetail.js";
import type { SubmittedActivity } from "../model/submittedActivity.js";
import { STYLE, SERIES_COLOURS } from "./chartStyle.js";
import { clock, svgText, utcMinute } from "./chartText.js";
import { areaPath, columnEnvelope, linePath } from "./columnEnvelope.js";
import { chartFrame } from "./chartFrame.js";
import { niceTicks } from "./niceTicks.js";
import { plotAxes } from "./plotAxes.js";
import { timeTicks } from "./timeTicks.js";

/** Options of {@link renderActivityChart}. */
export interface ActivityChartOptions {
  /** Width of the SVG, pixels, 320–2000 (default 800); the height follows from the panels drawn. */
  readonly width?: number;
  /** Show speed (km/h) or pace (min/km, faster up). Default: pace for RUN and WALK, speed for the others. */
  readonly speed?: "speed" | "pace";
  /** The chart's title (default: activity type and start time, UTC). */
  readonly title?: string;
}

interface Panel {
  readonly label: string;
  readonly unit: string;
  readonly colour: string;
  readonly values: Float64Array;
  readonly area: boolean;
  readonly fromZero: boolean;
  readonly inverted?: boolean;
  /** Decimals of the values in the description (the tick labels follow the axis step). */
  readonly decimals: number;
  readonly tick?: (value: number) => string;
}

const PANEL_TOP = 68;
const PANEL_HEIGHT = 84;
const PANEL_GAP = 30;
/** Pace slower than this (min/km, i.e. below 3 km/h) is standing or strolling: a gap in the pace line. */
const SLOWEST_PACE = 20;

function finiteRange(values: Float64Array): { lo: number; hi: number; mean: number; count: number } {
  let lo = Infinity;
  let hi = -Infinity;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (!Number.isFinite(v)) continue;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
    sum += v;
    count++;
  }
  return { lo, hi, mean: count === 0 ? NaN : sum / count, count };
}

/** Speed per data point, km/h: the speed column, else the distance gained over the interval. */
function speedOf(columns: ReadonlyMap<string, Float64Array>, count: number, intervalS: number): Float64Array | undefined {
  const speed = columns.get("speed");
  if (speed !== undefined) return speed;
  const distance = columns.get("distance");
  if (distance === undefined || count < 2) return undefined;
  const out = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    const a = k + 1 < count ? k : k - 1;
    out[k] = (((distance[a + 1] as number) - (distance[a] as number)) * 3600) / intervalS;
  }
  return out;
}

/** `m:ss` of a pace in minutes per km (the clock's `h:mm` read as minutes and seconds). */
const pace = (minutes: number): string => clock(Math.round(minutes * 60) * 60);

/**
 * Renders an activity as an SVG chart (a string, no dependency, no DOM): up to four panels on one shared time
 * axis (elapsed time `h:mm` from the start), each with its own value axis, unit and grid: speed (km/h) or pace
 * (min/km, faster up), heart rate (bpm), elevation (m) and fuel per minute. A panel is drawn only when the
 * activity has that series (speed also from the distance column). Long activities are reduced to one entry per
 * pixel column keeping each column's lowest and highest value, so peaks stay visible and a 24-hour ALL_DAY
 * (17 280 points) stays small (below 150 KB). Values that are not finite numbers are gaps.
 *
 * Accessible: `role="img"`, a `<title>` (the title) and a `<desc>` stating each series' range, mean and the total
 * fuel, for screen readers. Deterministic: the same input gives the same bytes (no clock, no random, no locale).
 * An input that cannot be read as an activity gives a small chart saying so.
 *
 * @example
 * ```ts
 * const detail = await service.getActivity(userId, activityId);
 * if (detail.ok) await writeFile("ride.svg", renderActivityChart(detail.value));
 * ```
 *
 * @param activity - an activity detail (`getActivity`) or an Add Activities item.
 * @param options - width, speed or pace, title.
 * @returns the SVG document, UTF-8 text.
 */
export function renderActivityChart(activity: ActivityDetail | SubmittedActivity, options: ActivityChartOptions = {}): string {
  const width = Math.round(Math.min(2000, Math.max(320, Number(options.width) || 800)));
  const plotWidth = width - STYLE.left - STYLE.right;
  const samples = readActivitySamples(activity);
  if ("detail" in samples) return emptyChart(width, options.title ?? "Activity", `No chart: ${samples.detail}.`);
  const { columns, count, intervalS, activityType, startMs } = samples;
  const title = options.title ?? `${activityType} ${utcMinute(startMs)} UTC`;

  const panels: Panel[] = [];
  const speed = speedOf(columns, count, intervalS);
  const usePace = (options.speed ?? (activityType === "RUN" || activityType === "WALK" ? "pace" : "speed")) === "pace";
  if (speed !== undefined) {
    if (usePace) {
      const values = speed.map((kmh) => (kmh > 60 / SLOWEST_PACE ? 60 / kmh : NaN));
      panels.push({ label: "Pace", unit: "min/km", colour: SERIES_COLOURS.speed, values, area: false, fromZero: false, inverted: true, decimals: 0, tick: pace });
    } else {
      panels.push({ label: "Speed", unit: "km/h", colour: SERIES_COLOURS.speed, values: speed, area: false, fromZero: true, decimals: 1 });
    }
  }
  const hr = columns.get("heartrate");
  if (hr !== undefined) panels.push({ label: "Heart rate", unit: "bpm", colour: SERIES_COLOURS.heartrate, values: hr.map((v) => (v > 0 ? v : NaN)), area: false, fromZero: false, decimals: 0 });
  const elevation = columns.get("elevation");
  if (elevation !== undefined) panels.push({ label: "Elevation", unit: "m", colour: SERIES_COLOURS.elevation, values: elevation, area: true, fromZero: false, decimals: 1 });
  const fuel = columns.get("fuel");
  if (fuel !== undefined) panels.push({ label: "Fuel", unit: "per minute", colour: SERIES_COLOURS.fuel, values: fuel.map((v) => (v * 60) / intervalS), area: true, fromZero: true, decimals: 1 });

  const shown = panels.map((panel) => ({ panel, range: finiteRange(panel.values) })).filter((p) => p.range.count > 0);
  const spanS = count * intervalS;
  const totalFuel = fuel === undefined ? undefined : fuel.reduce((sum, v) => (Number.isFinite(v) ? sum + v : sum), 0);
  const distance = columns.get("distance");
  const facts = [`${utcMinute(startMs)} UTC`, clock(spanS, true)];
  const km = distance === undefined ? NaN : (distance[count - 1] as number); // the summary's distance: the last value
  if (km > 0) facts.push(`${km.toFixed(2)} km`);
  if (totalFuel !== undefined) facts.push(`${Math.round(totalFuel)} fuel`);
  const describe = shown.map(({ panel, range }) => {
    const f = panel.tick ?? ((v: number) => v.toFixed(panel.decimals));
    return `${panel.label} ${f(range.lo)} to ${f(range.hi)} ${panel.unit}, mean ${f(range.mean)}`;
  });
  const desc = `${activityType}, ${facts.join(", ")}. ${describe.length > 0 ? describe.join("; ") + "." : "No series to draw."}`;
  if (shown.length === 0) return emptyChart(width, title, desc);

  const height = PANEL_TOP + shown.length * (PANEL_HEIGHT + PANEL_GAP) + 4;
  const axisY = PANEL_TOP + shown.length * (PANEL_HEIGHT + PANEL_GAP) - PANEL_GAP + 16;
  const time = timeTicks(spanS, plotWidth);
  let body = "";
  shown.forEach(({ panel, range }, i) => {
    const top = PANEL_TOP + i * (PANEL_HEIGHT + PANEL_GAP);
    const bottom = top + PANEL_HEIGHT;
    const ticks = niceTicks(panel.fromZero ? Math.min(0, range.lo) : range.lo, range.hi);
    const y = (v: number): number => {
      const f = (v - ticks.min) / (ticks.max - ticks.min);
      return panel.inverted === true ? top + f * PANEL_HEIGHT : bottom - f * PANEL_HEIGHT;
    };
    const last = i === shown.length - 1;
    const axes = plotAxes({
      top,
      height: PANEL_HEIGHT,
      width: plotWidth,
      heading: [panel.label, panel.unit],
      rows: ticks.values.map((v) => [y(v), panel.tick ? panel.tick(v) : v.toFixed(ticks.decimals)]),
      columns: time.values.map((t) => STYLE.left + (t / spanS) * plotWidth),
      ...(last ? { columnLabels: time.values.map((t) => clock(t, time.seconds)) } : {}),
    });
    const envelope = columnEnvelope(panel.values, plotWidth);
    body += axes.back;
    if (panel.area) {
      const base = Math.min(bottom, y(Math.max(ticks.min, 0)));
      body += `<path class="series" d="${areaPath(envelope, STYLE.left, y, base)}" fill="${panel.colour}" fill-opacity="0.35" stroke="${panel.colour}"/>`;
    } else {
      body += `<path class="series" d="${linePath(envelope, STYLE.left, y)}" fill="none" stroke="${panel.colour}" stroke-width="1.5" stroke-linejoin="round"/>`;
    }
    body += axes.front;
  });
  body += `<text x="${STYLE.left + plotWidth}" y="${axisY + 14}" fill="${STYLE.muted}" text-anchor="end" aria-hidden="true">elapsed time (h:mm${time.seconds ? ":ss" : ""})</text>`;
  return chartFrame(width, height, title, desc, `<text x="${STYLE.left}" y="36" fill="${STYLE.muted}" aria-hidden="true">${svgText(facts.join(" · "))}</text>${body}`);
}

function emptyChart(width: number, title: string, desc: string): string {
  return chartFrame(width, 64, title, desc, `<text x="${STYLE.left}" y="44" fill="${STYLE.muted}" aria-hidden="true">${svgText(desc)}</text>`);
}
