import { formatInTimeZone } from "date-fns-tz";
import { toValidatedActivity } from "../../src/model/columnsFromRows.js";
import { canonicalTimeZone } from "../../src/timeZone/canonicalTimeZone.js";
import { deriveActivity } from "../../src/derive/deriveActivity.js";
import { toMetricSummary } from "../../src/derive/toMetricSummary.js";
import { dedupeInterval } from "../derive/dedupeInterval.js";
import { intervalSeries } from "../derive/intervalSeries.js";
import { wristbandDayOf } from "../../src/derive/wristbandDay.js";
import type { ActivityListItem } from "../../src/model/activityListItem.js";
import type { StoredActivity } from "../../src/model/storedActivity.js";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import type { UserProfile } from "../../src/model/userProfile.js";
import { getActivityType } from "../../src/registry/activityTypes.js";
import { getExperienceType } from "../../src/registry/experienceTypes.js";

const BASE = "/v1/me/sport/activities";

const localDate = (epochMs: number, timeZone: string): string => formatInTimeZone(epochMs, timeZone, "yyyy-MM-dd");

/** A list query as the model sees it: already valid. */
export interface ModelQuery {
  readonly count?: number;
  readonly offset?: number;
  readonly startDate?: string;
  readonly endDate?: string;
}

/**
 * The simple model of the service: every user's stored activities in an array, lists by filter + sort, written
 * independently of the service (date-fns-tz for local dates; links, items and paging written out from the spec).
 */
export class ServiceModel {
  readonly stored: StoredActivity[] = [];
  private serial = 0;

  constructor(
    readonly nowMs: number,
    readonly profile: UserProfile,
  ) {}

  /**
   * Records an accepted body: ids `id-N` in body order; an ALL_DAY replaces the user's stored ALL_DAY of the same
   * local date when it reaches as far or further. `"1090"` when the body holds two ALL_DAY activities of one local
   * date; `"1091"` when a stored ALL_DAY of a body's date reaches further (nothing is stored).
   */
  add(userId: string, body: readonly SubmittedActivity[]): StoredActivity[] | "1090" | "1091" {
    const added: StoredActivity[] = body.map((activity, i) => {
      const validated = toValidatedActivity({ ...structuredClone(activity), timeZoneName: canonicalTimeZone(activity.timeZoneName)! });
      const derived = deriveActivity(activity, this.profile);
      return {
        activityId: `id-${this.serial + i + 1}`,
        userId,
        // stored with the canonical zone the validator writes back (Asia/Calcutta → Asia/Kolkata)
        activity: validated,
        derived,
        status: "COMPLETE" as const,
        tags: [],
        receivedAtMs: this.nowMs,
        localDate: localDate(activity.startTime, activity.timeZoneName),
        endMs: activity.startTime + Math.max(derived.durationMs, activity.metrics.data.length * activity.metrics.intervalValue * 1000, 1),
      };
    });
    const days = added.filter((a) => a.activity.activityType === "ALL_DAY");
    if (new Set(days.map((a) => a.localDate)).size !== days.length) return "1090";
    const standing = (a: StoredActivity) =>
      this.stored.find((s) => s.userId === userId && s.activity.activityType === "ALL_DAY" && s.localDate === a.localDate);
    // the service gave the refused body its ids before storage refused it
    this.serial += body.length;
    if (days.some((a) => (standing(a)?.endMs ?? -Infinity) > a.endMs)) return "1091";
    for (const a of days) {
      const replaced = standing(a);
      if (replaced !== undefined) this.stored.splice(this.stored.indexOf(replaced), 1);
    }
    this.stored.push(...added);
    return added;
  }

  /** The user's activities, most recent first, ties by id descending. */
  activitiesOf(userId: string): StoredActivity[] {
    return this.stored
      .filter((s) => s.userId === userId)
      .sort((a, b) => b.activity.startTime - a.activity.startTime || (a.activityId < b.activityId ? 1 : -1));
  }

  /** Every item of a filtered list, before paging. */
  allItems(userId: string, experienceType: string, query: ModelQuery): ActivityListItem[] {
    const experience = getExperienceType(experienceType);
    if (experience === undefined) throw new Error(`model: unknown experience type ${experienceType}`);
    const { startDate, endDate } = query;
    const inRange = (date: string): boolean => startDate === undefined || endDate === undefined || (date >= startDate && date <= endDate);
    const mine = this.activitiesOf(userId);
    return mine
      // the wristband lists ALL_DAY activities; ALL every other type
      .filter((s) =>
        experience.source === "daily"
          ? s.activity.activityType === "ALL_DAY"
          : experience.families.length === 0
            ? s.activity.activityType !== "ALL_DAY"
            : experience.families.includes(getActivityType(s.activity.activityType)?.family ?? "OTHER"),
      )
      .filter((s) => inRange(localDate(s.activity.startTime, s.activity.timeZoneName)))
      .map((s) => this.item(s));
  }

