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
 * `target` intervals, the domain rounded out to whole steps. An empty or single-valued range is widened to one
 * step around its value.
 *
 * @param lo - smallest value to show.
 * @param hi - largest value to show.
 * @param target - wished number of intervals (default 4).
 * @returns the axis.
 */
export function niceTicks(lo: number, hi: number, target = 4): Ticks {
  if (!(hi > lo)) {
    const centre = Number.isFinite(lo) ? lo : 0;
    lo = centre - 1;
    hi = centre + 1;
  }
  const rough = (hi - lo) / target;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  const step = nice * power;
  const min = Math.floor(lo / step + 1e-9) * step;
  const max = Math.ceil(hi / step - 1e-9) * step;
  const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9) + (nice === 2.5 ? 1 : 0));
  const values: number[] = [];
  for (let i = 0, v = min; v <= max + step / 2; i++, v = min + i * step) values.push(Number(v.toFixed(decimals)));
  return { min: Number(min.toFixed(decimals)), max: Number(max.toFixed(decimals)), values, step, decimals };
}
