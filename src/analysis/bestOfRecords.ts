import type { ActivityRecords } from "./activityRecords.js";

/** One of a user's bests: the value and which record holds it. */
export interface UserBest {
  /** Distance (m, best efforts) or duration (s, curves). */
  readonly at: number;
  /** Elapsed seconds (best efforts), or the curve's mean in its unit. */
  readonly value: number;
  /** Index, in the input, of the record that holds it. */
  readonly record: number;
}

/** A user's bests over many activities. */
export interface UserBests {
  /** Fastest time per distance: `at` metres, `value` seconds. */
  readonly bestEfforts: readonly UserBest[];
  /** Highest mean power per duration: `at` seconds, `value` W. */
  readonly watts: readonly UserBest[];
  /** Highest mean speed per duration: `at` seconds, `value` km/h. */
  readonly speed: readonly UserBest[];
  /** Highest mean heart rate per duration: `at` seconds, `value` bpm. */
  readonly heartrate: readonly UserBest[];
}

/**
 * Folds many activities' records (`activityRecords`, e.g. those of a date range) into the user's bests: the
 * shortest time per distance and the highest mean per duration, each with the index of the record that holds it
 * (the first one on a tie). A curve's points are the highest means held for at least each duration
 * (`meanMaximal`): a mean held for a longer duration counts for every shorter one, so the bests never rise with the
 * duration, also when the records were sampled at different intervals (a 10 s recording has no 5 s point). A record that is not of version 1, and a
 * pair that is not two finite numbers, are skipped.
 *
 * @example
 * ```ts
 * const slow = { version: 1, bestEfforts: [[1000, 300], [5000, 1600]], watts: [[60, 250]], speed: [], heartrate: [] } as const;
 * const fast = { version: 1, bestEfforts: [[1000, 240]], watts: [[60, 220], [600, 210]], speed: [], heartrate: [] } as const;
 * const bests = bestOfRecords([slow, fast]);
 * bests.bestEfforts; // → [{ at: 1000, value: 240, record: 1 }, { at: 5000, value: 1600, record: 0 }]
 * bests.watts; // → [{ at: 60, value: 250, record: 0 }, { at: 600, value: 210, record: 1 }]
 * ```
 *
 * @param records - the activities' records.
 * @returns the bests, by increasing distance or duration.
 */
export function bestOfRecords(records: readonly ActivityRecords[]): UserBests {
  const efforts = new Map<number, UserBest>();
  const curves = { watts: new Map<number, UserBest>(), speed: new Map<number, UserBest>(), heartrate: new Map<number, UserBest>() };
  records.forEach((r, record) => {
    if (r === null || typeof r !== "object" || r.version !== 1) return;
    fold(efforts, r.bestEfforts, record, (value, best) => value < best);
    for (const key of ["watts", "speed", "heartrate"] as const) fold(curves[key], r[key], record, (value, best) => value > best);
  });
  const ascending = (bests: Map<number, UserBest>): UserBest[] => [...bests.values()].sort((a, b) => a.at - b.at);
  const envelope = (bests: Map<number, UserBest>): UserBest[] => {
    const out = ascending(bests);
    // from the longest duration down: a shorter duration's best is at least the longer one's
    for (let i = out.length - 2; i >= 0; i--) if ((out[i + 1] as UserBest).value > (out[i] as UserBest).value) out[i] = { ...(out[i + 1] as UserBest), at: (out[i] as UserBest).at };
    return out;
  };
  return { bestEfforts: ascending(efforts), watts: envelope(curves.watts), speed: envelope(curves.speed), heartrate: envelope(curves.heartrate) };
}

/** Keeps in `bests` each pair's value when `better` than the one held for its distance or duration. */
function fold(bests: Map<number, UserBest>, pairs: unknown, record: number, better: (value: number, best: number) => boolean): void {
  if (!Array.isArray(pairs)) return;
  for (const pair of pairs as unknown[]) {
    if (!Array.isArray(pair)) continue;
    const [at, value] = pair as unknown[];
    if (typeof at !== "number" || typeof value !== "number" || !Number.isFinite(at) || !Number.isFinite(value)) continue;
    const held = bests.get(at);
    if (held === undefined || better(value, held.value)) bests.set(at, { at, value, record });
  }
}
