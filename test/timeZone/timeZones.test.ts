import { describe, expect, it } from "vitest";
import { canonicalTimeZone } from "../../src/timeZone/canonicalTimeZone.js";
import { isValidTimeZone } from "../../src/timeZone/isValidTimeZone.js";
import { validateActivities } from "../../src/validate/validateActivities.js";
import { FIXTURE_NOW_MS, loadRunActivity } from "../fixtures/runFixture.js";

/**
 * Spec 2.1: an IANA name (political zones preferred), Etc/GMT offset names accepted, abbreviations such as PST not.
 * The names are those of perf-baseline.md section 7, where `Intl` alone gets several of them wrong (it accepts PST,
 * IST, ART, SystemV/AST4 and lower case; `Intl.supportedValuesOf` lacks UTC, Etc/GMT+5 and Asia/Kolkata), and the
 * rule of decision D-110: tz names of the form Area/Location, and the Etc area's short spellings.
 */
const REJECTED = [
  "PST", // ICU-only abbreviation that Intl accepts
  "EST", // IANA legacy link, but a slash-less abbreviation
  "CET",
  "ART", // ICU/Java-only ID
  "IST", // ICU-only, ambiguous (India, Ireland, Israel)
  "EST5EDT",
  "MST", // tz database names, but abbreviations 
  "HST",
  "WET",
  "MET",
  "PST8PDT",
  "Japan", // tz database's old country names 
  "GB",
  "PRC",
  "Factory",
  "GMT+5", // not a tz name (only Etc/GMT+5 is)
  "GMT-04:00",
  "+05:00",
  "UTC+5",
  "america/phoenix", // Intl is case-insensitive, the validator is not
  "AMERICA/PHOENIX", // wrong case of a listed zone
  "America/PhOeNiX",
  "ASIA/KOLKATA", // wrong case of a zone Intl does not list
  "US/PACIFIC",
  "ETC/GMT+5",
  "SystemV/AST4",
  "EDT",
  "Mars/Olympus",
  "Europe/Paris ",
  " Europe/Paris",
  "",
];

const ACCEPTED = [
  "America/Phoenix",
  "Etc/GMT+5", // not in Intl.supportedValuesOf
  "Etc/GMT-14",
  "Etc/UTC",
  "UTC", // not in Intl.supportedValuesOf
  "GMT", // the Etc area's short spellings, like UTC 
  "Universal",
  "Zulu",
  "Greenwich",
  "UCT",
  "GMT0",
  "Etc/GMT",
  "Etc/Zulu",
  "Etc/Universal",
  "Asia/Kolkata", // current IANA name, missing from Intl.supportedValuesOf
  "Asia/Calcutta", // backward link, listed by Intl.supportedValuesOf
  "US/Pacific", // backward alias
  "America/Indiana/Indianapolis", // three segments
  "America/Argentina/Buenos_Aires",
  "America/New_York",
  "Europe/Kyiv",
];

describe("timeZoneName (code 180)", () => {
  it.each(REJECTED)("rejects %j", (name) => {
    expect(isValidTimeZone(name)).toBe(false);
    const a = loadRunActivity();
    a.timeZoneName = name;
    const result = validateActivities([a], { nowMs: FIXTURE_NOW_MS });
    expect(result.ok ? [] : result.errors.map((e) => [e.code, e.path])).toEqual([[180, [0, "timeZoneName"]]]);
  });

  it.each(ACCEPTED)("accepts %j", (name) => {
    expect(isValidTimeZone(name)).toBe(true);
    const a = loadRunActivity();
    a.timeZoneName = name;
    const result = validateActivities([a], { nowMs: FIXTURE_NOW_MS });
    expect(result.ok).toBe(true);
    // written back canonical (Intl would go the other way, Asia/Kolkata → Asia/Calcutta)
    if (result.ok) expect(result.activities[0]!.timeZoneName).toBe(canonicalTimeZone(name));
  });

  it("accepts every zone of Intl.supportedValuesOf that has the Area/Location shape", () => {
    const listed = Intl.supportedValuesOf("timeZone").filter((name) => name.includes("/"));
    expect(listed.length).toBeGreaterThan(300);
    expect(listed.filter((name) => !isValidTimeZone(name))).toEqual([]);
  });

  it("rejects non-strings and over-long strings", () => {
    for (const value of [null, undefined, 0, {}, ["UTC"], `America/${"X".repeat(100)}`]) expect(isValidTimeZone(value)).toBe(false);
  });

  it("gives the same verdict on repeated calls", () => {
    for (let i = 0; i < 3; i++) {
      expect(isValidTimeZone("Asia/Kolkata")).toBe(true);
      expect(isValidTimeZone("Mars/Olympus")).toBe(false);
    }
  });
});
