// Fault and load cases of issue 13 over the in-memory repository (the PostgreSQL adapter runs the same cases).
import { describe, it } from "vitest";
import { createInMemoryActivityRepository } from "../../src/repository/index.js";
import { reliabilityCases } from "./reliabilityCases.js";

describe("reliability over the in-memory repository", () => {
  for (const c of reliabilityCases(createInMemoryActivityRepository)) it(c.name, () => c.run(), 180_000);
});
