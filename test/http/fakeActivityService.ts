// A small in-memory ActivityService for the handler tests, independent of src/service: the handler must work
// against the agreed interface alone. Paging follows spec 4.2 (count default 5, 1-based offset, next repeats the
// query and the keepParams, previous null on the first page, no next on the last).
import type { ActivityDetail } from "../../src/model/activityDetail.js";
import type { ActivityListItem, ActivityListPage } from "../../src/model/activityListItem.js";
import type { AddActivityResponseItem } from "../../src/model/addActivityResponseItem.js";
import type { GpsData } from "../../src/model/gpsData.js";
import type {
  ActivityService,
  ListLinkOptions,
  ListQuery,
  ServiceResult,
} from "../../src/service/activityService.js";
import type { RecordsQuery, TrainingLoadQuery } from "../../src/service/analysisQueries.js";
import { validateActivities } from "../../src/validate/validateActivities.js";
import { errorForCode } from "../../src/validate/errorForCode.js";
import type { ErrorCode } from "../../src/registry/errorCodes.js";

interface FakeActivity {
  readonly activityId: string;
  readonly userId: string;
  readonly activityType: string;
  readonly startTime: number;
  readonly hasGps: boolean;
}

/** One recorded call of the fake. */
export type FakeCall =
  | { op: "add"; userId: string; body: unknown }
  | { op: "list"; userId: string; experienceType: string; query: ListQuery | undefined; links: ListLinkOptions | undefined }
  | { op: "get" | "gps" | "delete" | "analysis"; userId: string; activityId: string }
  | { op: "records"; userId: string; experienceType: string; query: RecordsQuery | undefined }
  | { op: "training-load"; userId: string; query: TrainingLoadQuery };

export interface FakeService extends ActivityService {
  readonly calls: FakeCall[];
  /** Stores an activity directly (for list and detail tests). */
  seed(activity: FakeActivity): void;
  /** When set, every operation throws this. */
  throwing: unknown;
}

const FAMILY: Record<string, readonly string[] | undefined> = {
  RUNNING: ["RUN"],
  CYCLING: ["CYCLE"],
  ALL: undefined,
  WRISTBAND: ["ALL_DAY"],
  FUELBAND: ["ALL_DAY"],
};

function fail<T>(code: ErrorCode, detail: string): ServiceResult<T> {
  return { ok: false, errors: [errorForCode(code, null, [], detail)] };
}

