// Real connection faults on a PostgreSQL server (decision D-173): backends of the adapter's pool are terminated at
// random (pg_terminate_backend, as an administrator, a failover or idle_in_transaction_session_timeout do) while
// adds with an Idempotency-Key are retried until 201. Every failure must be a clean 500, every batch stored exactly
// once, and no connection error may escape as an uncaught exception: before the fix, `pg` emitted "error" on
// clients the adapter held without a listener, which ends a Node process (about 70 per run here).
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createPostgresActivityRepository, migrateActivityDatabase } from "../../src/postgres/index.js";
import { addRequest, decodeStart, encodedBody, expectCleanFailure, listEverything, reliabilityHandler, type SeenItem } from "../../src/testing/reliability/harness.js";
import { startTestServer } from "./testServer.js";

const server = await startTestServer();
if (typeof server === "string") console.warn(`skipping the PostgreSQL backend termination test: ${server}`);
afterAll(async () => {
  if (typeof server !== "string") await server.stop();
});

const USERS = 20;
const REQUESTS = 400;
const APP = `af_victim_${process.pid}`;

describe.skipIf(typeof server === "string")("backends terminated under adds", () => {
  it("every failed add answers a clean 500 and retries store every batch exactly once", async () => {
    if (typeof server === "string") return;
    const schema = server.newSchema();
    await migrateActivityDatabase(server.pool, { schema });
    const victims = new pg.Pool({ connectionString: server.url, max: 10, application_name: APP });
    victims.on("error", () => undefined); // idle clients whose backend was terminated (pg-pool's own event)
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown): void => void uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    const { handler, internalErrors } = reliabilityHandler(createPostgresActivityRepository(victims, { schema }));
    let running = true;
    let terminated = 0;
    const killer = (async () => {
      while (running) {
        const { rows } = await server.pool.query<{ t: boolean }>(
          `SELECT pg_terminate_backend(pid) AS t FROM pg_stat_activity WHERE application_name = $1 ORDER BY random() LIMIT 1`,
          [APP],
        );
        if (rows[0]?.t === true) terminated++;
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
      }
    })();
    const answered = Array.from({ length: USERS }, () => new Set<string>());
    let retries = 0;
    try {
      await Promise.all(
        Array.from({ length: REQUESTS }, async (_, i) => {
          const user = i % USERS;
          const body = encodedBody(user, Math.floor(i / USERS), 1 + (i % 3));
          for (let attempt = 1; ; attempt++) {
            expect(attempt).toBeLessThanOrEqual(100);
            const response = await handler(addRequest(user, body, `kill-key-${i}`));
            if (response.status === 201) {
              const items = (await response.json()) as SeenItem[];
              expect(items).toHaveLength(body.length);
              for (const item of items) answered[user]!.add(item.activityId);
              return;
            }
            retries++;
            await expectCleanFailure(response);
          }
        }),
      );
    } finally {
      running = false;
      await killer;
      process.off("uncaughtException", onUncaught);
    }
    expect(uncaught.map(String)).toEqual([]);
    expect(terminated).toBeGreaterThan(0);
    expect(retries).toBeGreaterThan(0);
    expect(internalErrors.length).toBe(retries); // each failed attempt is one error the handler reported
    const { handler: reader } = reliabilityHandler(createPostgresActivityRepository(server.pool, { schema }));
    for (let user = 0; user < USERS; user++) {
      const listed = (await listEverything(reader, user)) ?? [];
      const ids = listed.map((item) => item.activityId);
      expect(new Set(ids).size).toBe(ids.length);
      for (const item of listed) expect(decodeStart(Date.parse(String(item.startTime))).user).toBe(user);
      expect(new Set(ids)).toEqual(answered[user]);
    }
    await victims.end();
  }, 300_000);
});
