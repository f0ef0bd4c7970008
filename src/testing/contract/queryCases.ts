import { localDateOf } from "../../timeZone/localDays.js";
import { ACTIVITY_TYPES, type ActivityTypeName } from "../../registry/activityTypes.js";
import type { StoredActivity } from "../../model/storedActivity.js";
import type { ActivityFilter, ActivityRepository } from "../../repository/activityRepository.js";
import { check, checkEqual, idsOf } from "./check.js";
import type { ContractSettings, RepositoryContractCase } from "./contractCase.js";
import { contractActivity, referenceList, seededRandom } from "./fixtures.js";

const T0 = /* @__PURE__ */ Date.UTC(2020, 5, 15, 12);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const familyTypes = (family: string): string[] => ACTIVITY_TYPES.filter((t) => t.family === family).map((t) => t.name);
const SAMPLE_TYPES: readonly ActivityTypeName[] = ["RUN", "WALK", "HIKING", "CYCLE", "SPINNING", "YOGA", "GOLF"];
const SAMPLE_ZONES = ["UTC", "Europe/Paris", "Pacific/Kiritimati", "Etc/GMT+12", "America/Los_Angeles", "Asia/Kolkata"];

/** Every offset/limit window of a list equals the same slice of the full list. */
async function checkWindows(repo: ActivityRepository, userId: string, filter: ActivityFilter, expected: string[], what: string): Promise<void> {
  checkEqual(await repo.countActivities(userId, filter), expected.length, `count ${what}`);
  checkEqual(idsOf(await repo.listActivities(userId, filter, { offset: 0, limit: expected.length + 5 })), expected, `list ${what}`);
  for (const limit of [1, 2, 3]) {
    for (let offset = 0; offset <= expected.length; offset += 1) {
      const page = idsOf(await repo.listActivities(userId, filter, { offset, limit }));
      checkEqual(page, expected.slice(offset, offset + limit), `list ${what} at offset ${offset}, limit ${limit}`);
    }
  }
}

/**
 * Cases of listing and counting: order, windows, type and local-date filters, random data sets against the
 * reference model, and overlap queries.
 *
 * @param settings - the contract settings.
 */
