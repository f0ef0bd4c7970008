import type { PgClientLike, PgPoolLike } from "./pgPoolLike.js";

/**
 * Checks a client out of `pool` with `onError` listening for its `"error"` event from the moment the pool hands
 * it over. `pg` emits that event on a checked-out client whose connection ends (a terminated
 * backend, a failover, a network failure), and Node throws an `"error"` event nobody listens to as an uncaught
 * exception, which ends the process. With a promise, the listener would come one microtask late: `pg-pool` hands
 * an idle client to a waiting `connect()` while it is still parsing that connection's input, and a FATAL message in
 * the same chunk is emitted before the promise's continuation runs. So the callback form of `pg.Pool#connect`
 * (called synchronously on hand-over) is used; a pool that answers with a promise instead is awaited.
 *
 * @param pool - the pool.
 * @param onError - receives the client's connection errors until the caller removes it.
 * @returns the client, `onError` attached when it has `on`.
 */
export function checkOutClient(pool: PgPoolLike, onError: (error: Error) => void): Promise<PgClientLike> {
  return new Promise<PgClientLike>((resolve, reject) => {
    let taken: PgClientLike | undefined;
    let settled = false;
    const take = (error: unknown, client: PgClientLike | undefined): void => {
      if (settled) {
        // a pool that both called back and resolved: a second client goes back, the same one stays ours
        if (client !== undefined && client !== taken) client.release();
        return;
      }
      settled = true;
      taken = client;
      if (client === undefined || (error !== undefined && error !== null)) {
        reject(error ?? new Error("pool.connect gave no client"));
        return;
      }
      client.on?.("error", onError);
      resolve(client);
    };
    let returned: Promise<PgClientLike> | void;
    try {
      returned = pool.connect((error, client) => take(error ?? undefined, client));
    } catch (error) {
      take(error, undefined);
      return;
    }
    if (returned !== undefined && typeof (returned as Partial<Promise<PgClientLike>>).then === "function") {
      returned.then(
        (client) => take(undefined, client),
        (error: unknown) => take(error, undefined),
      );
    }
  });
}
