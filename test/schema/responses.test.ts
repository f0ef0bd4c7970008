import { describe, expect, it } from "vitest";
import type { ActivityDetail } from "../../src/model/activityDetail.js";
import type { ActivityListPage } from "../../src/model/activityListItem.js";
import type { AddActivityResponseItem } from "../../src/model/addActivityResponseItem.js";
import type { GpsData } from "../../src/model/gpsData.js";
import type { UserProfile } from "../../src/model/userProfile.js";
import { validationError } from "../../src/validate/validationError.js";
import { activityDetailSchema, activityListPageSchema, addActivitiesResponseSchema, errorBodySchema, gpsDataSchema, userProfileSchema } from "../../src/schema/index.js";
import { metricSummarySchema } from "../../src/schema/metricSummary.js";

// Hand-written resources shaped as spec 2.3–2.7 describe them.
const links = [
  { rel: "self", href: "/v1/me/sport/activities/a1" },
  { rel: "gps", href: "/v1/me/sport/activities/a1/gps" },
] as const;

const addItem: AddActivityResponseItem = {
  links,
  activityId: "a1",
  activityType: "RUN",
  deviceType: "WATCH",
  startTime: 1_420_066_800_000,
  duration: 1_925_321,
  timeZoneName: "Europe/Paris",
  metricSummary: { fuel: "512", distance: "5.0312" },
};

const summary = { calories: "402", fuel: "512", distance: "5.0312", steps: "0", duration: "0:32:05.321" };

const page: ActivityListPage = {
  data: [
    {
      links,
      activityId: "a1",
      activityType: "RUN",
      startTime: "2014-12-31T23:00:00.000Z",
      activityTimeZone: "Europe/Paris",
      status: "COMPLETE",
      deviceType: "WATCH",
      metricSummary: summary,
      tags: [{ tagType: "WEATHER", tagValue: "SUNNY" }],
      metrics: [],
    },
  ],
  paging: { next: "/v1/me/sport/activities/RUNNING?count=1&offset=2", previous: null },
};

const detail: ActivityDetail = {
  links,
  activityId: "a1",
  activityType: "RUN",
  startTime: "2014-12-31T23:00:00.000Z",
  activityTimeZone: "Europe/Paris",
  status: "COMPLETE",
  deviceType: "WATCH",
  deviceName: "Forerunner 945",
  metricSummary: summary,
  tags: [],
  metrics: [
    { intervalMetric: 10, intervalUnit: "SEC", metricType: "DISTANCE", values: ["0", "0.03", "0.06"] },
    { intervalMetric: 10, intervalUnit: "SEC", metricType: "FUEL", values: ["0", "1", "1"] },
  ],
};

const gps: GpsData = {
  links: [{ rel: "self", href: "/v1/me/sport/activities/a1/gps" }],
  elevationLoss: 3.5,
  elevationGain: 12,
  elevationMax: 48,
  elevationMin: 36.5,
  intervalMetric: 10,
  intervalUnit: "SEC",
  waypoints: [
    { latitude: 48.8566, longitude: 2.3522, elevation: 36.5 },
    { latitude: 48.857, longitude: 2.353, elevation: null },
  ],
};

