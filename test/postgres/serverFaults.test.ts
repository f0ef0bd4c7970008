// Real faults of a PostgreSQL server under concurrent adds through the HTTP handler: backends terminated at random
// (pg_terminate_backend, as an administrator, a failover or idle_in_transaction_session_timeout do), statements
// cancelled by statement_timeout while a lock holds them, and a server restart. Half of the requests carry an
// Idempotency-Key and are retried until 201; the others are sent once. Afterwards: every failure was a clean 500,
// each request answered 201 is stored exactly once, none answered 500 only is stored, no batch is stored in part,
// no user sees another's activity, and no connection error escaped as an uncaught exception (a Node process ends
// on an "error" event nobody listens to).
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createPostgresActivityRepository, migrateActivityDatabase } from "../../src/postgres/index.js";
import { addRequest, decodeStart, encodedBody, expectCleanFailure, listEverything, reliabilityHandler, type SeenItem } from "../reliability/harness.js";
import { startTestServer, type TestServer } from "./testServer.js";

const shared = await startTestServer();
// the restart needs a cluster of its own: the shared server serves other test files at the same time
const own = await startTestServer({ ownCluster: true });
for (const s of [shared, own]) if (typeof s === "string") console.warn(`skipping PostgreSQL fault tests: ${s}`);
afterAll(async () => {
  for (const s of [shared, own]) if (typeof s !== "string") await s.stop();
});

const USERS = 20;
const REQUESTS = 400;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A fault running beside the requests until `stop`, which resolves how many times it struck. */
interface Fault {
  stop(): Promise<number>;
}

interface Run {
  /** Failed attempts (clean 500s). */
  readonly failures: number;
  /** Uncaught exceptions seen during the run. */
  readonly uncaught: unknown[];
}

/**
 * Sends the requests over a pool of 10 on `server` while `startFault` runs, then checks what is stored.
 *
 * @param server - the server.
 * @param poolOptions - options of the adapter's pool (e.g. `statement_timeout`).
 * @param startFault - starts the fault, given the schema and the application name of the adapter's connections.
 */
async function underFault(server: TestServer, poolOptions: pg.PoolConfig, startFault: (schema: string, application: string) => Fault): Promise<Run & { strikes: number }> {
  const schema = server.newSchema();
  await migrateActivityDatabase(server.pool, { schema });
  const application = `af_victim_${process.pid}_${schema}`;
  const victims = new pg.Pool({ connectionString: server.url, max: 10, application_name: application, ...poolOptions });
  victims.on("error", () => undefined); // idle clients whose connection ended (pg-pool's own event)
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown): void => void uncaught.push(error);
  process.on("uncaughtException", onUncaught);
  const { handler, internalErrors } = reliabilityHandler(createPostgresActivityRepository(victims, { schema }));
  const fault = startFault(schema, application);
  const answered = Array.from({ length: USERS }, () => new Map<string, number>()); // id → serial
  const sizes = new Map<string, number>(); // "user/serial" → batch size
  const failedOnce = new Set<string>(); // "user/serial" of requests sent once that failed
  let failures = 0;
  let strikes = 0;
  try {
    await Promise.all(
      Array.from({ length: REQUESTS }, async (_, i) => {
        const user = i % USERS;
        const serial = Math.floor(i / USERS);
        const size = 1 + (i % 3);
        const body = encodedBody(user, serial, size);
        sizes.set(`${user}/${serial}`, size);
        const keyed = i % 2 === 0;
        await sleep(Math.random() * 1500); // requests spread over the fault's time
        for (let attempt = 1; ; attempt++) {
          expect(attempt).toBeLessThanOrEqual(400);
          const response = await handler(addRequest(user, body, keyed ? `fault-key-${i}` : undefined));
          if (response.status === 201) {
            const items = (await response.json()) as SeenItem[];
            expect(items).toHaveLength(size);
            for (const item of items) answered[user]!.set(item.activityId, serial);
            return;
          }
          failures++;
          await expectCleanFailure(response);
          if (!keyed) {
            failedOnce.add(`${user}/${serial}`);
            return;
          }
          await sleep(10 + Math.random() * 40);
        }
      }),
    );
  } finally {
    strikes = await fault.stop();
    process.off("uncaughtException", onUncaught);
    await victims.end();
  }
  expect(internalErrors.length).toBe(failures); // each failure is one error the handler reported
  const { handler: reader } = reliabilityHandler(createPostgresActivityRepository(server.pool, { schema }));
  for (let user = 0; user < USERS; user++) {
    const listed = (await listEverything(reader, user)) ?? [];
    const ids = listed.map((item) => item.activityId);
    expect(new Set(ids).size).toBe(ids.length);
    const perRequest = new Map<number, number>();
    for (const item of listed) {
      const { user: owner, serial } = decodeStart(Date.parse(String(item.startTime)));
      expect(owner).toBe(user);
      expect(failedOnce.has(`${user}/${serial}`), `request ${user}/${serial} answered 500 and is stored`).toBe(false);
      perRequest.set(serial, (perRequest.get(serial) ?? 0) + 1);
    }
    for (const [serial, n] of perRequest) expect(n, `request ${user}/${serial} stored in part`).toBe(sizes.get(`${user}/${serial}`));
    expect(new Set(ids)).toEqual(new Set(answered[user]!.keys()));
  }
  return { failures, uncaught, strikes };
}

