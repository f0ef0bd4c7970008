/**
 * The whole Add Activities through the service as a returning user, in memory (validate, derive, the wristband
 * day's de-duplicated fuel for an ALL_DAY, store, response), against `JSON.parse` of the same body and against a
 * naive pipeline (zod, the same sums, a push into a Map: `naivePipeline.ts`), side by side, medians. Like the
 * service's add, the naive pipeline starts from the parsed body; a row beside it counts `JSON.parse` into the
 * naive side. Targets: add ≤ 60 % of `JSON.parse` for RUN 180 × 4, ≤ 30 % for CYCLE 2160 × 9 and ALL_DAY
 * 17280 × 6, and ≤ 0.3× the naive pipeline for all three. The reference bodies carry a submitted fuel column; the
 * "computed fuel" rows drop it, so that a fuel model runs (the naive pipeline then computes a per-point fuel from
 * speed).
 *
 * A returning user (see {@link ReturningUsers}) has days of history ({@link DAY_PLAN}: an ALL_DAY and four
 * workouts a day) and adds on a new day each time. A RUN or CYCLE is added to a day with nothing yet. An ALL_DAY
 * is added as a wristband syncs at the end of the day: the day's four workouts and an earlier sync of the day
 * (its first 12 hours) are stored already, so the add reads those five activities, computes the day's
 * de-duplicated fuel from them and the new ALL_DAY, and replaces the earlier sync. Those five are stored through
 * the repository inside the timed call (prebuilt objects: index inserts only); their cost alone is measured
 * beside it and subtracted.
 */
import { roundPerPoint } from "../../../src/fuel/roundPerPoint.js";
import type { ActivityRepository } from "../../../src/repository/activityRepository.js";
import type { ActivityService } from "../../../src/service/activityService.js";
import { createHistory, DAY_PLAN, type History } from "../benchHistory.js";
import { atMost, compareSideBySide, compareSideBySideAsync, duration, info, percent, times, type BenchContext, type BenchFigure, type BenchSection, type Library } from "../benchKit.js";
import { naiveAdd, type NaiveRecord } from "../naivePipeline.js";
import { syntheticInputs, type BenchInput } from "../syntheticBodies.js";

/** Targets: add / JSON.parse per body, and add / naive pipeline for all. */
const PARSE_TARGETS: Record<string, number> = { RUN: 0.6, CYCLE: 0.3, ALL_DAY: 0.3 };
const NAIVE_TARGET = 0.3;
/**
 * Length of a timed round, ms. A round starts by paying for collections that the previous function's garbage
 * started (CPU time counts the collector's threads): at 40 ms that weighed 30–100 % on a RUN add, at 200 ms it
 * is amortised.
 */
const ROUND_MS = 200;
const PROFILE = { weightKg: 70, ageYears: 35 };
const NOW_MS = Date.UTC(2030, 0, 1);
const HOUR_MS = 3_600_000;
/** First day of every user's history: 2024-01-01, days since 1970-01-01. */
const FIRST_DAY = 19_723;
/** Users adding in turn, and days of history each has before the timed adds. */
const USERS = 20;
const HISTORY_DAYS = 7;
/** New days each user adds before the store starts again (every timed add is on a new day). */
const NEW_DAYS = 365;
/**
 * Sample values the timed adds may pile up in a store before it starts again: 32 MB of columns (38 ALL_DAY, 205
 * CYCLE or 5 555 RUN adds), about what a user's first activities pile up in their repository replaced every 200
 * adds. A store five times larger made a CYCLE add 20–40 % dearer through collections: the cost of a large heap,
 * not of the add.
 */
const VALUES_PER_STORE = 4_000_000;

type Body = readonly { startTime: number }[];

/**
 * Users with a history who add one body after another, each on a new day (see the module comment). The store
 * starts again (a new repository, the histories stored again) before every timed round, and inside the timed
 * calls when the users run out of new days or the adds have piled up {@link VALUES_PER_STORE} values. No
 * collection is forced: right after one the first adds cost 2–3× more (scavenges copy every retained object until
 * V8 pretenures their allocation sites), which a long-running service does not see.
 */
class ReturningUsers {
  private repository!: ActivityRepository;
  private service!: ActivityService;
  private adds = 0;
  /** Adds before the store starts again. */
  readonly maxAdds: number;

  constructor(
    private readonly lib: Library,
    private readonly history: History,
    private readonly body: Body,
    private readonly kind: string,
    valuesPerAdd: number,
  ) {
    this.maxAdds = Math.max(USERS, Math.min(USERS * NEW_DAYS, Math.floor(VALUES_PER_STORE / valuesPerAdd)));
  }

