/**
 * Reads and back-filled adds for one user with 10 000, 50 000 and 200 000 activities (each at most 2× from the
 * smallest to the largest store). Every store holds the most recent days of one history ({@link DAY_PLAN}: an
 * ALL_DAY and four workouts a day, Europe/Paris) up to the day before `NOW_MS`, so that every size has the same
 * activities per day and only the length of the history differs. Stores are filled through the repository
 * directly, with stored activities built once through validation and derivation and cloned cheaply
 * (`benchHistory.ts`), in batches.
 *
 * Hooks: {@link scalingSection} takes a repository factory and a fill (a database adapter passes its own) and
 * probes (the WRISTBAND pages add theirs); {@link historyDays} says which days a store of a size holds.
 */
import type { ActivityRepository } from "../../../src/repository/activityRepository.js";
import type { ActivityService } from "../../../src/service/activityService.js";
import { createHistory, DAY_PLAN, ZONE, type History } from "../benchHistory.js";
import { atMost, compareSideBySideAsync, duration, info, times, type BenchFigure, type BenchSection, type Library } from "../benchKit.js";

/** "Now" of the services: noon UTC on 2117-01-01 (200 000 activities at five a day go back to 2007). */
export const NOW_MS = Date.UTC(2117, 0, 1, 12);
/** Activities per day of history. */
export const ACTIVITIES_PER_DAY = DAY_PLAN.length;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const USER = "scaling-user";
const PROFILE = { weightKg: 70, ageYears: 35 };

/** One store under test: its size, repository and a service over it. */
export interface ScalingStore {
  /** Activities stored (before any timed add). */
  readonly size: number;
  /** The repository. */
  readonly repository: ActivityRepository;
  /** A service over it (clock `NOW_MS`, a profile with weight and age). */
  readonly service: ActivityService;
  /** The user who owns every activity. */
  readonly userId: string;
  /** The history the store was filled from. */
  readonly history: History;
}

/** Something timed on every store: its name and one call. */
export interface ScalingProbe {
  /** Name, e.g. `"RUNNING first page (count 20)"`. */
  readonly name: string;
  /** Makes the timed call for a store (called once per store, before timing). */
  prepare(store: ScalingStore): () => Promise<unknown>;
}

/** What a fill is given. */
export interface FillRequest {
  /** The empty repository to fill. */
  readonly repository: ActivityRepository;
  /** The owner of every activity. */
  readonly userId: string;
  /** Activities to store: {@link historyDays}`(size)` days of history. */
  readonly size: number;
  /** Builds the stored activities. */
  readonly history: History;
}

/** Options of {@link scalingSection}. */
export interface ScalingOptions {
  /** Label of the figures, e.g. `"in-memory"`. */
  readonly label: string;
  /** Makes an empty repository (given the library under test). */
  readonly createRepository: (lib: Library) => ActivityRepository | Promise<ActivityRepository>;
  /** Store sizes, smallest first, multiples of {@link ACTIVITIES_PER_DAY}; the ratio is largest / smallest. Default 10 000, 50 000, 200 000. */
  readonly sizes?: readonly number[];
  /** Sizes with `--quick`; default 1 000, 5 000, 20 000. */
  readonly quickSizes?: readonly number[];
  /** Fills a store (default {@link fillStore}). */
  readonly fill?: (request: FillRequest) => Promise<void>;
  /** Probes timed on every store; default {@link runningProbes}. Add your own to the defaults. */
  readonly probes?: (lib: Library) => readonly ScalingProbe[];
  /** Largest / smallest time allowed per probe; default 2. */
  readonly ratioTarget?: number;
  /** Section name; default `scaling-<label>`. */
  readonly name?: string;
}

/**
 * The days a store of `size` activities holds: `size / ACTIVITIES_PER_DAY` days ending the day before `NOW_MS`'s
 * (in Europe/Paris), as day numbers (days since 1970-01-01).
 *
 * @param size - activities, a multiple of {@link ACTIVITIES_PER_DAY}.
 * @returns the first day and the number of days.
 */
export function historyDays(size: number): { firstDay: number; days: number } {
  if (size % ACTIVITIES_PER_DAY !== 0) throw new RangeError(`a store size must be a multiple of ${ACTIVITIES_PER_DAY}, got ${size}`);
  const days = size / ACTIVITIES_PER_DAY;
  return { firstDay: Math.floor(NOW_MS / DAY_MS) - days, days };
}

/**
 * Fills a store with its days of history ({@link historyDays}), oldest first, through `addActivities` in batches
 * of 200 days (1 000 activities); activity ids are `a${day}-${k}` (k the place in {@link DAY_PLAN}).
 */
export async function fillStore({ repository, userId, size, history }: FillRequest): Promise<void> {
  const { firstDay, days } = historyDays(size);
  for (let from = 0; from < days; from += 200) {
    const batch = [];
    for (let d = from; d < Math.min(days, from + 200); d++) batch.push(...history.day(userId, firstDay + d, `a${firstDay + d}`));
    const outcome = await repository.addActivities(userId, batch);
    if (!outcome.ok) throw new Error(`filling failed: ${outcome.reason}`);
  }
}

