import { activityEndMs } from "../../derive/activityEndMs.js";
import { localDateOf } from "../../timeZone/localDays.js";
import type { ActivitySummary } from "../../model/activitySummary.js";
import type { StoredActivity } from "../../model/storedActivity.js";
import type { ActivityTypeName } from "../../registry/activityTypes.js";
import type { ActivityFilter } from "../../repository/activityRepository.js";

/** Fields of a contract fixture; every one but the ids and start has a default. */
export interface FixtureFields {
  /** Owner. */
  readonly userId: string;
  /** Id. */
  readonly activityId: string;
  /** Start, epoch ms. */
  readonly startTime: number;
  /** Activity type, default `RUN`. */
  readonly activityType?: ActivityTypeName;
  /** Time zone, default `UTC`. */
  readonly timeZoneName?: string;
  /** Number of data points (10 s apart), default 3. */
  readonly points?: number;
  /** Derived duration, ms; default points × 10 s. */
  readonly durationMs?: number;
  /** Stored local date; default the start's date in `timeZoneName` (a repository must compare what it is given). */
  readonly localDate?: string;
  /** Stored end of the span, epoch ms; default as the service works it out (`activityEndMs`). */
  readonly endMs?: number;
}

/**
 * A plausible stored activity for the contract: a RUN-like sampled activity with distance and speed columns, a
 * tag, a device name and a derivation whose fuel series sums to its fuel. Repositories do not validate, so the
 * contract builds what it needs directly.
 *
 * @param fields - ids, start and optional shape.
 */
export function contractActivity(fields: FixtureFields): StoredActivity {
  const points = fields.points ?? 3;
  const distance = Float64Array.from({ length: points }, (_, i) => i * 0.028);
  const speed = Float64Array.from({ length: points }, (_, i) => 10 + (i % 3));
  const fuelPerPoint = Float64Array.from({ length: points }, (_, i) => 2 + (i % 2));
  const durationMs = fields.durationMs ?? points * 10_000;
  const timeZoneName = fields.timeZoneName ?? "UTC";
  return {
    activityId: fields.activityId,
    userId: fields.userId,
    activity: {
      activityType: fields.activityType ?? "RUN",
      deviceName: "contract device",
      deviceType: "WATCH",
      startTime: fields.startTime,
      timeZoneName,
      metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed"], pointCount: points, columns: [distance, speed] },
    },
    derived: {
      durationMs,
      distanceKm: (points - 1) * 0.028,
      fuel: fuelPerPoint.reduce((a, b) => a + b, 0),
      fuelModel: "contract",
      fuelPerPoint,
    },
    status: "COMPLETE",
    tags: [{ tagType: "NOTE", tagValue: `fixture ${fields.activityId}` }],
    receivedAtMs: fields.startTime + 3_600_000,
    localDate: fields.localDate ?? localDateOf(fields.startTime, timeZoneName),
    endMs: fields.endMs ?? activityEndMs({ startTime: fields.startTime, metrics: { pointCount: points, intervalValue: 10 } }, { durationMs }),
  };
}

/**
 * The summary fields of a stored activity or a summary (what lists return): everything but the sample columns
 * and the FUEL series, for comparing a list's items with what was stored.
 *
 * @param item - a stored activity or a summary.
 */
export function summaryOf(item: ActivitySummary): ActivitySummary {
  const { activity, derived } = item;
  const { columns: _columns, ...metrics } = activity.metrics as ActivitySummary["activity"]["metrics"] & { columns?: unknown };
  const { fuelPerPoint: _fuelPerPoint, ...values } = derived as ActivitySummary["derived"] & { fuelPerPoint?: unknown };
  return { ...item, activity: { ...activity, metrics }, derived: values };
}

/**
 * What a correct repository lists for a filter: the reference model, a plain filter and sort over every activity.
 *
 * @param all - every activity stored, of any user.
 * @param userId - owner.
 * @param filter - the filter.
 */
export function referenceList(all: readonly StoredActivity[], userId: string, filter: ActivityFilter): StoredActivity[] {
  const types = filter.activityTypes === undefined ? undefined : new Set(filter.activityTypes);
  const { localDateFrom: from, localDateTo: to } = filter;
  return all
    .filter((s) => s.userId === userId)
    .filter((s) => types === undefined || types.has(s.activity.activityType))
    .filter((s) => {
      if (from === undefined || to === undefined) return true;
      return s.localDate >= from && s.localDate <= to;
    })
    .sort((a, b) => {
      if (a.activity.startTime !== b.activity.startTime) return b.activity.startTime - a.activity.startTime;
      return a.activityId < b.activityId ? 1 : a.activityId > b.activityId ? -1 : 0;
    });
}

/**
 * A small deterministic pseudo-random generator (mulberry32), so that a failing case repeats with its seed.
 *
 * @param seed - any 32-bit integer.
 * @returns a function giving floats in [0, 1).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
