/**
 * The compact summary kept with each activity (JSON: numbers only, a few hundred bytes): its best efforts and the
 * points of its mean-maximal curves, so that a user's bests over any date range are one read of these records
 * (`bestOfRecords` of `activity-fuel/analysis`), and its TRIMP and intensity minutes, so that daily loads and weekly
 * minutes are sums of them.
 * Pairs are `[distance or duration, value]`, by increasing first element; values are rounded (0.1 s, 0.1 W,
 * 0.01 km/h, 0.1 bpm, 0.1 TRIMP, 0.1 min), which keeps the curves' order.
 */
export interface ActivityRecords {
  /** Shape version, 1. */
  readonly version: 1;
  /** Best efforts: `[distanceM, elapsedS]` for each standard distance covered. */
  readonly bestEfforts: readonly (readonly [number, number])[];
  /** Mean-maximal power: `[durationS, W]`. */
  readonly watts: readonly (readonly [number, number])[];
  /** Mean-maximal speed: `[durationS, km/h]`. */
  readonly speed: readonly (readonly [number, number])[];
  /** Mean-maximal heart rate: `[durationS, bpm]`. */
  readonly heartrate: readonly (readonly [number, number])[];
  /** Banister's TRIMP, when the activity has heart rate and the profile a maximum heart rate or an age. */
  readonly trimp?: number;
  /** Intensity minutes (moderate + 2 × vigorous), under the same condition. */
  readonly intensityMinutes?: number;
}

