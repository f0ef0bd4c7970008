import type { ActivityRepository } from "../../src/repository/activityRepository.js";
import { check } from "../../src/testing/contract/check.js";
import type { RepositoryContractCase } from "../../src/testing/contract/contractCase.js";
import { createFaultyRepository, type FaultOptions } from "./createFaultyRepository.js";
import {
  addRequest,
  decodeStart,
  encodedBody,
  expectCleanFailure,
  listEverything,
  reliabilityHandler,
  type SeenItem,
} from "./harness.js";
import { runLoad } from "./runLoad.js";
import { seededRandom } from "../../src/testing/contract/fixtures.js";

/** Options of {@link reliabilityCases}. */
export interface ReliabilityOptions {
  /** Seed of faults and batch sizes, default 20261123 (a failure names its seed). */
  readonly seed?: number;
  /** Concurrent add requests in each fault case, default 400. */
  readonly faultRequests?: number;
  /** Adds of the load case, default 10 000 (from {@link loadUsers} users). */
  readonly loadAdds?: number;
  /** Users of the load case, default 100. */
  readonly loadUsers?: number;
}

/** Users of the fault cases. */
const FAULT_USERS = 20;

/** The ids, per user, that a list shows; fails on a list showing an id twice or another user's activity. */
function byUser(lists: readonly (readonly SeenItem[])[]): Set<string>[] {
  return lists.map((list, user) => {
    const ids = new Set<string>();
    for (const item of list) {
      check(!ids.has(item.activityId), `user ${user} sees ${item.activityId} twice`);
      check(decodeStart(Date.parse(String(item.startTime))).user === user, `user ${user} sees another user's activity`);
      ids.add(item.activityId);
    }
    return ids;
  });
}

async function listAll(repository: ActivityRepository, users: number): Promise<Set<string>[]> {
  const { handler } = reliabilityHandler(repository);
  const lists: SeenItem[][] = [];
  for (let user = 0; user < users; user++) {
    const list = await listEverything(handler, user);
    check(list !== undefined, "a list without faults is readable");
    lists.push(list);
  }
  return byUser(lists);
}

function sameSets(actual: readonly Set<string>[], expected: readonly Set<string>[], what: string): void {
  actual.forEach((ids, user) => {
    const want = expected[user] ?? new Set<string>();
    const lost = [...want].filter((id) => !ids.has(id));
    const extra = [...ids].filter((id) => !want.has(id));
    check(lost.length === 0 && extra.length === 0, `${what}: user ${user} lost ${lost.length} (${lost.slice(0, 3).join(", ")}), has ${extra.length} unexpected (${extra.slice(0, 3).join(", ")})`);
  });
}

/**
 * Fault and load cases of issue 13  over any repository factory, runner-agnostic like the
 * contract: the service and the HTTP handler run over the repository wrapped by {@link createFaultyRepository}.
 * - failed adds store nothing and answer a clean 500 (code 1290, nothing of the fault); successful adds are listed
 *   exactly once;
 * - with faults after commit too, clients that retry with an `Idempotency-Key` until 201 get every batch stored
 *   exactly once, and the 201 they finally get names what is stored;
 * - lists read during concurrent batch adds (under faults) never show part of a batch;
 * - {@link runLoad}: 10 000 concurrent adds from 100 users with a model check of every answer.
 *
 * @example
 * ```ts
 * for (const c of reliabilityCases(() => createMyDatabaseRepository())) test(c.name, c.run, 120_000);
 * ```
 *
 * @param createRepository - makes a fresh, empty repository (sync or async).
 * @param options - seed and sizes.
 * @returns the cases.
 */
