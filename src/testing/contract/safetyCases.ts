import type { ActivitySummary } from "../../model/activitySummary.js";
import { check, checkEqual, idsOf } from "./check.js";
import type { ContractSettings, RepositoryContractCase } from "./contractCase.js";
import { contractActivity, summaryOf } from "./fixtures.js";

const T0 = /* @__PURE__ */ Date.UTC(2021, 0, 1, 6);
const MINUTE = 60_000;

/**
 * Tries to change a returned activity in every way a careless caller might; frozen objects may throw. Sample
 * columns are typed arrays, which cannot be frozen: readers must not write into them, so they are not tampered.
 */
function tamper(stored: ActivitySummary): void {
  const attempts: (() => void)[] = [
    () => ((stored as { activityId: string }).activityId = "tampered"),
    () => ((stored.activity as { startTime: number }).startTime = 0),
    () => ((stored.activity.metrics as { pointCount: number }).pointCount = 1),
    () => ((stored.activity.metrics as { columns?: unknown[] }).columns ?? []).push(new Float64Array(1)),
    () => (stored.activity.metrics.metricTypes as string[]).reverse(),
    () => ((stored.derived as { fuel: number }).fuel = -1),
    () => (stored.tags as { tagType: string; tagValue: string }[]).push({ tagType: "NOTE", tagValue: "x" }),
  ];
  for (const attempt of attempts) {
    try {
      attempt();
    } catch {
      // a frozen (read-only) object is a correct way to refuse
    }
  }
}

/**
 * Cases of read-only results, isolation between users and concurrency.
 *
 * @param settings - the contract settings.
 */
export function safetyCases({ make, concurrentAdds }: ContractSettings): RepositoryContractCase[] {
  return [
    {
      name: "mutating returned envelopes changes nothing stored",
      async run() {
        const repo = await make();
        const original = contractActivity({ userId: "u1", activityId: "a1", startTime: T0 });
        await repo.addActivities("u1", [structuredClone(original)]);
        const got = await repo.getActivity("u1", "a1");
        check(got !== undefined, "the activity is stored");
        tamper(got);
        for (const listed of await repo.listActivities("u1", {}, { offset: 0, limit: 5 })) tamper(listed);
        for (const listed of await repo.listActivitiesOverlapping("u1", { ranges: [{}] })) tamper(listed);
        checkEqual(await repo.getActivity("u1", "a1"), original, "getActivity after mutating returned objects");
        checkEqual((await repo.listActivities("u1", {}, { offset: 0, limit: 5 })).map(summaryOf), [summaryOf(original)], "list after mutating returned objects");
      },
    },
    {
      name: "two users never see each other's activities",
      async run() {
        const repo = await make();
        const mine = [0, 1, 2].map((i) => contractActivity({ userId: "alice", activityId: `alice-${i}`, startTime: T0 + i * MINUTE }));
        const theirs = [0, 1, 2].map((i) => contractActivity({ userId: "bob", activityId: `bob-${i}`, startTime: T0 + i * MINUTE + 1 }));
        await Promise.all([repo.addActivities("alice", mine), repo.addActivities("bob", theirs)]);
        const dates = { localDateFrom: "2021-01-01", localDateTo: "2021-01-01" };
        for (const [user, own, other] of [["alice", mine, theirs], ["bob", theirs, mine]] as const) {
          const ownIds = idsOf(own).reverse();
          checkEqual(idsOf(await repo.listActivities(user, {}, { offset: 0, limit: 10 })), ownIds, `${user}'s list`);
          checkEqual(idsOf(await repo.listActivities(user, dates, { offset: 0, limit: 10 })), ownIds, `${user}'s dated list`);
          checkEqual(idsOf(await repo.listActivities(user, { activityTypes: ["RUN"] }, { offset: 0, limit: 10 })), ownIds, `${user}'s RUN list`);
          checkEqual(await repo.countActivities(user), 3, `${user}'s count`);
          checkEqual(idsOf(await repo.listActivitiesOverlapping(user, { ranges: [{}] })), ownIds, `${user}'s overlap`);
          for (const a of other) checkEqual(await repo.getActivity(user, a.activityId), undefined, `${user} reading ${a.activityId}`);
        }
      },
    },
    {
      name: `${concurrentAdds} concurrent adds are each listed exactly once`,
      async run() {
        const repo = await make();
        const activities = Array.from({ length: concurrentAdds }, (_, i) =>
          // out of order, with ties, so that concurrent inserts land everywhere in the order
          contractActivity({ userId: "u1", activityId: `c${i}`, startTime: T0 + ((i * 7919) % 97) * MINUTE }),
        );
        const outcomes = await Promise.all(activities.map((a) => repo.addActivities("u1", [a])));
        check(outcomes.every((o) => o.ok), "every concurrent add succeeds");
        checkEqual(await repo.countActivities("u1"), concurrentAdds, "count after concurrent adds");
        const seen = new Map<string, number>();
        for (let offset = 0; offset < concurrentAdds; offset += 17) {
          for (const a of await repo.listActivities("u1", {}, { offset, limit: 17 })) seen.set(a.activityId, (seen.get(a.activityId) ?? 0) + 1);
        }
        check(seen.size === concurrentAdds, `paging lists ${seen.size} distinct activities, expected ${concurrentAdds}`);
        check([...seen.values()].every((n) => n === 1), "no activity is listed twice");
      },
    },
    {
      name: "concurrent adds of the same id store it exactly once",
      async run() {
        const repo = await make();
        const tries = Array.from({ length: 20 }, (_, i) => contractActivity({ userId: "u1", activityId: "same", startTime: T0 + i * MINUTE }));
        const outcomes = await Promise.all(tries.map((a) => repo.addActivities("u1", [a])));
        checkEqual(outcomes.filter((o) => o.ok).length, 1, "successful adds");
        check(outcomes.every((o) => o.ok || o.reason === "DUPLICATE_ID"), "the others are DUPLICATE_ID");
        checkEqual(await repo.countActivities("u1"), 1, "count");
      },
    },
    {
      name: "reads concurrent with batch writes see whole batches only",
      async run() {
        const repo = await make();
        const batchSize = 5;
        const writes = Array.from({ length: 40 }, (_, b) =>
          repo.addActivities(
            "u1",
            Array.from({ length: batchSize }, (_, k) => contractActivity({ userId: "u1", activityId: `b${b}-${k}`, startTime: T0 + (b * batchSize + k) * MINUTE })),
          ),
        );
        const reads = Array.from({ length: 40 }, () => repo.countActivities("u1"));
        const lists = Array.from({ length: 10 }, () => repo.listActivities("u1", {}, { offset: 0, limit: 1000 }));
        const [counts, listed] = await Promise.all([Promise.all(reads), Promise.all(lists), Promise.all(writes)]);
        check(counts.every((n) => n % batchSize === 0), `every concurrent count is a multiple of ${batchSize}: ${counts.join(",")}`);
        for (const list of listed) {
          const perBatch = new Map<string, number>();
          for (const a of list) perBatch.set(a.activityId.split("-")[0] ?? "", (perBatch.get(a.activityId.split("-")[0] ?? "") ?? 0) + 1);
          check([...perBatch.values()].every((n) => n === batchSize), "a concurrent list holds whole batches only");
        }
        checkEqual(await repo.countActivities("u1"), 40 * batchSize, "final count");
      },
    },
  ];
}
