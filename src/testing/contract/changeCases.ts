import { check, checkEqual, idsOf } from "./check.js";
import type { ContractSettings, RepositoryContractCase } from "./contractCase.js";
import { contractActivity, referenceList } from "./fixtures.js";
import type { StoredActivity } from "../../model/storedActivity.js";

const T0 = /* @__PURE__ */ Date.UTC(2022, 3, 1, 9);
const HOUR = 3_600_000;

const at = (userId: string, activityId: string, hours: number, activityType: "RUN" | "WALK" = "RUN"): StoredActivity =>
  contractActivity({ userId, activityId, startTime: T0 + hours * HOUR, activityType });

/**
 * Cases of keyset pages, deletion and erasure.
 *
 * @param settings - the contract settings.
 */
export function changeCases({ make, concurrentAdds }: ContractSettings): RepositoryContractCase[] {
  return [
    {
      name: "a page after a position starts right after it, with ties by id, for every filter",
      async run() {
        const repo = await make();
        const all = [at("u1", "a", 0), at("u1", "b", 0), at("u1", "c", 1, "WALK"), at("u1", "d", 2), at("u1", "e", 2), at("u1", "f", 3, "WALK"), at("u2", "x", 1)];
        await repo.addActivities("u1", all.filter((a) => a.userId === "u1"));
        await repo.addActivities("u2", all.filter((a) => a.userId === "u2"));
        for (const filter of [{}, { activityTypes: ["RUN"] }, { activityTypes: ["WALK"] }]) {
          const expected = referenceList(all, "u1", filter);
          for (let k = 0; k < expected.length; k++) {
            const { startTime } = expected[k]!.activity;
            const after = { startTime, activityId: expected[k]!.activityId };
            const page = await repo.listActivities("u1", filter, { offset: 0, limit: 2, after });
            checkEqual(idsOf(page), idsOf(expected.slice(k + 1, k + 3)), `after ${after.activityId}, filter ${JSON.stringify(filter)}`);
            const skipped = await repo.listActivities("u1", filter, { offset: 1, limit: 10, after });
            checkEqual(idsOf(skipped), idsOf(expected.slice(k + 2)), `after ${after.activityId} with offset 1`);
          }
        }
        // a position that is not stored: between b (T0) and c (T0 + 1 h)
        const between = await repo.listActivities("u1", {}, { offset: 0, limit: 10, after: { startTime: T0 + HOUR / 2, activityId: "zz" } });
        checkEqual(idsOf(between), ["b", "a"], "after a position that is not stored");
        const sameTime = await repo.listActivities("u1", {}, { offset: 0, limit: 10, after: { startTime: T0, activityId: "aa" } });
        checkEqual(idsOf(sameTime), ["a"], "after an unstored id at a stored start time");
      },
    },
    {
      name: "a page before a position ends right before it, nearest entries first skipped by offset, for every filter",
      async run() {
        const repo = await make();
        const all = [at("u1", "a", 0), at("u1", "b", 0), at("u1", "c", 1, "WALK"), at("u1", "d", 2), at("u1", "e", 2), at("u1", "f", 3, "WALK"), at("u2", "x", 1)];
        await repo.addActivities("u1", all.filter((a) => a.userId === "u1"));
        await repo.addActivities("u2", all.filter((a) => a.userId === "u2"));
        for (const filter of [{}, { activityTypes: ["RUN"] }, { activityTypes: ["WALK"] }, { localDateFrom: "2022-04-01", localDateTo: "2022-04-01" }]) {
          const expected = referenceList(all, "u1", filter);
          for (let k = 0; k < expected.length; k++) {
            const before = { startTime: expected[k]!.activity.startTime, activityId: expected[k]!.activityId };
            const page = await repo.listActivities("u1", filter, { offset: 0, limit: 2, before });
            checkEqual(idsOf(page), idsOf(expected.slice(Math.max(0, k - 2), k)), `before ${before.activityId}, filter ${JSON.stringify(filter)}`);
            const skipped = await repo.listActivities("u1", filter, { offset: 1, limit: 10, before });
            checkEqual(idsOf(skipped), idsOf(expected.slice(0, Math.max(0, k - 1))), `before ${before.activityId} with offset 1`);
          }
        }
        const between = await repo.listActivities("u1", {}, { offset: 0, limit: 10, before: { startTime: T0 + HOUR / 2, activityId: "zz" } });
        checkEqual(idsOf(between), ["f", "e", "d", "c"], "before a position that is not stored");
        const sameTime = await repo.listActivities("u1", {}, { offset: 0, limit: 10, before: { startTime: T0, activityId: "aa" } });
        checkEqual(idsOf(sameTime), ["f", "e", "d", "c", "b"], "before an unstored id at a stored start time");
        const both = repo.listActivities("u1", {}, { offset: 0, limit: 1, before: { startTime: T0, activityId: "a" }, after: { startTime: T0, activityId: "a" } });
        check(await both.then(() => false, () => true), "after and before together reject");
      },
    },
    {
      name: "a deleted activity is in no list, count, page or overlap; other users' data is untouched",
      async run() {
        const repo = await make();
        const mine = [at("u1", "a", 0), at("u1", "b", 1, "WALK"), at("u1", "c", 2)];
        await repo.addActivities("u1", mine);
        await repo.addActivities("u2", [at("u2", "b", 1, "WALK")]);
        checkEqual(await repo.deleteActivity("u1", "b"), true, "deleting a stored activity");
        checkEqual(await repo.deleteActivity("u1", "b"), false, "deleting it again");
        checkEqual(await repo.deleteActivity("u1", "nope"), false, "deleting an unknown id");
        checkEqual(await repo.deleteActivity("u3", "a"), false, "deleting with another user's id");
        checkEqual(await repo.getActivity("u1", "b"), undefined, "getActivity");
        checkEqual(idsOf(await repo.listActivities("u1", {}, { offset: 0, limit: 10 })), ["c", "a"], "list");
        checkEqual(await repo.listActivities("u1", { activityTypes: ["WALK"] }, { offset: 0, limit: 10 }), [], "WALK list");
        checkEqual(await repo.countActivities("u1"), 2, "count");
        checkEqual(idsOf(await repo.listActivities("u1", {}, { offset: 0, limit: 1, after: { startTime: T0 + 2 * HOUR, activityId: "c" } })), ["a"], "page after c");
        checkEqual(idsOf(await repo.listActivitiesOverlapping("u1", { ranges: [{}] })), ["c", "a"], "overlap");
        checkEqual(idsOf(await repo.listActivities("u2", {}, { offset: 0, limit: 10 })), ["b"], "u2's activity of the same id");
      },
    },
    {
      name: "eraseUser removes every activity and idempotency record of the user, and nothing of others",
      async run() {
        const repo = await make();
        const record = { key: "k1", fingerprint: "f", createdAtMs: T0, expiresAtMs: T0 + 24 * HOUR, response: [] };
        await repo.addActivities("u1", [at("u1", "a", 0), at("u1", "b", 1)], { idempotency: record });
        await repo.addActivities("u2", [at("u2", "a", 0)], { idempotency: record });
        checkEqual(await repo.eraseUser("u1"), 2, "activities erased");
        checkEqual(await repo.countActivities("u1"), 0, "u1's count");
        checkEqual(await repo.listActivitiesOverlapping("u1", { ranges: [{}] }), [], "u1's overlap");
        checkEqual(await repo.getIdempotencyRecord("u1", "k1", T0 + 1), undefined, "u1's idempotency record");
        checkEqual(await repo.countActivities("u2"), 1, "u2's count");
        check((await repo.getIdempotencyRecord("u2", "k1", T0 + 1)) !== undefined, "u2's idempotency record");
        checkEqual(await repo.eraseUser("u1"), 0, "erasing again");
        check((await repo.addActivities("u1", [at("u1", "a", 0)], { idempotency: record })).ok, "the user can start again with the same key");
      },
    },
    {
      name: `concurrent adds and deletes keep every list exact (${concurrentAdds} adds)`,
      async run() {
        const repo = await make();
        const adds = Array.from({ length: concurrentAdds }, (_, i) => at("u1", `k${i}`, (i * 7919) % 101));
        await repo.addActivities("u1", adds.slice(0, concurrentAdds >> 1));
        const deleted = adds.slice(0, concurrentAdds >> 1).filter((_, i) => i % 3 === 0);
        const results = await Promise.all([
          ...adds.slice(concurrentAdds >> 1).map((a) => repo.addActivities("u1", [a])),
          ...deleted.map((a) => repo.deleteActivity("u1", a.activityId)),
        ]);
        check(results.every((r) => r === true || (typeof r === "object" && r.ok)), "every add and delete succeeds");
        const gone = new Set(idsOf(deleted));
        const expected = idsOf(referenceList(adds.filter((a) => !gone.has(a.activityId)), "u1", {}));
        checkEqual(await repo.countActivities("u1"), expected.length, "count");
        checkEqual(idsOf(await repo.listActivities("u1", {}, { offset: 0, limit: concurrentAdds })), expected, "list");
      },
    },
  ];
}
