/** The stretches of an activity drawn as gaps: a mask over the data points and what it covers. */
export interface Gaps {
  /** 1 for each data point inside a gap. */
  readonly mask: Uint8Array;
  /** Number of gaps. */
  readonly count: number;
  /** The longest gap, seconds. */
  readonly longestS: number;
}

/** Shortest stop drawn as a gap, seconds. */
export const MIN_GAP_S = 60;
/** Slower than this (km/h) is standing still (GPS drift). */
const STILL_KMH = 0.5;

const quiet = (column: Float64Array | undefined, k: number): boolean => {
  if (column === undefined) return true;
  const v = column[k] as number;
  return !(v > 0); // 0, or no value
};

/**
 * Finds the stretches where a recording has no data: at least {@link MIN_GAP_S} seconds without movement (speed
 * below 0.5 km/h or none), power or steps. The importers fill a recording's gaps that way (speed, power and steps 0,
 * heart rate, position and elevation interpolated between the samples around the gap), so drawing those values
 * would show a plateau or a straight ramp the device never measured. Needs a speed series: without one (a
 * wristband, an indoor ride without distance) nothing is a gap.
 *
 * @param speedKmh - speed per data point, km/h.
 * @param watts - power per data point, when the activity has it.
 * @param steps - steps per data point, when the activity has them.
 * @param count - number of data points.
 * @param intervalS - interval between data points, seconds.
 */
export function findGaps(speedKmh: Float64Array | undefined, watts: Float64Array | undefined, steps: Float64Array | undefined, count: number, intervalS: number): Gaps {
  const mask = new Uint8Array(count);
  let gaps = 0;
  let longest = 0;
  if (speedKmh === undefined) return { mask, count: 0, longestS: 0 };
  const minPoints = Math.max(2, Math.ceil(MIN_GAP_S / intervalS));
  let k = 0;
  while (k < count) {
    const start = k;
    while (k < count && !((speedKmh[k] as number) >= STILL_KMH) && quiet(watts, k) && quiet(steps, k)) k++;
    if (k - start >= minPoints) {
      mask.fill(1, start, k);
      gaps++;
      longest = Math.max(longest, (k - start) * intervalS);
    }
    if (k === start) k++;
  }
  return { mask, count: gaps, longestS: longest };
}
