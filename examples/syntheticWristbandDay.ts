/**
 * A wristband's day for the demo (examples/demo.ts): one ALL_DAY activity covering a local day at 5-second
 * intervals, with heart rate, steps and calories, quiet at night, a little walking by day and busier while the
 * recorded activities happen (a wrist device sees them too, less well than the sport watch). Deterministic: a
 * seeded generator, so the demo page and the README's chart are the same on every run.
 */
import type { SubmittedActivity } from "../src/model/submittedActivity.js";

/** mulberry32: a small seeded generator, uniform in [0, 1). */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOUR_MS = 3_600_000;

/**
 * The ALL_DAY activity of the local day `[dayStartMs, dayEndMs)`.
 *
 * @param dayStartMs - local midnight starting the day, epoch ms.
 * @param dayEndMs - the next local midnight, epoch ms.
 * @param timeZoneName - the day's IANA zone.
 * @param busy - the recorded activities' spans, epoch ms: the wristband is busier then.
 * @returns a valid Add Activities item (ALL_DAY, 5 s, heartrate + steps + calories).
 */
export function syntheticWristbandDay(
  dayStartMs: number,
  dayEndMs: number,
  timeZoneName: string,
  busy: readonly { readonly startMs: number; readonly endMs: number }[],
): SubmittedActivity {
  const random = generator(2018);
  const data: number[][] = [];
  for (let t = dayStartMs; t < dayEndMs; t += 5000) {
    const hour = (t - dayStartMs) / HOUR_MS;
    const asleep = hour < 6.5 || hour >= 23;
    const sport = busy.some((b) => t >= b.startMs && t < b.endMs);
    // a few walks by day: about one 5-second interval in four has steps, in bursts around each hour
    const walking = !asleep && !sport && (hour % 1 < 0.08 || random() < 0.06);
    const heartRate = asleep ? 52 + 4 * random() : sport ? 128 + 22 * random() : walking ? 92 + 10 * random() : 68 + 8 * random();
    const steps = sport ? Math.round(8 + 6 * random()) : walking ? Math.round(7 + 3 * random()) : 0;
    // kcal per 5 s: about 1.1 kcal/min at rest, 4–5 walking, 8–11 during the sport (the watch measures more)
    const calories = asleep ? 0.09 : sport ? 0.65 + 0.25 * random() : walking ? 0.35 + 0.05 * random() : 0.1 + 0.02 * random();
    data.push([Math.round(heartRate), steps, Math.round(calories * 1000) / 1000]);
  }
  return {
    activityType: "ALL_DAY",
    deviceName: "demo wristband",
    deviceType: "FUELBAND",
    startTime: dayStartMs,
    timeZoneName,
    metrics: { intervalUnit: "sec", intervalValue: 5, metricTypes: ["heartrate", "steps", "calories"], data },
  };
}
