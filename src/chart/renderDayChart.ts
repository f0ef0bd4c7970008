import { readActivityShape, toNumber } from "../export/readActivityShape.js";
import type { ActivityDetail } from "../model/activityDetail.js";
import type { SubmittedActivity } from "../model/submittedActivity.js";
import { chartFrame } from "./chartFrame.js";
import { ACTIVITY_COLOURS, ALL_DAY_COLOUR, STYLE } from "./chartStyle.js";
import { clock, px, svgText } from "./chartText.js";
import { dayFuelSlots } from "./dayFuelSlots.js";
import { niceTicks } from "./niceTicks.js";
import { plotAxes } from "./plotAxes.js";
import { timeTicks } from "./timeTicks.js";

/** The day to draw: its window and the activities overlapping it. */
export interface DayChartInput {
  /** Start of the day, epoch ms (a wristband day: local midnight in the ALL_DAY activity's zone). */
  readonly fromMs: number;
  /** End of the day, epoch ms (the next local midnight: 23, 24 or 25 hours later). */
  readonly toMs: number;
  /**
   * The activities overlapping the day: the ALL_DAY (wristband) activity and the others, as details or Add
   * Activities items with a fuel series; any order, a detail's `activityId` counted once.
   */
  readonly activities: readonly (ActivityDetail | SubmittedActivity)[];
}

/** Options of {@link renderDayChart}. */
export interface DayChartOptions {
  /** Width of the SVG, pixels, 320–2000 (default 800). */
  readonly width?: number;
  /** Slot length, whole minutes, 1–60 (default 5: 288 bars for a 24-hour day). */
  readonly slotMinutes?: number;
  /** The chart's title (default `Wristband day`, with the date of the window's start, UTC). */
  readonly title?: string;
}

const PLOT_TOP = 60;
const PLOT_HEIGHT = 200;
const LEGEND_ROW = 17;

/** Time of day as `hh:mm`, counted from the window's start. */
const dayClock = (ms: number): string => clock(ms / 1000).padStart(5, "0");

interface Entry {
  readonly id: string | undefined;
  readonly activityType: string;
  readonly startMs: number;
  readonly intervalS: number;
  readonly count: number;
  readonly fuel: Float64Array;
}

/** Most activities in a day chart: more gives a chart saying so (the de-duplication costs points × activities). */
const MAX_ACTIVITIES = 100;
/** Most data points of all the activities together. */
const MAX_POINTS = 1_000_000;
/** The range of `Date`, ms either side of 1970. */
const DATE_RANGE_MS = 8.64e15;
/** Most fuel of one data point; more counts as none. */
const MAX_FUEL = 1e12;

/**
 * Renders a wristband day as an SVG chart (a string, no dependency, no DOM): the day's fuel de-duplicated across
 * activities (spec 2.5), per slot (default 5 minutes), as stacked bars whose parts show which activity each
 * slot's fuel counts for (at every moment the activity with the highest fuel rate; an ALL_DAY activity grey, the
 * others in distinct colours in start order, named in a legend with their times and how much of their own fuel
 * counts), and the day's total, the number the WRISTBAND list shows for the same activities. The time axis reads
 * `hh:mm` from the window's start (the local clock when the window starts at local midnight; after a daylight
 * saving change the labels stay elapsed time). Bounded: at most 1 440 slots, one path per activity.
 *
 * Accessible: `role="img"`, `<title>` and a `<desc>` giving the total and each activity's share. Deterministic:
 * the same input gives the same bytes. Activities that cannot be read (an interval outside 1 ms – 1 day
 * included) are left out and counted in the description; activities without a fuel series count nothing. Never
 * throws, in time bounded by the input's size: a window outside the range of `Date`, more than 100 activities or
 * 1 000 000 data points in all, or an input whose reading throws gives a small chart saying so.
 *
 * @example
 * ```ts
 * // 2024-01-01 in Europe/Paris: from 00:00 local (23:00 UTC the day before) to the next midnight;
 * // `details` are the day's activities, e.g. from `service.getActivity`
 * const fromMs = Date.UTC(2023, 11, 31, 23);
 * const svg = renderDayChart({ fromMs, toMs: fromMs + 24 * 3_600_000, activities: details });
 * ```
 *
 * @param day - the window and the activities.
 * @param options - width, slot length, title.
 * @returns the SVG document, UTF-8 text.
 */
