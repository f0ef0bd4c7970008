// `npm run serve` with DATABASE_URL: an idle connection of its pool whose backend ends (an administrator, a
// failover, a server restart) must not end the demo server. pg-pool emits "error" on the pool for an idle client's
// connection error; without a listener that is an uncaught exception, which ends a Node process.
import { afterAll, describe, expect, it } from "vitest";
import { demoStorage } from "../../examples/serve.js";
import { startTestServer } from "./testServer.js";

const server = await startTestServer();
if (typeof server === "string") console.warn(`skipping the serve idle-connection test: ${server}`);
afterAll(async () => {
  if (typeof server !== "string") await server.stop();
});

const APP = `af_serve_${process.pid}`;

describe.skipIf(typeof server === "string")("npm run serve with DATABASE_URL", () => {
  it("survives the end of its idle connections and reconnects", async () => {
    if (typeof server === "string") return;
    const url = new URL(server.url);
    url.searchParams.set("application_name", APP);
    const storage = await demoStorage([], { DATABASE_URL: url.toString() });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown): void => void uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      await storage.repository.countActivities("nobody"); // a connection of the pool, idle afterwards
      const { rows } = await server.pool.query<{ t: boolean }>("SELECT pg_terminate_backend(pid) AS t FROM pg_stat_activity WHERE application_name = $1", [APP]);
      expect(rows.length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 300)); // the terminated connections report their end
      expect(uncaught).toEqual([]);
      expect(await storage.repository.countActivities("nobody")).toBe(0); // a new connection
    } finally {
      process.off("uncaughtException", onUncaught);
      await storage.close();
    }
  });
});
