/**
 * WRISTBAND rows of the scaling section (issue 9, decision D-95): first page, middle page and one-month page of
 * the ALL_DAY days for one user with 10 000, 100 000 and 1 000 000 activities, each at most 2× from the smallest
 * to the largest store. The stores are filled as the service fills them: every batch carries its day aggregates
 * ({@link withDayAggregates}), so the pages read stored days.
 */
import { foldActivityDays } from "../../../src/derive/dayAggregatesOf.js";
import type { ActivityRepository } from "../../../src/repository/activityRepository.js";
import { fillStore, NOW_MS, SPACING_MS, type ScalingProbe } from "./scaling.js";

/** The zone of the filler's activities (no profile zone: D-12 takes the most recent activity's). */
const ZONE = "Europe/Paris";
const DAY_MS = 86_400_000;

/**
 * A repository whose `addActivities` computes the batch's day aggregates in `timeZone` when the caller gives
 * none, as the service does (decision D-95); every other method is the repository's own.
 *
 * @param repository - the repository filled.
 * @param timeZone - the day zone.
 */
export function withDayAggregates(repository: ActivityRepository, timeZone = ZONE): ActivityRepository {
  return new Proxy(repository, {
    get(target, key, receiver) {
      if (key !== "addActivities") {
        const value: unknown = Reflect.get(target, key, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      }
      const add: ActivityRepository["addActivities"] = (userId, activities, options) =>
        target.addActivities(userId, activities, options?.days !== undefined ? options : { ...options, days: { timeZone, days: foldActivityDays(activities, timeZone) } });
      return add;
    },
  });
}

/** {@link fillStore} with the day aggregates of every batch. */
export function fillStoreWithDays(repository: ActivityRepository, userId: string, size: number, batchSize: number): Promise<void> {
  return fillStore(withDayAggregates(repository), userId, size, batchSize);
}

/** Days a store of `size` filler activities covers (about; the pages check they are not shorter). */
const daysOf = (size: number): number => Math.floor((size * SPACING_MS) / DAY_MS) - 1;

/** yyyy-mm-dd of an epoch-ms instant (UTC). */
const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The WRISTBAND probes: first page, middle page (by offset) and one-month page (by dates), count 20. */
export function wristbandProbes(): ScalingProbe[] {
  const check = async (pending: Promise<{ ok: boolean; value?: { data: readonly unknown[] } }>, least: number): Promise<unknown> => {
    const page = await pending;
    if (!page.ok || (page.value?.data.length ?? 0) < least) throw new Error("a WRISTBAND page came back short");
    return page;
  };
  return [
    {
      name: "WRISTBAND first page (count 20)",
      prepare: ({ service, userId, size }) => () => check(service.listActivities(userId, "WRISTBAND", { count: 20 }), Math.min(20, daysOf(size))),
    },
    {
      name: "WRISTBAND middle page (count 20)",
      prepare: ({ service, userId, size }) => {
        const days = daysOf(size);
        const offset = Math.max(1, days >> 1);
        return () => check(service.listActivities(userId, "WRISTBAND", { count: 20, offset }), Math.min(20, days - offset));
      },
    },
    {
      name: "WRISTBAND one-month page (count 31)",
      prepare: ({ service, userId, size }) => {
        const middle = new Date(NOW_MS - 3_600_000 - Math.floor(size / 2) * SPACING_MS);
        const from = Date.UTC(middle.getUTCFullYear(), middle.getUTCMonth(), 1);
        const to = Date.UTC(middle.getUTCFullYear(), middle.getUTCMonth() + 1, 0);
        return () => check(service.listActivities(userId, "WRISTBAND", { count: 31, startDate: isoDate(from), endDate: isoDate(to) }), Math.min(28, daysOf(size) >> 1));
      },
    },
  ];
}
