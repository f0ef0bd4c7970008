import type { StoredActivity } from "../../model/storedActivity.js";
import type { ActivityRepository, StoreOutcome } from "../../repository/activityRepository.js";
import { check, checkEqual, idsOf } from "./check.js";
import type { ContractSettings, RepositoryContractCase } from "./contractCase.js";
import { contractActivity, seededRandom } from "./fixtures.js";

const T0 = /* @__PURE__ */ Date.UTC(2023, 4, 2, 4);
const HOUR = 3_600_000;
const DATE = "2023-05-02";

/** An ALL_DAY record of `localDate` (given, whatever its zone), starting at T0 + `startHours`, its span ending at T0 + `endHours`. */
function dayRecord(userId: string, activityId: string, endHours: number, fields: { localDate?: string; startHours?: number; timeZoneName?: string } = {}): StoredActivity {
  const startTime = T0 + (fields.startHours ?? 0) * HOUR;
  return contractActivity({
    userId,
    activityId,
    startTime,
    activityType: "ALL_DAY",
    localDate: fields.localDate ?? DATE,
    endMs: T0 + endHours * HOUR,
    ...(fields.timeZoneName !== undefined ? { timeZoneName: fields.timeZoneName } : {}),
  });
}

/** The ids of the user's ALL_DAY records of a date, read four ways, checked to agree. */
async function recordsOf(repo: ActivityRepository, userId: string, localDate: string): Promise<string[]> {
  const listed = idsOf(await repo.listActivities(userId, { activityTypes: ["ALL_DAY"], localDateFrom: localDate, localDateTo: localDate }, { offset: 0, limit: 100 }));
  const byDate = idsOf(await repo.listActivitiesOverlapping(userId, { ranges: [], allDayDates: [localDate] }));
  checkEqual(byDate, listed, `the ALL_DAY records of ${localDate} by date and by list`);
  checkEqual(await repo.countActivities(userId, { activityTypes: ["ALL_DAY"], localDateFrom: localDate, localDateTo: localDate }), listed.length, `count of ${localDate}`);
  for (const id of listed) check((await repo.getActivity(userId, id)) !== undefined, `getActivity(${id}) of a listed record`);
  return listed;
}

/**
 * Cases of the one-ALL_DAY-per-local-date rule (kept by storage, atomically, under concurrency) and of the fuel
 * slices a wristband day reads.
 *
 * @param settings - the contract settings.
 */
