/**
 * Reads and back-filled adds for one user with 10 000, 100 000 and 1 000 000 activities (issue 9: each at most 2×
 * from the smallest to the largest store). Stores are filled through the repository directly with tiny
 * activities (one data point) every 10 minutes up to `NOW_MS`, so that every size has the same density of
 * activities per day and only the size differs.
 *
 * Hooks: {@link scalingSection} takes a repository factory (a database adapter passes its own) and extra probes
 * (the WRISTBAND pages add theirs), and {@link tinyActivity} / {@link fillStore} build the same data anywhere.
 */
import type { StoredActivity } from "../../../src/model/storedActivity.js";
import type { ActivityRepository } from "../../../src/repository/activityRepository.js";
import type { ActivityService } from "../../../src/service/activityService.js";
import { atMost, compareSideBySideAsync, duration, info, times, type BenchFigure, type BenchSection, type Library } from "../benchKit.js";

/** Start of the last stored activity, epoch ms; "now" of the services. */
export const NOW_MS = Date.UTC(2026, 10, 1);
/** Time between two stored activities. */
export const SPACING_MS = 10 * 60_000;
/** Activity types of the filler, in turn: half of them in the RUN family (what RUNNING lists). */
const TYPES = ["RUN", "CYCLE", "RUN", "WALK", "RUN", "BASKETBALL"] as const;
const USER = "scaling-user";
const PROFILE = { weightKg: 70, ageYears: 35 };
const RATIO_TARGET = 2;

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
}

/** Something timed on every store: its name and one call. */
export interface ScalingProbe {
  /** Name, e.g. `"RUNNING first page (count 20)"`. */
  readonly name: string;
  /** Makes the timed call for a store (called once per store, before timing). */
  prepare(store: ScalingStore): () => Promise<unknown>;
}

/** Options of {@link scalingSection}. */
export interface ScalingOptions {
  /** Label of the figures, e.g. `"in-memory"`. */
  readonly label: string;
  /** Makes an empty repository (given the library under test). */
  readonly createRepository: (lib: Library) => ActivityRepository | Promise<ActivityRepository>;
  /** Store sizes, smallest first; the ratio is largest / smallest. Default 10 000, 100 000, 1 000 000. */
  readonly sizes?: readonly number[];
  /** Sizes with `--quick`; default 1 000, 10 000, 100 000. */
  readonly quickSizes?: readonly number[];
  /** Activities per `addActivities` call while filling; default 1 000. */
  readonly batchSize?: number;
  /** Fills a store (default {@link fillStore}). */
  readonly fill?: (repository: ActivityRepository, userId: string, size: number, batchSize: number) => Promise<void>;
  /** Probes timed on every store; default {@link runningProbes}. Add your own to the defaults. */
  readonly probes?: (lib: Library) => readonly ScalingProbe[];
}

/**
 * A stored activity with one data point (distance and speed), a derivation and the given type, start and id.
 *
 * @param activityId - id.
 * @param startTime - start, epoch ms.
 * @param activityType - type.
 */
export function tinyActivity(activityId: string, startTime: number, activityType: string): StoredActivity {
  return {
    activityId,
    userId: USER,
    activity: {
      activityType: activityType as StoredActivity["activity"]["activityType"],
      deviceType: "WATCH",
      startTime,
      timeZoneName: "Europe/Paris",
      metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed"], pointCount: 1, columns: [[0], [10]] },
    },
    derived: { durationMs: 10_000, distanceKm: 0, fuel: 3, fuelModel: "bench", fuelPerPoint: [3] },
    status: "COMPLETE",
    tags: [],
    receivedAtMs: startTime + 60_000,
  };
}

/** Fills a store with `size` tiny activities, oldest first, the newest at `NOW_MS − 1 h`. */
export async function fillStore(repository: ActivityRepository, userId: string, size: number, batchSize: number): Promise<void> {
  const first = NOW_MS - 3_600_000 - (size - 1) * SPACING_MS;
  for (let from = 0; from < size; from += batchSize) {
    const batch: StoredActivity[] = [];
    for (let i = from; i < Math.min(size, from + batchSize); i++) {
      batch.push({ ...tinyActivity(`f${i}`, first + i * SPACING_MS, TYPES[i % TYPES.length]!), userId });
    }
    const outcome = await repository.addActivities(userId, batch);
    if (!outcome.ok) throw new Error(`filling failed: ${outcome.reason}`);
  }
}

