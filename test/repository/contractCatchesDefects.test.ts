import { describe, expect, it } from "vitest";
import { repositoryContractCases } from "../../src/testing/repositoryContract.js";
import { failedCaseNames } from "../testing/failedCaseNames.js";
import { createNaiveRepository, type Defects } from "./naiveRepository.js";

const options = { concurrentAdds: 60, randomRuns: 6 };

/** Names of the contract cases a repository fails. */
async function failures(defects: Defects): Promise<string[]> {
  return failedCaseNames(repositoryContractCases(() => createNaiveRepository(defects), options));
}

describe("the repository contract", () => {
  it("passes a second, independent (naive) implementation", async () => {
    expect(await failures({})).toEqual([]);
  });

  const defects: [keyof Defects, RegExp][] = [
    ["partialBatch", /refused whole/],
    ["sharedResults", /mutating returned/],
    ["leakyGet", /another user's id|never see each other/],
    ["tiesAscending", /most recent first/],
    ["utcDates", /local-date filters|random data|given localDate/],
    ["computedDates", /given localDate/],
    ["racyAdd", /same id store it exactly once/],
    ["overlapByStart", /overlap queries/],
    ["globalIds", /unique per user/],
    ["noOwnerCheck", /WRONG_USER/],
    ["globalKeys", /keys are per user/],
    ["keysNeverExpire", /expired idempotency key/],
    ["keyWithoutBatch", /refused batch stores no idempotency record/],
    ["racyKey", /concurrent adds with one idempotency key/],
    ["afterInclusive", /starts right after it/],
    ["beforeFromTop", /ends right before it/],
    ["twoRecordsPerDay", /reaching as far or further replaces/],
    ["lastSyncWins", /reaching less far is refused whole/],
    ["dayReadBeforeWrite", /concurrent re-syncs of one day/],
    ["replaceOnRefusal", /reaching less far is refused whole/],
    ["overlapWithoutDates", /ALL_DAY dates/],
    ["slicesOffByOne", /readFuelSlices/],
    ["leakyDelete", /other users' data is untouched/],
    ["eraseKeepsKeys", /eraseUser removes every activity and idempotency record/],
  ];
  it.each(defects)("fails a repository with the defect %s", async (defect, expectedCase) => {
    const failed = await failures({ [defect]: true });
    expect(failed.some((name) => expectedCase.test(name)), `failed cases: ${failed.join(" | ")}`).toBe(true);
  });
});
