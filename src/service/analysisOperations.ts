import { analyzeActivity, type ActivityAnalysis } from "../analysis/analyzeActivity.js";
import { bestOfRecords, type UserBest } from "../analysis/bestOfRecords.js";
import { trainingLoad } from "../analysis/trainingLoad.js";
import { formatUtcTime } from "../derive/formatUtcTime.js";
import type { ActivityRecords } from "../model/activityRecords.js";
import type { ActivitySummary } from "../model/activitySummary.js";
import type { UserProfile } from "../model/userProfile.js";
import type { ActivityFilter, ActivityRepository, ListPosition } from "../repository/activityRepository.js";
import { addDays, dayNumberOfDate } from "../timeZone/localDays.js";
import { errorForCode } from "../validate/errorForCode.js";
import type { ServiceResult } from "./activityService.js";
import type { RecordHolder, RecordsQuery, TrainingLoadQuery, TrainingLoadReport, UserRecords } from "./analysisQueries.js";
import { parseListQuery } from "./parseListQuery.js";
import { typesOfFamilies } from "./typesOfFamilies.js";

/** Summaries read per repository call when a whole range is read (one round trip for up to this many activities). */
const READ_CHUNK = 10_000;
/** Days before a training-load range whose loads still weigh (e^(−291/42) < 0.001). */
const CARRIED_DAYS = 291;
/** Longest training-load range, days. */
const MAX_LOAD_DAYS = 3_660;

/**
 * Every summary a filter selects, newest first: one read per {@link READ_CHUNK} activities (each read asks for one
 * more, so that exactly READ_CHUNK activities are one read), continued by keyset.
 */
async function readAll(repository: ActivityRepository, userId: string, filter: ActivityFilter): Promise<ActivitySummary[]> {
  const out: ActivitySummary[] = [];
  let after: ListPosition | undefined;
  for (;;) {
    const page = { offset: 0, limit: READ_CHUNK + 1 };
    const rows = await repository.listActivities(userId, filter, after === undefined ? page : { ...page, after });
    const kept = Math.min(rows.length, READ_CHUNK);
    for (let i = 0; i < kept; i++) out.push(rows[i]!);
    if (rows.length <= READ_CHUNK) return out;
    const last = rows[READ_CHUNK - 1]!;
    after = { startTime: last.activity.startTime, activityId: last.activityId };
  }
}

/** The three analysis operations of the service, over its repository and profile lookup. */
export interface AnalysisOperations {
  /** See `ActivityService.getAnalysis`. */
  getAnalysis(userId: string, activityId: string, notFound: () => ServiceResult<never>): Promise<ServiceResult<ActivityAnalysis>>;
  /** See `ActivityService.getRecords`. */
  getRecords(userId: string, experienceType: string, query?: RecordsQuery): Promise<ServiceResult<UserRecords>>;
  /** See `ActivityService.getTrainingLoad`. */
  getTrainingLoad(userId: string, query: TrainingLoadQuery): Promise<ServiceResult<TrainingLoadReport>>;
}

/**
 * The analysis operations: one activity's analysis from its samples; a user's bests and training load from the
 * records and fuel kept with each activity, one repository read per 10 000 activities, no samples read.
 *
 * @param repository - storage.
 * @param getProfile - the user's profile (zones, TRIMP).
 * @returns the operations.
 */
export function analysisOperations(repository: ActivityRepository, getProfile: (userId: string) => Promise<UserProfile | undefined>): AnalysisOperations {
  return {
    async getAnalysis(userId, activityId, notFound) {
      const stored = await repository.getActivity(userId, activityId);
      if (stored === undefined) return notFound();
      const profile = await getProfile(userId);
      const options = profile === undefined ? { fuelPerPoint: stored.derived.fuelPerPoint } : { profile, fuelPerPoint: stored.derived.fuelPerPoint };
      return { ok: true, value: analyzeActivity(stored.activity, options) };
    },

    async getRecords(userId, experienceType, query = {}) {
      const parsed = parseListQuery(experienceType, { ...(query.startDate !== undefined ? { startDate: query.startDate } : {}), ...(query.endDate !== undefined ? { endDate: query.endDate } : {}) });
      if (!parsed.ok) return parsed;
      const { experience, dates } = parsed.value;
      const filter: ActivityFilter = {
        activityTypes: experience.source === "daily" ? ["ALL_DAY"] : typesOfFamilies(experience.families),
        ...(dates !== undefined ? { localDateFrom: dates.startDate, localDateTo: dates.endDate } : {}),
      };
      const holders = (await readAll(repository, userId, filter)).filter((s): s is ActivitySummary & { records: ActivityRecords } => s.records !== undefined);
      const bests = bestOfRecords(holders.map((s) => s.records));
      const held = (best: UserBest): RecordHolder => {
        const holder = holders[best.record]!;
        return { at: best.at, value: best.value, activityId: holder.activityId, startTime: formatUtcTime(holder.activity.startTime) };
      };
      return {
        ok: true,
        value: {
          experienceType: parsed.value.experienceType,
          bestEfforts: bests.bestEfforts.map(held),
          watts: bests.watts.map(held),
          speed: bests.speed.map(held),
          heartrate: bests.heartrate.map(held),
        },
      };
    },

    async getTrainingLoad(userId, query) {
      const kind = query.load ?? "fuel";
      const parsed = parseListQuery("ALL", { ...(query.startDate !== undefined ? { startDate: query.startDate } : {}), ...(query.endDate !== undefined ? { endDate: query.endDate } : {}) });
      const errors = parsed.ok ? [] : [...parsed.errors];
      if (kind !== "fuel" && kind !== "trimp") errors.push(errorForCode(1170, null, ["load"], `load is ${JSON.stringify(kind)}; use fuel or trimp`));
      const dates = parsed.ok ? parsed.value.dates : undefined;
      if (parsed.ok && dates === undefined) errors.push(errorForCode(1171, null, ["startDate"], "startDate and endDate are required"));
      if (dates !== undefined && dayNumberOfDate(dates.endDate) - dayNumberOfDate(dates.startDate) >= MAX_LOAD_DAYS) {
        errors.push(errorForCode(1171, null, ["endDate"], `the range ${dates.startDate} – ${dates.endDate} is longer than ${MAX_LOAD_DAYS} days`));
      }
      const [first, ...rest] = errors;
      if (first !== undefined || dates === undefined) return { ok: false, errors: [first ?? errorForCode(1171, null, ["startDate"], "startDate and endDate are required"), ...rest] };
      const sessions = await readAll(repository, userId, {
        activityTypes: typesOfFamilies([]),
        localDateFrom: addDays(dates.startDate, -CARRIED_DAYS),
        localDateTo: dates.endDate,
      });
      const loads: Record<string, number> = {};
      for (const s of sessions) {
        const load = kind === "fuel" ? s.derived.fuel : (s.records?.trimp ?? 0);
        loads[s.localDate] = (loads[s.localDate] ?? 0) + load;
      }
      return { ok: true, value: { load: kind === "trimp" ? "trimp" : "fuel", days: trainingLoad(loads, { from: dates.startDate, to: dates.endDate }) } };
    },
  };
}
