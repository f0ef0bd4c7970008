/** Tick steps of a time axis, seconds. */
const TIME_STEPS = [5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400];

/**
 * Ticks of an elapsed-time axis: the smallest step of {@link TIME_STEPS} leaving at least 70 px between labels.
 *
 * @param spanS - axis length, seconds.
 * @param plotWidth - axis length, pixels.
 */
export function timeTicks(spanS: number, plotWidth: number): { values: number[]; seconds: boolean } {
  const most = Math.max(1, Math.floor(plotWidth / 70));
  const step = TIME_STEPS.find((s) => spanS / s <= most) ?? Math.ceil(spanS / most / 86400) * 86400;
  const values: number[] = [];
  for (let t = 0; t <= spanS + 1e-9; t += step) values.push(t);
  return { values, seconds: step < 60 };
}
