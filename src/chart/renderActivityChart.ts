import { formatDuration } from "../derive/formatDuration.js";
import { readActivityShape, toNumber } from "../export/readActivityShape.js";
import type { ActivityDetail } from "../model/activityDetail.js";
import type { SubmittedActivity } from "../model/submittedActivity.js";
import { readActivityFacts } from "./activityFacts.js";
import { axisRange, type AxisRange } from "./axisRange.js";
import { chartFrame } from "./chartFrame.js";
import { STYLE, SERIES_COLOURS } from "./chartStyle.js";
import { clock, svgText } from "./chartText.js";
import { areaPath, columnEnvelope, linePath } from "./columnEnvelope.js";
import { findGaps } from "./findGaps.js";
import { localTime } from "./localTime.js";
import { niceTicks } from "./niceTicks.js";
import { plotAxes } from "./plotAxes.js";
import { timeTicks } from "./timeTicks.js";

/** Options of {@link renderActivityChart}. */
export interface ActivityChartOptions {
  /** Width of the SVG, pixels, 320–2000 (default 800); the height follows from the panels drawn. */
  readonly width?: number;
  /**
   * Show speed (km/h) or pace (faster up: min/km, or min/100 m for SWIMMING). Default: pace for RUN, WALK and
   * SWIMMING, speed for the others.
   */
  readonly speed?: "speed" | "pace";
  /** The chart's title (default: activity type and start time on the activity's local clock, with its zone). */
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
  /** Whether outliers may fall outside the axis (speed and pace: GPS jumps, standing still). */
  readonly robust?: boolean;
  /** With `robust`, the axis' top is at most this multiple of the median. */
  readonly highestOverMedian?: number;
  /** Decimals of the values in the description (the tick labels follow the axis step). */
  readonly decimals: number;
  readonly tick?: (value: number) => string;
}

const PANEL_TOP = 68;
const PANEL_HEIGHT = 84;
const PANEL_GAP = 30;
/** Slower than this (km/h) has no pace, a gap in the pace line: standing (20 min/km on foot, 12 min/100 m swimming). */
const slowestPaceKmh = (swim: boolean): number => (swim ? 0.5 : 3);
/** Most data points drawn (ten times the validator's limit); more gives a chart saying so. */
const MAX_POINTS = 1_000_000;
/** Values farther from 0 than this are no measurement of a sport: gaps. */
const MAX_ABS_VALUE = 1e12;
/** The range of `Date`, ms either side of 1970, less two days for any zone offset. */
const DATE_RANGE_MS = 8.64e15 - 2 * 86_400_000;

/** Speed per data point, km/h: the speed column, else the distance gained over the interval. */
function speedOf(speed: Float64Array | undefined, distance: Float64Array | undefined, count: number, intervalS: number): Float64Array | undefined {
  if (speed !== undefined) return speed;
  if (distance === undefined || count < 2) return undefined;
  const out = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    const a = k + 1 < count ? k : k - 1;
    out[k] = (((distance[a + 1] as number) - (distance[a] as number)) * 3600) / intervalS;
  }
  return out;
}

/** `m:ss` of a pace in minutes (the clock's `h:mm` read as minutes and seconds). */
const pace = (minutes: number): string => clock(Math.round(minutes * 60) * 60);

/** A duration as the API writes it (`formatDuration`), without the milliseconds when they are 0: `0:43:44`. */
const duration = (ms: number): string => formatDuration(ms).replace(/\.000$/, "");

