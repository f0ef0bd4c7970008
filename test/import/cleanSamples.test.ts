import { describe, expect, it } from "vitest";
import { cleanSamples } from "../../src/import/resample/cleanSamples.js";
import { isImportError } from "../../src/import/importError.js";

const T = Date.UTC(2020, 5, 1, 8);
const NOW = Date.UTC(2025, 0, 1);

describe("cleanSamples", () => {
  it("merges equal times (later fields win) and drops samples that go back in time", () => {
    const tail = Array.from({ length: 8 }, (_, i) => ({ t: T + (4 + i) * 1000 }));
    const result = cleanSamples(
      [{ t: T, hr: 100 }, { t: T, dist: 5 }, { t: T + 2000, hr: 110 }, { t: T + 1000, hr: 1 }, { t: T + 3000, hr: 120 }, { t: Number.NaN }, ...tail],
      NOW,
    );
    if (isImportError(result)) throw new Error(result.detail);
    expect(result.samples).toEqual([{ t: T, hr: 100, dist: 5 }, { t: T + 2000, hr: 110 }, { t: T + 3000, hr: 120 }, ...tail]);
    expect(result.warnings.map((w) => w.key).sort()).toEqual(["DISORDERED_SAMPLES", "DUPLICATE_TIMESTAMPS", "UNTIMED_SAMPLES"]);
  });

  it("rejects a start before 2006-05-24 (1660), even when every time is the same", () => {
    const bogus = Date.parse("1901-12-13T20:45:52.207Z");
    const result = cleanSamples([{ t: bogus }, { t: bogus }], NOW);
    expect(isImportError(result) && result.code).toBe(1660);
    expect(isImportError(cleanSamples([{ t: Date.UTC(2006, 4, 23, 23, 59) }, { t: Date.UTC(2006, 4, 24, 1) }], NOW))).toBe(true);
    expect(isImportError(cleanSamples([{ t: Date.UTC(2006, 4, 24) }, { t: Date.UTC(2006, 4, 24, 1) }], NOW))).toBe(false);
  });

  it("rejects samples at or after the import time (1660)", () => {
    const result = cleanSamples([{ t: T }, { t: NOW }], NOW);
    expect(isImportError(result) && result.key).toBe("TIMESTAMPS_OUT_OF_RANGE");
  });

  it("needs two distinct times (1650) and rejects heavy disorder (1665)", () => {
    expect(isImportError(cleanSamples([], NOW)) && (cleanSamples([], NOW) as { code: number }).code).toBe(1650);
    const one = cleanSamples([{ t: T }, { t: T }], NOW);
    expect(isImportError(one) && one.code).toBe(1650);
    const zigzag = Array.from({ length: 20 }, (_, i) => ({ t: T + (i % 2 === 0 ? i : 100 - i) * 1000 }));
    const result = cleanSamples(zigzag, NOW);
    expect(isImportError(result) && result.code).toBe(1665);
  });
});
