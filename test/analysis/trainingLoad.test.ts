import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { trainingLoad } from "../../src/analysis/trainingLoad.js";

/** GoldenCheetah's PMCData loop, by hand: lts = stress × (1 − e^(−1/42)) + lts_prev × e^(−1/42), sts likewise over 7. */
function pmc(stress: readonly number[]): { lts: number[]; sts: number[]; sb: number[] } {
  const lte = Math.exp(-1 / 42);
  const ste = Math.exp(-1 / 7);
  const lts: number[] = [];
  const sts: number[] = [];
  const sb: number[] = [0];
  for (let day = 0; day < stress.length; day++) {
    lts.push(stress[day]! * (1 - lte) + (day ? lts[day - 1]! : 0) * lte);
    sts.push(stress[day]! * (1 - ste) + (day ? sts[day - 1]! : 0) * ste);
    sb.push(lts[day]! - sts[day]!); // shown the following day (sbToday off)
  }
  return { lts, sts, sb };
}

describe("trainingLoad", () => {
  it("follows GoldenCheetah's PMCData update day by day, form the day after", () => {
    const stress = [100, 0, 0, 250, 80, 0, 0, 0, 120, 60];
    const days = trainingLoad({ "2024-02-27": 100, "2024-03-01": 250, "2024-03-02": 80, "2024-03-06": 120, "2024-03-07": 60 });
    const { lts, sts, sb } = pmc(stress);
    expect(days.map((d) => d.date)).toEqual(["2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01", "2024-03-02", "2024-03-03", "2024-03-04", "2024-03-05", "2024-03-06", "2024-03-07"]);
    expect(days.map((d) => d.load)).toEqual(stress);
    days.forEach((d, i) => {
      expect(d.fitness).toBeCloseTo(lts[i]!, 9);
      expect(d.fatigue).toBeCloseTo(sts[i]!, 9);
      expect(d.form).toBeCloseTo(sb[i]!, 9);
    });
  });

  it("a steady daily load L: fitness after n days is L × (1 − e^(−n/42)), fatigue L × (1 − e^(−n/7))", () => {
    const date = (day: number) => new Date(Date.UTC(2020, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
    const days = trainingLoad(Object.fromEntries(Array.from({ length: 100 }, (_, day) => [date(day), 50])));
    expect(days).toHaveLength(100);
    days.forEach((d, i) => {
      expect(d.fitness).toBeCloseTo(50 * (1 - Math.exp(-(i + 1) / 42)), 9);
      expect(d.fatigue).toBeCloseTo(50 * (1 - Math.exp(-(i + 1) / 7)), 9);
    });
  });

  it("from and to: loads before `from` still count, days without a load are 0, and a gap decays in one step", () => {
    const loads = { "2023-06-01": 400, "2024-01-10": 90, "2024-01-12": 30 };
    const all = trainingLoad(loads, { to: "2024-01-20" });
    const part = trainingLoad(loads, { from: "2024-01-11", to: "2024-01-20" });
    expect(part.map((d) => d.date)).toEqual(all.slice(-10).map((d) => d.date));
    part.forEach((d, i) => {
      const whole = all[all.length - 10 + i]!;
      expect(d.fitness).toBeCloseTo(whole.fitness, 9);
      expect(d.fatigue).toBeCloseTo(whole.fatigue, 9);
      expect(d.form).toBeCloseTo(whole.form, 9);
    });
    expect(part[0]).toMatchObject({ date: "2024-01-11", load: 0 });
  });

  it("ignores keys that are not dates and counts loads that are not finite numbers ≥ 0 as 0", () => {
    const days = trainingLoad({ "2024-01-01": 10, "2024-1-2": 99, nope: 5, "2024-02-30": 7, "2024-01-03": Number.NaN, "2024-01-04": -3 } as Record<string, number>);
    expect(days.map((d) => [d.date, d.load])).toEqual([
      ["2024-01-01", 10],
      ["2024-01-02", 0],
      ["2024-01-03", 0],
      ["2024-01-04", 0],
    ]);
    expect(trainingLoad({})).toEqual([]);
    expect(trainingLoad({ "2024-01-05": 1 }, { from: "2024-01-06", to: "2024-01-05" })).toEqual([]);
  });

  it("returns at most the last 10 000 days of a long range, the earlier loads carried in", () => {
    const days = trainingLoad({ "1990-01-01": 1000, "2024-12-31": 0 });
    expect(days).toHaveLength(10_000);
    expect(days.at(-1)!.date).toBe("2024-12-31");
    expect(days[0]!.fitness).toBeGreaterThan(0);
  });

  it("takes other time constants (days); a constant that is not a positive number falls back to 42 and 7", () => {
    const [first] = trainingLoad({ "2024-01-01": 100 }, { fitnessDays: 28, fatigueDays: 5 });
    expect(first!.fitness).toBeCloseTo(100 * (1 - Math.exp(-1 / 28)), 12);
    expect(first!.fatigue).toBeCloseTo(100 * (1 - Math.exp(-1 / 5)), 12);
    const [fallback] = trainingLoad({ "2024-01-01": 100 }, { fitnessDays: 0, fatigueDays: Number.NaN });
    expect(fallback!.fitness).toBeCloseTo(100 * (1 - Math.exp(-1 / 42)), 12);
  });

  it("equals the day-by-day loop over any loads, whatever the gaps and the range", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 500 })), { maxLength: 30 }), fc.integer({ min: 0, max: 450 }), (entries, fromOffset) => {
        const base = Date.UTC(2020, 0, 1);
        const date = (day: number) => new Date(base + day * 86_400_000).toISOString().slice(0, 10);
        const loads: Record<string, number> = {};
        for (const [day, load] of entries) loads[date(day)] = load;
        const out = trainingLoad(loads, { from: date(fromOffset), to: date(450) });
        const stress = Array.from({ length: 451 }, (_, day) => loads[date(day)] ?? 0);
        const { lts, sts, sb } = pmc(stress);
        expect(out).toHaveLength(451 - fromOffset);
        out.forEach((d, i) => {
          expect(d.date).toBe(date(fromOffset + i));
          expect(d.fitness).toBeCloseTo(lts[fromOffset + i]!, 6);
          expect(d.fatigue).toBeCloseTo(sts[fromOffset + i]!, 6);
          expect(d.form).toBeCloseTo(sb[fromOffset + i]!, 6);
        });
      }),
      { numRuns: 100 },
    );
  });
});