/**
 * Renders an activity as an SVG chart (a string, no dependency, no DOM): up to six panels on one shared time axis
 * (elapsed time `h:mm` from the start), each with its own value axis, unit and grid, its range taken from the
 * data: speed (km/h) or pace (faster up: min/km, or min/100 m for SWIMMING), heart rate (bpm), power (W), cadence
 * (steps/min), elevation (m) and fuel per minute. A panel is drawn only when the activity has that series (speed
 * also from the distance column, cadence from steps). Long activities are reduced to one entry per pixel column
 * keeping each column's lowest and highest value, so peaks stay visible and a 24-hour ALL_DAY (17 280 points)
 * stays small (below 150 KB). Values that are not finite numbers are gaps, and so is every stretch of a minute or
 * more without movement, power or steps (where the importers fill a recording's gaps): drawn as a break in every
 * line but fuel, not as a plateau.
 *
 * The line under the title gives the start on the activity's own clock with its zone and UTC offset (from `Intl`;
 * UTC, named so, where the zone is unknown or there is no `Intl`), the duration by the API's rule (the detail's
 * `metricSummary.duration`; for an Add Activities item its `duration`, else data points × interval, spec 2.2),
 * the distance, the total fuel and the gaps.
 *
 * Accessible: `role="img"`, a `<title>` (the title) and a `<desc>` stating each series' range, mean and the total
 * fuel, for screen readers. Deterministic: the same input gives the same bytes (no clock, no random, no locale).
 * Never throws, in time bounded by the input's size: an input that cannot be read as an activity (no shape, more
 * than 1 000 000 data points, times outside the range of `Date`, a getter that throws) gives a small chart saying
 * so.
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
  let width = 800;
  try {
    width = Math.round(Math.min(2000, Math.max(320, Number(options.width) || 800)));
    const title = typeof options.title === "string" ? options.title : undefined;
    return draw(activity, options.speed, title, width);
  } catch {
    return emptyChart(width, "Activity", "No chart: reading the activity or the options threw an exception.");
  }
}

function draw(activity: unknown, speedOption: unknown, titleOption: string | undefined, width: number): string {
  const plotWidth = width - STYLE.left - STYLE.right;
  const shape = readActivityShape(activity);
  if ("detail" in shape) return emptyChart(width, titleOption ?? "Activity", `No chart: ${shape.detail}.`);
  const { raw, count, intervalS, startMs } = shape;
  const activityType = shape.activityType.slice(0, 64);
  if (count > MAX_POINTS) return emptyChart(width, titleOption ?? activityType, `No chart: ${count} data points; at most ${MAX_POINTS} are drawn.`);
  const spanS = count * intervalS;
  if (!(Math.abs(startMs) <= DATE_RANGE_MS && Math.abs(startMs + spanS * 1000) <= DATE_RANGE_MS)) {
    return emptyChart(width, titleOption ?? activityType, "No chart: the times of the activity lie outside the dates JavaScript represents.");
  }
  const column = (name: string): Float64Array | undefined => {
    const source = raw.get(name);
    if (source === undefined) return undefined;
    const values = new Float64Array(count);
    for (let k = 0; k < count; k++) {
      const v = toNumber(source.at(k));
      values[k] = Math.abs(v) <= MAX_ABS_VALUE ? v : NaN;
    }
    return values;
  };
  const facts = readActivityFacts(activity as Record<string, unknown>);
  const local = localTime(startMs, facts.timeZone);
  const title = titleOption ?? `${activityType} ${local.minute} ${local.zone}`;

  const speed = speedOf(column("speed"), column("distance"), count, intervalS);
  const watts = column("watts");
  const steps = column("steps");
  const gaps = findGaps(speed, watts, steps, count, intervalS);
  /** The values with the gaps cut out (`f` maps a value, NaN for none). */
  const drawn = (values: Float64Array, f: (v: number) => number = (v) => v): Float64Array =>
    values.map((v, k) => (gaps.mask[k] === 1 ? NaN : f(v)));

  const panels: Panel[] = [];
  const swim = activityType === "SWIMMING";
  const usePace = (speedOption ?? (activityType === "RUN" || activityType === "WALK" || swim ? "pace" : "speed")) === "pace";
  if (speed !== undefined) {
    if (usePace) {
      // minutes per km, or per 100 m for a swim
      const minutesAt = swim ? 6 : 60;
      const values = drawn(speed, (kmh) => (kmh >= slowestPaceKmh(swim) ? minutesAt / kmh : NaN));
      panels.push({ label: "Pace", unit: swim ? "min/100 m" : "min/km", colour: SERIES_COLOURS.speed, values, area: false, fromZero: false, inverted: true, robust: true, highestOverMedian: 1.5, decimals: 0, tick: pace });
    } else {
      panels.push({ label: "Speed", unit: "km/h", colour: SERIES_COLOURS.speed, values: drawn(speed), area: false, fromZero: true, robust: true, decimals: 1 });
    }
  }
  const positive = (v: number): number => (v > 0 ? v : NaN);
  const hr = column("heartrate");
  if (hr !== undefined) panels.push({ label: "Heart rate", unit: "bpm", colour: SERIES_COLOURS.heartrate, values: drawn(hr, positive), area: false, fromZero: false, decimals: 0 });
  if (watts !== undefined) panels.push({ label: "Power", unit: "W", colour: SERIES_COLOURS.power, values: drawn(watts), area: false, fromZero: true, decimals: 0 });
  if (steps !== undefined) {
    const values = drawn(steps, (v) => positive((v * 60) / intervalS));
    panels.push({ label: "Cadence", unit: "steps/min", colour: SERIES_COLOURS.cadence, values, area: false, fromZero: false, decimals: 0 });
  }
  const elevation = column("elevation");
  if (elevation !== undefined) panels.push({ label: "Elevation", unit: "m", colour: SERIES_COLOURS.elevation, values: drawn(elevation), area: true, fromZero: false, decimals: 1 });
  const fuel = column("fuel");
  if (fuel !== undefined) panels.push({ label: "Fuel", unit: "per minute", colour: SERIES_COLOURS.fuel, values: fuel.map((v) => (v * 60) / intervalS), area: true, fromZero: true, decimals: 1 });

  const shown = panels.map((panel) => ({ panel, range: axisRange(panel.values, panel.robust === true, panel.highestOverMedian) })).filter((p) => p.range.count > 0);
  const totalFuel = fuel === undefined ? undefined : fuel.reduce((sum, v) => (Number.isFinite(v) ? sum + v : sum), 0);
  const distance = raw.has("distance") ? toNumber(raw.get("distance")?.at(count - 1)) : NaN; // the summary's distance: the last value
  const line = [`${local.minute} ${local.zone}${local.offset === "" ? "" : ` (${local.offset})`}`, duration(facts.durationMs ?? spanS * 1000)];
  if (distance > 0 && distance <= MAX_ABS_VALUE) line.push(`${distance.toFixed(2)} km`);
  if (totalFuel !== undefined) line.push(`${Math.round(totalFuel)} fuel`);
  if (gaps.count > 0) line.push(`${gaps.count === 1 ? "a gap" : `${gaps.count} gaps`} without data (${gaps.count === 1 ? "" : "longest "}${clock(gaps.longestS, true)})`);
  const describe = shown.map(({ panel, range }) => {
    const f = panel.tick ?? ((v: number) => v.toFixed(panel.decimals));
    return `${panel.label} ${f(range.lo)} to ${f(range.hi)} ${panel.unit}, mean ${f(range.mean)}`;
  });
  const desc = `${activityType}, ${line.join(", ")}. ${describe.length > 0 ? describe.join("; ") + "." : "No series to draw."}`;
  if (shown.length === 0) return emptyChart(width, title, desc);

  const height = PANEL_TOP + shown.length * (PANEL_HEIGHT + PANEL_GAP) + 4;
  const axisY = PANEL_TOP + shown.length * (PANEL_HEIGHT + PANEL_GAP) - PANEL_GAP + 16;
  const time = timeTicks(spanS, plotWidth);
  let body = "";
  shown.forEach(({ panel, range }, i) => {
    const top = PANEL_TOP + i * (PANEL_HEIGHT + PANEL_GAP);
    const bottom = top + PANEL_HEIGHT;
    const ticks = axisTicks(range, panel.fromZero);
    const y = (v: number): number => {
      const f = Math.min(1, Math.max(0, (v - ticks.min) / (ticks.max - ticks.min))); // outliers at the edge
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
  return chartFrame(width, height, title, desc, `<text x="${STYLE.left}" y="36" fill="${STYLE.muted}" aria-hidden="true">${svgText(line.join(" · "))}</text>${body}`);
}

/** The ticks of a panel's value axis: its range from the data, from 0 for speed, power and fuel. */
function axisTicks(range: AxisRange, fromZero: boolean): ReturnType<typeof niceTicks> {
  return niceTicks(fromZero ? Math.min(0, range.axisLo) : range.axisLo, range.axisHi);
}

function emptyChart(width: number, title: string, desc: string): string {
  return chartFrame(width, 64, title, desc, `<text x="${STYLE.left}" y="44" fill="${STYLE.muted}" aria-hidden="true">${svgText(desc)}</text>`);
}
