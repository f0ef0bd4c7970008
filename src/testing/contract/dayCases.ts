import { batchDayAggregates } from "../../derive/batchDayAggregates.js";
import { foldActivityDays } from "../../derive/dayAggregatesOf.js";
import type { DayAggregate, DayAggregateBatch, DaySummary } from "../../model/dayAggregate.js";
import type { StoredActivity } from "../../model/storedActivity.js";
import type { ActivityRepository, LocalDateRange } from "../../repository/activityRepository.js";
import { checkEqual, RepositoryContractError } from "./check.js";
import type { ContractSettings, RepositoryContractCase } from "./contractCase.js";
import { contractActivity } from "./fixtures.js";

const T0 = /* @__PURE__ */ Date.UTC(2022, 2, 10, 9);
const DAY = 86_400_000;
const MINUTE = 60_000;
const ZONE = "UTC";
const ALL = { offset: 0, limit: 1000 } as const;

/** The summary fields of an aggregate: what `listDays` returns. */
function summary(day: DayAggregate): DaySummary {
  const { localDate, dayStartMs, dayEndMs, fuel, steps, calories, distanceKm, activeMs, activityIds } = day;
  return { localDate, dayStartMs, dayEndMs, fuel, steps, calories, distanceKm, activeMs, activityIds: [...activityIds] };
}

/** What a correct repository lists after storing `activities` with their days: every day folded, newest first. */
function expectedDays(activities: readonly StoredActivity[], range: LocalDateRange = {}, timeZone = ZONE): DaySummary[] {
  return foldActivityDays(activities, timeZone)
    .filter((d) => (range.fromDate === undefined || d.localDate >= range.fromDate) && (range.toDate === undefined || d.localDate <= range.toDate))
    .reverse()
    .map(summary);
}

function daysOf(activities: readonly StoredActivity[], timeZone = ZONE): DayAggregateBatch {
  return { timeZone, days: foldActivityDays(activities, timeZone) };
}

async function add(repo: ActivityRepository, activities: readonly StoredActivity[], timeZone = ZONE): Promise<void> {
  const outcome = await repo.addActivities(activities[0]?.userId ?? "u1", activities, { days: daysOf(activities, timeZone) });
  checkEqual(outcome, { ok: true, stored: activities.length }, "addActivities outcome");
}

/**
 * Adds a batch with its days as the service passes them (decisions D-183, D-188): a day of one activity of the batch has
 * `boundsMs` and `rates` as inherited getters that build the envelope when first read (a spread or
 * `structuredClone` of it has none), and every envelope lives in arrays that are overwritten once the add has
 * settled (the service recycles them, decision D-180), when reading a lazy one throws.
 */
async function addAsTheServiceDoes(repo: ActivityRepository, activities: readonly StoredActivity[]): Promise<void> {
  const lent: Float64Array[] = [];
  const days = batchDayAggregates(activities, ZONE, (length) => {
    const array = new Float64Array(length);
    lent.push(array);
    return array;
  });
  let outcome: unknown;
  try {
    outcome = await repo.addActivities(activities[0]?.userId ?? "u1", activities, { days: { timeZone: ZONE, days: days.days } });
  } catch (error) {
    // e.g. a stored day copied by spread or structuredClone (no envelope), or an envelope read after the add settled
    throw new RepositoryContractError(`addActivities rejected a batch with the service's days: ${String(error)}`);
  } finally {
    days.expire();
    for (const array of lent) array.fill(Number.NaN);
  }
  checkEqual(outcome, { ok: true, stored: activities.length }, "addActivities outcome");
}

const run = (id: string, startTime: number, points = 3, userId = "u1"): StoredActivity => contractActivity({ userId, activityId: id, startTime, points });

/**
 * Cases of the wristband day aggregates (decisions D-95, D-96): folding with the batch, reading by date range and
 * page, the zone rule, the compare-and-set of `replaceDays`, atomicity, copies, isolation and concurrency.
 *
 * @param settings - the contract settings.
 */
