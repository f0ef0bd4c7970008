// A connection error of a client the adapter holds must reach the adapter, never become an
// uncaught exception (a Node process ends on an "error" event nobody listens to). These fakes reproduce pg-pool's
// hand-over: a waiting connect() gets an idle client while that connection's input is being parsed, and a FATAL
// message in the same chunk emits "error" before any promise continuation can run.
import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import type { PgClientLike, PgPoolLike } from "../../src/postgres/pgPoolLike.js";
import { toSqlExecutor } from "../../src/postgres/sqlExecutor.js";
import { checkOutClient } from "../../src/postgres/checkOutClient.js";

class FakeClient extends EventEmitter implements PgClientLike {
  readonly statements: string[] = [];
  readonly released: (Error | boolean | undefined)[] = [];
  async query(text: string): Promise<{ rows: unknown[] }> {
    this.statements.push(text);
    return { rows: [] };
  }
  release(error?: Error | boolean): void {
    this.released.push(error);
  }
}

/** Emits `error` on `client` as pg does, recording it in `unhandled` instead of throwing when nobody listens. */
function emitConnectionError(client: FakeClient, error: Error, unhandled: Error[]): void {
  if (client.listenerCount("error") === 0) unhandled.push(error);
  else client.emit("error", error);
}

/** A pool like pg.Pool: the callback form is called on hand-over; the promise form resolves then. */
function handOverPool(client: FakeClient, terminate: (client: FakeClient) => void): PgPoolLike {
  return {
    query: async () => ({ rows: [] }),
    connect(callback?: (error: Error | undefined, client: PgClientLike | undefined) => void): Promise<PgClientLike> | void {
      const handOver = (give: (c: FakeClient) => void) =>
        setImmediate(() => {
          // one "socket data" event: the client is handed over, then the rest of the chunk is parsed
          give(client);
          terminate(client);
        });
      if (callback !== undefined) {
        handOver((c) => callback(undefined, c));
        return;
      }
      return new Promise((resolve) => handOver(resolve));
    },
  };
}

describe("a transaction's client and its connection errors", () => {
  it("hears an error emitted on hand-over, before a promise could resume, and discards the client", async () => {
    const client = new FakeClient();
    const unhandled: Error[] = [];
    const terminated = new Error("terminating connection due to administrator command");
    const executor = toSqlExecutor(handOverPool(client, (c) => emitConnectionError(c, terminated, unhandled)));
    await expect(executor.transaction(async (session) => session.query("SELECT 1"))).resolves.toEqual([]);
    expect(unhandled).toEqual([]);
    expect(client.released).toEqual([terminated]); // the pool discards a client released with an error
    expect(client.listenerCount("error")).toBe(0); // the adapter's listener is gone once the client is back
  });

  it("hears an error emitted between statements and releases a healthy client without one", async () => {
    const unhandled: Error[] = [];
    const broken = new FakeClient();
    const lost = new Error("Connection terminated unexpectedly");
    await toSqlExecutor(handOverPool(broken, () => undefined)).transaction(async (session) => {
      emitConnectionError(broken, lost, unhandled);
      return session.query("SELECT 1");
    });
    expect(unhandled).toEqual([]);
    expect(broken.released).toEqual([lost]);
    const healthy = new FakeClient();
    await toSqlExecutor(handOverPool(healthy, () => undefined)).transaction(async (session) => session.query("SELECT 1"));
    expect(healthy.statements).toEqual(["BEGIN", "SELECT 1", "COMMIT"]);
    expect(healthy.released).toEqual([undefined]);
  });

  it("works with a pool that only answers with a promise", async () => {
    const client = new FakeClient();
    const pool: PgPoolLike = { query: async () => ({ rows: [] }), connect: async () => client };
    const onError = (): void => undefined;
    expect(await checkOutClient(pool, onError)).toBe(client);
    expect(client.listeners("error")).toEqual([onError]);
  });

  it("keeps the one client of a pool that both calls back and resolves, and gives a second one back", async () => {
    const first = new FakeClient();
    const same: PgPoolLike = {
      query: async () => ({ rows: [] }),
      connect: (callback) => (callback?.(undefined, first), Promise.resolve(first)),
    };
    expect(await checkOutClient(same, () => undefined)).toBe(first);
    await Promise.resolve();
    expect(first.released).toEqual([]);
    const second = new FakeClient();
    const two: PgPoolLike = {
      query: async () => ({ rows: [] }),
      connect: (callback) => (callback?.(undefined, first), Promise.resolve(second)),
    };
    expect(await checkOutClient(two, () => undefined)).toBe(first);
    await Promise.resolve();
    expect(second.released).toEqual([undefined]);
  });

  it("rejects with the pool's error (callback, promise or throw)", async () => {
    const refused = new Error("connect ECONNREFUSED");
    const viaCallback: PgPoolLike = { query: async () => ({ rows: [] }), connect: (callback) => callback?.(refused, undefined) };
    const viaPromise: PgPoolLike = { query: async () => ({ rows: [] }), connect: () => Promise.reject(refused) };
    const viaThrow: PgPoolLike = {
      query: async () => ({ rows: [] }),
      connect: () => {
        throw refused;
      },
    };
    for (const pool of [viaCallback, viaPromise, viaThrow]) await expect(toSqlExecutor(pool).transaction(async () => 1)).rejects.toBe(refused);
  });
});
