import type { LoadDay } from "../analysis/trainingLoad.js";
import { chartFrame } from "./chartFrame.js";
import { STYLE } from "./chartStyle.js";
import { px, svgText } from "./chartText.js";
import { niceTicks } from "./niceTicks.js";
import { plotAxes } from "./plotAxes.js";

/** Options of {@link renderTrainingLoadChart}. */
export interface TrainingLoadChartOptions {
  /** Width of the SVG, pixels, 320–2000 (default 800). */
  readonly width?: number;
  /** The chart's title (default `Fitness, fatigue and form`). */
  readonly title?: string;
  /** What the load is, for the axis and the description (default `load`, e.g. `fuel` or `TRIMP`). */
  readonly loadName?: string;
}

const COLOURS = { load: "#9aa5b1", fitness: "#1f6fb4", fatigue: "#c2408f", form: "#2e7d32" } as const;
const TOP = 60;
const LOAD_HEIGHT = 60;
const LINES_HEIGHT = 130;
const FORM_HEIGHT = 80;
const GAP = 32;
/** Label steps of the date axis, days. */
const DAY_STEPS = [1, 2, 7, 14, 28, 56, 91, 182, 364, 728, 1820];

/**
 * Renders fitness, fatigue and form over days (`trainingLoad` of `activity-fuel/analysis`) as an SVG chart (a
 * string, no dependency, no DOM), in three panels on one date axis: each day's load as bars, fitness and fatigue as
 * lines, and form as a line around zero. Accessible (`role="img"`, `<title>`, a `<desc>` with the range, the last
 * day's values and the highest fitness) and deterministic. Days that are not of that shape are left out; none gives
 * a small chart that says so.
 *
 * @example
 * ```ts
 * // `fuelByDate`: the fuel of each local date with sessions, e.g. `{ "2024-01-02": 640, … }`
 * const svg = renderTrainingLoadChart(trainingLoad(fuelByDate, { from: "2024-01-01", to: "2024-03-31" }), { loadName: "fuel" });
 * svg.startsWith("<svg"); // → true
 * ```
 *
 * @param days - consecutive days, oldest first (what `trainingLoad` returns).
 * @param options - width, title, the load's name.
 * @returns the SVG document, UTF-8 text.
 */