export function queryCases({ make, randomRuns, seed }: ContractSettings): RepositoryContractCase[] {
  const RUN_FAMILY = familyTypes("RUN");
  const WALK_FAMILY = familyTypes("WALK");
  return [
    {
      name: "lists are most recent first, equal start times by id descending, whatever the insertion order",
      async run() {
        const repo = await make();
        const starts: [string, number][] = [["b", T0], ["d", T0 + HOUR], ["a", T0], ["c", T0 - HOUR], ["e", T0], ["f", T0 + 2 * HOUR]];
        for (const [id, start] of starts) await repo.addActivities("u1", [contractActivity({ userId: "u1", activityId: id, startTime: start })]);
        await checkWindows(repo, "u1", {}, ["f", "d", "e", "b", "a", "c"], "of all");
      },
    },
    {
      name: "activity type filters: one type, a whole family, any set, the empty set",
      async run() {
        const repo = await make();
        const batch = SAMPLE_TYPES.flatMap((type, i) =>
          [0, 1].map((k) => contractActivity({ userId: "u1", activityId: `${type}-${k}`, startTime: T0 + (i * 2 + k) * HOUR, activityType: type })),
        );
        await repo.addActivities("u1", batch);
        for (const types of [["RUN"], ["YOGA"], ["SWIMMING"], RUN_FAMILY, WALK_FAMILY, ["RUN", "GOLF"], ["CYCLE", "SPINNING", "YOGA"], []]) {
          const filter = { activityTypes: types };
          await checkWindows(repo, "u1", filter, idsOf(referenceList(batch, "u1", filter)), `of types ${JSON.stringify(types)}`);
        }
      },
    },
    {
      name: "date filters compare the given localDate (the local start date the service stored), inclusive",
      async run() {
        const repo = await make();
        const at = (id: string, iso: string, zone: string, localDate?: string): StoredActivity =>
          contractActivity({ userId: "u1", activityId: id, startTime: Date.parse(iso), timeZoneName: zone, ...(localDate !== undefined ? { localDate } : {}) });
        const batch = [
          at("kiritimati-early", "2020-03-09T10:30:00Z", "Pacific/Kiritimati"), // 2020-03-10 00:30 local (+14)
          at("gmt12-late", "2020-03-11T11:30:00Z", "Etc/GMT+12"), // 2020-03-10 23:30 local (−12)
          at("gmt12-next", "2020-03-11T12:30:00Z", "Etc/GMT+12"), // 2020-03-11 00:30 local
          at("paris-before", "2020-03-09T22:59:59Z", "Europe/Paris"), // 2020-03-09 23:59:59 local
          at("paris-first", "2020-03-09T23:00:00Z", "Europe/Paris"), // 2020-03-10 00:00 local
          at("utc-mid", "2020-03-10T12:00:00Z", "UTC"),
          at("la-evening", "2020-03-11T06:59:00Z", "America/Los_Angeles"), // 2020-03-10 23:59 PDT
          at("utc-far", "2020-06-01T00:00:00Z", "UTC"),
          // given a date a zone 6 hours ahead would give: compared as given
          at("given-next", "2020-03-10T20:00:00Z", "UTC", "2020-03-11"),
        ];
        await repo.addActivities("u1", batch);
        const filter = { localDateFrom: "2020-03-10", localDateTo: "2020-03-10" };
        const expected = ["gmt12-late", "la-evening", "utc-mid", "paris-first", "kiritimati-early"];
        checkEqual(idsOf(referenceList(batch, "u1", filter)), expected, "the contract's own reference (self-check)");
        await checkWindows(repo, "u1", filter, expected, "of 2020-03-10");
        const wide = { localDateFrom: "2020-03-01", localDateTo: "2020-05-31" };
        checkEqual(await repo.countActivities("u1", wide), 8, "count of March–May");
        await checkWindows(repo, "u1", { localDateFrom: "2020-03-11", localDateTo: "2020-03-11" }, ["gmt12-next", "given-next"], "of 2020-03-11");
        const reversed = { localDateFrom: "2020-03-11", localDateTo: "2020-03-10" };
        checkEqual(await repo.countActivities("u1", reversed), 0, "a reversed range selects nothing");
        await checkWindows(repo, "u1", { activityTypes: ["WALK"], ...filter }, [], "of WALK on 2020-03-10");
      },
    },
    {
      name: `random data sets agree with the reference model for random filters (seed ${seed})`,
      async run() {
        const random = seededRandom(seed);
        const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
        for (let run = 0; run < randomRuns; run++) {
          const repo = await make();
          const all: StoredActivity[] = [];
          const batches = Math.floor(random() * 20);
          let serial = 0;
          for (let b = 0; b < batches; b++) {
            const userId = random() < 0.8 ? "u1" : "u2";
            const batch = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
              // few distinct start times (ties), spread over ~20 days so that date edges matter
              const startTime = T0 + Math.floor(random() * 40) * 12 * HOUR + (random() < 0.3 ? 0 : Math.floor(random() * 12 * HOUR));
              const fields = { userId, startTime, activityType: pick(SAMPLE_TYPES), timeZoneName: pick(SAMPLE_ZONES) };
              return contractActivity({ ...fields, activityId: `r${run}-${serial++}` });
            });
            check((await repo.addActivities(userId, batch)).ok, "a batch of fresh ids is stored");
            all.push(...batch);
          }
          for (let q = 0; q < 8; q++) {
            const from = new Date(T0 + Math.floor(random() * 22) * DAY - 2 * DAY).toISOString().slice(0, 10);
            const to = new Date(Date.parse(from) + Math.floor(random() * 6) * DAY).toISOString().slice(0, 10);
            const filter: ActivityFilter = {
              ...(random() < 0.5 ? { activityTypes: pick([["RUN"], RUN_FAMILY, WALK_FAMILY, ["YOGA", "GOLF"], ["CYCLE"]]) } : {}),
              ...(random() < 0.6 ? { localDateFrom: from, localDateTo: to } : {}),
            };
            const expected = idsOf(referenceList(all, "u1", filter));
            const offset = Math.floor(random() * (expected.length + 2));
            const limit = Math.floor(random() * 6);
            const what = `run ${run}, filter ${JSON.stringify(filter)}`;
            checkEqual(await repo.countActivities("u1", filter), expected.length, `count, ${what}`);
            const page = idsOf(await repo.listActivities("u1", filter, { offset, limit }));
            checkEqual(page, expected.slice(offset, offset + limit), `list offset ${offset} limit ${limit}, ${what}`);
          }
        }
      },
    },
    {
      name: "overlap queries select by the given [startTime, endMs) and ALL_DAY dates, each once, most recent first",
      async run() {
        const repo = await make();
        const long = contractActivity({ userId: "u1", activityId: "long", startTime: T0 - 3 * DAY, durationMs: 4 * DAY });
        const before = contractActivity({ userId: "u1", activityId: "before", startTime: T0 - 2 * HOUR, points: 3 }); // ends T0 − 2 h + 30 s
        const touching = contractActivity({ userId: "u1", activityId: "touching", startTime: T0 - 30_000, points: 3 }); // ends exactly T0
        const inside = contractActivity({ userId: "u1", activityId: "inside", startTime: T0 + HOUR });
        const atEnd = contractActivity({ userId: "u1", activityId: "at-end", startTime: T0 + DAY });
        // the stored end is what counts, not one recomputed from the samples
        const stretched = contractActivity({ userId: "u1", activityId: "stretched", startTime: T0 - 5 * DAY, endMs: T0 + 1 });
        // an ALL_DAY whose given date is not its start's UTC date: found by its given date only
        const day = contractActivity({ userId: "u1", activityId: "day", startTime: T0 - 10 * DAY, activityType: "ALL_DAY", localDate: "2001-01-01" });
        await repo.addActivities("u1", [inside, long, atEnd, before, touching, stretched, day]);
        await repo.addActivities("u2", [contractActivity({ userId: "u2", activityId: "other", startTime: T0 + HOUR })]);
        const range = { fromMs: T0, toMs: T0 + DAY };
        const overlap = async (ranges: { fromMs?: number; toMs?: number }[], allDayDates?: string[]): Promise<string[]> =>
          idsOf(await repo.listActivitiesOverlapping("u1", allDayDates === undefined ? { ranges } : { ranges, allDayDates }));
        checkEqual(await overlap([range]), ["inside", "long", "stretched"], "[T0, T0 + 1 day)");
        checkEqual(await overlap([{ fromMs: T0 - 1 }]), ["at-end", "inside", "touching", "long", "stretched"], "from T0 − 1 ms");
        checkEqual(await overlap([{ toMs: T0 - 2 * HOUR + 1 }]), ["before", "long", "stretched", "day"], "to just after 'before' starts");
        checkEqual(await overlap([{}]), ["at-end", "inside", "touching", "before", "long", "stretched", "day"], "unbounded");
        checkEqual(await overlap([{ fromMs: T0 + 2 * DAY }]), [], "after everything");
        checkEqual(await overlap([]), [], "no range");
        checkEqual(await overlap([range, { fromMs: T0 + DAY, toMs: T0 + DAY + 1 }, range]), ["at-end", "inside", "long", "stretched"], "several ranges, each activity once");
        checkEqual(await overlap([], ["2001-01-01", "2001-01-02"]), ["day"], "an ALL_DAY by its given date");
        checkEqual(await overlap([range], [localDateOf(T0 - 10 * DAY, "UTC")]), ["inside", "long", "stretched"], "not by a date computed from its start");
        checkEqual(await overlap([range], ["2001-01-01"]), ["inside", "long", "stretched", "day"], "ranges and dates together");
      },
    },
  ];
}
