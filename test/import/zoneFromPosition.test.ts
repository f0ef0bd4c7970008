// The political time zone of a recording, from its first position (the optional peer @photostructure/tz-lookup),
// on real recordings: the places are those of the files' own coordinates.
import tzlookup from "@photostructure/tz-lookup";
import { describe, expect, it } from "vitest";
import { importRecording } from "../../src/import/index.js";
import { loadZoneLookup, zoneAtPosition } from "../../src/import/loadZoneLookup.js";
import { isValidTimeZone } from "../../src/timeZone/isValidTimeZone.js";
import { fixtureRecording, sharedCorpusSkipReason, sharedRecording } from "../fixtures/recordings.js";

const NOW = Date.UTC(2026, 0, 1);

/** The zone of each recording's first position, and where that is. */
const FIXTURES: readonly (readonly [file: string, zone: string, place: string])[] = [
  ["run_stryd-power_hr.fit", "Europe/Lisbon", "38.75°N 9.26°W, Lisbon"],
  ["ride_garmin-edge810_vector-power_hr.fit", "America/St_Johns", "47.63°N 52.82°W, St. John's, Newfoundland (UTC−3:30)"],
  ["run_garmin-fr110_hr_smart-recording.fit", "Europe/London", "57.38°N 4.43°W, the Scottish Highlands"],
  ["run_garmin-connect-export_hr.gpx", "America/New_York", "38.93°N 77.02°W, Washington DC"],
  ["edge_long-gap_garmin-edge520_power.tcx", "America/Vancouver", "49.27°N 123.11°W, Vancouver"],
];

const CORPUS: readonly (readonly [file: string, zones: readonly string[], place: string])[] = [
  ["triathlon_garmin-fr920xt_multisession.fit", ["Europe/Paris", "Europe/Paris", "Europe/Paris", "Europe/Paris", "Europe/Paris"], "45.18°N 1.09°W, the Landes coast (south-west France)"],
  ["run_amazfit-watch_hr.gpx", ["Europe/Helsinki"], "60.27°N 24.97°E, Vantaa"],
  ["ride_wahoo-elemnt_power_hr_long-pauses.fit", ["Asia/Shanghai"], "31.25°N 121.42°E, Shanghai"],
  ["ride_garmin-edge200_nohr_smart-recording.fit", ["America/Los_Angeles"], "45.59°N 122.72°W, Portland, Oregon"],
  ["hike_garmin-handheld_multitrack.gpx", ["Europe/Zagreb"], "45.45°N 14.02°E, Croatia"],
];

describe("the time zone at the first position", () => {
  it.each(FIXTURES)("%s: %s (%s), with its daylight saving, not a nautical Etc zone", async (file, zone) => {
    const result = await importRecording(fixtureRecording(file), { fileName: file, nowMs: NOW });
    if (!result.ok) throw new Error(result.error.detail);
    const [imported] = result.activities;
    expect(imported?.activity.timeZoneName).toBe(zone);
    expect(imported?.meta.timeZoneSource).toBe("position");
    expect(imported?.meta.warnings.map((w) => w.key)).not.toContain("TIME_ZONE_FROM_LONGITUDE");
  });

  it("leaves a recording without positions to the device offset or Etc/UTC, and the option always wins", async () => {
    const indoor = await importRecording(fixtureRecording("ride_indoor-trainer_garmin-edge800_power_hr.fit"), { nowMs: NOW });
    expect(indoor.ok && indoor.activities[0]?.meta.timeZoneSource).toBe("default");
    const named = await importRecording(fixtureRecording("run_stryd-power_hr.fit"), { nowMs: NOW, timeZoneName: "America/Denver" });
    expect(named.ok && named.submission[0]?.timeZoneName).toBe("America/Denver");
  });

  describe.skipIf(sharedCorpusSkipReason !== undefined)(`on the optional corpus${sharedCorpusSkipReason === undefined ? "" : ` (${sharedCorpusSkipReason})`}`, () => {
    it.each(CORPUS)("%s: %j (%s)", async (file, zones) => {
      const result = await importRecording(sharedRecording(file), { fileName: file, nowMs: NOW });
      if (!result.ok) throw new Error(result.error.detail);
      expect(result.submission.map((a) => a.timeZoneName)).toEqual(zones);
    });
  });

  it("gives only names the validator accepts, or none, for every position and for coordinates out of range", () => {
    const zoneAt = zoneAtPosition(tzlookup);
    const seen = new Set<string>();
    for (let lat = -90; lat <= 90; lat += 5) {
      for (let lon = -180; lon <= 180; lon += 5) {
        const zone = zoneAt(lat, lon);
        expect(zone === undefined || isValidTimeZone(zone), `${lat},${lon}: ${zone}`).toBe(true);
        if (zone !== undefined) seen.add(zone);
      }
    }
    expect(seen.size).toBeGreaterThan(150);
    for (const [lat, lon] of [[91, 0], [0, 181], [NaN, 0], [0, Infinity], [1e300, -1e300]] as const) expect(zoneAt(lat, lon)).toBeUndefined();
    // a lookup that throws or answers a name outside the shipped tz database gives no zone
    expect(zoneAtPosition(() => { throw new RangeError("invalid coordinates"); })(1, 1)).toBeUndefined();
    expect(zoneAtPosition(() => "Mars/Olympus_Mons")(1, 1)).toBeUndefined();
  });

  it("reports a lookup that cannot be loaded instead of failing", async () => {
    expect(await loadZoneLookup(async () => ({ detail: 'cannot load "@photostructure/tz-lookup"' }))).toEqual({ missing: 'cannot load "@photostructure/tz-lookup"' });
    expect(await loadZoneLookup(async () => ({ default: "not a function" }) as never)).toHaveProperty("missing");
    expect(await loadZoneLookup()).toHaveProperty("zoneAt");
  });
});
