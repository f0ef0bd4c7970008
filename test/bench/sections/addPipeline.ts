/**
 * The whole Add Activities (validate, derive, fuel, store in the in-memory repository) and calculateFuel alone,
 * against JSON.parse of the same body (issue 9: add ≤ 30 % of JSON.parse for RUN 180×4, CYCLE 2160×9 and ALL_DAY
 * 17280×6). Each reference body carries a submitted fuel column; the "computed fuel" variants drop it so that a
 * fuel model runs. The target is measured on a returning user's new day (decision D-182); a user's first activity
 * is shown beside it.
 */
import type { ActivityRepository } from "../../../src/repository/activityRepository.js";
import { atMost, compareSideBySideAsync, duration, info, percent, type BenchContext, type BenchFigure, type BenchSection, type Library } from "../benchKit.js";
import { syntheticInputs, type BenchInput } from "../syntheticBodies.js";

const ADD_TARGET = 0.3;
/**
 * Length of a timed round, ms (decision D-185). A round starts by paying for collections that the previous
 * function's garbage started (CPU time counts the collector's threads): at 40 ms that weighed 30–100 % on a RUN
 * add, at 200 ms it is amortised (the same adds then cost what a loop of adds alone costs).
 */
const ROUND_MS = 200;
const PROFILE = { weightKg: 70, ageYears: 35 };
const NOW_MS = Date.UTC(2030, 0, 1);

/**
 * A repository that forwards to a fresh in-memory one, replaced every `every` adds: timed adds run for minutes
 * and would otherwise hold gigabytes (the cost of storing is measured, not the cost of a huge heap).
 */
export function recyclingRepository(lib: Library, every = 200): ActivityRepository {
  let inner = lib.createInMemoryActivityRepository() as unknown as Record<string, (...args: unknown[]) => unknown>;
  let adds = 0;
  const forward: Record<string, (...args: unknown[]) => unknown> = {};
  // every method, whatever the interface grows: addActivities swaps the inner repository now and then
  for (const key of Object.keys(inner)) {
    forward[key] = (...args) => {
      if (key === "addActivities" && ++adds % every === 0) inner = lib.createInMemoryActivityRepository() as unknown as typeof inner;
      return inner[key]!(...args);
    };
  }
  return forward as unknown as ActivityRepository;
}

/** The body without its fuel column (so that a fuel model computes the fuel). */
function withoutFuel(input: BenchInput): BenchInput {
  const body = JSON.parse(input.json) as { metrics: { metricTypes: string[]; data: number[][] } }[];
  for (const activity of body) {
    const c = activity.metrics.metricTypes.indexOf("fuel");
    activity.metrics.metricTypes.splice(c, 1);
    for (const row of activity.metrics.data) row.splice(c, 1);
  }
  return { ...input, name: `${input.name}, computed fuel`, metrics: input.metrics - 1, json: JSON.stringify(body) };
}

const DAY_MS = 86_400_000;
/** Users of the returning-user adds, and days each adds before its repository is replaced. */
const USERS = 20;
const DAYS = 10;

/**
 * Bodies for the returning-user adds: the body moved to `DAYS` successive days (shallow copies: the data rows are
 * shared, only `startTime` differs), all before `NOW_MS`.
 */
function bodiesByDay(parsed: unknown): unknown[] {
  const activities = parsed as { startTime: number }[];
  return Array.from({ length: DAYS }, (_, day) => activities.map((activity) => ({ ...activity, startTime: activity.startTime - DAYS * DAY_MS + day * DAY_MS })));
}

