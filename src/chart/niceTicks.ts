/** A value axis: its domain (rounded out to whole steps) and the tick values inside it. */
export interface Ticks {
  /** Lowest value of the axis. */
  readonly min: number;
  /** Highest value of the axis (> min). */
  readonly max: number;
  /** Tick values, ascending, from min to max by step. */
  readonly values: readonly number[];
  /** Distance between ticks. */
  readonly step: number;
  /** Decimals that show a tick value exactly (0 for whole steps). */
  readonly decimals: number;
}

/**
 * "Nice" ticks for the range `[lo, hi]` (Heckbert's labelling): a step of 1, 2, 2.5 or 5 × 10^k giving about
 * `target` intervals, the domain rounded out to whole steps. A range empty, single-valued or too narrow for its
 * magnitude (a millionth of it) is widened around its centre; at most 20 decimals and 100 ticks, so that any finite
 * input gives a bounded axis.
 *
 * @param lo - smallest value to show (finite).
 * @param hi - largest value to show (finite).
 * @param target - wished number of intervals (default 4).
 * @returns the axis.
 */
export function niceTicks(lo: number, hi: number, target = 4): Ticks {
  const centre = Number.isFinite(lo) && Number.isFinite(hi) ? lo / 2 + hi / 2 : 0;
  if (!(hi - lo >= Math.abs(centre) * 1e-6 && hi - lo > 1e-12 && hi - lo < Infinity)) {
    const half = Math.max(1, Math.abs(centre) * 1e-6);
    lo = centre - half;
    hi = centre + half;
  }
  const rough = (hi - lo) / target;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  const step = nice * power;
  const min = Math.floor(lo / step + 1e-9) * step;
  const max = Math.ceil(hi / step - 1e-9) * step;
  const decimals = Math.min(20, Math.max(0, -Math.floor(Math.log10(step) + 1e-9) + (nice === 2.5 ? 1 : 0)));
  const values: number[] = [];
  for (let i = 0, v = min; v <= max + step / 2 && i <= 100; i++, v = min + i * step) values.push(Number(v.toFixed(decimals)));
  return { min: Number(min.toFixed(decimals)), max: Number(max.toFixed(decimals)), values, step, decimals };
}
