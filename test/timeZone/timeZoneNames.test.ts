import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isValidTimeZone, timeZoneNames } from "../../src/timeZone/isValidTimeZone.js";
import { PACKED_TIME_ZONE_NAMES } from "../../src/timeZone/timeZoneNames.js";
import { acceptedNames, pack, readTzdata, renderTimeZoneNames, TIME_ZONE_NAMES_PATH } from "../generate/generate-time-zone-names.js";

/** Whether the runtime's `Intl` (ICU) knows a zone or link of that exact name, case-insensitively as Intl does. */
function intlKnows(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone `Intl` resolves a name to (`Asia/Kolkata` → `Asia/Calcutta` in ICU). */
function intlResolves(name: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
}

describe("the shipped time zone list ", () => {
  it("is what test/generate/generate-time-zone-names.ts generates from the installed tzdata (run it after updating)", () => {
    expect(readFileSync(TIME_ZONE_NAMES_PATH, "utf8")).toBe(renderTimeZoneNames());
    expect(readFileSync(TIME_ZONE_NAMES_PATH, "utf8")).toContain(`release ${readTzdata().tzVersion} of the IANA tz database`);
  });

  it("unpacks to the accepted names, sorted, and packs back to the same text", () => {
    const names = timeZoneNames();
    expect(names).toEqual(acceptedNames(readTzdata().names));
    expect([...names].sort()).toEqual(names);
    expect(new Set(names).size).toBe(names.length);
    expect(pack(names)).toBe(PACKED_TIME_ZONE_NAMES);
    expect(names.length).toBeGreaterThan(550);
    expect(Object.isFrozen(names)).toBe(true);
    expect(timeZoneNames()).toBe(names);
  });

  // Cannot drift silently from the engines: equal to Intl.supportedValuesOf("timeZone") plus the links Intl accepts.
  it("holds every zone of Intl.supportedValuesOf('timeZone')", () => {
    const listed = Intl.supportedValuesOf("timeZone");
    expect(listed.length).toBeGreaterThan(400);
    expect(listed.filter((name) => !isValidTimeZone(name))).toEqual([]);
  });

  it("holds only names Intl knows, each resolving to a name of the list: no zone Intl lacks, no link to a missing zone", () => {
    const names = timeZoneNames();
    expect(names.filter((name) => !intlKnows(name))).toEqual([]);
    expect(names.filter((name) => !isValidTimeZone(intlResolves(name)))).toEqual([]);
  });

  it("equals Intl.supportedValuesOf plus the tz links Intl accepts, under the rule of D-110", () => {
    const tz = readTzdata().names;
    const supported = Intl.supportedValuesOf("timeZone");
    const linksIntlAccepts = tz.filter((name) => !supported.includes(name) && intlKnows(name));
    const expected = acceptedNames([...new Set([...supported, ...linksIntlAccepts])]);
    expect(timeZoneNames()).toEqual(expected);
  });
});

describe("one rule for every name of the tz database", () => {
  const tz = readTzdata().names;

  it("GMT, Universal and Zulu pass as UTC, Etc/GMT and Etc/Zulu do: the Etc area's short spellings are accepted", () => {
    for (const name of ["UTC", "Etc/UTC", "GMT", "Etc/GMT", "Universal", "Etc/Universal", "Zulu", "Etc/Zulu", "Greenwich", "UCT", "GMT0", "GMT+0", "GMT-0"]) {
      expect(isValidTimeZone(name), name).toBe(true);
    }
  });

  it("a slash-less tz name is accepted exactly when the Etc area has the same name", () => {
    const slashless = tz.filter((name) => !name.includes("/"));
    expect(slashless.length).toBeGreaterThan(40);
    for (const name of slashless) expect(isValidTimeZone(name), name).toBe(tz.includes(`Etc/${name}`));
    expect(isValidTimeZone("GMT+5")).toBe(false); // Etc/GMT+5 has no short spelling in the tz database
  });

  it("every tz name of the form Area/Location is accepted, in its exact spelling only", () => {
    for (const name of tz.filter((n) => n.includes("/"))) {
      expect(isValidTimeZone(name), name).toBe(true);
      if (name.toUpperCase() !== name) expect(isValidTimeZone(name.toUpperCase()), name).toBe(false);
      expect(isValidTimeZone(name.toLowerCase()), name).toBe(false);
    }
  });
});

describe("isValidTimeZone without Intl", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("gives the same verdicts when the engine has no Intl at all (QuickJS, small firmware engines)", async () => {
    const sample = ["Europe/Paris", "UTC", "GMT", "Etc/GMT+5", "Asia/Kolkata", "US/Pacific", "PST", "EST", "AMERICA/PHOENIX", "Mars/Olympus", 5, null];
    const withIntl = sample.map((name) => isValidTimeZone(name));
    vi.resetModules();
    vi.stubGlobal("Intl", undefined);
    const fresh = await import("../../src/timeZone/isValidTimeZone.js");
    expect(typeof Intl).toBe("undefined");
    expect(sample.map((name) => fresh.isValidTimeZone(name))).toEqual(withIntl);
    expect(withIntl).toEqual([true, true, true, true, true, true, false, false, false, false, false, false]);
  });
});
