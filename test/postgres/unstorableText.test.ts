import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { createPostgresActivityRepository, migrateActivityDatabase } from "../../src/postgres/index.js";
import { createActivityService } from "../../src/service/index.js";
import { activity, HOUR, NOW, PROFILE } from "../service/helpers.js";

// Issue 28 point 1 on PGlite: a NUL in deviceName, in an activity id or in `after`, and an `after` time before
// 4714 BC, made the service's promise reject with PostgreSQL's error (a 500 over HTTP). Each now gets its code.
const lite = new PGlite();
afterAll(async () => {
  await lite.close();
});

async function pgService() {
  await migrateActivityDatabase(lite, { schema: "unstorable" });
  let serial = 0;
  const repository = createPostgresActivityRepository(lite, { schema: "unstorable" });
  return createActivityService({ repository, clock: () => NOW, generateId: () => `id-${++serial}`, getProfile: () => PROFILE });
}

describe("text PostgreSQL cannot store, through the service on PGlite", () => {
  it("is refused or unknown with the library's codes, never a rejected promise", async () => {
    const service = await pgService();
    const stored = await service.addActivities("u1", [{ ...activity(NOW - HOUR), deviceName: "Run \uD83C\uDFC3 \u0001" }]);
    expect(stored.ok).toBe(true);

    const nul = await service.addActivities("u1", [{ ...activity(NOW - 2 * HOUR), deviceName: "Fore\u0000runner" }]);
    expect(nul.ok ? [] : nul.errors.map((e) => e.code)).toEqual([1060]);

    for (const read of [service.getActivity, service.getGps, service.deleteActivity]) {
      const result = await read("u1", "id-1\u0000");
      expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual([290]);
    }
    for (const after of [`${NOW}~id-1\u0000`, "-210866803200001~id-1", "-9007199254740991~id-1"]) {
      const result = await service.listActivities("u1", "ALL", { after });
      expect(result.ok ? [] : result.errors.map((e) => e.code), after).toEqual([1160]);
    }
    // the ends of the accepted range are times PostgreSQL compares
    for (const after of ["-210866803200000~id-1", "8640000000000000~id-1"]) {
      const result = await service.listActivities("u1", "ALL", { after });
      expect(result.ok && result.value.data.map((d) => d.activityId), after).toEqual(after.startsWith("-") ? [] : ["id-1"]);
    }
    const detail = await service.getActivity("u1", "id-1");
    expect(detail.ok && detail.value.deviceName).toBe("Run \uD83C\uDFC3 \u0001");
  });
});