  /** A new store with every user's history. */
  async reset(): Promise<void> {
    this.repository = this.lib.createInMemoryActivityRepository();
    this.service = this.lib.createActivityService({ repository: this.repository, clock: () => NOW_MS, getProfile: () => PROFILE });
    for (let u = 0; u < USERS; u++) {
      for (let d = 0; d < HISTORY_DAYS; d++) {
        const outcome = await this.repository.addActivities(`user-${u}`, this.history.day(`user-${u}`, FIRST_DAY + d, `h${d}`));
        if (!outcome.ok) throw new Error("the history was refused");
      }
    }
    this.adds = 0;
  }

  /** The next user and new day. */
  private async next(): Promise<{ userId: string; midnight: number }> {
    if (this.adds >= this.maxAdds) await this.reset();
    const n = this.adds++;
    return { userId: `user-${n % USERS}`, midnight: this.history.dayStartMs(FIRST_DAY + HISTORY_DAYS + Math.floor(n / USERS)) };
  }

  /** What is stored of the day before the timed add: for an ALL_DAY, the day's workouts and its first half. */
  private async storeEarlierPart(userId: string, midnight: number): Promise<void> {
    if (this.kind !== "ALL_DAY") return;
    const earlier = DAY_PLAN.filter((p) => p.kind !== "ALL_DAY").map((p, k) => this.history.activity(p.kind, userId, `d${midnight}-${k}`, midnight + p.hour * HOUR_MS));
    earlier.push(this.history.activity("ALL_DAY first half", userId, `d${midnight}-sync`, midnight));
    const outcome = await this.repository.addActivities(userId, earlier);
    if (!outcome.ok) throw new Error("the day's earlier activities were refused");
  }

  /** One add through the service on a new day (after the day's earlier part). */
  async add(): Promise<unknown> {
    const { userId, midnight } = await this.next();
    await this.storeEarlierPart(userId, midnight);
    const startTime = this.kind === "ALL_DAY" ? midnight : midnight + (this.kind === "CYCLE" ? 10 : 7) * HOUR_MS;
    const outcome = await this.service.addActivities(userId, this.body.map((a) => ({ ...a, startTime })));
    if (!outcome.ok) throw new Error(`a returning user's add was refused: ${JSON.stringify(outcome.errors.slice(0, 2))}`);
    return outcome;
  }

  /** The day's earlier part alone (what {@link add} includes and the figures subtract). */
  async earlierPartOnly(): Promise<unknown> {
    const { userId, midnight } = await this.next();
    await this.storeEarlierPart(userId, midnight);
    return midnight;
  }
}

