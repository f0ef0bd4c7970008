import type { SampleColumn } from "../model/validatedActivity.js";
import { dedupeFuel, type FuelSeries } from "./dedupeFuel.js";
import type { DayFuelPlan } from "./planDayFuel.js";

/**
 * A wristband day's fuel de-duplicated across activities (spec 2.5) from its plan ({@link planDayFuel}): every
 * source's points that no other source overlaps and that lie inside the owned time count whole (the source's
 * fuel minus its needed points); over the needed points, in every slot of time only the highest fuel rate among
 * the sources covering it counts (`dedupeFuel`), cut to the owned time. So a minute recorded by a wristband and by
 * a watch counts once, and the result lies between the largest single source's fuel there and their sum.
 *
 * @example
 * ```ts
 * const plan = planDayFuel(owned, sources);
 * const fuel = dayFuel(plan, await repository.readFuelSlices(userId, requestsOf(plan)));
 * ```
 *
 * @param plan - the day's plan.
 * @param slices - per source of the plan (same index): the values of its needed points, unless the source holds
 *   its FUEL series; `undefined` for a source that is gone (deleted since it was listed): it is left out.
 * @returns the de-duplicated fuel, a non-negative integer.
 */
export function dayFuel(plan: DayFuelPlan, slices: readonly (SampleColumn | undefined)[]): number {
  let whole = 0;
  const series: FuelSeries[] = [];
  plan.sources.forEach((source, i) => {
    const need = plan.needs[i];
    if (need === undefined) {
      whole += source.fuel;
      return;
    }
    const [from, to] = need;
    const held = source.fuelPerPoint;
    const values = held !== undefined ? held : slices[i];
    if (values === undefined) return;
    const offset = held !== undefined ? from : 0;
    let needed = 0;
    for (let j = 0; j < to - from; j++) needed += values[offset + j] ?? 0;
    whole += source.fuel - needed;
    const fuelPerPoint = held === undefined ? values : held instanceof Float64Array ? held.subarray(from, to) : Array.prototype.slice.call(held, from, to);
    series.push({ startMs: source.startMs + from * source.periodMs, periodMs: source.periodMs, count: to - from, fuelPerPoint });
  });
  let deduped = 0;
  if (series.length > 0) for (const [from, to] of plan.owned) deduped += dedupeFuel(series, from, to);
  return Math.max(0, whole + deduped);
}
