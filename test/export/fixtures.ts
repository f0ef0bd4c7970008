import type { ActivityDetail } from "../../src/model/activityDetail.js";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";

/** 2018-05-27T08:00:00Z. */
export const START_MS = Date.UTC(2018, 4, 27, 8, 0, 0);

/** A three-point run as an Add Activities item, with a device name that needs escaping and a 0 heart rate. */
export const SMALL_RUN: SubmittedActivity = {
  activityType: "RUN",
  deviceName: 'Forerunner <920> "XT" & co',
  deviceType: "WATCH",
  startTime: START_MS,
  timeZoneName: "Europe/London",
  metrics: {
    intervalUnit: "sec",
    intervalValue: 10,
    metricTypes: ["latitude", "longitude", "elevation", "distance", "speed", "heartrate", "steps"],
    data: [
      [51.5, -0.12, 10, 0, 10.8, 120, 28],
      [51.5001, -0.1201, 10.5, 0.03, 10.8, 130, 29],
      [51.5002, -0.1202, 11, 0.06, 7.2, 0, 30],
    ],
  },
};

/** The same run as an activity detail (strings, upper-case metric types, FUEL added), as the service returns it. */
export const SMALL_RUN_DETAIL: ActivityDetail = {
  links: [],
  activityId: "a1",
  activityType: "RUN",
  startTime: "2018-05-27T08:00:00.000Z",
  activityTimeZone: "Europe/London",
  status: "COMPLETE",
  deviceType: "WATCH",
  deviceName: 'Forerunner <920> "XT" & co',
  metricSummary: { calories: "31", fuel: "30", distance: "0.06", steps: "87", duration: "0:00:30.000" },
  tags: [],
  metrics: ["LATITUDE", "LONGITUDE", "ELEVATION", "DISTANCE", "SPEED", "HEARTRATE", "STEPS"]
    .map((metricType, c) => ({
      intervalMetric: 10,
      intervalUnit: "SEC" as const,
      metricType,
      values: SMALL_RUN.metrics.data.map((row) => String(row[c])),
    }))
    .concat([{ intervalMetric: 10, intervalUnit: "SEC", metricType: "FUEL", values: ["10", "11", "9"] }]),
};
