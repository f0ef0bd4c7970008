/**
 * WRISTBAND rows of the scaling section: first page, middle page and one-month page of the user's ALL_DAY
 * activities (one a day), each listed day with its fuel de-duplicated at read time across the day's activities,
 * for one user with 10 000, 50 000 and 200 000 activities; each at most 2× from the smallest to the largest store.
 */
import { historyDays, middleDay, type ScalingProbe } from "./scaling.js";

/** yyyy-mm-dd of a day number (days since 1970-01-01). */
const isoDate = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** The WRISTBAND probes: first page, middle page (by offset) and one-month page (by dates), count 20 or 31. */
export function wristbandProbes(): ScalingProbe[] {
  const check = async (pending: Promise<{ ok: boolean; value?: { data: readonly unknown[] } }>, least: number): Promise<unknown> => {
    const page = await pending;
    if (!page.ok || (page.value?.data.length ?? 0) < least) throw new Error("a WRISTBAND page came back short");
    return page;
  };
  return [
    {
      name: "WRISTBAND first page (count 20)",
      prepare: ({ service, userId }) => () => check(service.listActivities(userId, "WRISTBAND", { count: 20 }), 20),
    },
    {
      name: "WRISTBAND middle page (count 20)",
      prepare: ({ service, userId, size }) => {
        const offset = historyDays(size).days >> 1;
        return () => check(service.listActivities(userId, "WRISTBAND", { count: 20, offset }), 20);
      },
    },
    {
      name: "WRISTBAND one-month page (count 31)",
      prepare: ({ service, userId, size }) => {
        const middle = new Date(middleDay(size) * 86_400_000);
        const from = Date.UTC(middle.getUTCFullYear(), middle.getUTCMonth(), 1) / 86_400_000;
        const to = Date.UTC(middle.getUTCFullYear(), middle.getUTCMonth() + 1, 0) / 86_400_000;
        return () => check(service.listActivities(userId, "WRISTBAND", { count: 31, startDate: isoDate(from), endDate: isoDate(to) }), to - from + 1);
      },
    },
  ];
}
