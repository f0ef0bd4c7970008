/**
 * A returning user's history for the bench, as the service stores it: stored activities built once through
 * `validateActivities` (of the library under test) and `deriveActivity` (from the source: the root does not export
 * it) from the synthetic bodies, then cloned cheaply (a new id, user and
 * start time; the columns, the derivation and the FUEL series are shared, which the repository may keep since
 * nothing changes them).
 *
 * One day of history, in Europe/Paris: an ALL_DAY from local midnight (24 h at 5 s, 17 280 × 6), and workouts at
 * fixed local times: a 30-minute RUN at 07:00 (180 × 4), a 3-hour CYCLE at 10:00 (2 160 × 9), a RUN at 15:00 and a
 * RUN at 19:00 ({@link DAY_PLAN}).
 */
import { deriveActivity } from "../../src/derive/deriveActivity.js";
import { dayStartMsOfDayNumber } from "../../src/timeZone/localDays.js";
import { storedFields } from "../derive/storedFixture.js";
import type { StoredActivity } from "../../src/model/storedActivity.js";
import type { Library } from "./benchKit.js";
import { syntheticInputs } from "./syntheticBodies.js";

/** The zone of every bench activity. */
export const ZONE = "Europe/Paris";
const HOUR_MS = 3_600_000;
const PROFILE = { weightKg: 70, ageYears: 35 };

/** Kinds of stored activity the history is made of. */
export type HistoryKind = "ALL_DAY" | "ALL_DAY first half" | "RUN" | "CYCLE";

/** The activities of one day: kind and local start hour. */
export const DAY_PLAN: readonly { readonly kind: HistoryKind; readonly hour: number }[] = [
  { kind: "ALL_DAY", hour: 0 },
  { kind: "RUN", hour: 7 },
  { kind: "CYCLE", hour: 10 },
  { kind: "RUN", hour: 15 },
  { kind: "RUN", hour: 19 },
];

/** Builds stored activities of a history (see the module comment). */
export interface History {
  /** Local midnight starting day `day` (days since 1970-01-01) in {@link ZONE}, epoch ms. */
  dayStartMs(day: number): number;
  /**
   * A stored activity of `kind`, a clone of its prototype with this id, user and start.
   *
   * @param kind - which prototype (`"ALL_DAY first half"`: the first 12 hours of the ALL_DAY, an earlier sync).
   */
  activity(kind: HistoryKind, userId: string, activityId: string, startTime: number): StoredActivity;
  /** The activities of day `day` ({@link DAY_PLAN}), oldest first, with ids `${idPrefix}-0` … */
  day(userId: string, day: number, idPrefix: string): StoredActivity[];
}

/** The body's single activity with its data cut to `rows` rows. */
function firstRows(json: string, rows: number): unknown[] {
  const [activity] = JSON.parse(json) as { metrics: { data: unknown[] } }[];
  return [{ ...activity, metrics: { ...activity!.metrics, data: activity!.metrics.data.slice(0, rows) } }];
}

/**
 * The history builder of a library under test.
 *
 * @param lib - the library (its validator builds the prototypes).
 */
export function createHistory(lib: Library): History {
  const inputs = syntheticInputs();
  const json = (prefix: string): string => inputs.find((input) => input.name.startsWith(prefix))!.json;
  const bodies: Record<HistoryKind, unknown[]> = {
    ALL_DAY: JSON.parse(json("ALL_DAY")) as unknown[],
    "ALL_DAY first half": firstRows(json("ALL_DAY"), 8_640),
    RUN: JSON.parse(json("RUN")) as unknown[],
    CYCLE: JSON.parse(json("CYCLE")) as unknown[],
  };
  const prototypes = {} as Record<HistoryKind, StoredActivity>;
  for (const [kind, body] of Object.entries(bodies) as [HistoryKind, unknown[]][]) {
    const validated = lib.validateActivities(body, { nowMs: Date.UTC(2030, 0, 1), profile: PROFILE });
    if (!validated.ok) throw new Error(`the ${kind} body is not valid: ${JSON.stringify(validated.errors.slice(0, 2))}`);
    const activity = validated.activities[0]!;
    prototypes[kind] = { activityId: "", userId: "", activity, derived: deriveActivity(activity, PROFILE), status: "COMPLETE", tags: [], receivedAtMs: 0, localDate: "", endMs: 0 };
  }
  const dayStartMs = (day: number): number => dayStartMsOfDayNumber(day, ZONE);
  const activity = (kind: HistoryKind, userId: string, activityId: string, startTime: number): StoredActivity => {
    const prototype = prototypes[kind];
    const moved = { ...prototype.activity, startTime };
    return { ...prototype, activityId, userId, activity: moved, receivedAtMs: startTime + 86_400_000, ...storedFields(moved, prototype.derived) };
  };
  return {
    dayStartMs,
    activity,
    day(userId, day, idPrefix) {
      const midnight = dayStartMs(day);
      return DAY_PLAN.map(({ kind, hour }, k) => activity(kind, userId, `${idPrefix}-${k}`, midnight + hour * HOUR_MS));
    },
  };
}
