import type { ActivityDerivation } from "../model/activityDerivation.js";
import type { Tag } from "../model/link.js";
import type { StoredActivity } from "../model/storedActivity.js";
import type { SampleColumn, ValidatedActivity, ValidatedMetrics } from "../model/validatedActivity.js";
import type { SampleArena } from "./sampleArena.js";

const NO_TAGS: readonly Tag[] = Object.freeze([]);

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
/** `true` when the two key unions are equal (a compile-time check that the copies below miss no field). */
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const ACTIVITY_KEYS_COPIED: SameKeys<keyof ValidatedActivity, "activityType" | "deviceName" | "deviceType" | "startTime" | "duration" | "timeZoneName" | "metrics"> = true;
const DERIVATION_KEYS_COPIED: SameKeys<keyof ActivityDerivation, "durationMs" | "distanceKm" | "calories" | "steps" | "fuel" | "fuelModel" | "fuelPerPoint"> = true;
const METRICS_KEYS_COPIED: SameKeys<keyof ValidatedMetrics, "intervalUnit" | "intervalValue" | "metricTypes" | "pointCount" | "columns"> = true;
void [ACTIVITY_KEYS_COPIED, DERIVATION_KEYS_COPIED, METRICS_KEYS_COPIED];

/** Whether two columns hold the same numbers (as `Object.is` per value: −0 and 0 differ, NaN equals NaN). */
function sameValues(a: SampleColumn, b: SampleColumn): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y ? x === x || y === y : x === 0 && 1 / x !== 1 / y) return false;
  }
  return true;
}

/**
 * Interns frozen `metricTypes` lists: activities of one device share one list (a few hundred bytes saved each).
 * Bounded: past `limit` distinct lists, new ones are frozen copies that are not remembered.
 */
export class MetricTypesPool {
  private readonly lists = new Map<string, readonly string[]>();
  /** The list returned last, if remembered. */
  private last: readonly string[] | undefined;

  /** @param limit - most distinct lists remembered. */
  constructor(private readonly limit = 4096) {}

  /**
   * A frozen list equal to `types`, shared with earlier equal lists.
   *
   * @param types - the metric types of an activity.
   */
  intern<T extends string>(types: readonly T[]): readonly T[] {
    // the usual case, a device sending the list it sent last, without building the key
    const last = this.last;
    if (last !== undefined && last.length === types.length && last.every((type, i) => type === types[i])) return last as readonly T[];
    const key = types.join(",");
    const known = this.lists.get(key);
    if (known !== undefined && known.length === types.length) return (this.last = known) as readonly T[];
    const list = Object.freeze(types.slice());
    if (this.lists.size < this.limit) this.lists.set(key, (this.last = list));
    return list;
  }
}

/**
 * The copy of a stored activity that the in-memory repository keeps (decisions D-89, D-90): independent of the
 * caller's objects, in one allocation for the numbers.
 *
 * - Every sample column and the FUEL series are copied into one region of the user's {@link SampleArena} (column
 *   after column, each `pointCount` long) and handed out as `Float64Array` views into it: 8 bytes per value, no
 *   `ArrayBuffer` per activity. The FUEL series shares the submitted `fuel` column when the two hold the same
 *   numbers (the usual case for submitted fuel), so it costs nothing then.
 * - Envelopes (the activity, its metrics, the columns list, the derivation, tags) are shallow copies of the
 *   models' fields, frozen (fields outside `ValidatedActivity` and `ActivityDerivation` are not kept);
 *   `metricTypes` lists are interned. Typed arrays cannot be frozen: readers must not write into them.
 *
 * Throws a `RangeError` (before anything is stored) when a column or the FUEL series is not `pointCount` long.
 *
 * @param stored - the caller's activity.
 * @param pool - interned metric type lists.
 * @param arena - where the numbers go (the owner's arena).
 * @returns the frozen copy.
 */
export function compactStoredActivity(stored: StoredActivity, pool: MetricTypesPool, arena: SampleArena): StoredActivity {
  const { activity, derived } = stored;
  const metrics = activity.metrics;
  const n = metrics.pointCount;
  const m = metrics.columns.length;
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`pointCount must be a non-negative integer, got ${n}`);
  if (m !== metrics.metricTypes.length) throw new RangeError(`${m} columns for ${metrics.metricTypes.length} metric types`);
  const fuelColumn = metrics.metricTypes.indexOf("fuel");
  const fuelSeries = derived.fuelPerPoint;
  if (fuelSeries.length !== n) throw new RangeError(`fuelPerPoint has ${fuelSeries.length} values for ${n} data points`);
  const sharesFuel = fuelColumn >= 0 && sameValues(metrics.columns[fuelColumn]!, fuelSeries);
  for (let c = 0; c < m; c++) {
    const length = metrics.columns[c]!.length;
    if (length !== n) throw new RangeError(`column ${c} has ${length} values for ${n} data points`);
  }
  const { array, offset } = arena.allocate((sharesFuel ? m : m + 1) * n);
  const columns = new Array<Float64Array>(m);
  for (let c = 0; c < m; c++) {
    const at = offset + c * n;
    array.set(metrics.columns[c]!, at);
    columns[c] = array.subarray(at, at + n);
  }
  let fuelPerPoint: Float64Array;
  if (sharesFuel) fuelPerPoint = columns[fuelColumn]!;
  else {
    const at = offset + m * n;
    array.set(fuelSeries, at);
    fuelPerPoint = array.subarray(at, at + n);
  }
  // every envelope is built field by field, in the order the validator and deriveActivity write them: V8 freezes
  // such a literal in tens of ns, but a spread's copy in hundreds (measured: 30 against 330 ns); the key lists
  // below fail to compile when the models grow a field that is not copied here
  const copiedMetrics: ValidatedMetrics = Object.freeze({
    intervalUnit: metrics.intervalUnit,
    intervalValue: metrics.intervalValue,
    metricTypes: pool.intern(metrics.metricTypes),
    pointCount: n,
    columns: Object.freeze(columns),
  });
  const copiedActivity: Mutable<ValidatedActivity> = { activityType: activity.activityType } as Mutable<ValidatedActivity>;
  if (activity.deviceName !== undefined) copiedActivity.deviceName = activity.deviceName;
  copiedActivity.deviceType = activity.deviceType;
  copiedActivity.startTime = activity.startTime;
  if (activity.duration !== undefined) copiedActivity.duration = activity.duration;
  copiedActivity.timeZoneName = activity.timeZoneName;
  copiedActivity.metrics = copiedMetrics;
  Object.freeze(copiedActivity);
  const copiedDerived: Mutable<ActivityDerivation> = { durationMs: derived.durationMs } as Mutable<ActivityDerivation>;
  if (derived.distanceKm !== undefined) copiedDerived.distanceKm = derived.distanceKm;
  if (derived.calories !== undefined) copiedDerived.calories = derived.calories;
  if (derived.steps !== undefined) copiedDerived.steps = derived.steps;
  copiedDerived.fuel = derived.fuel;
  copiedDerived.fuelModel = derived.fuelModel;
  copiedDerived.fuelPerPoint = fuelPerPoint;
  Object.freeze(copiedDerived);
  const tags = stored.tags.length === 0 ? NO_TAGS : Object.freeze(stored.tags.map((tag) => Object.freeze({ ...tag })));
  return Object.freeze({
    activityId: stored.activityId,
    userId: stored.userId,
    activity: copiedActivity,
    derived: copiedDerived,
    status: stored.status,
    tags,
    receivedAtMs: stored.receivedAtMs,
  });
}
