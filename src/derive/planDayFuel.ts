import type { SampleColumn } from "../model/validatedActivity.js";
import type { Span } from "./ownedTime.js";

/** An activity as a source of a wristband day's fuel: its sample grid, its fuel, and its FUEL series when held. */
export interface DayFuelSource {
  /** The activity's id. */
  readonly activityId: string;
  /** Start of its first interval, epoch ms. */
  readonly startMs: number;
  /** Interval length, ms. */
  readonly periodMs: number;
  /** Number of points. */
  readonly count: number;
  /** Its fuel: the sum of its FUEL series (an integer). */
  readonly fuel: number;
  /** Its FUEL series, when the caller holds it (nothing needs reading then). */
  readonly fuelPerPoint?: SampleColumn;
}

/** What a wristband day's fuel needs: the time it covers, its sources, and which points of each must be read. */
export interface DayFuelPlan {
  /** The time the day's fuel counts ({@link ownedTime}). */
  readonly owned: readonly Span[];
  /** The sources whose data meets that time. */
  readonly sources: readonly DayFuelSource[];
  /**
   * Per source (same index): the points `[from, to)` whose values are needed, or `undefined` when none is: every
   * point of the source lies inside the owned time and no other source covers any part of it, so its fuel counts
   * whole.
   */
  readonly needs: readonly (readonly [from: number, to: number] | undefined)[];
}

/**
 * Plans a wristband day's fuel so that only the FUEL values that matter are read: those of points that another
 * source overlaps or that cross the edge of the owned time. Every other point counts whole, through the source's
 * total fuel. A day whose record overlaps nothing needs no values at all; a day with a run needs the run's points
 * and the record's points under the run.
 *
 * @example
 * ```ts
 * const plan = planDayFuel([[0, 86_400_000]], [day, run]);
 * plan.needs; // [[from, to) of the record's points under the run, [0, run.count)]
 * ```
 *
 * @param owned - the time the day's fuel counts, sorted and disjoint.
 * @param candidates - activities that may meet it (any order; those that do not are left out).
 * @returns the plan.
 */
export function planDayFuel(owned: readonly Span[], candidates: readonly DayFuelSource[]): DayFuelPlan {
  const sources = candidates.filter((s) => s.count > 0 && owned.some(([from, to]) => s.startMs < to && s.startMs + s.count * s.periodMs > from));
  const needs = sources.map((source, i) => {
    const start = source.startMs;
    const end = start + source.count * source.periodMs;
    let badFrom = Number.POSITIVE_INFINITY;
    let badTo = Number.NEGATIVE_INFINITY;
    const bad = (from: number, to: number): void => {
      if (!(from < to)) return;
      badFrom = Math.min(badFrom, from);
      badTo = Math.max(badTo, to);
    };
    // the source's time outside the owned spans
    let cursor = start;
    for (const [from, to] of owned) {
      if (to <= cursor) continue;
      if (from >= end) break;
      bad(cursor, Math.min(from, end));
      cursor = Math.max(cursor, to);
    }
    bad(cursor, end);
    // where another source covers it
    for (let k = 0; k < sources.length; k++) {
      if (k === i) continue;
      const other = sources[k]!;
      bad(Math.max(start, other.startMs), Math.min(end, other.startMs + other.count * other.periodMs));
    }
    if (!(badFrom < badTo)) return undefined;
    const from = Math.max(0, Math.floor((badFrom - start) / source.periodMs));
    const to = Math.min(source.count, Math.ceil((badTo - start) / source.periodMs));
    return [from, to] as const;
  });
  return { owned, sources, needs };
}
