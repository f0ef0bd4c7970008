/**
 * One activity's own share of a local day (decision D-95): what it contributes to the day before
 * de-duplication. A quantity the activity does not have is absent.
 */
export interface DayActivityShare {
  /** The activity's id. */
  readonly activityId: string;
  /** The activity's `startTime`, epoch ms (the order of {@link DayAggregate.shares}). */
  readonly startMs: number;
  /** Its fuel inside the day, an integer (edge intervals cut at the day's bounds, decision D-37). */
  readonly fuel: number;
  /** Its steps inside the day; absent when it has no steps. */
  readonly steps?: number;
  /** Its kcal inside the day; absent when it has neither a calories column nor an estimate. */
  readonly calories?: number;
  /** Its distance inside the day, km; absent when it has no distance column. */
  readonly distanceKm?: number;
}

/**
 * What a wristband (ALL_DAY) list reads of a stored local day (decision D-95): its bounds, its de-duplicated
 * totals and the activities it holds. A plain, frozen-able object of numbers and strings.
 */
export interface DaySummary {
  /** Local calendar date `yyyy-mm-dd` in the zone the day was built in. */
  readonly localDate: string;
  /** First instant of the day, epoch ms (decision D-36). */
  readonly dayStartMs: number;
  /** First instant of the next day, epoch ms (23, 23.5, 24, 24.5 or 25 hours after `dayStartMs`). */
  readonly dayEndMs: number;
  /** De-duplicated fuel, a non-negative integer (decision D-37). */
  readonly fuel: number;
  /** De-duplicated steps, a non-negative integer; 0 when no activity of the day has steps. */
  readonly steps: number;
  /** De-duplicated kcal; 0 when no activity of the day has calories. */
  readonly calories: number;
  /** De-duplicated distance, km; 0 when no activity of the day has distance. */
  readonly distanceKm: number;
  /** Time of the day whose de-duplicated fuel rate is above 0, ms (decision D-38). */
  readonly activeMs: number;
  /** Ids of the activities whose samples overlap the day, by start time then id, each once. */
  readonly activityIds: readonly string[];
}

/**
 * A local day of one user as the repository stores it (decision D-95): the {@link DaySummary} plus what a later
 * activity needs to be folded in without reading the day's activities again.
 *
 * - The **rate envelope**: the day's highest rate per quantity as a piecewise-constant function of time.
 *   `boundsMs` holds `n + 1` increasing instants (epoch ms, integers) and `rates` holds `4 n` numbers: segment `i`
 *   covers `[boundsMs[i], boundsMs[i + 1])` with rates (value per ms) `rates[4i]` fuel, `rates[4i + 1]` steps,
 *   `rates[4i + 2]` kcal, `rates[4i + 3]` km. The representation is canonical: adjacent segments differ in at
 *   least one rate, the first and the last segment have a rate above 0; empty arrays when no rate is above 0.
 * - The **shares**: each activity's own contribution to the day, by `(startMs, activityId)`, each id once.
 *
 * Combine two aggregates of the same day with `foldDayAggregate`, a pure, commutative, associative and
 * idempotent merge; build an activity's aggregates with `dayAggregatesOf`.
 */
export interface DayAggregate extends DaySummary {
  /** Segment bounds of the rate envelope, epoch ms: `n + 1` values, or none. */
  readonly boundsMs: Float64Array;
  /** Rates of the envelope's `n` segments, interleaved fuel, steps, kcal, km (per ms): `4 n` values. */
  readonly rates: Float64Array;
  /** Each activity's own share of the day, by `(startMs, activityId)`. */
  readonly shares: readonly DayActivityShare[];
}

/**
 * Day aggregates of one user in one IANA time zone: the `days` of `AddActivitiesOptions` (the contribution of a
 * batch, folded into the stored days in the batch's atomic step) and of `ActivityRepository.replaceDays` (the
 * complete set of days). At most one aggregate per `localDate`.
 */
export interface DayAggregateBatch {
  /** IANA time zone of the days (decision D-12). */
  readonly timeZone: string;
  /** The aggregates, one per local date, any order. */
  readonly days: readonly DayAggregate[];
}
