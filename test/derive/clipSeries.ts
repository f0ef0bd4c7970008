import { readSeries, SERIES_KEYS, type IntervalSeries } from "./intervalSeries.js";
import { partBefore, pieceRate } from "../../src/derive/partBefore.js";

export { pieceRate };

/** An activity's intervals clipped to a window (step 1). */
export interface ClippedSeries {
  /** Start of the first interval, epoch ms. */
  readonly startMs: number;
  /** Interval length, ms. */
  readonly periodMs: number;
  /** Clipped start and end, epoch ms (`from < to`). */
  readonly from: number;
  readonly to: number;
  /** Indices of the first and last point inside the window. */
  readonly first: number;
  readonly last: number;
  /** Per quantity (`SERIES_KEYS` order), the value of each piece `j − first` (edge pieces already cut), or `undefined`. */
  readonly pieces: readonly (Float64Array | undefined)[];
}

/**
 * An activity's intervals clipped to the window `[fromMs, toMs)`, or `undefined` when they do not overlap it
 *  (step 1): an interval cut by the window's edge keeps its share `v × part / period`, rounded
 * half-up for integer values. Piece `j` spans `[max(from, start + j·P), min(to, start + (j+1)·P))`.
 *
 * @param series - an activity's interval series.
 * @param fromMs - window start, epoch ms.
 * @param toMs - window end, epoch ms.
 */
export function clipSeries(series: IntervalSeries, fromMs: number, toMs: number): ClippedSeries | undefined {
  const from = Math.max(series.startMs, fromMs);
  const to = Math.min(series.endMs, toMs);
  if (!(from < to)) return undefined;
  const { startMs, periodMs } = series;
  const first = Math.floor((from - startMs) / periodMs);
  const last = Math.ceil((to - startMs) / periodMs) - 1;
  const pieces = SERIES_KEYS.map((key) => {
    const values = readSeries(series, key, first, last);
    if (values === undefined) return undefined;
    for (const j of first === last ? [first] : [first, last]) {
      const v = values[j - first] ?? 0;
      const pointStart = startMs + j * periodMs;
      values[j - first] = partBefore(v, Math.min(to, pointStart + periodMs) - pointStart, periodMs) - partBefore(v, from - pointStart, periodMs);
    }
    return values;
  });
  return { startMs, periodMs, from, to, first, last, pieces };
}

