import type { IdempotencyRecord } from "../../repository/idempotencyRecord.js";
import { check, checkEqual, idsOf } from "./check.js";
import type { ContractSettings, RepositoryContractCase } from "./contractCase.js";
import { contractActivity } from "./fixtures.js";

const T0 = /* @__PURE__ */ Date.UTC(2020, 5, 15, 12);
const MINUTE = 60_000;
const DAY = 86_400_000;

/** An idempotency record of the contract: created at `createdAtMs`, live for one day, answering `ids`. */
function contractRecord(key: string, createdAtMs: number, ids: readonly string[], fingerprint = "f".repeat(64)): IdempotencyRecord {
  return {
    key,
    fingerprint,
    createdAtMs,
    expiresAtMs: createdAtMs + DAY,
    response: ids.map((activityId) => ({
      links: [{ rel: "self", href: `/v1/me/sport/activities/${activityId}` }],
      activityId,
      activityType: "RUN",
      deviceType: "WATCH",
      startTime: T0,
      duration: 30_000,
      timeZoneName: "UTC",
      metricSummary: { fuel: "7", distance: "0.06" },
    })),
  };
}

/**
 * Cases of idempotency records stored with a batch: atomic with the batch, per user,
 * expiring, refused when a live record holds the key (also under concurrency), never stored with a refused batch.
 *
 * @param settings - the contract settings.
 */