/** yyyy-mm-dd of an epoch-ms instant (UTC). */
const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * The default probes: RUNNING first page, middle page and one-month page (count 20, through the service, list
 * items built), and a back-filled add in the middle of the history through the service (a valid 10-point RUN) and
 * through the repository alone (a tiny activity: the index cost).
 */
export function runningProbes(): ScalingProbe[] {
  let serial = 0;
  return [
    {
      name: "RUNNING first page (count 20)",
      prepare: ({ service, userId }) => () => service.listActivities(userId, "RUNNING", { count: 20 }),
    },
    {
      name: "RUNNING middle page (count 20)",
      prepare: ({ service, userId, size }) => {
        const running = Math.floor(size / 2);
        return () => service.listActivities(userId, "RUNNING", { count: 20, offset: Math.max(1, running >> 1) });
      },
    },
    {
      name: "RUNNING one-month page (count 20)",
      prepare: ({ service, userId, size }) => {
        const middle = NOW_MS - 3_600_000 - Math.floor(size / 2) * SPACING_MS;
        const start = new Date(middle);
        const from = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1);
        const to = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0);
        return () => service.listActivities(userId, "RUNNING", { count: 20, startDate: isoDate(from), endDate: isoDate(to) });
      },
    },
    {
      name: "back-filled add through the service (RUN, 10 points)",
      prepare: ({ service, userId, size }) => {
        const middle = NOW_MS - 3_600_000 - Math.floor(size / 2) * SPACING_MS + 5 * 60_000;
        const body = [
          {
            activityType: "RUN",
            deviceType: "WATCH",
            startTime: middle,
            timeZoneName: "Europe/Paris",
            metrics: {
              intervalUnit: "sec",
              intervalValue: 10,
              metricTypes: ["distance", "speed"],
              data: Array.from({ length: 10 }, (_, i) => [i * 0.03, 10.8]),
            },
          },
        ];
        // successive adds go to 64 different days around the middle (a history import), so that no one wristband
        // day collects the thousands of timed adds (a day's fold costs O(its activities), decision D-95)
        let turn = 0;
        return async () => {
          const outcome = await service.addActivities(userId, [{ ...body[0]!, startTime: middle - (turn++ % 64) * 86_400_000 }]);
          if (!outcome.ok) throw new Error(`back-filled add refused: ${JSON.stringify(outcome.errors)}`);
          return outcome;
        };
      },
    },
    {
      name: "back-filled add through the repository (index cost)",
      prepare: ({ repository, userId, size }) => {
        const middle = NOW_MS - 3_600_000 - Math.floor(size / 2) * SPACING_MS + 7 * 60_000;
        return () => repository.addActivities(userId, [{ ...tinyActivity(`bf${size}-${++serial}`, middle + (serial % 60_000), "RUN"), userId }]);
      },
    },
  ];
}

/**
 * A scaling section: fills one store per size, then times every probe on every store side by side (medians of
 * interleaved rounds) and reports each time and the ratio largest / smallest (target ≤ 2×).
 *
 * @param options - label, repository factory, sizes, probes.
 */
export function scalingSection(options: ScalingOptions): BenchSection {
  return {
    name: `scaling-${options.label}`,
    async run({ lib, rounds, quick, log }) {
      const sizes = quick ? (options.quickSizes ?? [1_000, 10_000, 100_000]) : (options.sizes ?? [10_000, 100_000, 1_000_000]);
      const batchSize = options.batchSize ?? 1_000;
      const fill = options.fill ?? fillStore;
      const stores: ScalingStore[] = [];
      for (const size of sizes) {
        const repository = await options.createRepository(lib);
        const started = performance.now();
        await fill(repository, USER, size, batchSize);
        log(`scaling ${options.label}: filled ${size.toLocaleString("en")} activities in ${duration(performance.now() - started)}`);
        const service = lib.createActivityService({ repository, clock: () => NOW_MS, getProfile: () => PROFILE });
        stores.push({ size, repository, service, userId: USER });
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
        figures.push(atMost(group, `${probe.name}: ${sizes[sizes.length - 1]!.toLocaleString("en")} / ${sizes[0]!.toLocaleString("en")}`, ratio, RATIO_TARGET, times));
      }
      return figures;
    },
  };
}
