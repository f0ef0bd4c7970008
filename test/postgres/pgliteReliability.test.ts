// Fault and load cases of issue 13 (reliabilityCases) on the PostgreSQL adapter over PGlite.
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, it } from "vitest";
import { createPostgresActivityRepository, migrateActivityDatabase } from "../../src/postgres/index.js";
import { reliabilityCases } from "../../src/testing/index.js";

const lite = new PGlite();
let schemas = 0;
afterAll(async () => {
  await lite.close();
});

describe("reliability on PGlite", () => {
  const cases = reliabilityCases(async () => {
    const schema = `reliability_${++schemas}`;
    await migrateActivityDatabase(lite, { schema });
    return createPostgresActivityRepository(lite, { schema });
  });
  for (const c of cases) {
    it(c.name, async () => {
      const t0 = performance.now();
      await c.run();
      console.log(`${((performance.now() - t0) / 1000).toFixed(1)} s: ${c.name}`);
    }, 900_000);
  }
});