describe.skipIf(typeof shared === "string")("faults of a PostgreSQL server under concurrent adds", () => {
  it("backends terminated at random", async () => {
    if (typeof shared === "string") return;
    const run = await underFault(shared, {}, (_, application) => {
      let running = true;
      let terminated = 0;
      const killer = (async () => {
        while (running) {
          const { rows } = await shared.pool.query<{ t: boolean }>(
            "SELECT pg_terminate_backend(pid) AS t FROM pg_stat_activity WHERE application_name = $1 ORDER BY random() LIMIT 1",
            [application],
          );
          if (rows[0]?.t === true) terminated++;
          await sleep(5 + Math.random() * 20);
        }
      })();
      return {
        async stop() {
          running = false;
          await killer;
          return terminated;
        },
      };
    });
    expect(run.uncaught.map(String)).toEqual([]);
    expect(run.strikes).toBeGreaterThan(0);
    expect(run.failures).toBeGreaterThan(0);
  }, 300_000);

  it("statements cancelled by statement_timeout while a lock holds them", async () => {
    if (typeof shared === "string") return;
    const run = await underFault(shared, { statement_timeout: 40 }, (schema) => {
      let running = true;
      let locks = 0;
      const locker = (async () => {
        const client = await shared.pool.connect();
        try {
          while (running) {
            // holds every insert into the activities for a while, longer than the timeout about half of the time
            await client.query("BEGIN");
            await client.query(`LOCK TABLE "${schema}".activity_fuel_activities IN SHARE ROW EXCLUSIVE MODE`);
            await sleep(10 + Math.random() * 60);
            await client.query("COMMIT");
            locks++;
            await sleep(20 + Math.random() * 40);
          }
        } finally {
          client.release();
        }
      })();
      return {
        async stop() {
          running = false;
          await locker;
          return locks;
        },
      };
    });
    expect(run.uncaught.map(String)).toEqual([]);
    expect(run.strikes).toBeGreaterThan(0);
    expect(run.failures).toBeGreaterThan(0);
  }, 300_000);

  it.skipIf(typeof own === "string")("a server restart", async () => {
    if (typeof own === "string" || own.restart === undefined) return;
    const restart = own.restart;
    const run = await underFault(own, {}, () => {
      const restarts = (async () => {
        await sleep(300);
        await restart();
        await sleep(500);
        await restart();
        return 2;
      })();
      return { stop: () => restarts };
    });
    expect(run.uncaught.map(String)).toEqual([]);
    expect(run.failures).toBeGreaterThan(0);
  }, 300_000);
});
