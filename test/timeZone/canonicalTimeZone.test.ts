// Spec 2.4: activityTimeZone is "an IANA political zone or an Etc/GMT offset name". Every tz name is accepted on
// input (2.1), and the validated activity carries the canonical zone, so every answer shows that name.
import { describe, expect, it } from "vitest";
import { canonicalTimeZone } from "../../src/timeZone/canonicalTimeZone.js";
import { isValidTimeZone, timeZoneNames } from "../../src/timeZone/isValidTimeZone.js";
import { validateActivities } from "../../src/validate/validateActivities.js";
import { FIXTURE_NOW_MS, loadRunActivity } from "../fixtures/runFixture.js";
import { canonicalName, readTzdata, readZoneTab } from "../generate/generate-time-zone-names.js";

/** The zone the validator writes back for a submitted name. */
function writtenBack(name: string): string | undefined {
  const activity = loadRunActivity();
  activity.timeZoneName = name;
  const result = validateActivities([activity], { nowMs: FIXTURE_NOW_MS });
  return result.ok ? result.activities[0]!.timeZoneName : undefined;
}

describe("canonicalTimeZone and the validated activity's timeZoneName", () => {
  it.each([
    ["Asia/Calcutta", "Asia/Kolkata"],
    ["US/Pacific", "America/Los_Angeles"],
    ["US/Eastern", "America/New_York"],
    ["Europe/Kiev", "Europe/Kyiv"],
    ["America/Buenos_Aires", "America/Argentina/Buenos_Aires"],
    ["Canada/Newfoundland", "America/St_Johns"],
    ["Australia/ACT", "Australia/Sydney"],
    ["Pacific/Truk", "Pacific/Chuuk"], // its own place, not the tz target Pacific/Port_Moresby
    ["Antarctica/South_Pole", "Antarctica/McMurdo"],
  ])("writes %j back as %j", (name, canonical) => {
    expect(canonicalTimeZone(name)).toBe(canonical);
    expect(writtenBack(name)).toBe(canonical);
  });

  // spec 2.4 allows a political zone or an Etc/GMT offset name: Etc/UTC is neither, Etc/GMT is offset zero's
  it.each([
    "Etc/GMT", "Etc/GMT+0", "Etc/GMT-0", "Etc/GMT0", "Zulu", "GMT", "UCT", "UTC", "Universal", "Greenwich", "GMT0", "GMT+0", "GMT-0",
    "Etc/UCT", "Etc/Zulu", "Etc/Universal", "Etc/Greenwich", "Etc/UTC",
  ])("writes the Universal Time name %j back as Etc/GMT", (name) => {
    expect(canonicalTimeZone(name)).toBe("Etc/GMT");
    expect(writtenBack(name)).toBe("Etc/GMT");
  });

  it.each(["Europe/Paris", "Asia/Kolkata", "Etc/GMT+5", "Etc/GMT-14", "Europe/Oslo", "Africa/Accra", "Asia/Kuala_Lumpur", "Europe/Amsterdam"])(
    "keeps %j: a zone, an Etc/GMT offset name, or a country's zone of zone.tab whose rules merged with another's",
    (name) => {
      expect(canonicalTimeZone(name)).toBe(name);
      expect(writtenBack(name)).toBe(name);
    },
  );

  it("answers undefined for what the validator refuses", () => {
    for (const value of ["PST", "EST", "Japan", "asia/calcutta", "", null, 5, undefined]) expect(canonicalTimeZone(value)).toBeUndefined();
  });

  it("gives every accepted name the canonical name of the tz data (tzdata links, zone.tab), an accepted name itself", () => {
    const tzdata = readTzdata();
    const zoneTab = readZoneTab().names;
    const names = timeZoneNames();
    for (const name of names) expect(canonicalTimeZone(name), name).toBe(canonicalName(name, tzdata, zoneTab));
    const canonical = new Set(names.map((name) => canonicalTimeZone(name)!));
    expect([...canonical].filter((name) => !isValidTimeZone(name))).toEqual([]);
    // canonical names are fixed points, and only zone names (no link outside zone.tab)
    for (const name of canonical) {
      expect(canonicalTimeZone(name)).toBe(name);
      expect(tzdata.links.has(name) && !zoneTab.has(name), name).toBe(false);
    }
    // Area/Location or an Etc/GMT offset name: the shapes spec 2.4 allows
    expect([...canonical].filter((name) => !/^[A-Z][A-Za-z_-]+\/[A-Za-z0-9_+/-]+$/.test(name))).toEqual([]);
    expect([...canonical].filter((name) => name.startsWith("Etc/") && !/^Etc\/GMT([-+]\d{1,2})?$/.test(name))).toEqual([]);
    expect(names.length - canonical.size).toBeGreaterThan(100);
  });
});