  /** The list item of spec 2.4 for a stored activity, written out. */
  item(s: StoredActivity): ActivityListItem {
    const self = `${BASE}/${s.activityId}`;
    const day = wristbandDayOf(s);
    const today = s.activity.activityType === "ALL_DAY" && day.dayStartMs <= this.nowMs && this.nowMs < day.dayEndMs;
    return {
      // both links always 
      links: [{ rel: "self", href: self }, { rel: "gps", href: `${self}/gps` }],
      activityId: s.activityId,
      activityType: s.activity.activityType,
      startTime: new Date(s.activity.startTime).toISOString(),
      activityTimeZone: s.activity.timeZoneName,
      status: today ? "IN_PROGRESS" : "COMPLETE",
      deviceType: s.activity.deviceType,
      metricSummary: { ...toMetricSummary(s.derived), fuel: String(this.fuelOf(s)) },
      tags: [],
      metrics: [],
    };
  }

  /** The expected page: data and paging links (no kept parameters). */
  page(userId: string, experienceType: string, query: ModelQuery) {
    const count = Math.min(query.count ?? 5, 999);
    const offset = query.offset ?? 1;
    const all = this.allItems(userId, experienceType, query);
    const dates = query.startDate !== undefined ? `&startDate=${query.startDate}&endDate=${query.endDate}` : "";
    const href = (o: number, c = count): string => `${BASE}/${experienceType}?count=${c}${dates}&offset=${o}`;
    // previous: exactly the records before the page; past the end, the last page with records
    const total = all.length;
    let previous: string | null = null;
    const data = all.slice(offset - 1, offset - 1 + count);
    const first = data[0];
    if (offset > total) previous = total === 0 ? null : href(Math.max(1, total - count + 1));
    else if (offset > 1 && first !== undefined) {
      previous = `${href(Math.max(1, offset - count), offset - Math.max(1, offset - count))}&before=${Date.parse(first.startTime)}~${encodeURIComponent(first.activityId)}`;
    }
    const last = data[data.length - 1];
    const hasNext = all.length > offset - 1 + count && last !== undefined;
    const after = last === undefined ? "" : `&after=${Date.parse(last.startTime)}~${encodeURIComponent(last.activityId)}`;
    return { data, paging: { next: hasNext ? `${href(offset + count)}${after}` : null, previous } };
  }

  /**
   * The fuel the service returns for a stored activity (spec 2.5): its own, or for an ALL_DAY the fuel of the time
   * it owns, de-duplicated across the user's activities there. Ownership, written out instant by instant: between
   * any two consecutive day or span boundaries of the user's ALL_DAY records, the owner is the latest-dated record
   * whose local day contains the instant, else the latest-dated record whose span does.
   */
  fuelOf(stored: StoredActivity): number {
    if (stored.activity.activityType !== "ALL_DAY") return stored.derived.fuel;
    const mine = this.activitiesOf(stored.userId);
    const records = mine.filter((s) => s.activity.activityType === "ALL_DAY").map((s) => wristbandDayOf(s));
    const cuts = [...new Set(records.flatMap((r) => [r.dayStartMs, r.dayEndMs, r.startMs, r.endMs]))].sort((a, b) => a - b);
    const latest = (candidates: typeof records) => candidates.reduce<(typeof records)[number] | undefined>((best, r) => (best === undefined || r.localDate > best.localDate ? r : best), undefined);
    const owned: [number, number][] = [];
    for (let i = 0; i + 1 < cuts.length; i++) {
      const [from, to] = [cuts[i]!, cuts[i + 1]!];
      const t = from + (to - from) / 2;
      const owner = latest(records.filter((r) => r.dayStartMs <= t && t < r.dayEndMs)) ?? latest(records.filter((r) => r.startMs <= t && t < r.endMs));
      if (owner?.activityId !== stored.activityId) continue;
      const last = owned[owned.length - 1];
      if (last !== undefined && last[1] === from) last[1] = to;
      else owned.push([from, to]);
    }
    const series = mine.map(intervalSeries).sort((a, b) => a.startMs - b.startMs || (a.activityId < b.activityId ? -1 : 1));
    return owned.reduce((sum, [from, to]) => sum + dedupeInterval(series, from, to).fuel, 0);
  }

  /** The stored activity of a user by id, if any. */
  find(userId: string, activityId: string): StoredActivity | undefined {
    return this.stored.find((s) => s.userId === userId && s.activityId === activityId);
  }
}