export function reliabilityCases(
  createRepository: () => ActivityRepository | Promise<ActivityRepository>,
  options: ReliabilityOptions = {},
): RepositoryContractCase[] {
  const seed = options.seed ?? 20261123;
  const requests = options.faultRequests ?? 400;
  const loadAdds = options.loadAdds ?? 10_000;
  const loadUsers = options.loadUsers ?? 100;

  async function faulty(faults: Omit<FaultOptions, "seed">, salt: number) {
    const inner = await createRepository();
    const { repository, stats } = createFaultyRepository(inner, { seed: seed + salt, ...faults });
    return { inner, stats, ...reliabilityHandler(repository) };
  }

  return [
    {
      name: `under storage faults (seed ${seed}), a failed add stores nothing and answers a clean 500; a successful add is listed exactly once`,
      async run() {
        const { inner, stats, handler } = await faulty({ rejectBefore: 0.2, delay: 0.4 }, 1);
        const random = seededRandom(seed);
        const answered = Array.from({ length: FAULT_USERS }, () => new Set<string>());
        let failures = 0;
        await Promise.all(
          Array.from({ length: requests }, async (_, i) => {
            const user = i % FAULT_USERS;
            const response = await handler(addRequest(user, encodedBody(user, Math.floor(i / FAULT_USERS), 1 + Math.floor(random() * 3))));
            if (response.status === 201) {
              for (const item of (await response.json()) as SeenItem[]) answered[user]!.add(item.activityId);
            } else {
              failures++;
              await expectCleanFailure(response);
            }
          }),
        );
        check(failures > 0 && stats.faults["reject-before"] > 0, "the run injected faults that failed adds");
        sameSets(await listAll(inner, FAULT_USERS), answered, "stored activities equal those answered 201");
      },
    },
    {
      name: `under faults before and after commit (seed ${seed}), retries with an Idempotency-Key store every batch exactly once`,
      async run() {
        const { inner, stats, handler } = await faulty({ rejectBefore: 0.15, rejectAfter: 0.15, delay: 0.4 }, 2);
        const random = seededRandom(seed + 2);
        const answered = Array.from({ length: FAULT_USERS }, () => new Set<string>());
        let retries = 0;
        await Promise.all(
          Array.from({ length: requests }, async (_, i) => {
            const user = i % FAULT_USERS;
            const body = encodedBody(user, Math.floor(i / FAULT_USERS), 1 + Math.floor(random() * 3));
            for (let attempt = 1; ; attempt++) {
              check(attempt <= 60, `request ${i} never succeeded in 60 attempts`);
              const response = await handler(addRequest(user, body, `retry-key-${i}`));
              if (response.status === 201) {
                const items = (await response.json()) as SeenItem[];
                check(items.length === body.length, "the final answer names the whole batch");
                for (const item of items) answered[user]!.add(item.activityId);
                return;
              }
              retries++;
              await expectCleanFailure(response);
            }
          }),
        );
        check(retries > 0 && stats.faults["reject-after"] > 0, "the run lost answers after commit and retried");
        sameSets(await listAll(inner, FAULT_USERS), answered, "stored activities equal those of the final 201 answers");
      },
    },
    {
      name: `lists read during concurrent batch adds under faults (seed ${seed}) show whole batches only`,
      async run() {
        const { handler } = await faulty({ rejectBefore: 0.1, delay: 0.5 }, 3);
        const batchSize = 4;
        const adds = Array.from({ length: Math.max(8, Math.floor(requests / 4)) }, async (_, i) => {
          const response = await handler(addRequest(0, encodedBody(0, i, batchSize)));
          if (response.status !== 201) await expectCleanFailure(response);
        });
        let readsChecked = 0;
        const reads = Array.from({ length: Math.max(8, Math.floor(requests / 8)) }, async () => {
          const list = await listEverything(handler, 0);
          if (list === undefined) return;
          const perBatch = new Map<number, number>();
          for (const item of list) {
            const { serial } = decodeStart(Date.parse(String(item.startTime)));
            perBatch.set(serial, (perBatch.get(serial) ?? 0) + 1);
          }
          for (const [serial, n] of perBatch) check(n === batchSize, `a list shows ${n} of the ${batchSize} activities of batch ${serial}`);
          readsChecked++;
        });
        await Promise.all([...adds, ...reads]);
        check(readsChecked > 0, "some lists were read");
      },
    },
    {
      name: `${loadAdds} concurrent adds from ${loadUsers} users: every answer checked against a model (none lost, duplicated or crossed)`,
      async run() {
        await runLoad(await createRepository(), { adds: loadAdds, users: loadUsers });
      },
    },
  ];
}
