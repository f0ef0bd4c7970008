// The fault cases can fail: each is shown to catch a repository with the defect it is about.
import { describe, expect, it } from "vitest";
import type { ActivityRepository } from "../../src/repository/index.js";
import { createInMemoryActivityRepository } from "../../src/repository/index.js";
import { reliabilityCases } from "./reliabilityCases.js";
import { failedCaseNames } from "../testing/failedCaseNames.js";

type Defect = (inner: ActivityRepository) => ActivityRepository;

/** Stores the first activity of a batch, then fails half of the time (a half-written batch). */
const halfWrites: Defect = (inner) => {
  let calls = 0;
  return {
    ...inner,
    async addActivities(userId, activities, options) {
      if (activities.length > 1 && calls++ % 2 === 0) {
        await inner.addActivities(userId, activities.slice(0, 1), options);
        throw new Error("failed half way");
      }
      return inner.addActivities(userId, activities, options);
    },
  };
};

/** Drops idempotency records: retries after a lost answer store again. */
const forgetsKeys: Defect = (inner) => ({
  ...inner,
  addActivities: (userId, activities) => inner.addActivities(userId, activities),
  getIdempotencyRecord: async () => undefined,
});

/** Inserts a batch one activity at a time with a pause between (readers see part of a batch). */
const trickles: Defect = (inner) => ({
  ...inner,
  async addActivities(userId, activities, options) {
    for (const activity of activities) {
      const outcome = await inner.addActivities(userId, [activity], options);
      if (!outcome.ok) return outcome;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    return { ok: true, stored: activities.length };
  },
});

async function failing(defect: Defect): Promise<string[]> {
  return failedCaseNames(reliabilityCases(() => defect(createInMemoryActivityRepository()), { faultRequests: 120, loadAdds: 200, loadUsers: 10 }));
}

describe("the reliability cases catch defects", () => {
  it("pass the in-memory repository at small sizes", async () => {
    expect(await failing((inner) => inner)).toEqual([]);
  });
  it.each([
    ["a half-written batch", halfWrites, /a failed add stores nothing/],
    ["forgotten idempotency keys", forgetsKeys, /Idempotency-Key store every batch exactly once/],
    ["batches inserted one by one", trickles, /show whole batches only/],
  ] as const)("fail a repository with %s", async (_, defect, expected) => {
    const failed = await failing(defect);
    expect(failed.some((name) => expected.test(name)), failed.join(" | ")).toBe(true);
  });
});