/** A user's first activity: each add by a new user, the repository replaced every 200 adds. */
function firstActivities(lib: Library, body: Body): { add: () => Promise<unknown>; reset: () => void } {
  let service: ActivityService | undefined;
  let serial = 0;
  return {
    async add() {
      if (serial % 200 === 0) service = lib.createActivityService({ repository: lib.createInMemoryActivityRepository(), clock: () => NOW_MS, getProfile: () => PROFILE });
      const outcome = await service!.addActivities(`new-user-${serial++}`, body);
      if (!outcome.ok) throw new Error("a first add was refused");
      return outcome;
    },
    reset() {
      serial = 0;
    },
  };
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

/** Naive adds into a store replaced every `every` adds (as the service's store starts again). */
function naiveAdds(body: Body, every: number): { add: () => Promise<unknown>; reset: () => void } {
  let store = new Map<string, NaiveRecord[]>();
  let serial = 0;
  return {
    async add() {
      if (++serial % every === 0) store = new Map();
      const outcome = naiveAdd(store, `user-${serial % USERS}`, body);
      if (!outcome.ok) throw new Error("the naive pipeline refused the body");
      return outcome;
    },
    reset() {
      store = new Map();
      serial = 0;
    },
  };
}

async function measure(lib: Library, history: History, input: BenchInput, reference: boolean, { rounds, log }: BenchContext): Promise<BenchFigure[]> {
  const kind = input.name.split(" ")[0]!;
  const body = JSON.parse(input.json) as Body;
  const returning = new ReturningUsers(lib, history, body, kind, input.rows * input.metrics);
  const naive = naiveAdds(body, returning.maxAdds);
  await returning.reset();
  const first = firstActivities(lib, body);
  const fns = [async () => JSON.parse(input.json), naive.add, () => returning.add(), first.add];
  if (kind === "ALL_DAY") fns.push(() => returning.earlierPartOnly());
  // every store starts again before each timed round: what one function retains does not tax another's collections
  const startAgain = async (): Promise<void> => {
    await returning.reset();
    naive.reset();
    first.reset();
  };
  const [parseMs, naiveMs, combinedMs, firstMs, earlierMs = 0] = await compareSideBySideAsync(fns, rounds, ROUND_MS, startAgain);
  const addMs = combinedMs! - earlierMs;
  const label = `${input.name} (${input.rows} × ${input.metrics})`;
  const earlier = kind === "ALL_DAY" ? `, the day's earlier part stored ${duration(earlierMs)} (subtracted)` : "";
  log(`add ${label}: parse ${duration(parseMs!)}, naive ${duration(naiveMs!)}, returning add ${duration(addMs)}, first add ${duration(firstMs!)}${earlier}`);
  const group = "add pipeline";
  const toParse = addMs / parseMs!;
  const toNaive = addMs / naiveMs!;
  const parseTarget = PARSE_TARGETS[kind]!;
  return [
    reference ? atMost(group, `add / JSON.parse, ${label}, a returning user`, toParse, parseTarget, percent) : info(group, `add / JSON.parse, ${label}, a returning user`, percent(toParse)),
    reference ? atMost(group, `add / naive pipeline, ${label}, a returning user`, toNaive, NAIVE_TARGET, times) : info(group, `add / naive pipeline, ${label}, a returning user`, times(toNaive)),
    info(group, `add / (JSON.parse + naive pipeline), ${label}, a returning user (the naive pipeline from the request text)`, times(addMs / (parseMs! + naiveMs!))),
    info(group, `add / JSON.parse, ${label}, a user's first activity`, percent(firstMs! / parseMs!)),
    info(group, `times, ${label}`, `parse ${duration(parseMs!)}, naive ${duration(naiveMs!)}, add ${duration(addMs)}, first add ${duration(firstMs!)}${earlier}`),
  ];
}

/**
 * The fixed cost of an add: the RUN body cut to its first data point, added by returning users on new days as
 * the target rows add it, against `JSON.parse` of the whole RUN body. What an add costs whatever its size
 * (validation set-up, id, response item with links and summary, index inserts, promises): the floor under the
 * RUN row's ratio.
 */
async function measureFixedCost(lib: Library, history: History, input: BenchInput, { rounds, log }: BenchContext): Promise<BenchFigure> {
  const parsed = JSON.parse(input.json) as { startTime: number; metrics: { data: number[][] } }[];
  const onePoint = parsed.map((activity) => ({ ...activity, metrics: { ...activity.metrics, data: activity.metrics.data.slice(0, 1) } }));
  const returning = new ReturningUsers(lib, history, onePoint, "RUN", input.metrics);
  await returning.reset();
  const [parseMs, addMs] = await compareSideBySideAsync([async () => JSON.parse(input.json), () => returning.add()], rounds, ROUND_MS, () => returning.reset());
  log(`fixed cost of an add: one-point RUN ${duration(addMs!)}, parse of ${input.name} ${duration(parseMs!)}`);
  return info("add pipeline", `add of a one-point RUN (the fixed cost of an add) / JSON.parse, ${input.name} (${input.rows} × ${input.metrics})`, `${percent(addMs! / parseMs!)} (${duration(addMs!)})`);
}

/** Points of the short and the long input of {@link measureRounding}. */
const ROUNDING_POINTS = [8, 17_280] as const;
/** Target: the per-point cost of the short input at most this many times the long one's (work in proportion to the add). */
const ROUNDING_TARGET = 2;

/**
 * The per-point fuel rounding of every add (`roundPerPoint`, largest remainders) on 8 and on 17 280 fractional
 * values, per point: its work is in proportion to the add when the short input costs per point about what the long
 * one does (no fixed-size scratch, such as a 1 024-bucket histogram allocated whatever the size). Timed from the
 * source: the function is internal.
 */
function measureRounding({ rounds, log }: BenchContext): BenchFigure {
  const inputs = ROUNDING_POINTS.map((n) => Float64Array.from({ length: n }, (_, i) => ((i * 7919) % 1000) / 333.3));
  const [shortMs, longMs] = compareSideBySide(inputs.map((values) => () => roundPerPoint(values, undefined, new Float64Array(values.length))), rounds);
  const [shortN, longN] = ROUNDING_POINTS;
  const ratio = shortMs! / shortN / (longMs! / longN);
  log(`fuel rounding: ${duration(shortMs!)} for ${shortN} points, ${duration(longMs!)} for ${longN}`);
  return atMost("add pipeline", `fuel rounding per point, ${shortN} points / ${longN.toLocaleString("en")} points (${duration(shortMs!)}, ${duration(longMs!)})`, ratio, ROUNDING_TARGET, times);
}

/** The add-pipeline rows. */
export const addPipelineSection: BenchSection = {
  name: "add",
  async run(context) {
    const history = createHistory(context.lib);
    const inputs = syntheticInputs().filter((input) => input.activities === 1);
    const figures: BenchFigure[] = [];
    for (const input of inputs) figures.push(...(await measure(context.lib, history, input, true, context)));
    for (const input of inputs) figures.push(...(await measure(context.lib, history, withoutFuel(input), false, context)));
    figures.push(await measureFixedCost(context.lib, history, inputs[0]!, context));
    figures.push(measureRounding(context));
    return figures;
  },
};
