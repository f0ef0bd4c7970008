import { describe, expect, it } from "vitest";
import { importRecording } from "../../src/import/index.js";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import { createInMemoryActivityRepository } from "../../src/repository/index.js";
import { activityDetailSchema, activityListPageSchema, addActivitiesResponseSchema, gpsDataSchema } from "../../src/schema/index.js";
import { errorItemSchema } from "../../src/schema/errorBody.js";
import { createActivityService, type ActivityService } from "../../src/service/index.js";
import { fixtureRecording, sharedCorpusSkipReason, sharedRecording } from "../fixtures/recordings.js";

/** Each set has FIT, TCX and GPX files, runs, a ride and one recording without GPS. */
const SETS = [
  {
    name: "the recordings of test/fixtures",
    skipReason: undefined,
    read: fixtureRecording,
    files: [
      "run_garmin-fr110_hr_smart-recording.fit",
      "run_garmin-connect-export_hr.gpx",
      "run_stryd-power_hr.fit",
      "edge_long-gap_garmin-edge520_power.tcx",
      "ride_indoor-trainer_garmin-edge800_power_hr.fit",
    ],
  },
  {
    name: "recordings of the optional corpus ../shared/data/recordings",
    skipReason: sharedCorpusSkipReason,
    read: sharedRecording,
    files: [
      "run_garmin-fr110_hr_smart-recording.fit",
      "run_garmin-fr910xt_hr_15laps.tcx",
      "run_amazfit-watch_hr.gpx",
      "run_treadmill_garmin-fr945_hr_pauses.fit",
      "walk_garmin-vivoactivehr_hr.tcx",
      "ride_garmin-edge1000_hr.fit",
    ],
  },
] as const;
const PROFILE = { weightKg: 72, ageYears: 38, timeZoneName: "Europe/Paris" };

async function importAll(files: readonly string[], read: (file: string) => Uint8Array): Promise<SubmittedActivity[]> {
  const activities: SubmittedActivity[] = [];
  for (const file of files) {
    const result = await importRecording(read(file), { fileName: file });
    if (!result.ok) throw new Error(`${file}: ${JSON.stringify(result.error)}`);
    activities.push(...result.submission);
  }
  return activities;
}

/** Follows `next` from the first page; every page must have the spec's shape. */
async function walk(service: ActivityService, userId: string, experienceType: string, count: number) {
  const items: string[] = [];
  let query: Record<string, string> = { count: String(count) };
  for (let page = 0; page < 100; page++) {
    const result = await service.listActivities(userId, experienceType, query, { keepParams: [["access_token", "t0k3n"]] });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    activityListPageSchema.parse(result.value);
    items.push(...result.value.data.map((d) => d.activityId));
    if (result.value.paging.next === null) return items;
    const url = new URL(result.value.paging.next, "http://x.invalid");
    expect(url.searchParams.get("access_token")).toBe("t0k3n");
    query = Object.fromEntries([...url.searchParams].filter(([k]) => k !== "access_token"));
  }
  throw new Error("paging did not end");
}

describe.each(SETS)("end to end on $name", ({ skipReason, read, files }) => {
  it.skipIf(skipReason !== undefined)(`adds imported recordings, pages RUNNING, ALL and WRISTBAND, opens a detail and its GPS, all in the spec's shapes${skipReason === undefined ? "" : ` (${skipReason})`}`, async () => {
    const submissions = await importAll(files, read);
    const service = createActivityService({ repository: createInMemoryActivityRepository(), getProfile: () => PROFILE });
    const added: string[] = [];
    for (const activity of submissions) {
      const result = await service.addActivities("runner", [activity]);
      if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
      addActivitiesResponseSchema.parse(result.value);
      added.push(...result.value.map((item) => item.activityId));
    }
    expect(added.length).toBe(submissions.length);

    const runs = await walk(service, "runner", "RUNNING", 2);
    const expectedRuns = submissions.filter((a) => a.activityType === "RUN").length;
    expect(runs.length).toBe(expectedRuns);
    expect(new Set(runs).size).toBe(runs.length);
    const all = await walk(service, "runner", "ALL", 4);
    expect([...all].sort()).toEqual([...added].sort());

    const days = await walk(service, "runner", "WRISTBAND", 3);
    // recordings of sessions hold no ALL_DAY activity: the wristband list is empty
    expect(days).toEqual([]);

    for (const id of all) {
      const detail = await service.getActivity("runner", id);
      if (!detail.ok) throw new Error(JSON.stringify(detail.errors));
      activityDetailSchema.parse(detail.value);
      // every activity has a GPS resource, empty without coordinates 
      const gps = await service.getGps("runner", id);
      if (!gps.ok) throw new Error(JSON.stringify(gps.errors));
      gpsDataSchema.parse(gps.value);
    }
    const treadmill = submissions.findIndex((a) => !a.metrics.metricTypes.includes("latitude"));
    expect(treadmill).toBeGreaterThanOrEqual(0);
    const noGps = await service.getGps("runner", added[treadmill] ?? "");
    expect(noGps.ok && noGps.value.waypoints).toEqual([]);
    errorItemSchema.parse({ code: 290, message: "Activity was not found or you do not have permissions to view it." });
    expect(await service.getActivity("someone-else", added[0] ?? "")).toMatchObject({ ok: false, errors: [{ code: 290 }] });
  });
});
