// Without the optional peer @photostructure/tz-lookup, the importers choose the zone as before (device offset,
// longitude) and say how to get the political zone.
import { describe, expect, it, vi } from "vitest";
import { importRecording } from "../../src/import/index.js";
import { fixtureRecording } from "../fixtures/recordings.js";

vi.mock("@photostructure/tz-lookup", () => {
  throw new Error("Cannot find package '@photostructure/tz-lookup'");
});

const NOW = Date.UTC(2026, 0, 1);

describe("without @photostructure/tz-lookup", () => {
  it("falls back to the longitude's nautical zone with a warning naming the package", async () => {
    const result = await importRecording(fixtureRecording("run_stryd-power_hr.fit"), { nowMs: NOW });
    if (!result.ok) throw new Error(result.error.detail);
    const [imported] = result.activities;
    // 9.26°W rounds to 1 h west: Etc/GMT+1 (the device offset of this file is not a whole hour, or absent)
    expect(imported?.meta.timeZoneSource).toMatch(/^(longitude|device-local-time)$/);
    expect(imported?.activity.timeZoneName).toMatch(/^Etc\/GMT/);
    const warning = imported?.meta.warnings.find((w) => w.key.startsWith("TIME_ZONE_FROM"));
    expect(warning?.message).toContain("install @photostructure/tz-lookup");
  });

  it("imports a GPX file the same way (the XML importers load the lookup too)", async () => {
    const result = await importRecording(fixtureRecording("run_garmin-connect-export_hr.gpx"), { nowMs: NOW });
    if (!result.ok) throw new Error(result.error.detail);
    expect(result.submission[0]?.timeZoneName).toBe("Etc/GMT+5"); // 77.02°W
    expect(result.activities[0]?.meta.warnings.map((w) => w.message).join(" ")).toContain("install @photostructure/tz-lookup");
  });
});
