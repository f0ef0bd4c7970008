import { expect } from "vitest";
import { RepositoryContractError } from "../../src/testing/contract/check.js";

/**
 * Runs contract or reliability cases one after another and names those that fail. A case may fail only with a
 * `RepositoryContractError` (a finding), never with another exception (a broken case).
 */
export async function failedCaseNames(cases: readonly { readonly name: string; run(): Promise<void> }[]): Promise<string[]> {
  const failed: string[] = [];
  for (const c of cases) {
    try {
      await c.run();
    } catch (error) {
      expect(error).toBeInstanceOf(RepositoryContractError);
      failed.push(c.name);
    }
  }
  return failed;
}