export function dayCases({ make, concurrentAdds }: ContractSettings): RepositoryContractCase[] {
  return [
    {
      name: "days given with batches are folded and listed most recent first, by date range and page, and counted",
      async run() {
        const repo = await make();
        const a = [run("a1", T0), run("a2", T0 + DAY), run("a3", T0 + 2 * DAY + 5 * MINUTE, 30), run("a4", T0 + 4 * DAY)];
        await add(repo, a.slice(0, 2));
        await add(repo, a.slice(2));
        checkEqual(await repo.listDays("u1", ZONE, {}, ALL), expectedDays(a), "all days");
        checkEqual(await repo.listDays("u1", ZONE, {}, { offset: 1, limit: 2 }), expectedDays(a).slice(1, 3), "offset 1, limit 2");
        checkEqual(await repo.listDays("u1", ZONE, {}, { offset: 9, limit: 2 }), [], "past the end");
        const range = { fromDate: "2022-03-11", toDate: "2022-03-13" };
        checkEqual(await repo.listDays("u1", ZONE, range, ALL), expectedDays(a, range), "a date range");
        checkEqual(await repo.listDays("u1", ZONE, { fromDate: "2022-03-12" }, ALL), expectedDays(a, { fromDate: "2022-03-12" }), "open end");
        checkEqual(await repo.countDays("u1", ZONE), 4, "countDays");
        checkEqual(await repo.countDays("u1", ZONE, range), 2, "countDays in a range");
      },
    },
    {
      name: "two adds to the same day are folded with foldDayAggregate, not replaced",
      async run() {
        const repo = await make();
        const first = run("a1", T0, 12);
        const overlapping = run("a2", T0 + 30_000, 12);
        await add(repo, [first]);
        await add(repo, [overlapping]);
        checkEqual(await repo.listDays("u1", ZONE, {}, ALL), expectedDays([first, overlapping]), "the folded day");
      },
    },
    {
      name: `${concurrentAdds} concurrent adds to one day lose no contribution`,
      async run() {
        const repo = await make();
        const activities = Array.from({ length: concurrentAdds }, (_, i) => run(`c${String(i).padStart(4, "0")}`, T0 + (i % 97) * 7_000, 3 + (i % 5)));
        await Promise.all(activities.map((a) => add(repo, [a])));
        checkEqual(await repo.listDays("u1", ZONE, {}, ALL), expectedDays(activities), "the day after concurrent adds");
      },
    },
    {
      name: "days given as the service gives them (envelopes built when first read, valid until the add settles) fold like plain ones",
      async run() {
        const repo = await make();
        // new days of one activity, folds of one and of two activities into them, a new day of two activities
        const batches = [
          [run("a1", T0, 12), run("a2", T0 + DAY, 12)],
          [run("b1", T0 + 30_000, 12), run("b2", T0 + DAY + 20_000, 6), run("b3", T0 + DAY + 50_000, 12), run("b4", T0 + 3 * DAY, 12)],
          [run("c1", T0 + 4 * DAY, 12), run("c2", T0 + 4 * DAY + 40_000, 12)],
          [run("d1", T0 + 60_000, 12), run("d2", T0 + DAY + 10_000, 12), run("d3", T0 + 3 * DAY + 40_000, 12), run("d4", T0 + 4 * DAY + 20_000, 12)],
        ];
        for (const batch of batches) await addAsTheServiceDoes(repo, batch);
        checkEqual(await repo.listDays("u1", ZONE, {}, ALL), expectedDays(batches.flat()), "the days after the adds");
      },
    },
    {
      name: "a refused batch folds none of its days",
      async run() {
        const repo = await make();
        const a1 = run("a1", T0);
        await add(repo, [a1]);
        const refused = [run("a2", T0 + DAY), run("a1", T0 + 2 * DAY)];
        const outcome = await repo.addActivities("u1", refused, { days: daysOf(refused) });
        checkEqual(outcome, { ok: false, reason: "DUPLICATE_ID", activityId: "a1" }, "outcome");
        checkEqual(await repo.listDays("u1", ZONE, {}, ALL), expectedDays([a1]), "days after the refused batch");
      },
    },
    {
      name: "an add in another zone or without days puts the days out of date (undefined) until replaceDays",
      async run() {
        const repo = await make();
        const a = [run("a1", T0), run("a2", T0 + DAY), run("a3", T0 + 2 * DAY)];
        await add(repo, [a[0] as StoredActivity]);
        checkEqual(await repo.listDays("u1", "Asia/Tokyo", {}, ALL), undefined, "days asked in another zone");
        checkEqual(await repo.countDays("u1", "Asia/Tokyo"), undefined, "count asked in another zone");
        await add(repo, [a[1] as StoredActivity], "Asia/Tokyo");
        checkEqual(await repo.listDays("u1", ZONE, {}, ALL), undefined, "old zone after an add in another zone");
        checkEqual(await repo.listDays("u1", "Asia/Tokyo", {}, ALL), undefined, "new zone before replaceDays");
        checkEqual(await repo.replaceDays("u1", daysOf(a.slice(0, 2), "Asia/Tokyo"), 2), true, "replaceDays");
        checkEqual(await repo.listDays("u1", "Asia/Tokyo", {}, ALL), expectedDays(a.slice(0, 2), {}, "Asia/Tokyo"), "replaced days");
        checkEqual(await repo.addActivities("u1", [a[2] as StoredActivity]), { ok: true, stored: 1 }, "an add without days");
        checkEqual(await repo.listDays("u1", "Asia/Tokyo", {}, ALL), undefined, "after an add without days");
        checkEqual(await repo.countDays("u1", "Asia/Tokyo"), undefined, "count after an add without days");
      },
    },
    {
      name: "replaceDays is a compare-and-set on the user's activity count",
      async run() {
        const repo = await make();
        const a = [run("a1", T0), run("a2", T0 + DAY)];
        await add(repo, a);
        checkEqual(await repo.replaceDays("u1", daysOf(a, "Europe/Paris"), 1), false, "a stale count is refused");
        checkEqual(await repo.listDays("u1", ZONE, {}, ALL), expectedDays(a), "nothing changed by a refused replaceDays");
        checkEqual(await repo.replaceDays("u1", daysOf(a, "Europe/Paris"), 2), true, "the current count is accepted");
        checkEqual(await repo.listDays("u1", "Europe/Paris", {}, ALL), expectedDays(a, {}, "Europe/Paris"), "replaced");
        checkEqual(await repo.listDays("u1", ZONE, {}, ALL), undefined, "the old zone is gone");
      },
    },
    {
      name: "days are per user; a user without activities has no days in any zone",
      async run() {
        const repo = await make();
        await add(repo, [run("a1", T0, 3, "alice")]);
        await add(repo, [run("a1", T0 + DAY, 3, "bob")], "Europe/Paris");
        checkEqual(await repo.listDays("alice", ZONE, {}, ALL), expectedDays([run("a1", T0, 3, "alice")]), "alice's days");
        checkEqual(await repo.listDays("bob", "Europe/Paris", {}, ALL), expectedDays([run("a1", T0 + DAY, 3, "bob")], {}, "Europe/Paris"), "bob's days");
        checkEqual(await repo.listDays("carol", ZONE, {}, ALL), [], "a user without activities");
        checkEqual(await repo.countDays("carol", "Asia/Tokyo"), 0, "a user without activities counts 0");
      },
    },
    {
      name: "mutating the given aggregates or the returned days changes nothing stored",
      async run() {
        const repo = await make();
        const a1 = run("a1", T0, 12);
        const batch = daysOf([a1]);
        await repo.addActivities("u1", [a1], { days: batch });
        for (const day of batch.days) {
          day.rates.fill(1e9);
          day.boundsMs.fill(0);
          (day as { fuel: number }).fuel = -1;
        }
        const read = (await repo.listDays("u1", ZONE, {}, ALL)) ?? [];
        for (const day of read) {
          try {
            (day as { fuel: number }).fuel = -1;
            (day.activityIds as string[]).push("tampered");
          } catch {
            // frozen: a correct way to refuse
          }
        }
        const a2 = run("a2", T0 + 10 * MINUTE, 12);
        await add(repo, [a2]);
        checkEqual(await repo.listDays("u1", ZONE, {}, ALL), expectedDays([a1, a2]), "days after tampering");
      },
    },
  ];
}
