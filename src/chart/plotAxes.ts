import { STYLE } from "./chartStyle.js";
import { px, svgText } from "./chartText.js";

/** Where a plot sits and what its axes say. */
export interface PlotAxes {
  /** y of the plot's top edge. */
  readonly top: number;
  /** Plot height, pixels. */
  readonly height: number;
  /** Plot width, pixels (the plot starts at `STYLE.left`). */
  readonly width: number;
  /** Heading above the plot, e.g. `"Heart rate"`, and its unit, e.g. `"bpm"`. */
  readonly heading: readonly [string, string];
  /** Horizontal grid lines with their labels: `[y pixel, label]`. */
  readonly rows: readonly (readonly [number, string])[];
  /** Vertical grid lines: x pixels. */
  readonly columns: readonly number[];
  /** Labels under the plot, one per vertical line (none when absent). */
  readonly columnLabels?: readonly string[];
}

/**
 * The parts of a plot around its data: `back` (heading, grid, axis labels) goes below the series, `front` (the
 * axis lines) above them. Both are `aria-hidden`: the chart's `<desc>` says what they show.
 *
 * @param axes - position, heading and ticks.
 * @returns SVG markup before and after the series.
 */
export function plotAxes(axes: PlotAxes): { back: string; front: string } {
  const { top, height, width } = axes;
  const bottom = top + height;
  let grid = "";
  let labels = "";
  for (const [y, label] of axes.rows) {
    grid += `M${STYLE.left} ${px(y)}h${width}`;
    labels += `<text x="${STYLE.left - 6}" y="${px(y)}" dy="0.32em" text-anchor="end">${svgText(label)}</text>`;
  }
  axes.columns.forEach((x, i) => {
    grid += `M${px(x)} ${top}v${height}`;
    const label = axes.columnLabels?.[i];
    if (label !== undefined) labels += `<text x="${px(x)}" y="${bottom + 16}" text-anchor="middle">${svgText(label)}</text>`;
  });
  const [heading, unit] = axes.heading;
  return {
    back:
      `<g aria-hidden="true"><text x="${STYLE.left}" y="${top - 8}" font-weight="600" fill="${STYLE.ink}">${svgText(heading)} ` +
      `<tspan fill="${STYLE.muted}" font-weight="400">(${svgText(unit)})</tspan></text>` +
      `<path d="${grid}" stroke="${STYLE.grid}" fill="none"/><g fill="${STYLE.muted}">${labels}</g></g>`,
    front: `<path d="M${STYLE.left} ${top}V${bottom}H${STYLE.left + width}" stroke="${STYLE.muted}" fill="none" aria-hidden="true"/>`,
  };
}
