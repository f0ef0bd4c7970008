// What the service writes back, seen through the handler over the real service (spec 2.3, 2.4, 2.5): the canonical
// time zone and the distance the device measured, in the add response, the lists, the
// detail and the wristband records.
import { describe, expect, it } from "vitest";
import { createActivityHandler } from "../../src/http/createActivityHandler.js";
import type { ActivityDetail } from "../../src/model/activityDetail.js";
import type { ActivityListPage } from "../../src/model/activityListItem.js";
import type { AddActivityResponseItem } from "../../src/model/addActivityResponseItem.js";
import { createInMemoryActivityRepository } from "../../src/repository/createInMemoryActivityRepository.js";
import { createActivityService } from "../../src/service/createActivityService.js";

const NOW = Date.UTC(2024, 5, 30, 12);
const BASE = "http://svc/v1/me/sport/activities";

function handler(): (request: Request) => Promise<Response> {
  const service = createActivityService({ repository: createInMemoryActivityRepository(), clock: () => NOW, getProfile: () => ({ ageYears: 35 }) });
  return createActivityHandler({ service, authenticate: (token) => (token === "t" ? "u" : undefined) });
}

async function json<T>(call: (request: Request) => Promise<Response>, path: string, body?: unknown): Promise<T> {
  const init = body === undefined ? {} : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
  const response = await call(new Request(`${BASE}${path}${path.includes("?") ? "&" : "?"}access_token=t`, init));
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as T;
}

const COLUMNS = { RUN: ["distance", "speed"], CYCLE: ["distance", "watts"], ALL_DAY: ["heartrate"] } as const;

/** One activity of the examples, `hoursAgo` before NOW. */
function activity(timeZoneName: string, activityType: keyof typeof COLUMNS, data: number[][], hoursAgo: number): object {
  return {
    activityType,
    deviceType: "WATCH",
    startTime: NOW - hoursAgo * 3_600_000,
    timeZoneName,
    metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: COLUMNS[activityType], data },
  };
}

/** Every place an activity's zone and distance are shown: add response, lists, detail, the wristband record. */
async function shown(timeZoneName: string, activityType: "RUN" | "CYCLE", data: number[][]) {
  const call = handler();
  const allDay = activity(timeZoneName, "ALL_DAY", [[70], [72]], 30);
  const [added] = await json<AddActivityResponseItem[]>(call, "", [activity(timeZoneName, activityType, data, 30), allDay]);
  const all = await json<ActivityListPage>(call, "");
  const byType = await json<ActivityListPage>(call, activityType === "RUN" ? "/RUNNING" : "/CYCLING");
  const detail = await json<ActivityDetail>(call, `/${added!.activityId}`);
  const days = await json<ActivityListPage>(call, "/WRISTBAND");
  return {
    zones: [added!.timeZoneName, all.data[0]!.activityTimeZone, byType.data[0]!.activityTimeZone, detail.activityTimeZone, days.data[0]!.activityTimeZone],
    distances: [added!.metricSummary.distance, all.data[0]!.metricSummary.distance, byType.data[0]!.metricSummary.distance, detail.metricSummary.distance],
    detailDistance: detail.metrics.find((series) => series.metricType === "DISTANCE")?.values,
  };
}

const RUN = [[0, 10.8], [0.03, 10.8], [0.06, 10.8], [0.09, 10.8]];

describe("the zone written back is canonical, everywhere", () => {
  it.each([
    ["Asia/Calcutta", "Asia/Kolkata"],
    ["US/Pacific", "America/Los_Angeles"],
    ["Zulu", "Etc/GMT"],
    ["GMT", "Etc/GMT"],
    ["UCT", "Etc/GMT"],
    ["Etc/GMT+0", "Etc/GMT"],
    ["Europe/Paris", "Europe/Paris"],
  ])("%j is shown as %j in the add response, both lists, the detail and the wristband record", async (submitted, canonical) => {
    const { zones } = await shown(submitted, "RUN", RUN);
    expect(zones).toEqual([canonical, canonical, canonical, canonical, canonical]);
  });
});

describe("the distance shown is the last submitted cumulative distance", () => {
  it("RUN [[0,10.8],[0.03,10.8],[0.06,10.8],[0.09,10.8]] (distance, speed): 0.09 km, not 0.12", async () => {
    const { distances, detailDistance } = await shown("Europe/Paris", "RUN", RUN);
    expect(distances).toEqual(["0.09", "0.09", "0.09", "0.09"]);
    expect(detailDistance?.at(-1)).toBe("0.09");
  });

  it("CYCLE [[0,150],[0,150],[0,150],[0.5,150]] (distance, watts): 0.5 km, not 1", async () => {
    const { distances } = await shown("Europe/Paris", "CYCLE", [[0, 150], [0, 150], [0, 150], [0.5, 150]]);
    expect(distances).toEqual(["0.5", "0.5", "0.5", "0.5"]);
  });
});
