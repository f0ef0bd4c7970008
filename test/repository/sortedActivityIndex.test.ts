import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SortedActivityIndex, type IndexEntry } from "../../src/repository/sortedActivityIndex.js";

const entry = (startTime: number, activityId: string): IndexEntry =>
  ({ startTime, activityId, activityType: "RUN", offsetMs: 0, localDay: 0, endMs: startTime + 1, stored: undefined as never });

const byKey = (a: IndexEntry, b: IndexEntry): number =>
  a.startTime - b.startTime || (a.activityId < b.activityId ? -1 : a.activityId > b.activityId ? 1 : 0);

/** Checks every query of the index against a sorted array. */
function expectAgrees(index: SortedActivityIndex, reference: IndexEntry[], probes: readonly number[]): void {
  expect(index.length).toBe(reference.length);
  const walked: IndexEntry[] = [];
  index.visitDescending(0, index.length, (e) => void walked.push(e));
  expect(walked).toEqual([...reference].reverse());
  for (const t of probes) {
    const expected = reference.findIndex((e) => e.startTime >= t);
    expect(index.lowerBound(t)).toBe(expected < 0 ? reference.length : expected);
  }
  for (const e of reference.filter((_, i) => i % 7 === 0)) {
    expect(index.lowerBound(e.startTime, e.activityId)).toBe(reference.indexOf(e));
  }
}

describe("SortedActivityIndex (sorted chunks)", () => {
  it("agrees with a sorted array for random insertion orders, duplicates of start time included", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 500 }), fc.nat(1_000_000)), { maxLength: 3_000 }),
        fc.array(fc.integer({ min: -10, max: 510 }), { maxLength: 20 }),
        (keys, probes) => {
          const index = new SortedActivityIndex();
          const reference: IndexEntry[] = [];
          const seen = new Set<string>();
          for (const [t, id] of keys) {
            const e = entry(t, `id${id}`);
            if (seen.has(`${t}/${e.activityId}`)) continue;
            seen.add(`${t}/${e.activityId}`);
            index.insert(e);
            reference.push(e);
          }
          reference.sort(byKey);
          expectAgrees(index, reference, probes);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("stays correct through three levels: 100 000 entries appended, prepended and interleaved", () => {
    const index = new SortedActivityIndex();
    const reference: IndexEntry[] = [];
    for (let i = 0; i < 100_000; i++) {
      // thirds: ascending appends, descending prepends, and a scattered middle
      const t = i < 33_000 ? 1_000_000 + i : i < 66_000 ? 1_000_000 - i : (i * 7919) % 2_000_000;
      const e = entry(t, `x${i}`);
      index.insert(e);
      reference.push(e);
    }
    reference.sort(byKey);
    expectAgrees(index, reference, [0, 500_000, 999_999, 1_000_000, 1_032_999, 3_000_000]);
    const page: IndexEntry[] = [];
    index.visitDescending(40_000, 40_010, (e) => void page.push(e));
    expect(page).toEqual(reference.slice(40_000, 40_010).reverse());
    let visited = 0;
    index.visitDescending(0, 100_000, () => ++visited < 5);
    expect(visited).toBe(5);
  });

  it("agrees with a sorted array through random inserts and removals", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 300 }), fc.nat(2_000)), { maxLength: 4_000 }),
        fc.array(fc.integer({ min: -10, max: 310 }), { maxLength: 10 }),
        (operations, probes) => {
          const index = new SortedActivityIndex();
          let reference: IndexEntry[] = [];
          for (const [insert, t, id] of operations) {
            const present = reference.find((e) => e.startTime === t && e.activityId === `id${id}`);
            if (insert && present === undefined) {
              const e = entry(t, `id${id}`);
              index.insert(e);
              reference.push(e);
            } else if (!insert) {
              expect(index.remove(t, `id${id}`)).toBe(present !== undefined);
              reference = reference.filter((e) => e !== present);
            }
          }
          reference.sort(byKey);
          expectAgrees(index, reference, probes);
        },
      ),
      { numRuns: 40 },
    );
  });
});