export function dayCases({ make, seed }: ContractSettings): RepositoryContractCase[] {
  return [
    {
      name: "an ALL_DAY reaching as far or further replaces its date's record in the batch's step; the old id is gone",
      async run() {
        const repo = await make();
        check((await repo.addActivities("u1", [dayRecord("u1", "d1", 10)])).ok, "the first record of the date");
        await repo.addActivities("u1", [dayRecord("u1", "other-date", 5, { localDate: "2023-05-03", startHours: 24 })]);
        await repo.addActivities("u2", [dayRecord("u2", "d1", 10)]);
        checkEqual(await repo.addActivities("u1", [dayRecord("u1", "d2", 18)]), { ok: true, stored: 1 }, "a record reaching later");
        checkEqual(await recordsOf(repo, "u1", DATE), ["d2"], "after the later record");
        checkEqual(await repo.getActivity("u1", "d1"), undefined, "the replaced record's id");
        checkEqual(await repo.addActivities("u1", [dayRecord("u1", "d3", 18)]), { ok: true, stored: 1 }, "a record reaching as far (a tie: the later request)");
        checkEqual(await recordsOf(repo, "u1", DATE), ["d3"], "after the tie");
        checkEqual(await recordsOf(repo, "u1", "2023-05-03"), ["other-date"], "another date of the user");
        checkEqual(await recordsOf(repo, "u2", DATE), ["d1"], "another user's record of the date");
        checkEqual(await repo.countActivities("u1"), 2, "the user's count");
        checkEqual(idsOf(await repo.listActivitiesOverlapping("u1", { ranges: [{ fromMs: T0, toMs: T0 + 1 }] })), ["d3"], "overlap");
        check((await repo.addActivities("u1", [dayRecord("u1", "d1", 30)])).ok, "a replaced id may be stored again");
        checkEqual(await recordsOf(repo, "u1", DATE), ["d1"], "the id stored again stands");
      },
    },
    {
      name: "an ALL_DAY reaching less far is refused whole (DAY_SUPERSEDED): nothing of its batch is stored",
      async run() {
        const repo = await make();
        await repo.addActivities("u1", [dayRecord("u1", "long", 18)]);
        const record = { key: "k", fingerprint: "f", createdAtMs: T0, expiresAtMs: T0 + 24 * HOUR, response: [] };
        const run = contractActivity({ userId: "u1", activityId: "run", startTime: T0 + 2 * HOUR });
        const outcome = await repo.addActivities("u1", [run, dayRecord("u1", "short", 10), dayRecord("u1", "next", 3, { localDate: "2023-05-03" })], { idempotency: record });
        checkEqual(outcome, { ok: false, reason: "DAY_SUPERSEDED", activityId: "short", standing: { activityId: "long", endMs: T0 + 18 * HOUR } }, "the outcome");
        checkEqual(await recordsOf(repo, "u1", DATE), ["long"], "the longer record stands");
        checkEqual(await recordsOf(repo, "u1", "2023-05-03"), [], "nothing of the batch: its other day");
        checkEqual(await repo.getActivity("u1", "run"), undefined, "nothing of the batch: its session");
        checkEqual(await repo.getIdempotencyRecord("u1", "k", T0 + 1), undefined, "nothing of the batch: its idempotency record");
        check(await repo.deleteActivity("u1", "long"), "deleting the standing record");
        check((await repo.addActivities("u1", [dayRecord("u1", "short", 10)])).ok, "a deleted record's date takes a shorter one");
      },
    },
    {
      name: "the rule compares the given localDate: one record per date whatever the zones and start instants",
      async run() {
        const repo = await make();
        // 2023-05-02 in Europe/Paris starts 2023-05-01T22:00Z; in America/New_York 2023-05-02T04:00Z; Kiritimati 2023-05-01T10:00Z
        await repo.addActivities("u1", [dayRecord("u1", "paris", 20, { startHours: -6, timeZoneName: "Europe/Paris" })]);
        check((await repo.addActivities("u1", [dayRecord("u1", "new-york", 24, { timeZoneName: "America/New_York" })])).ok, "the same date in another zone, reaching later");
        checkEqual(await recordsOf(repo, "u1", DATE), ["new-york"], "one record of the date");
        const early = await repo.addActivities("u1", [dayRecord("u1", "kiritimati", 14, { startHours: -18, timeZoneName: "Pacific/Kiritimati" })]);
        checkEqual(early.ok ? "stored" : early.reason, "DAY_SUPERSEDED", "the same date 25 hours earlier, reaching less far");
        // a date its zone (UTC) would not give, but a zone 5 hours behind would: storage keeps what it is given
        await repo.addActivities("u1", [dayRecord("u1", "given", 30, { localDate: "2023-05-01" })]);
        checkEqual(await recordsOf(repo, "u1", "2023-05-01"), ["given"], "the given date");
        checkEqual(await recordsOf(repo, "u1", DATE), ["new-york"], "not the date of its start in its zone");
      },
    },
    {
      name: "concurrent re-syncs of one day leave exactly one record, the one reaching furthest; every answer agrees with it",
      async run() {
        const random = seededRandom(seed);
        for (let trial = 0; trial < 12; trial++) {
          const repo = await make();
          const n = 2 + (trial % 3);
          await repo.addActivities("u1", [dayRecord("u1", `t${trial}-first`, 4)]);
          // half the trials with equal reach (identical re-syncs), half with different reach
          const ends = Array.from({ length: n }, () => (trial % 2 === 0 ? 12 : 5 + Math.floor(random() * 6)));
          const batches = ends.map((end, i) => [dayRecord("u1", `t${trial}-${i}`, end)]);
          const outcomes: StoreOutcome[] = await Promise.all(batches.map((batch) => repo.addActivities("u1", batch)));
          const standing = await recordsOf(repo, "u1", DATE);
          const what = `trial ${trial}: ends ${ends.join(", ")}, outcomes ${JSON.stringify(outcomes)}`;
          checkEqual(standing.length, 1, `one record stands, ${what}`);
          const winner = standing[0]!;
          const furthest = Math.max(...ends);
          const winnerEnd = ends[batches.findIndex((b) => b[0]!.activityId === winner)];
          checkEqual(winnerEnd, furthest, `the record reaching furthest stands, ${what}`);
          outcomes.forEach((outcome, i) => {
            if (outcome.ok) return;
            check(outcome.reason === "DAY_SUPERSEDED", `only DAY_SUPERSEDED refuses a re-sync, ${what}`);
            check(ends[i]! < furthest, `a refused re-sync reaches less far than what stands, ${what}`);
          });
          check(outcomes.some((o, i) => o.ok && batches[i]![0]!.activityId === winner), `the standing record was answered as stored, ${what}`);
          checkEqual(await repo.getActivity("u1", `t${trial}-first`), undefined, `the earlier record is replaced, ${what}`);
        }
      },
    },
    {
      name: "a batch with two ALL_DAY activities of one date rejects and stores nothing",
      async run() {
        const repo = await make();
        const twice = repo.addActivities("u1", [dayRecord("u1", "a", 10), dayRecord("u1", "b", 12), contractActivity({ userId: "u1", activityId: "run", startTime: T0 })]);
        const rejected = await twice.then(
          () => false,
          () => true,
        );
        check(rejected, "the add rejects (a programming error)");
        checkEqual(await repo.countActivities("u1"), 0, "nothing is stored");
      },
    },
    {
      name: "analysis records are stored as given and returned with the summary and the activity; an activity without stays without",
      async run() {
        const repo = await make();
        const records = { version: 1 as const, bestEfforts: [[400, 96.5], [1000, 262.1]] as [number, number][], watts: [], speed: [[5, 14.2], [60, 12.9]] as [number, number][], heartrate: [[5, 171], [60, 166.5]] as [number, number][], trimp: 41.2, intensityMinutes: 33 };
        const withRecords = { ...contractActivity({ userId: "u1", activityId: "with", startTime: T0 }), records };
        const without = contractActivity({ userId: "u1", activityId: "without", startTime: T0 - HOUR });
        await repo.addActivities("u1", [withRecords, without]);
        const listed = await repo.listActivities("u1", {}, { offset: 0, limit: 10 });
        checkEqual(listed.map((s) => s.records), [records, undefined], "records of the listed summaries");
        checkEqual((await repo.getActivity("u1", "with"))?.records, records, "records of the stored activity");
        checkEqual((await repo.listActivitiesOverlapping("u1", { ranges: [{ fromMs: T0, toMs: T0 + 1 }] }))[0]?.records, records, "records of an overlap query's summary");
      },
    },
    {
      name: "readFuelSlices returns the stored FUEL values of the points asked, in request order; undefined for ids the user has not",
      async run() {
        const repo = await make();
        const a = contractActivity({ userId: "u1", activityId: "a", startTime: T0, points: 7 });
        const b = contractActivity({ userId: "u1", activityId: "b", startTime: T0 + HOUR, points: 4 });
        await repo.addActivities("u1", [a, b]);
        await repo.addActivities("u2", [contractActivity({ userId: "u2", activityId: "c", startTime: T0, points: 3 })]);
        const slices = await repo.readFuelSlices("u1", [
          { activityId: "b", fromPoint: 1, toPoint: 3 },
          { activityId: "a", fromPoint: 0, toPoint: 7 },
          { activityId: "c", fromPoint: 0, toPoint: 1 },
          { activityId: "a", fromPoint: 5, toPoint: 5 },
          { activityId: "a", fromPoint: 6, toPoint: 7 },
        ]);
        checkEqual(slices.length, 5, "one answer per request");
        checkEqual(slices[0], Array.from(b.derived.fuelPerPoint).slice(1, 3), "points 1–2 of b");
        checkEqual(slices[1], Array.from(a.derived.fuelPerPoint), "every point of a");
        checkEqual(slices[2], undefined, "another user's activity");
        checkEqual(slices[3], [], "an empty range");
        checkEqual(slices[4], Array.from(a.derived.fuelPerPoint).slice(6), "the last point");
        checkEqual(await repo.readFuelSlices("u1", []), [], "no request");
      },
    },
  ];
}
