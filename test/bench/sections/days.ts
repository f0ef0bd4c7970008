/**
 * The wristband-day rows of `npm run bench` (`--only days`): the rule "one ALL_DAY per user and local date" under
 * concurrency, and what list pages cost now that they read summaries.
 *
 * - 100 trials of 3 concurrent re-syncs of one day (10, 18 and 14 hours, through the service) on the in-memory
 *   repository, on PGlite and on a PostgreSQL server: records of the day left standing beyond one (target 0).
 * - On the server: a CYCLING page of `count=999` over 40 stored rides of 100 000 points: memory above the idle
 *   process at its peak (target ≤ 20 MB; a page that read samples held about 15 MB per ride);
 * - a WRISTBAND page of 20 days (each an ALL_DAY of 24 h at 10 s with a 30-minute run inside) against a RUNNING page
 *   of 20 of the same user, through the service, wall time (target ≤ 3×).
 *
 * Server: `ACTIVITY_FUEL_TEST_DATABASE_URL` when set, else a throw-away cluster (`.ci/postgres-cluster.sh`); without
 * either, the server rows say so.
 */
import { PGlite } from "@electric-sql/pglite";
import { createPostgresActivityRepository, migrateActivityDatabase } from "../../../src/postgres/index.js";
import type { ActivityRepository } from "../../../src/repository/activityRepository.js";
import { createInMemoryActivityRepository } from "../../../src/repository/createInMemoryActivityRepository.js";
import { createActivityService } from "../../../src/service/createActivityService.js";
import { startTestServer } from "../../postgres/testServer.js";
import { atMost, collectGarbage, compareWallClock, duration, info, times, type BenchFigure, type BenchSection } from "../benchKit.js";

const GROUP = "wristband days";
const NOW_MS = Date.UTC(2030, 0, 1, 12);
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const PROFILE = { weightKg: 70, ageYears: 35 };
const MB = 2 ** 20;

/** An ALL_DAY of `hours` at 10 s starting at `startTime` (UTC): heart rate and a FUEL column of 1 per point. */
function allDay(startTime: number, hours: number): unknown {
  return {
    activityType: "ALL_DAY",
    deviceType: "WEARABLE",
    startTime,
    timeZoneName: "UTC",
    metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["heartrate", "fuel"], data: Array.from({ length: hours * 360 }, () => [80, 1]) },
  };
}

/** A run or a ride of `points` at 10 s (RUN) or 5 s (CYCLE): distance, speed, heart rate. */
function session(activityType: "RUN" | "CYCLE", startTime: number, points: number): unknown {
  const seconds = activityType === "RUN" ? 10 : 5;
  const kmh = activityType === "RUN" ? 11 : 28;
  return {
    activityType,
    deviceType: "WATCH",
    startTime,
    timeZoneName: "UTC",
    metrics: {
      intervalUnit: "sec",
      intervalValue: seconds,
      metricTypes: activityType === "RUN" ? ["distance", "speed", "heartrate"] : ["distance", "grade", "speed", "heartrate"],
      data: Array.from({ length: points }, (_, i) => {
        const km = (i * seconds * kmh) / 3600;
        return activityType === "RUN" ? [km, kmh, 150] : [km, 0, kmh, 140];
      }),
    },
  };
}

/** Records standing beyond one per day after `trials` rounds of 3 concurrent re-syncs of one day each. */
async function duplicateDays(repository: ActivityRepository, trials: number): Promise<number> {
  const service = createActivityService({ repository, clock: () => NOW_MS, getProfile: async () => PROFILE });
  let extra = 0;
  for (let trial = 0; trial < trials; trial++) {
    const day = NOW_MS - (trial + 2) * DAY_MS - (NOW_MS % DAY_MS);
    const results = await Promise.all([10, 18, 14].map((hours) => service.addActivities("resync", [allDay(day, hours)])));
    if (!results.some((r) => r.ok)) throw new Error("every re-sync was refused");
    const date = new Date(day).toISOString().slice(0, 10);
    const page = await service.listActivities("resync", "WRISTBAND", { count: 10, startDate: date, endDate: date });
    if (!page.ok) throw new Error("the WRISTBAND page failed");
    extra += Math.max(0, page.value.data.length - 1);
  }
  return extra;
}

/** Peak of resident memory above its value before `work`, sampled every millisecond the event loop is free, in bytes. */
async function peakAbove(work: () => Promise<unknown>): Promise<number> {
  collectGarbage();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 1);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, process.memoryUsage().rss) - before;
}