export function idempotencyCases({ make, concurrentAdds }: ContractSettings): RepositoryContractCase[] {
  return [
    {
      name: "an idempotency record is stored with its batch and read back by user and key while it lives",
      async run() {
        const repo = await make();
        const record = contractRecord("key-1", T0, ["a1"]);
        const outcome = await repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: "a1", startTime: T0 })], { idempotency: record });
        checkEqual(outcome, { ok: true, stored: 1 }, "addActivities outcome");
        checkEqual(await repo.getIdempotencyRecord("u1", "key-1", T0), record, "the record at its creation");
        checkEqual(await repo.getIdempotencyRecord("u1", "key-1", T0 + DAY - 1), record, "the record 1 ms before it expires");
        checkEqual(await repo.getIdempotencyRecord("u1", "key-1", T0 + DAY), undefined, "the record when it expires");
        checkEqual(await repo.getIdempotencyRecord("u2", "key-1", T0), undefined, "another user's key");
        checkEqual(await repo.getIdempotencyRecord("u1", "KEY-1", T0), undefined, "keys are case-sensitive");
      },
    },
    {
      name: "an add with a live idempotency key stores nothing and returns the stored record (IDEMPOTENCY_KEY_USED)",
      async run() {
        const repo = await make();
        const first = contractRecord("k", T0, ["a1"]);
        await repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: "a1", startTime: T0 })], { idempotency: first });
        for (const fingerprint of ["f".repeat(64), "0".repeat(64)]) {
          const again = contractRecord("k", T0 + MINUTE, ["a2"], fingerprint);
          const outcome = await repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: "a2", startTime: T0 })], { idempotency: again });
          checkEqual(outcome, { ok: false, reason: "IDEMPOTENCY_KEY_USED", record: first }, `outcome of a repeat (fingerprint ${fingerprint.slice(0, 4)}…)`);
        }
        checkEqual(idsOf(await repo.listActivities("u1", {}, { offset: 0, limit: 10 })), ["a1"], "only the first batch is stored");
        checkEqual(await repo.getIdempotencyRecord("u1", "k", T0 + MINUTE), first, "the first record stays");
      },
    },
    {
      name: "a refused batch stores no idempotency record, and an add without a key stores none",
      async run() {
        const repo = await make();
        await repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: "a1", startTime: T0 })]);
        const duplicate = await repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: "a1", startTime: T0 })], {
          idempotency: contractRecord("dup", T0, ["a1"]),
        });
        check(!duplicate.ok && duplicate.reason === "DUPLICATE_ID", "the batch with a stored id is refused");
        checkEqual(await repo.getIdempotencyRecord("u1", "dup", T0), undefined, "no record of the refused batch");
        const wrongUser = await repo.addActivities("u1", [contractActivity({ userId: "u2", activityId: "b1", startTime: T0 })], {
          idempotency: contractRecord("wrong", T0, ["b1"]),
        });
        check(!wrongUser.ok && wrongUser.reason === "WRONG_USER", "the batch with another user's activity is refused");
        checkEqual(await repo.getIdempotencyRecord("u1", "wrong", T0), undefined, "no record of the WRONG_USER batch");
        const retry = await repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: "a2", startTime: T0 })], {
          idempotency: contractRecord("dup", T0 + MINUTE, ["a2"]),
        });
        checkEqual(retry, { ok: true, stored: 1 }, "the key of a refused batch is free");
      },
    },
    {
      name: "idempotency keys are per user",
      async run() {
        const repo = await make();
        const mine = contractRecord("shared", T0, ["a1"]);
        const theirs = contractRecord("shared", T0, ["b1"], "0".repeat(64));
        checkEqual(await repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: "a1", startTime: T0 })], { idempotency: mine }), { ok: true, stored: 1 }, "u1's add");
        checkEqual(await repo.addActivities("u2", [contractActivity({ userId: "u2", activityId: "b1", startTime: T0 })], { idempotency: theirs }), { ok: true, stored: 1 }, "u2's add with u1's key");
        checkEqual(await repo.getIdempotencyRecord("u1", "shared", T0), mine, "u1's record");
        checkEqual(await repo.getIdempotencyRecord("u2", "shared", T0), theirs, "u2's record");
      },
    },
    {
      name: "an expired idempotency key is free again and its new record replaces the old",
      async run() {
        const repo = await make();
        await repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: "a1", startTime: T0 })], { idempotency: contractRecord("k", T0, ["a1"]) });
        const later = contractRecord("k", T0 + DAY, ["a2"], "0".repeat(64));
        const outcome = await repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: "a2", startTime: T0 })], { idempotency: later });
        checkEqual(outcome, { ok: true, stored: 1 }, "an add when the first record has just expired");
        checkEqual(await repo.getIdempotencyRecord("u1", "k", T0 + DAY), later, "the new record");
        checkEqual(await repo.countActivities("u1"), 2, "both batches are stored");
      },
    },
    {
      name: "a stored idempotency record is independent of the caller's objects",
      async run() {
        const repo = await make();
        const record = contractRecord("k", T0, ["a1"]);
        const original = structuredClone(record);
        await repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: "a1", startTime: T0 })], { idempotency: record });
        (record as { fingerprint: string }).fingerprint = "changed";
        (record.response[0] as { activityId: string }).activityId = "changed";
        checkEqual(await repo.getIdempotencyRecord("u1", "k", T0), original, "what is read after mutating the input");
        const read = await repo.getIdempotencyRecord("u1", "k", T0);
        try {
          (read as { fingerprint: string }).fingerprint = "changed again";
        } catch {
          // a frozen record is fine
        }
        checkEqual(await repo.getIdempotencyRecord("u1", "k", T0), original, "what is read after mutating a read record");
      },
    },
    {
      name: `${Math.max(2, Math.min(concurrentAdds, 50))} concurrent adds with one idempotency key store exactly one batch`,
      async run() {
        const repo = await make();
        const n = Math.max(2, Math.min(concurrentAdds, 50));
        const outcomes = await Promise.all(
          Array.from({ length: n }, (_, i) =>
            repo.addActivities(
              "u1",
              [0, 1].map((k) => contractActivity({ userId: "u1", activityId: `t${i}-${k}`, startTime: T0 + (i * 2 + k) * MINUTE })),
              { idempotency: contractRecord("race", T0, [`t${i}-0`, `t${i}-1`]) },
            ),
          ),
        );
        const winners = outcomes.flatMap((o, i) => (o.ok ? [i] : []));
        checkEqual(winners.length, 1, "successful adds");
        const winner = winners[0] as number;
        for (const outcome of outcomes) {
          if (outcome.ok) continue;
          check(outcome.reason === "IDEMPOTENCY_KEY_USED", `a losing add is IDEMPOTENCY_KEY_USED, got ${outcome.reason}`);
          checkEqual(idsOf(outcome.record.response), [`t${winner}-0`, `t${winner}-1`], "a losing add gets the winner's record");
        }
        checkEqual(idsOf(await repo.listActivities("u1", {}, { offset: 0, limit: 1000 })), [`t${winner}-1`, `t${winner}-0`], "only the winner's batch is stored");
      },
    },
  ];
}