export function createFakeService(nowMs = Date.UTC(2024, 0, 1)): FakeService {
  const activities: FakeActivity[] = [];
  let nextId = 1;
  const service: FakeService = {
    calls: [],
    throwing: undefined,
    seed(activity) {
      activities.push(activity);
    },
    async addActivities(userId, body) {
      service.calls.push({ op: "add", userId, body });
      if (service.throwing !== undefined) throw service.throwing;
      const result = validateActivities(body, { nowMs, profile: { weightKg: 70, ageYears: 30 } });
      if (!result.ok) return { ok: false, errors: result.errors as [typeof result.errors[0], ...typeof result.errors] };
      const items: AddActivityResponseItem[] = result.activities.map((a) => {
        const activityId = `00000000-0000-4000-8000-${String(nextId++).padStart(12, "0")}`;
        activities.push({ activityId, userId, activityType: a.activityType, startTime: a.startTime, hasGps: a.metrics.metricTypes.includes("latitude") });
        return {
          links: [
            { rel: "self", href: `/v1/me/sport/activities/${activityId}` },
            { rel: "gps", href: `/v1/me/sport/activities/${activityId}/gps` },
          ],
          activityId,
          activityType: a.activityType,
          deviceType: a.deviceType,
          startTime: a.startTime,
          duration: a.metrics.pointCount * a.metrics.intervalValue * 1000,
          timeZoneName: a.timeZoneName,
          metricSummary: { fuel: "1" },
        };
      });
      return { ok: true, value: items };
    },
    async listActivities(userId, experienceType, query, links) {
      service.calls.push({ op: "list", userId, experienceType, query, links });
      if (service.throwing !== undefined) throw service.throwing;
      if (!(experienceType in FAMILY)) return fail(1140, `unknown experience type ${experienceType}`);
      const count = query?.count === undefined ? 5 : Number(query.count);
      const offset = query?.offset === undefined ? 1 : Number(query.offset);
      if (!Number.isSafeInteger(count) || count < 1) return fail(1100, "bad count");
      if (!Number.isSafeInteger(offset) || offset < 1) return fail(1110, "bad offset");
      const types = FAMILY[experienceType];
      const mine = activities
        .filter((a) => a.userId === userId && (types === undefined || types.includes(a.activityType)))
        .sort((a, b) => b.startTime - a.startTime);
      const data: ActivityListItem[] = mine.slice(offset - 1, offset - 1 + count).map((a) => ({
        links: [{ rel: "self", href: `/v1/me/sport/activities/${a.activityId}` }],
        activityId: a.activityId,
        activityType: a.activityType,
        startTime: new Date(a.startTime).toISOString(),
        activityTimeZone: "UTC",
        status: "COMPLETE",
        deviceType: "WATCH",
        metricSummary: { calories: "0", fuel: "1", distance: "0", steps: "0", duration: "0:00:10.000" },
        tags: [],
        metrics: [],
      }));
      const base = `${links?.basePath ?? "/v1/me/sport/activities"}/${experienceType}`;
      const href = (o: number): string => {
        const p = new URLSearchParams();
        if (query?.count !== undefined) p.append("count", String(query.count));
        if (query?.startDate !== undefined) p.append("startDate", query.startDate);
        if (query?.endDate !== undefined) p.append("endDate", query.endDate);
        for (const [k, v] of links?.keepParams ?? []) p.append(k, v);
        p.append("offset", String(o));
        return `${base}?${p.toString()}`;
      };
      const page: ActivityListPage = {
        data,
        paging: {
          previous: offset > 1 ? href(Math.max(1, offset - count)) : null,
          next: offset - 1 + count < mine.length ? href(offset + count) : null,
        },
      };
      return { ok: true, value: page };
    },
    async getActivity(userId, activityId) {
      service.calls.push({ op: "get", userId, activityId });
      if (service.throwing !== undefined) throw service.throwing;
      const a = activities.find((x) => x.userId === userId && x.activityId === activityId);
      if (a === undefined) return fail(290, "no such activity for this user");
      const detail = { activityId: a.activityId, activityType: a.activityType, metrics: [] } as unknown as ActivityDetail;
      return { ok: true, value: detail };
    },
    async deleteActivity(userId, activityId) {
      service.calls.push({ op: "delete", userId, activityId });
      if (service.throwing !== undefined) throw service.throwing;
      const index = activities.findIndex((x) => x.userId === userId && x.activityId === activityId);
      if (index < 0) return fail(290, "no such activity for this user");
      activities.splice(index, 1);
      return { ok: true, value: undefined };
    },
    async eraseUser(userId) {
      const before = activities.length;
      activities.splice(0, activities.length, ...activities.filter((x) => x.userId !== userId));
      return before - activities.length;
    },
    async getAnalysis(userId, activityId) {
      service.calls.push({ op: "analysis", userId, activityId });
      if (service.throwing !== undefined) throw service.throwing;
      const a = activities.find((x) => x.userId === userId && x.activityId === activityId);
      if (a === undefined) return fail(290, "no such activity for this user");
      // a fixed analysis of 10 s, shaped as analyzeActivity answers
      const records = { version: 1 as const, bestEfforts: [], watts: [], speed: [[5, 10.8]] as [number, number][], heartrate: [] };
      return {
        ok: true,
        value: { elapsedS: 10, splits: { km: [], mile: [] }, bestEfforts: [], meanMaximal: { watts: [], speed: [{ durationS: 5, value: 10.8, startS: 0, windowS: 5 }], heartrate: [] }, zones: {}, records },
      };
    },
    async getRecords(userId, experienceType, query) {
      service.calls.push({ op: "records", userId, experienceType, query });
      if (service.throwing !== undefined) throw service.throwing;
      if (!(experienceType in FAMILY)) return fail(1140, `unknown experience type ${experienceType}`);
      return { ok: true, value: { experienceType, bestEfforts: [], watts: [], speed: [], heartrate: [] } };
    },
    async getTrainingLoad(userId, query) {
      service.calls.push({ op: "training-load", userId, query });
      if (service.throwing !== undefined) throw service.throwing;
      if (query.load !== undefined && query.load !== "fuel" && query.load !== "trimp") return fail(1170, `load is ${query.load}`);
      if (query.startDate === undefined || query.endDate === undefined) return fail(1171, "startDate and endDate are required");
      return { ok: true, value: { load: query.load === "trimp" ? "trimp" : "fuel", days: [{ date: query.startDate, load: 0, fitness: 0, fatigue: 0, form: 0 }] } };
    },
    async getGps(userId, activityId) {
      service.calls.push({ op: "gps", userId, activityId });
      if (service.throwing !== undefined) throw service.throwing;
      const a = activities.find((x) => x.userId === userId && x.activityId === activityId);
      if (a === undefined) return fail(290, "no such activity for this user");
      if (!a.hasGps) return fail(1500, "no coordinates");
      const gps: GpsData = {
        links: [{ rel: "self", href: `/v1/me/sport/activities/${a.activityId}/gps` }],
        elevationLoss: 0,
        elevationGain: 0,
        elevationMax: null,
        elevationMin: null,
        intervalMetric: 10,
        intervalUnit: "SEC",
        waypoints: [{ latitude: 1, longitude: 2, elevation: null }],
      };
      return { ok: true, value: gps };
    },
  };
  return service;
}
