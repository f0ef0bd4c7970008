import type { ActivityRepository } from "../../src/repository/activityRepository.js";
import { check } from "../../src/testing/contract/check.js";
import { addRequest, decodeStart, encodedBody, listEverything, reliabilityHandler, type SeenItem } from "./harness.js";

/** Settings of {@link runLoad}. */
export interface LoadOptions {
  /** Adds in all, default 10 000. */
  readonly adds?: number;
  /** Users the adds are spread over (round robin), default 100. */
  readonly users?: number;
  /** Most adds in flight at once, default all of them. */
  readonly concurrency?: number;
  /** Current time source for latencies, ms; default `performance.now`. */
  readonly now?: () => number;
}

/** What {@link runLoad} measured. */
export interface LoadReport {
  /** Adds answered 201 (all of them, or the run fails). */
  readonly adds: number;
  /** Users. */
  readonly users: number;
  /** Most adds in flight at once. */
  readonly concurrency: number;
  /** Wall time from the first request to the last answer, ms. */
  readonly elapsedMs: number;
  /** Adds per second over the run. */
  readonly addsPerSecond: number;
  /** Median latency of one add, ms. */
  readonly p50Ms: number;
  /** 99th percentile latency of one add, ms. */
  readonly p99Ms: number;
  /** Longest latency of one add, ms. */
  readonly maxMs: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] as number);
}

/**
 * The load test of issue 13 : `adds` one-activity adds from `users` users through the HTTP handler
 * over the service and `repository`, at most `concurrency` in flight, then a model check of every answer: every
 * add answered 201 with one item; each user's list holds exactly the activities of that user's 201 answers (zero
 * lost, zero duplicated) and nothing of another user (start times encode the owner); another user's id is 404.
 * Throws a `RepositoryContractError` on any violation.
 *
 * @param repository - the storage (a fresh, empty one).
 * @param options - sizes.
 * @returns throughput and latency figures.
 */
export async function runLoad(repository: ActivityRepository, options: LoadOptions = {}): Promise<LoadReport> {
  const adds = options.adds ?? 10_000;
  const users = options.users ?? 100;
  const concurrency = Math.max(1, Math.min(options.concurrency ?? adds, adds));
  const now = options.now ?? (() => performance.now());
  const { handler, internalErrors } = reliabilityHandler(repository);
  const latencies: number[] = new Array<number>(adds);
  const expected = Array.from({ length: users }, () => new Map<string, number>());

  let next = 0;
  const started = now();
  async function worker(): Promise<void> {
    while (next < adds) {
      const i = next++;
      const user = i % users;
      const serial = Math.floor(i / users);
      const t0 = now();
      const response = await handler(addRequest(user, encodedBody(user, serial, 1)));
      latencies[i] = now() - t0;
      const text = await response.text();
      check(response.status === 201, `add ${i} answered ${response.status}: ${text.slice(0, 300)}`);
      const items = JSON.parse(text) as SeenItem[];
      check(items.length === 1, `add ${i} answered ${items.length} items`);
      const item = items[0] as SeenItem;
      check(!expected[user]!.has(item.activityId), `add ${i} got an id already answered to user ${user}`);
      expected[user]!.set(item.activityId, item.startTime as number);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedMs = now() - started;
  check(internalErrors.length === 0, `no internal error under load: ${String(internalErrors[0])}`);

  for (let user = 0; user < users; user++) {
    const listed = await listEverything(handler, user);
    check(listed !== undefined, `user ${user}'s list is readable`);
    const mine = expected[user]!;
    const seen = new Set<string>();
    for (const item of listed) {
      check(!seen.has(item.activityId), `user ${user} sees ${item.activityId} twice (duplicated)`);
      seen.add(item.activityId);
      const owner = decodeStart(Date.parse(String(item.startTime))).user;
      check(owner === user, `user ${user} sees an activity of user ${owner} (cross-user read)`);
      check(mine.has(item.activityId), `user ${user} sees ${item.activityId} that no answer gave (invented)`);
    }
    check(seen.size === mine.size, `user ${user} sees ${seen.size} activities, ${mine.size} were answered 201 (lost)`);
  }
  // another user's ids are not found
  const [someId] = expected[0]!.keys();
  if (someId !== undefined && users > 1) {
    const foreign = await handler(new Request(`http://reliability.test/v1/me/sport/activities/${someId}?access_token=token-1-secret`));
    check(foreign.status === 404, `another user's activity answers 404, got ${foreign.status}`);
  }

  const sorted = latencies.slice().sort((a, b) => a - b);
  return {
    adds,
    users,
    concurrency,
    elapsedMs,
    addsPerSecond: (adds / elapsedMs) * 1000,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted[sorted.length - 1] ?? 0,
  };
}