export function renderTrainingLoadChart(days: readonly LoadDay[], options: TrainingLoadChartOptions = {}): string {
  const width = Math.round(Math.min(2000, Math.max(320, Number(options.width) || 800)));
  const title = options.title ?? "Fitness, fatigue and form";
  const loadName = options.loadName ?? "load";
  const list = (Array.isArray(days) ? days : []).filter(
    (d) => d !== null && typeof d === "object" && typeof d.date === "string" && [d.load, d.fitness, d.fatigue, d.form].every(Number.isFinite),
  );
  if (list.length === 0) {
    const desc = "No chart: no days to draw.";
    return chartFrame(width, 64, title, desc, `<text x="${STYLE.left}" y="44" fill="${STYLE.muted}" aria-hidden="true">${desc}</text>`);
  }
  const plotWidth = width - STYLE.left - STYLE.right;
  const n = list.length;
  const slot = plotWidth / n;
  const x = (i: number): number => STYLE.left + (i + 0.5) * slot;
  let step = DAY_STEPS.find((s) => (s * plotWidth) / n >= 84) ?? Math.ceil((84 * n) / plotWidth);
  if (step > n) step = n;
  const labelled: number[] = [];
  for (let i = 0; i < n; i += step) labelled.push(i);
  const columns = labelled.map(x);

  let maxLoad = 0;
  let high = 0;
  let formLow = 0;
  let formHigh = 0;
  let best = list[0]!;
  let total = 0;
  for (const d of list) {
    maxLoad = Math.max(maxLoad, d.load);
    high = Math.max(high, d.fitness, d.fatigue);
    formLow = Math.min(formLow, d.form);
    formHigh = Math.max(formHigh, d.form);
    if (d.fitness > best.fitness) best = d;
    total += d.load;
  }
  let body = "";
  let top = TOP;
  const panel = (height: number, heading: [string, string], lo: number, hi: number, last: boolean): ((v: number) => number) => {
    const ticks = niceTicks(lo, hi, 3);
    const bottom = top + height;
    const y = (v: number): number => bottom - ((v - ticks.min) / (ticks.max - ticks.min)) * height;
    const axes = plotAxes({
      top,
      height,
      width: plotWidth,
      heading,
      rows: ticks.values.map((v) => [y(v), v.toFixed(ticks.decimals)]),
      columns,
      ...(last ? { columnLabels: labelled.map((i) => list[i]!.date) } : {}),
    });
    body += axes.back;
    pending = axes.front;
    top = bottom + GAP;
    return y;
  };
  let pending = "";
  const line = (y: (v: number) => number, key: "fitness" | "fatigue" | "form"): string =>
    `<path class="series" d="${list.map((d, i) => `${i === 0 ? "M" : "L"}${px(x(i))} ${px(y(d[key]))}`).join("")}" fill="none" stroke="${COLOURS[key]}" stroke-width="1.75" stroke-linejoin="round"/>`;

  const yLoad = panel(LOAD_HEIGHT, ["Daily load", loadName], 0, maxLoad, false);
  let bars = "";
  list.forEach((d, i) => {
    if (d.load > 0) bars += `M${px(x(i) - Math.max(0.5, slot * 0.35))} ${px(yLoad(0))}V${px(yLoad(d.load))}h${px(Math.max(1, slot * 0.7))}V${px(yLoad(0))}Z`;
  });
  body += `<path class="series" d="${bars}" fill="${COLOURS.load}"/>${pending}`;
  const yLines = panel(LINES_HEIGHT, ["Fitness and fatigue", loadName], 0, high, false);
  body += `${line(yLines, "fitness")}${line(yLines, "fatigue")}${pending}`;
  const yForm = panel(FORM_HEIGHT, ["Form", "fitness − fatigue"], formLow, formHigh, true);
  body += `<path d="M${STYLE.left} ${px(yForm(0))}h${plotWidth}" stroke="${STYLE.muted}" stroke-dasharray="2 3" aria-hidden="true"/>${line(yForm, "form")}${pending}`;

  const legendY = top - GAP + 36;
  body +=
    `<g fill="${STYLE.muted}" aria-hidden="true">` +
    `<path d="M${STYLE.left} ${legendY - 4}h16" stroke="${COLOURS.fitness}" stroke-width="2"/><text x="${STYLE.left + 22}" y="${legendY}">fitness (42 days)</text>` +
    `<path d="M${STYLE.left + 140} ${legendY - 4}h16" stroke="${COLOURS.fatigue}" stroke-width="2"/><text x="${STYLE.left + 162}" y="${legendY}">fatigue (7 days)</text>` +
    `<path d="M${STYLE.left + 280} ${legendY - 4}h16" stroke="${COLOURS.form}" stroke-width="2"/><text x="${STYLE.left + 302}" y="${legendY}">form</text></g>`;
  const lastDay = list[n - 1]!;
  const f1 = (v: number): string => v.toFixed(1);
  const desc =
    `${title} from ${list[0]!.date} to ${lastDay.date} (${n} ${n === 1 ? "day" : "days"}), ${loadName} ${f1(total)} in all. ` +
    `On ${lastDay.date}: fitness ${f1(lastDay.fitness)}, fatigue ${f1(lastDay.fatigue)}, form ${f1(lastDay.form)}. ` +
    `Highest fitness ${f1(best.fitness)} on ${best.date}.`;
  const subtitle = `${list[0]!.date} – ${lastDay.date} · fitness ${f1(lastDay.fitness)} · fatigue ${f1(lastDay.fatigue)} · form ${f1(lastDay.form)}`;
  return chartFrame(width, legendY + 12, title, desc, `<text x="${STYLE.left}" y="36" fill="${STYLE.muted}" aria-hidden="true">${svgText(subtitle)}</text>${body}`);
}
