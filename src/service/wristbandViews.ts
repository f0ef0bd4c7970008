import { dayFuel } from "../derive/dayFuel.js";
import { ownedTime } from "../derive/ownedTime.js";
import { planDayFuel, type DayFuelPlan, type DayFuelSource } from "../derive/planDayFuel.js";
import { wristbandDayOf, wristbandStatus, type WristbandDay } from "../derive/wristbandDay.js";
import type { ActivitySummary } from "../model/activitySummary.js";
import type { StoredActivity } from "../model/storedActivity.js";
import type { SampleColumn } from "../model/validatedActivity.js";
import type { Status } from "../registry/statuses.js";
import type { ActivityRepository, FuelSliceRequest } from "../repository/activityRepository.js";
import { dateOfDayNumber, dayNumberOfDate, localDayNumber } from "../timeZone/localDays.js";

/** What a wristband record shows beside its own fields: its day's de-duplicated fuel and its status now. */
export interface WristbandView {
  /** The fuel of the time the record owns, de-duplicated across activities, a non-negative integer. */
  readonly fuel: number;
  /** `IN_PROGRESS` while its local day lasts, else `COMPLETE`. */
  readonly status: Status;
}

/** Dates before and after a record's own whose records' days can overlap its time (zones up to 26 h apart). */
const NEIGHBOUR_DATES = 2;
/** Most dates read around one record (its span is bounded by the data point limit; this bounds any input). */
const MAX_DATES_PER_RECORD = 64;

/** A held activity's series, or none for a summary (read from the repository when needed). */
function heldSeries(activity: ActivitySummary): SampleColumn | undefined {
  return (activity as Partial<StoredActivity>).derived?.fuelPerPoint;
}

function sourceOf(activity: ActivitySummary): DayFuelSource {
  const { metrics, startTime } = activity.activity;
  const fuelPerPoint = heldSeries(activity);
  return {
    activityId: activity.activityId,
    startMs: startTime,
    periodMs: metrics.intervalValue * 1000,
    count: metrics.pointCount,
    fuel: activity.derived.fuel,
    ...(fuelPerPoint !== undefined ? { fuelPerPoint } : {}),
  };
}

/** Time ranges merged where they overlap or touch (consecutive days read as one range). */
function mergedRanges(ranges: readonly (readonly [number, number])[]): { fromMs: number; toMs: number }[] {
  const out: { fromMs: number; toMs: number }[] = [];
  for (const [fromMs, toMs] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = out[out.length - 1];
    if (last !== undefined && fromMs <= last.toMs) last.toMs = Math.max(last.toMs, toMs);
    else out.push({ fromMs, toMs });
  }
  return out;
}

/** The local dates whose ALL_DAY records' days may meet a record's day or span. */
function datesAround(day: WristbandDay, timeZoneName: string): string[] {
  const first = dayNumberOfDate(day.localDate) - NEIGHBOUR_DATES;
  const lastInstant = Math.max(day.dayEndMs, day.endMs) - 1;
  const last = Math.min(localDayNumber(lastInstant, timeZoneName) + NEIGHBOUR_DATES, first + MAX_DATES_PER_RECORD - 1);
  const dates: string[] = [];
  for (let n = first; n <= last; n++) dates.push(dateOfDayNumber(n));
  return dates;
}

/**
 * The de-duplicated fuel and status of ALL_DAY records (spec 2.5, 4.2), with two reads at most, whatever the
 * number of records: one for the summaries of everything their days can depend on (activities overlapping each
 * record's day or span, and the ALL_DAY records of the dates around), and, only where activities overlap, one for
 * the FUEL values under the overlaps (`readFuelSlices`). Which time each record counts is {@link ownedTime}; how
 * the fuel is summed is `dayFuel`.
 *
 * @param repository - storage.
 * @param userId - owner.
 * @param records - the ALL_DAY records (summaries or stored activities).
 * @param nowMs - current time, epoch ms (the status).
 * @param batch - activities of an add not stored yet (their series are held); each of its ALL_DAY records takes its
 *   date's place (the stored record of that date is left out: the add replaces it, or is refused).
 * @returns each record's view, by id.
 */
export async function wristbandViews(
  repository: ActivityRepository,
  userId: string,
  records: readonly ActivitySummary[],
  nowMs: number,
  batch: readonly StoredActivity[] = [],
): Promise<Map<string, WristbandView>> {
  const views = new Map<string, WristbandView>();
  if (records.length === 0) return views;
  const recordDays = records.map((record) => ({ record, day: wristbandDayOf(record) }));
  const dates = new Set<string>();
  for (const { record, day } of recordDays) for (const date of datesAround(day, record.activity.timeZoneName)) dates.add(date);
  const context = await repository.listActivitiesOverlapping(userId, {
    ranges: mergedRanges(recordDays.map(({ day }) => [day.dayStartMs, Math.max(day.dayEndMs, day.endMs)] as const)),
    allDayDates: [...dates],
  });
  // every activity once: what the caller holds (with its series) before what was read
  const batchDates = new Set(batch.filter((a) => a.activity.activityType === "ALL_DAY").map((a) => a.localDate));
  const activities = new Map<string, ActivitySummary>();
  for (const activity of [...batch, ...records, ...context]) {
    if (activities.has(activity.activityId)) continue;
    const replaced = activity.activity.activityType === "ALL_DAY" && batchDates.has(activity.localDate) && !batch.includes(activity as StoredActivity);
    if (!replaced) activities.set(activity.activityId, activity);
  }
  const days: WristbandDay[] = [];
  for (const activity of activities.values()) if (activity.activity.activityType === "ALL_DAY") days.push(wristbandDayOf(activity));
  const sources = [...activities.values()].map(sourceOf);
  const plans: DayFuelPlan[] = recordDays.map(({ day }) => planDayFuel(ownedTime(day, days), sources));
  // one read for every value the plans need that no held series gives
  const requests: FuelSliceRequest[] = [];
  const at: (number | undefined)[][] = plans.map((plan) =>
    plan.sources.map((source, i) => {
      const need = plan.needs[i];
      if (need === undefined || source.fuelPerPoint !== undefined) return undefined;
      requests.push({ activityId: source.activityId, fromPoint: need[0], toPoint: need[1] });
      return requests.length - 1;
    }),
  );
  const read = requests.length > 0 ? await repository.readFuelSlices(userId, requests) : [];
  recordDays.forEach(({ record, day }, r) => {
    const slices = at[r]!.map((k) => (k === undefined ? undefined : read[k]));
    views.set(record.activityId, { fuel: dayFuel(plans[r]!, slices), status: wristbandStatus(day, nowMs) });
  });
  return views;
}