/** The day in the middle of a store's history. */
export function middleDay(size: number): number {
  const { firstDay, days } = historyDays(size);
  return firstDay + (days >> 1);
}

/**
 * The default probes: RUNNING first and middle page (count 20, through the service, list items built), and a
 * back-filled add in the middle of the history through the service (a valid 10-point RUN at 13:00 local).
 */
export function runningProbes(): ScalingProbe[] {
  return [
    {
      name: "RUNNING first page (count 20)",
      prepare: ({ service, userId }) => () => service.listActivities(userId, "RUNNING", { count: 20 }),
    },
    {
      name: "RUNNING middle page (count 20)",
      prepare: ({ service, userId, size }) => {
        const runs = (size / ACTIVITIES_PER_DAY) * DAY_PLAN.filter((p) => p.kind === "RUN").length;
        return () => service.listActivities(userId, "RUNNING", { count: 20, offset: runs >> 1 });
      },
    },
    {
      name: "back-filled add through the service (RUN, 10 points)",
      prepare: ({ service, userId, size, history }) => {
        const middle = middleDay(size);
        const body = {
          activityType: "RUN",
          deviceType: "WATCH",
          timeZoneName: ZONE,
          metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed"], data: Array.from({ length: 10 }, (_, i) => [i * 0.03, 10.8]) },
        };
        // successive adds go to 64 days around the middle (a history import), at a new second each time
        let turn = 0;
        return async () => {
          const startTime = history.dayStartMs(middle - (turn % 64)) + 13 * HOUR_MS + Math.floor(turn / 64) * 1000;
          turn++;
          const outcome = await service.addActivities(userId, [{ ...body, startTime }]);
          if (!outcome.ok) throw new Error(`back-filled add refused: ${JSON.stringify(outcome.errors)}`);
          return outcome;
        };
      },
    },
  ];
}

/**
 * RUNNING pages of 20 through the service at the newest, middle and oldest end of the history (by offset, as a
 * client's own offsets ask): what "pages stay flat" means for one user's whole history.
 */
export function pageProbes(): ScalingProbe[] {
  const runsOf = (size: number): number => (size / ACTIVITIES_PER_DAY) * DAY_PLAN.filter((p) => p.kind === "RUN").length;
  const page = (offset: (size: number) => number): ScalingProbe["prepare"] => ({ service, userId, size }) => {
    const at = offset(size);
    return async () => {
      const result = await service.listActivities(userId, "RUNNING", { count: 20, offset: at });
      if (!result.ok || result.value.data.length !== 20) throw new Error(`a short RUNNING page at offset ${at}`);
      return result;
    };
  };
  return [
    { name: "RUNNING first page (count 20)", prepare: page(() => 1) },
    { name: "RUNNING middle page (count 20, by offset)", prepare: page((size) => runsOf(size) >> 1) },
    { name: "RUNNING last page (count 20, by offset)", prepare: page((size) => runsOf(size) - 19) },
  ];
}

/**
 * A scaling section: fills one store per size, then times every probe on every store side by side (medians of
 * interleaved rounds) and reports each time and the ratio largest / smallest (target ≤ 2×).
 *
 * @param options - label, repository factory, sizes, fill, probes.
 */
export function scalingSection(options: ScalingOptions): BenchSection {
  return {
    name: options.name ?? `scaling-${options.label}`,
    async run({ lib, rounds, quick, log }) {
      const sizes = quick ? (options.quickSizes ?? [1_000, 5_000, 20_000]) : (options.sizes ?? [10_000, 50_000, 200_000]);
      const fill = options.fill ?? fillStore;
      const history = createHistory(lib);
      const stores: ScalingStore[] = [];
      for (const size of sizes) {
        const repository = await options.createRepository(lib);
        const started = performance.now();
        await fill({ repository, userId: USER, size, history });
        log(`scaling ${options.label}: filled ${size.toLocaleString("en")} activities in ${duration(performance.now() - started)}`);
        const service = lib.createActivityService({ repository, clock: () => NOW_MS, getProfile: () => PROFILE });
        stores.push({ size, repository, service, userId: USER, history });
      }
      const figures: BenchFigure[] = [];
      const group = `scaling (${options.label})`;
      const probes = options.probes?.(lib) ?? runningProbes();
      for (const probe of probes) {
        const calls = stores.map((store) => probe.prepare(store));
        const medians = await compareSideBySideAsync(calls, rounds, 20);
        const ratio = medians[medians.length - 1]! / medians[0]!;
        const detail = stores.map((s, i) => `${s.size.toLocaleString("en")}: ${duration(medians[i]!)}`).join(", ");
        log(`${group} ${probe.name}: ${detail}`);
        figures.push(info(group, `${probe.name}: time per call`, detail));
        figures.push(atMost(group, `${probe.name}: ${sizes[sizes.length - 1]!.toLocaleString("en")} / ${sizes[0]!.toLocaleString("en")}`, ratio, options.ratioTarget ?? 2, times));
      }
      return figures;
    },
  };
}