/** The wristband-day section. */
export const daysSection: BenchSection = {
  name: "days",
  async run({ rounds, quick, log }) {
    const trials = quick ? 20 : 100;
    const figures: BenchFigure[] = [];
    const memory = await duplicateDays(createInMemoryActivityRepository(), trials);
    const lite = new PGlite();
    let onLite: number;
    try {
      await migrateActivityDatabase(lite);
      onLite = await duplicateDays(createPostgresActivityRepository(lite), trials);
    } finally {
      await lite.close();
    }
    log(`days: ${trials} trials of 3 concurrent re-syncs: extra records in memory ${memory}, on PGlite ${onLite}`);
    figures.push(
      atMost(GROUP, `records beyond one per day, ${trials} trials of 3 concurrent re-syncs, in memory`, memory, 0, String),
      atMost(GROUP, `records beyond one per day, ${trials} trials of 3 concurrent re-syncs, PGlite`, onLite, 0, String),
    );

    const server = await startTestServer({ poolSize: 10 }).catch((e: unknown) => String(e));
    if (typeof server === "string") return [...figures, info(GROUP, "PostgreSQL server rows not measured", server.slice(0, 200))];
    try {
      const schema = server.newSchema();
      await migrateActivityDatabase(server.pool, { schema });
      const repository = createPostgresActivityRepository(server.pool, { schema });
      const onServer = await duplicateDays(repository, trials);
      log(`days: extra records on the PostgreSQL server ${onServer}`);
      figures.push(atMost(GROUP, `records beyond one per day, ${trials} trials of 3 concurrent re-syncs, PostgreSQL server`, onServer, 0, String));

      const service = createActivityService({ repository, clock: () => NOW_MS, getProfile: async () => PROFILE });
      // 40 rides of 100 000 points (5 s: 139 hours each), one after another
      const rides = quick ? 8 : 40;
      const points = quick ? 20_000 : 100_000;
      for (let i = 0; i < rides; i++) {
        const added = await service.addActivities("rider", [session("CYCLE", NOW_MS - (i + 1) * 7 * DAY_MS, points)]);
        if (!added.ok) throw new Error(`a ride was refused: ${JSON.stringify(added.errors[0])}`);
      }
      const list = async (): Promise<unknown> => {
        const page = await service.listActivities("rider", "CYCLING", { count: 999 });
        if (!page.ok || page.value.data.length !== rides) throw new Error("the CYCLING page came back short");
        return page;
      };
      await list();
      const peaks: number[] = [];
      for (let r = 0; r < 5; r++) peaks.push(await peakAbove(list));
      const peak = peaks.sort((a, b) => a - b)[2]!;
      log(`days: count=999 over ${rides} rides of ${points} points: peak ${(peak / MB).toFixed(1)} MB above idle`);
      figures.push(atMost(GROUP, `CYCLING page count=999 over ${rides} rides of ${points.toLocaleString("en")} points: peak memory above idle`, peak / MB, 20, (x) => `${x.toFixed(1)} MB`));

      // 20 days, each an ALL_DAY of 24 h and a 30-minute run inside it
      for (let d = 0; d < 21; d++) {
        const day = NOW_MS - (NOW_MS % DAY_MS) - (d + 1) * DAY_MS;
        if (!(await service.addActivities("walker", [allDay(day, 24)])).ok) throw new Error("a day was refused");
        if (!(await service.addActivities("walker", [session("RUN", day + 8 * HOUR_MS, 180)])).ok) throw new Error("a run was refused");
      }
      const page = (experienceType: string) => async (): Promise<void> => {
        const result = await service.listActivities("walker", experienceType, { count: 20 });
        if (!result.ok || result.value.data.length !== 20) throw new Error(`a short ${experienceType} page`);
      };
      const [wristband, running] = (await compareWallClock([page("WRISTBAND"), page("RUNNING")], Math.max(rounds, 15))) as [number, number];
      log(`days: WRISTBAND page of 20 ${duration(wristband)}, RUNNING page of 20 ${duration(running)} (PostgreSQL server)`);
      figures.push(
        info(GROUP, "WRISTBAND / RUNNING page of 20 through the service, PostgreSQL server", `${duration(wristband)} / ${duration(running)}`),
        atMost(GROUP, "WRISTBAND page of 20 days ÷ RUNNING page of 20, PostgreSQL server", wristband / running, 3, times),
      );
      return figures;
    } finally {
      await server.stop();
    }
  },
};
