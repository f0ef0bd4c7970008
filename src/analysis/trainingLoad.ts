import { dateOfDayNumber, dayNumberOfDate } from "../timeZone/localDays.js";

/** One day of the fitness–fatigue model. */
export interface LoadDay {
  /** The local date, `yyyy-mm-dd`. */
  readonly date: string;
  /** The day's load (0 on a day without one). */
  readonly load: number;
  /** Fitness: the load's exponentially weighted average with a 42-day time constant, after this day. */
  readonly fitness: number;
  /** Fatigue: the same with a 7-day time constant, after this day. */
  readonly fatigue: number;
  /** Form: fitness − fatigue at the end of the day before, what this day starts with. */
  readonly form: number;
}

/** Options of {@link trainingLoad}. */
export interface TrainingLoadOptions {
  /** First day to return, `yyyy-mm-dd` (default: the first date of the loads). Earlier loads still count. */
  readonly from?: string;
  /** Last day to return, `yyyy-mm-dd` (default: the last date of the loads). */
  readonly to?: string;
  /** Time constant of fitness, days (default 42). */
  readonly fitnessDays?: number;
  /** Time constant of fatigue, days (default 7). */
  readonly fatigueDays?: number;
}

/** Most days returned: the last 10 000 days of a longer range (earlier loads still count). */
const MAX_DAYS = 10_000;

/**
 * Fitness, fatigue and form per local day from daily loads (Banister's impulse–response model as the Performance
 * Manager Chart and GoldenCheetah's `PMCData` compute it, under neutral names). Each day, with `L` its load and
 * `λ = e^(−1/τ)`:
 *
 * `fitness = fitness_yesterday × λ₄₂ + L × (1 − λ₄₂)`, `fatigue = fatigue_yesterday × λ₇ + L × (1 − λ₇)`
 *
 * (GoldenCheetah's `lts`/`sts` update, i.e. `f + (L − f)(1 − e^(−1/τ))`), both 0 before the first load, and
 * `form` is yesterday's fitness − fatigue, shown on the following day as GoldenCheetah does by default. Every day
 * from `from` to `to` is returned, days without a load included; loads before `from` are carried in (over empty
 * days the averages decay by `λ^days` in one step, so a long history costs its number of loads, not of days). A
 * load counts in fitness with less than 0.1 % of its weight after 291 days (e^(−291/42) < 0.001): reading the
 * loads of the 291 days before `from` is enough for a chart.
 *
 * The loads are keyed by local date `yyyy-mm-dd` (e.g. each day's fuel, or TRIMP, summed over its activities);
 * a key that is not a date is ignored, a load that is not a finite number ≥ 0 counts 0. Dates are counted in
 * days of the proleptic Gregorian calendar, without time zones or `Intl`.
 *
 * @example
 * ```ts
 * const days = trainingLoad({ "2024-03-01": 320, "2024-03-03": 540 }, { to: "2024-03-10" });
 * days.length; // → 10
 * days[0]; // → { date: "2024-03-01", load: 320, form: 0 }
 * // fitness and fatigue: exponentially weighted over 42 and 7 days, 320 × (1 − e^(−1/42)) and 320 × (1 − e^(−1/7))
 * Math.round(days[0]!.fitness * 100) / 100; // → 7.53
 * Math.round(days[0]!.fatigue * 10) / 10; // → 42.6
 * // form: the day before's fitness − fatigue
 * Math.round(days[1]!.form * 100) / 100; // → -35.07
 * ```
 *
 * @param dailyLoads - load per local date.
 * @param options - the range and the time constants.
 * @returns one entry per day from `from` to `to` (at most the last 10 000), empty when there is no range.
 */
export function trainingLoad(dailyLoads: Readonly<Record<string, number>>, options: TrainingLoadOptions = {}): LoadDay[] {
  const loads = new Map<number, number>();
  for (const date of Object.keys(dailyLoads)) {
    const day = dayOf(date);
    if (day === undefined) continue;
    const load = dailyLoads[date];
    loads.set(day, typeof load === "number" && load >= 0 && load < Infinity ? load : 0);
  }
  const days = [...loads.keys()].sort((a, b) => a - b);
  const toDay = dayOf(options.to) ?? days.at(-1);
  let fromDay = dayOf(options.from) ?? days[0];
  if (fromDay === undefined || toDay === undefined || fromDay > toDay) return [];
  if (toDay - fromDay >= MAX_DAYS) fromDay = toDay - MAX_DAYS + 1;
  const fitnessKeep = Math.exp(-1 / timeConstant(options.fitnessDays, 42));
  const fatigueKeep = Math.exp(-1 / timeConstant(options.fatigueDays, 7));

  // the loads before the range, folded in: state after `stateDay`
  let fitness = 0;
  let fatigue = 0;
  let stateDay = Number.NEGATIVE_INFINITY;
  for (const day of days) {
    if (day >= fromDay) break;
    const load = loads.get(day) as number;
    if (stateDay > Number.NEGATIVE_INFINITY) {
      fitness *= fitnessKeep ** (day - 1 - stateDay);
      fatigue *= fatigueKeep ** (day - 1 - stateDay);
    }
    fitness = fitness * fitnessKeep + load * (1 - fitnessKeep);
    fatigue = fatigue * fatigueKeep + load * (1 - fatigueKeep);
    stateDay = day;
  }
  if (stateDay > Number.NEGATIVE_INFINITY) {
    fitness *= fitnessKeep ** (fromDay - 1 - stateDay);
    fatigue *= fatigueKeep ** (fromDay - 1 - stateDay);
  }

  const out: LoadDay[] = [];
  for (let day = fromDay; day <= toDay; day++) {
    const load = loads.get(day) ?? 0;
    const form = fitness - fatigue;
    fitness = fitness * fitnessKeep + load * (1 - fitnessKeep);
    fatigue = fatigue * fatigueKeep + load * (1 - fatigueKeep);
    out.push({ date: dateOfDayNumber(day), load, fitness, fatigue, form });
  }
  return out;
}

/** The day number of a date `yyyy-mm-dd` that exists (written back the same: not `2024-02-30`), else `undefined`. */
function dayOf(date: string | undefined): number | undefined {
  const day = typeof date === "string" ? dayNumberOfDate(date) : Number.NaN;
  return Number.isFinite(day) && dateOfDayNumber(day) === date ? day : undefined;
}

function timeConstant(days: number | undefined, fallback: number): number {
  return days !== undefined && days > 0 && days < Infinity ? days : fallback;
}