async function measure(lib: Library, input: BenchInput, { rounds, log }: BenchContext): Promise<BenchFigure[]> {
  const parsed: unknown = JSON.parse(input.json);
  // a user's first activity: each timed add goes to a new user of a repository replaced every 200 adds
  const firstService = lib.createActivityService({
    repository: recyclingRepository(lib),
    clock: () => NOW_MS,
    getProfile: () => PROFILE,
  });
  let serial = 0;
  const nextUser = (): string => `bench-user-${serial++ % 200}`;
  // a returning user's new day (decision D-182): 20 users add the body day after day, 10 days each, to a
  // repository replaced every 200 adds (as for first activities, so that the heaps compare), each add folding into the stored days
  const returningService = lib.createActivityService({
    repository: recyclingRepository(lib, USERS * DAYS),
    clock: () => NOW_MS,
    getProfile: () => PROFILE,
  });
  const byDay = bodiesByDay(parsed);
  let returning = 0;
  const nextReturningAdd = (): Promise<unknown> => {
    // the n-th add is k = n mod 200: the repository is replaced on the add with k = 0 (its 200th), user 0's day 0
    const k = ++returning % (USERS * DAYS);
    return returningService.addActivities(`bench-user-${k % USERS}`, byDay[Math.floor(k / USERS)]);
  };
  for (const check of [await firstService.addActivities(nextUser(), parsed), await nextReturningAdd()] as { ok: boolean; errors?: unknown[] }[]) {
    if (!check.ok) throw new Error(`${input.name} is not valid: ${JSON.stringify(check.errors?.slice(0, 3))}`);
  }
  const validated = lib.validateActivities(parsed, { nowMs: NOW_MS, profile: PROFILE });
  if (!validated.ok) throw new Error("unreachable");
  const activity = validated.activities[0]!;
  const stored = { activityId: "x", userId: "u", activity, derived: lib.deriveActivity(activity, PROFILE), status: "COMPLETE" as const, tags: [], receivedAtMs: NOW_MS };
  const [parseMs, addMs, firstMs, fuelMs, deriveMs, daysMs] = await compareSideBySideAsync(
    [
      async () => JSON.parse(input.json),
      nextReturningAdd,
      () => firstService.addActivities(nextUser(), parsed),
      async () => lib.calculateFuel(activity, PROFILE),
      async () => lib.deriveActivity(activity, PROFILE),
      async () => lib.foldActivityDays([stored], activity.timeZoneName),
    ],
    rounds,
    ROUND_MS,
  );
  const label = `${input.name} (${input.rows} × ${input.metrics})`;
  log(`add ${label}: parse ${duration(parseMs!)}, add ${duration(addMs!)}, first add ${duration(firstMs!)}, fuel ${duration(fuelMs!)}, derive ${duration(deriveMs!)}`);
  return [
    atMost("add pipeline", `add / JSON.parse, ${label}, a returning user's new day`, addMs! / parseMs!, ADD_TARGET, percent),
    info("add pipeline", `add / JSON.parse, ${label}, a user's first activity`, percent(firstMs! / parseMs!)),
    info("add pipeline", `calculateFuel / JSON.parse, ${label}`, `${percent(fuelMs! / parseMs!)} (${lib.calculateFuel(activity, PROFILE).model})`),
    info("add pipeline", `deriveActivity / JSON.parse, ${label}`, percent(deriveMs! / parseMs!)),
    info("add pipeline", `wristband day aggregates (foldActivityDays, new arrays) / JSON.parse, ${label}`, percent(daysMs! / parseMs!)),
    info("add pipeline", `times, ${label}`, `parse ${duration(parseMs!)}, add ${duration(addMs!)}, first add ${duration(firstMs!)}`),
  ];
}

/**
 * The fixed cost of an add (decision D-185): the RUN body cut to its first data point, added by returning users
 * as the target rows add it (a new day each, none folded into a stored one), against `JSON.parse` of the whole
 * body. What an add costs whatever its size (validation set-up, id, response item with links and summary, index
 * inserts, the day's record, promises): the floor under the RUN row's ratio.
 */
async function measureFixedCost(lib: Library, input: BenchInput, { rounds, log }: BenchContext): Promise<BenchFigure[]> {
  const parsed = JSON.parse(input.json) as { startTime: number; metrics: { data: number[][] } }[];
  // 06:00 UTC, so that the one-point activity stays inside one local day
  const onePoint = parsed.map((activity) => ({ ...activity, startTime: Date.UTC(2024, 3, 1, 6), metrics: { ...activity.metrics, data: activity.metrics.data.slice(0, 1) } }));
  const byDay = bodiesByDay(onePoint);
  const service = lib.createActivityService({ repository: recyclingRepository(lib, USERS * DAYS), clock: () => NOW_MS, getProfile: () => PROFILE });
  let k = 0;
  const add = (): Promise<unknown> => {
    k = (k + 1) % (USERS * DAYS);
    return service.addActivities(`bench-user-${k % USERS}`, byDay[Math.floor(k / USERS)]);
  };
  const check = (await add()) as { ok: boolean };
  if (!check.ok) throw new Error("the one-point RUN is not valid");
  const [parseMs, addMs] = await compareSideBySideAsync([async () => JSON.parse(input.json), add], rounds, ROUND_MS);
  log(`fixed cost of an add: one-point RUN ${duration(addMs!)}, parse of ${input.name} ${duration(parseMs!)}`);
  return [info("add pipeline", `add of a one-point RUN (the fixed cost of an add) / JSON.parse, ${input.name} (${input.rows} × ${input.metrics})`, `${percent(addMs! / parseMs!)} (${duration(addMs!)})`)];
}

/** The add-pipeline rows. */
export const addPipelineSection: BenchSection = {
  name: "add",
  async run(context) {
    const inputs = syntheticInputs().filter((input) => input.activities === 1);
    const figures: BenchFigure[] = [];
    for (const input of inputs) figures.push(...(await measure(context.lib, input, context)));
    for (const input of inputs) figures.push(...(await measure(context.lib, withoutFuel(input), context)));
    figures.push(...(await measureFixedCost(context.lib, inputs[0]!, context)));
    return figures;
  },
};
