import { px as r } from "./chartText.js";

/** A series reduced for drawing: at most one entry per pixel column, each with its lowest and highest value. */
export interface Envelope {
  /** Horizontal position of each entry, pixels from the plot's left edge. */
  readonly x: Float64Array;
  /** Lowest value of each entry (`NaN` where the column holds no finite value). */
  readonly lo: Float64Array;
  /** Highest value of each entry (`NaN` likewise). */
  readonly hi: Float64Array;
}

/**
 * Reduces `values` (one per data point, equally spaced across `width` pixels, each drawn at its interval's
 * centre) to at most `width` entries: with more points than pixel columns, each column keeps the lowest and highest
 * value of its points (min/max decimation), so peaks survive however long the activity; with fewer, each point is
 * its own entry. Non-finite values are gaps. O(n).
 *
 * @param values - the series.
 * @param width - plot width, whole pixels (≥ 1).
 * @returns the envelope.
 */
export function columnEnvelope(values: ArrayLike<number>, width: number): Envelope {
  const n = values.length;
  if (n <= width) {
    const x = new Float64Array(n);
    const v = new Float64Array(n);
    for (let k = 0; k < n; k++) {
      x[k] = ((k + 0.5) * width) / n;
      const value = values[k] as number;
      v[k] = Number.isFinite(value) ? value : NaN;
    }
    return { x, lo: v, hi: v };
  }
  const x = new Float64Array(width);
  const lo = new Float64Array(width).fill(NaN);
  const hi = new Float64Array(width).fill(NaN);
  for (let c = 0; c < width; c++) x[c] = c + 0.5;
  for (let k = 0; k < n; k++) {
    const value = values[k] as number;
    if (!Number.isFinite(value)) continue;
    const c = Math.floor((k * width) / n);
    if (!(value >= (lo[c] as number))) lo[c] = value; // NaN compares false: the first value sets both
    if (!(value <= (hi[c] as number))) hi[c] = value;
  }
  return { x, lo, hi };
}

/**
 * SVG path data of an envelope as a line: through each entry's low and high value, broken at gaps.
 *
 * @param envelope - the reduced series.
 * @param left - x of the plot's left edge.
 * @param y - maps a value to its y pixel.
 * @returns path data (`""` when every entry is a gap).
 */
export function linePath(envelope: Envelope, left: number, y: (value: number) => number): string {
  const { x, lo, hi } = envelope;
  let d = "";
  let drawing = false;
  for (let i = 0; i < x.length; i++) {
    const a = lo[i] as number;
    if (Number.isNaN(a)) {
      drawing = false;
      continue;
    }
    const xi = r(left + (x[i] as number));
    const ya = r(y(a));
    d += `${drawing ? "L" : "M"}${xi} ${ya}`;
    const b = hi[i] as number;
    if (b !== a) d += `V${r(y(b))}`;
    drawing = true;
  }
  return d;
}

/**
 * SVG path data of an envelope as a filled area between the baseline and each entry's highest value, one closed
 * shape per run without gaps.
 *
 * @param envelope - the reduced series.
 * @param left - x of the plot's left edge.
 * @param y - maps a value to its y pixel.
 * @param baseline - y pixel of the area's floor.
 * @returns path data (`""` when every entry is a gap).
 */
export function areaPath(envelope: Envelope, left: number, y: (value: number) => number, baseline: number): string {
  const { x, hi } = envelope;
  let d = "";
  let lastX = "";
  const base = r(baseline);
  for (let i = 0; i < x.length; i++) {
    const v = hi[i] as number;
    const xi = r(left + (x[i] as number));
    if (Number.isNaN(v)) {
      if (lastX !== "") d += `L${lastX} ${base}Z`;
      lastX = "";
      continue;
    }
    d += lastX === "" ? `M${xi} ${base}L${xi} ${r(y(v))}` : `L${xi} ${r(y(v))}`;
    lastX = xi;
  }
  if (lastX !== "") d += `L${lastX} ${base}Z`;
  return d;
}