describe("response schemas accept the spec's resources", () => {
  it("Add Activities response (spec 2.3)", () => {
    expect(addActivitiesResponseSchema.parse([addItem])).toEqual([addItem]);
    const { distance: _omitted, ...withoutDistance } = addItem.metricSummary;
    expect(addActivitiesResponseSchema.safeParse([{ ...addItem, metricSummary: withoutDistance }]).success).toBe(true);
  });
  it("list page (spec 2.4, 4.2), the last page with next null; another server's page without next reads as null", () => {
    expect(activityListPageSchema.parse(page)).toEqual(page);
    expect(activityListPageSchema.safeParse({ ...page, paging: { next: null, previous: "/v1/x?offset=1" } }).success).toBe(true);
    expect(activityListPageSchema.parse({ ...page, paging: { previous: "/v1/x?offset=1" } }).paging).toEqual({ next: null, previous: "/v1/x?offset=1" });
  });
  it("activity detail (spec 2.7)", () => expect(activityDetailSchema.parse(detail)).toEqual(detail));
  it("GPS data", () => expect(gpsDataSchema.parse(gps)).toEqual(gps));
  it("user profile", () => {
    const profile: UserProfile = { weightKg: 70.5, ageYears: 35, sex: "female", timeZoneName: "America/New_York" };
    expect(userProfileSchema.parse(profile)).toEqual(profile);
    expect(userProfileSchema.parse({})).toEqual({});
  });
  it("error body with the library's ValidationErrors and with bare {code, message}", () => {
    const body = { errors: [validationError(180, 0, [0, "timeZoneName"], "\"PST\""), { code: 1250, message: "No resource exists at this path." }] };
    expect(errorBodySchema.parse(JSON.parse(JSON.stringify(body)))).toEqual(body);
  });
});

describe("response schemas reject what the spec rules out", () => {
  it.each([
    ["a list item with metrics", () => ({ ...page, data: [{ ...page.data[0], metrics: [{}] }] })],
    ["a list startTime that is not ISO 8601 UTC", () => ({ ...page, data: [{ ...page.data[0], startTime: "2014-12-31 23:00" }] })],
    ["a status that is none of spec 3's (COMPLETED is read as COMPLETE, D-9)", () => ({ ...page, data: [{ ...page.data[0], status: "FINISHED" }] })],
    ["previous missing (null on the first page)", () => ({ ...page, paging: {} })],
  ])("list page: %s", (_name, build) => {
    expect(activityListPageSchema.safeParse(build()).success).toBe(false);
  });

  it.each([
    ["numeric values", { ...summary, fuel: 512 }],
    ["fuel with decimals", { ...summary, fuel: "512.5" }],
    ["distance with an exponent", { ...summary, distance: "1e-7" }],
    ["duration without milliseconds", { ...summary, duration: "0:32:05" }],
    ["duration with 60 minutes", { ...summary, duration: "0:60:00.000" }],
    ["a missing field", { fuel: "1", distance: "0", steps: "0", duration: "0:00:00.000" }],
  ])("metricSummary: %s", (_name, value) => {
    expect(metricSummarySchema.safeParse(value).success).toBe(false);
  });

  it("add item: unknown activity type, fractional duration, a metricSummary with calories is stripped", () => {
    expect(addActivitiesResponseSchema.safeParse([{ ...addItem, activityType: "JOGGING" }]).success).toBe(false);
    expect(addActivitiesResponseSchema.safeParse([{ ...addItem, duration: 1.5 }]).success).toBe(false);
    const parsed = addActivitiesResponseSchema.parse([{ ...addItem, metricSummary: { ...addItem.metricSummary, calories: "9" } }]);
    expect(parsed[0]!.metricSummary).toEqual(addItem.metricSummary);
  });
  it("GPS: latitude out of range, interval unit sec", () => {
    expect(gpsDataSchema.safeParse({ ...gps, waypoints: [{ latitude: 91, longitude: 0, elevation: null }] }).success).toBe(false);
    expect(gpsDataSchema.safeParse({ ...gps, intervalUnit: "sec" }).success).toBe(false);
  });
  it("profile: zero weight, PST home zone", () => {
    expect(userProfileSchema.safeParse({ weightKg: 0 }).success).toBe(false);
    expect(userProfileSchema.safeParse({ timeZoneName: "PST" }).success).toBe(false);
  });
  it("error body: no errors, a code that is not an integer", () => {
    expect(errorBodySchema.safeParse({ errors: [] }).success).toBe(false);
    expect(errorBodySchema.safeParse({ errors: [{ code: "180", message: "x" }] }).success).toBe(false);
  });
});
