import { check, checkEqual, idsOf } from "./check.js";
import type { ContractSettings, RepositoryContractCase } from "./contractCase.js";
import { contractActivity, summaryOf } from "./fixtures.js";

const T0 = /* @__PURE__ */ Date.UTC(2020, 5, 15, 12);
const HOUR = 3_600_000;

/**
 * Cases of storing and reading by id: round trip, not found, atomic batches, per-user ids.
 *
 * @param settings - the contract settings.
 */
export function storageCases({ make }: ContractSettings): RepositoryContractCase[] {
  return [
    {
      name: "an added activity is read back equal by id, and listed",
      async run() {
        const repo = await make();
        const a = contractActivity({ userId: "u1", activityId: "a1", startTime: T0 });
        const outcome = await repo.addActivities("u1", [a]);
        checkEqual(outcome, { ok: true, stored: 1 }, "addActivities outcome");
        checkEqual(await repo.getActivity("u1", "a1"), a, "getActivity returns what was stored");
        checkEqual((await repo.listActivities("u1", {}, { offset: 0, limit: 10 })).map(summaryOf), [summaryOf(a)], "listActivities");
        checkEqual(await repo.countActivities("u1"), 1, "countActivities");
      },
    },
    {
      name: "an unknown id, another user's id and an unknown user give nothing",
      async run() {
        const repo = await make();
        await repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: "a1", startTime: T0 })]);
        checkEqual(await repo.getActivity("u1", "nope"), undefined, "unknown id");
        checkEqual(await repo.getActivity("u2", "a1"), undefined, "another user's id");
        checkEqual(await repo.listActivities("u2", {}, { offset: 0, limit: 10 }), [], "unknown user's list");
        checkEqual(await repo.countActivities("u2"), 0, "unknown user's count");
        checkEqual(await repo.listActivitiesOverlapping("u2", { ranges: [{}] }), [], "unknown user's overlap");
      },
    },
    {
      name: "an empty batch succeeds and stores nothing",
      async run() {
        const repo = await make();
        checkEqual(await repo.addActivities("u1", []), { ok: true, stored: 0 }, "empty batch outcome");
        checkEqual(await repo.countActivities("u1"), 0, "count after an empty batch");
      },
    },
    {
      name: "a batch with an id already stored is refused whole (DUPLICATE_ID)",
      async run() {
        const repo = await make();
        await repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: "a1", startTime: T0 })]);
        const batch = [
          contractActivity({ userId: "u1", activityId: "a2", startTime: T0 + HOUR }),
          contractActivity({ userId: "u1", activityId: "a1", startTime: T0 + 2 * HOUR }),
          contractActivity({ userId: "u1", activityId: "a3", startTime: T0 + 3 * HOUR }),
        ];
        checkEqual(await repo.addActivities("u1", batch), { ok: false, reason: "DUPLICATE_ID", activityId: "a1" }, "outcome");
        checkEqual(await repo.countActivities("u1"), 1, "nothing of the refused batch is stored");
        checkEqual(await repo.getActivity("u1", "a2"), undefined, "a2 of the refused batch");
        checkEqual((await repo.getActivity("u1", "a1"))?.activity.startTime, T0, "the stored a1 is unchanged");
      },
    },
    {
      name: "a batch holding one id twice is refused whole (DUPLICATE_ID)",
      async run() {
        const repo = await make();
        const batch = [
          contractActivity({ userId: "u1", activityId: "a1", startTime: T0 }),
          contractActivity({ userId: "u1", activityId: "a2", startTime: T0 + HOUR }),
          contractActivity({ userId: "u1", activityId: "a1", startTime: T0 + 2 * HOUR }),
        ];
        checkEqual(await repo.addActivities("u1", batch), { ok: false, reason: "DUPLICATE_ID", activityId: "a1" }, "outcome");
        checkEqual(await repo.countActivities("u1"), 0, "nothing stored");
      },
    },
    {
      name: "a batch holding another user's activity is refused whole (WRONG_USER)",
      async run() {
        const repo = await make();
        const batch = [
          contractActivity({ userId: "u1", activityId: "a1", startTime: T0 }),
          contractActivity({ userId: "u2", activityId: "a2", startTime: T0 + HOUR }),
        ];
        checkEqual(await repo.addActivities("u1", batch), { ok: false, reason: "WRONG_USER", activityId: "a2" }, "outcome");
        checkEqual(await repo.countActivities("u1"), 0, "nothing stored for u1");
        checkEqual(await repo.countActivities("u2"), 0, "nothing stored for u2");
      },
    },
    {
      name: "ids are unique per user: two users may hold the same id, each reads their own",
      async run() {
        const repo = await make();
        const mine = contractActivity({ userId: "u1", activityId: "same", startTime: T0 });
        const theirs = contractActivity({ userId: "u2", activityId: "same", startTime: T0 + HOUR, activityType: "WALK" });
        check((await repo.addActivities("u1", [mine])).ok, "u1's add succeeds");
        check((await repo.addActivities("u2", [theirs])).ok, "u2's add of the same id succeeds");
        checkEqual(await repo.getActivity("u1", "same"), mine, "u1 reads u1's");
        checkEqual(await repo.getActivity("u2", "same"), theirs, "u2 reads u2's");
        checkEqual(idsOf(await repo.listActivities("u1", {}, { offset: 0, limit: 10 })), ["same"], "u1's list");
      },
    },
    {
      name: "an offset past the end and a limit of 0 give empty pages",
      async run() {
        const repo = await make();
        const batch = [0, 1, 2].map((i) => contractActivity({ userId: "u1", activityId: `a${i}`, startTime: T0 + i * HOUR }));
        await repo.addActivities("u1", batch);
        checkEqual(await repo.listActivities("u1", {}, { offset: 3, limit: 5 }), [], "offset = count");
        checkEqual(await repo.listActivities("u1", {}, { offset: 99, limit: 5 }), [], "offset past the end");
        checkEqual(await repo.listActivities("u1", {}, { offset: 0, limit: 0 }), [], "limit 0");
      },
    },
  ];
}