export function renderDayChart(day: DayChartInput, options: DayChartOptions = {}): string {
  let width = 800;
  try {
    width = Math.round(Math.min(2000, Math.max(320, Number(options.width) || 800)));
    return drawDay(day, options, width);
  } catch {
    return chartFrame(width, 64, "Wristband day", "No chart: reading the day or the options threw an exception.", "");
  }
}

function drawDay(day: DayChartInput, options: DayChartOptions, width: number): string {
  const plotWidth = width - STYLE.left - STYLE.right;
  const fromMs = Math.round(Number(day.fromMs));
  const toMs = Math.round(Number(day.toMs));
  const windowOk = Math.abs(fromMs) <= DATE_RANGE_MS && Math.abs(toMs) <= DATE_RANGE_MS && toMs > fromMs;
  const titleOption = typeof options.title === "string" ? options.title : undefined;
  const title = titleOption ?? `Wristband day ${windowOk ? new Date(fromMs).toISOString().slice(0, 10) : ""}`.trim();
  if (!windowOk) return chartFrame(width, 64, title, "No chart: the window must end after it starts, within the dates JavaScript represents.", "");
  const slotMinutes = Math.round(Math.min(60, Math.max(1, Number(options.slotMinutes) || 5)));
  const slotMs = Math.max(slotMinutes * 60_000, Math.ceil((toMs - fromMs) / 1440 / 60_000) * 60_000);

  const entries: Entry[] = [];
  const seen = new Set<string>();
  let unreadable = 0;
  let points = 0;
  const activities: readonly unknown[] = Array.isArray(day.activities) ? day.activities : [];
  if (activities.length > MAX_ACTIVITIES) return chartFrame(width, 64, title, `No chart: ${activities.length} activities; at most ${MAX_ACTIVITIES} are drawn.`, "");
  for (const activity of activities) {
    const shape = readActivityShape(activity);
    if ("detail" in shape || !(shape.intervalS >= 0.001 && shape.intervalS <= 86_400) || !(Math.abs(shape.startMs) <= DATE_RANGE_MS)) {
      unreadable++;
      continue;
    }
    const id = (activity as { activityId?: unknown }).activityId;
    if (typeof id === "string") {
      if (seen.has(id)) continue;
      seen.add(id);
    }
    points += shape.count;
    if (points > MAX_POINTS) return chartFrame(width, 64, title, `No chart: more than ${MAX_POINTS} data points in all.`, "");
    const column = shape.raw.get("fuel");
    const fuel = new Float64Array(shape.count);
    // beyond ±10^12 is no fuel of a sport: nothing, like a value that is not a number
    if (column !== undefined) {
      for (let k = 0; k < shape.count; k++) {
        const v = toNumber(column.at(k));
        fuel[k] = v <= MAX_FUEL ? v : NaN;
      }
    }
    const { activityType, startMs, intervalS, count } = shape;
    entries.push({ id: typeof id === "string" ? id : undefined, activityType: activityType.slice(0, 64), startMs, intervalS, count, fuel });
  }
  // the service's order: start time, then id (its canonical sum depends on it)
  entries.sort((a, b) => a.startMs - b.startMs || ((a.id ?? "") < (b.id ?? "") ? -1 : (a.id ?? "") > (b.id ?? "") ? 1 : 0));
  const tracks = entries.map((e) => ({ startMs: e.startMs, periodMs: e.intervalS * 1000, fuel: e.fuel }));
  const slots = dayFuelSlots(tracks, fromMs, toMs, slotMs);

  let peak = 0;
  for (let s = 0; s < slots.slotCount; s++) {
    let stack = 0;
    for (const counted of slots.counted) stack += counted[s] as number;
    if (stack > peak) peak = stack;
  }
  const ticks = niceTicks(0, peak);
  const bottom = PLOT_TOP + PLOT_HEIGHT;
  const y = (v: number): number => bottom - (v / ticks.max) * PLOT_HEIGHT;
  const spanMs = toMs - fromMs;
  const xOf = (ms: number): number => STYLE.left + ((ms - fromMs) / spanMs) * plotWidth;
  const slotWidth = (slotMs / spanMs) * plotWidth;

  let colour = 0;
  const legend: string[] = [];
  const shares: string[] = [];
  const base = new Float64Array(slots.slotCount);
  let bars = "";
  entries.forEach((entry, a) => {
    const fill = entry.activityType === "ALL_DAY" ? ALL_DAY_COLOUR : ACTIVITY_COLOURS[colour++ % ACTIVITY_COLOURS.length];
    const counted = slots.counted[a] as Float64Array;
    let mine = 0;
    for (let s = 0; s < slots.slotCount; s++) mine += Math.max(0, counted[s] as number);
    const d = bandPath(counted, base, (s) => px(STYLE.left + Math.min(s * slotWidth, plotWidth)), (v) => px(y(v)));
    const start = Math.max(entry.startMs, fromMs);
    const end = Math.min(entry.startMs + entry.count * entry.intervalS * 1000, toMs);
    const when = end > start ? `${dayClock(start - fromMs)}–${dayClock(end - fromMs)}` : "outside the day";
    const label = `${entry.activityType} ${when}`;
    const share = `counts ${Math.round(mine)} of its ${Math.round(slots.own[a] as number)} fuel`;
    shares.push(`${label} ${share}`);
    if (d !== "") bars += `<path class="series" d="${d}" fill="${fill}"/>`;
    const row = bottom + 44 + a * LEGEND_ROW;
    legend.push(
      `<rect x="${STYLE.left}" y="${row - 9}" width="10" height="10" fill="${fill}"/>` +
        `<text x="${STYLE.left + 16}" y="${row}"><tspan fill="${STYLE.ink}" font-weight="600">${svgText(label)}</tspan> ${svgText(share)}</text>`,
    );
  });

  const time = timeTicks(spanMs / 1000, plotWidth);
  const axes = plotAxes({
    top: PLOT_TOP,
    height: PLOT_HEIGHT,
    width: plotWidth,
    heading: ["Fuel", `per ${slotMs / 60_000}-minute slot`],
    rows: ticks.values.map((v) => [y(v), v.toFixed(ticks.decimals)]),
    columns: time.values.map((t) => xOf(fromMs + t * 1000)),
    columnLabels: time.values.map((t) => dayClock(t * 1000)),
  });
  const summed = slots.own.reduce((sum, v) => sum + v, 0);
  const subtitle = `Total ${slots.total} fuel, each moment counted once (the activities' own fuel added up: ${Math.round(summed)})`;
  const skipped = unreadable > 0 ? ` ${unreadable} unreadable ${unreadable === 1 ? "activity was" : "activities were"} left out.` : "";
  const desc =
    `Fuel per ${slotMs / 60_000}-minute slot from ${dayClock(0)} to ${dayClock(spanMs)}, de-duplicated across ${entries.length} ` +
    `${entries.length === 1 ? "activity" : "activities"}: total ${slots.total}.${shares.length > 0 ? " " + shares.join("; ") + "." : ""}${skipped}`;
  const height = bottom + 44 + Math.max(0, entries.length - 1) * LEGEND_ROW + 12;
  const body =
    `<text x="${STYLE.left}" y="36" fill="${STYLE.muted}" aria-hidden="true">${svgText(subtitle)}</text>${axes.back}${bars}${axes.front}` +
    `<g fill="${STYLE.muted}" aria-hidden="true"><text x="${STYLE.left + plotWidth}" y="${bottom + 30}" text-anchor="end">time of day (hh:mm from the day's start)</text>${legend.join("")}</g>`;
  return chartFrame(width, height, title, desc, body);
}

/**
 * SVG path data of one activity's band in the stack: for each run of consecutive slots where it counts, one closed
 * outline along the tops of its parts and back along their bottoms (no seams between slots). Raises `base` by the
 * activity's parts, for the next band.
 *
 * @param counted - the activity's fuel per slot.
 * @param base - the stack's height per slot below this band; updated.
 * @param x - x of a slot boundary, as text.
 * @param y - y of a fuel value, as text.
 */
function bandPath(counted: Float64Array, base: Float64Array, x: (slot: number) => string, y: (value: number) => string): string {
  let d = "";
  let s = 0;
  while (s < counted.length) {
    if (!((counted[s] as number) > 0)) {
      s++;
      continue;
    }
    const first = s;
    let top = `M${x(first)} ${y(base[first] as number)}`;
    let bottom = "";
    for (; s < counted.length && (counted[s] as number) > 0; s++) {
      const below = base[s] as number;
      const above = below + (counted[s] as number);
      top += `V${y(above)}H${x(s + 1)}`;
      bottom = `V${y(below)}H${x(s)}` + bottom;
      base[s] = above;
    }
    d += `${top}${bottom}Z`;
  }
  return d;
}

