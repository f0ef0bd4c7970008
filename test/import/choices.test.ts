import { describe, expect, it } from "vitest";
import { chooseActivityType } from "../../src/import/chooseActivityType.js";
import { IMPORT_ERROR_CODES } from "../../src/import/index.js";
import { chooseTimeZone, etcZoneForOffset } from "../../src/import/chooseTimeZone.js";
import { guessDeviceType } from "../../src/import/guessDeviceType.js";
import { importError, isImportError } from "../../src/import/importError.js";
import { mapFitSport, mapGpxType, mapTcxSport } from "../../src/import/mapSport.js";
import { isValidTimeZone } from "../../src/timeZone/isValidTimeZone.js";

/** A position at longitude `lon` (latitude 45°N), as the importer passes the first one. */
const at = (lon: number) => ({ latitudeDeg: 45, longitudeDeg: lon });

describe("chooseTimeZone", () => {
  it("without the lookup: the option, then the device offset, then the longitude, then Etc/UTC", () => {
    expect(chooseTimeZone("Europe/Paris", 7200, at(5))).toEqual({ timeZoneName: "Europe/Paris", source: "option" });
    expect(chooseTimeZone("PST", 7200, at(5))).toBeUndefined();
    expect(chooseTimeZone(undefined, 7200, at(-120))).toEqual({ timeZoneName: "Etc/GMT-2", source: "device-local-time" });
    expect(chooseTimeZone(undefined, -5 * 3600, undefined)).toEqual({ timeZoneName: "Etc/GMT+5", source: "device-local-time" });
    // India's +5:30 has no Etc name: fall back to the longitude (77.2°E → 5.1 h → UTC+5)
    expect(chooseTimeZone(undefined, 5.5 * 3600, at(77.2))).toEqual({ timeZoneName: "Etc/GMT-5", source: "longitude" });
    expect(chooseTimeZone(undefined, undefined, at(-123.1))).toEqual({ timeZoneName: "Etc/GMT+8", source: "longitude" });
    expect(chooseTimeZone(undefined, undefined, at(0.4))).toEqual({ timeZoneName: "Etc/GMT", source: "longitude" });
    expect(chooseTimeZone(undefined, undefined, undefined)).toEqual({ timeZoneName: "Etc/UTC", source: "default" });
  });

  it("with the lookup: the zone at the first position comes after the option and before the device offset", () => {
    const zoneAt = (lat: number, lon: number): string | undefined => (lat > 0 && lon < 0 ? "America/St_Johns" : undefined);
    expect(chooseTimeZone(undefined, -3 * 3600, { latitudeDeg: 47.6, longitudeDeg: -52.7 }, zoneAt)).toEqual({ timeZoneName: "America/St_Johns", source: "position" });
    expect(chooseTimeZone("Europe/Paris", undefined, { latitudeDeg: 47.6, longitudeDeg: -52.7 }, zoneAt)?.source).toBe("option");
    // no zone there (or no position): the steps without the lookup
    expect(chooseTimeZone(undefined, 7200, at(5), zoneAt)).toEqual({ timeZoneName: "Etc/GMT-2", source: "device-local-time" });
    expect(chooseTimeZone(undefined, undefined, undefined, zoneAt)).toEqual({ timeZoneName: "Etc/UTC", source: "default" });
  });

  it("produces only names the validator accepts, for every whole-hour offset and longitude", () => {
    for (let h = -12; h <= 14; h++) expect(isValidTimeZone(etcZoneForOffset(h)), String(h)).toBe(true);
    for (let lon = -180; lon <= 180; lon += 7.5) {
      expect(isValidTimeZone(chooseTimeZone(undefined, undefined, at(lon))?.timeZoneName)).toBe(true);
    }
    // POSIX sign: UTC+2 is Etc/GMT-2
    expect(etcZoneForOffset(2)).toBe("Etc/GMT-2");
    expect(etcZoneForOffset(-3)).toBe("Etc/GMT+3");
  });
});

describe("sport and device mapping ", () => {
  it("maps FIT sports with the sub-sport first", () => {
    expect(mapFitSport("running", "treadmill")).toEqual({ activityType: "RUN", indoor: true });
    expect(mapFitSport("cycling", "indoorCycling")).toEqual({ activityType: "STATIONARY_BIKING", indoor: true });
    expect(mapFitSport("cycling", "mountain").activityType).toBe("MOUNTAIN_BIKING");
    expect(mapFitSport("fitnessEquipment", "indoorRowing").activityType).toBe("ROWING");
    expect(mapFitSport("swimming", "lapSwimming")).toEqual({ activityType: "SWIMMING", indoor: true });
    expect(mapFitSport("walking", "treadmill").activityType).toBe("WALK");
    expect(mapFitSport("generic", undefined).activityType).toBeUndefined();
    expect(mapFitSport(undefined, undefined).activityType).toBeUndefined();
  });

  it("maps TCX and GPX labels", () => {
    expect(mapTcxSport("Running").activityType).toBe("RUN");
    expect(mapTcxSport("Biking").activityType).toBe("CYCLE");
    expect(mapTcxSport("Other").activityType).toBe("OTHER");
    expect(mapGpxType("9").activityType).toBe("RUN");
    expect(mapGpxType("road_biking").activityType).toBe("CYCLE");
    expect(mapGpxType("Hiking").activityType).toBe("HIKING");
    expect(mapGpxType("jkljkl").activityType).toBeUndefined();
  });

  it("guesses device types from names", () => {
    expect(guessDeviceType("Garmin Edge 1000")).toBe("BIKE");
    expect(guessDeviceType("Wahoo ELEMNT")).toBe("BIKE");
    expect(guessDeviceType("Polar V800")).toBe("WATCH");
    expect(guessDeviceType("vívoactive HR")).toBe("WATCH");
    expect(guessDeviceType("StravaGPX Android")).toBe("PHONE");
    expect(guessDeviceType("Garmin Connect")).toBe("OTHER");
    expect(guessDeviceType(undefined)).toBe("OTHER");
  });
});

describe("chooseActivityType (spec 2.8)", () => {
  const pick = (input: Parameters<typeof chooseActivityType>[0]) => {
    const r = chooseActivityType(input);
    return isImportError(r) ? r.code : `${r.activityType} ${r.source}`;
  };

  it("keeps a mapped type whose options can be completed, with a profile if need be", () => {
    expect(pick({ mapped: "RUN", columns: ["distance", "speed"] })).toBe("RUN file");
    expect(pick({ mapped: "SWIMMING", columns: ["distance", "speed", "heartrate"] })).toBe("SWIMMING file");
  });

  it("falls back to the family's type, to STATIONARY_BIKING without distance, or to OTHER with heart rate", () => {
    expect(pick({ mapped: "HIKING", columns: ["distance", "speed", "grade"] })).toBe("WALK fallback");
    expect(pick({ mapped: "MOUNTAIN_BIKING", columns: ["distance", "speed", "grade"] })).toBe("CYCLE fallback");
    expect(pick({ mapped: "CYCLE", columns: ["heartrate", "watts"] })).toBe("STATIONARY_BIKING fallback");
    expect(pick({ mapped: "RUN", columns: ["heartrate"] })).toBe("OTHER fallback");
  });

  it("guesses from speed only when the file names no sport", () => {
    const moving = { columns: ["distance", "speed"], movingSpeedKmh: 5 };
    expect(pick({ ...moving, sportUnknown: true })).toBe("WALK speed-guess");
    expect(pick({ ...moving, sportUnknown: true, movingSpeedKmh: 11 })).toBe("RUN speed-guess");
    expect(pick({ ...moving, columns: ["distance", "speed", "grade"], sportUnknown: true, movingSpeedKmh: 25 })).toBe("CYCLE speed-guess");
    // a ride without elevation or power completes no CYCLE option: refused rather than called a run
    expect(pick({ ...moving, sportUnknown: true, movingSpeedKmh: 25 })).toBe(1680);
    expect(pick({ ...moving, mapped: "OTHER" })).toBe(1680);
    expect(pick(moving)).toBe(1680);
  });

  it("honours the option and refuses what can never be valid", () => {
    expect(pick({ option: "GOLF", mapped: "RUN", columns: ["heartrate"] })).toBe("GOLF option");
    expect(pick({ option: "GOLF", columns: ["distance", "speed"] })).toBe(1680);
    expect(pick({ option: "JOGGING", columns: ["heartrate"] })).toBe(1690);
    const r = chooseActivityType({ option: "CYCLE", columns: ["distance", "grade", "speed", "heartrate"] });
    expect(!isImportError(r) && r.warnings).toEqual([]);
    const needsAge = chooseActivityType({ option: "GOLF", columns: ["heartrate"] });
    expect(!isImportError(needsAge) && needsAge.warnings.map((w) => w.key)).toEqual(["PROFILE_REQUIRED"]);
  });
});

describe("import error codes", () => {
  it("are unique, in 1600–1699, and build data that the guard recognises", () => {
    const codes = IMPORT_ERROR_CODES.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(IMPORT_ERROR_CODES.map((e) => e.key)).size).toBe(codes.length);
    expect(codes.every((c) => c >= 1600 && c <= 1699)).toBe(true);
    const e = importError("XML_MALFORMED", "line 1, column 2: x");
    expect(e).toEqual({ code: 1630, key: "XML_MALFORMED", message: "The file is not well-formed XML.", detail: "line 1, column 2: x", activityIndex: null });
    expect(isImportError(e)).toBe(true);
    expect(isImportError({ ...e, code: 1631 })).toBe(false);
    expect(isImportError(null)).toBe(false);
  });
});

describe("docs/import.md", () => {
  it("lists every import error code with its key", async () => {
    const { readFileSync } = await import("node:fs");
    const doc = readFileSync(new URL("../../docs/import.md", import.meta.url), "utf8");
    for (const e of IMPORT_ERROR_CODES) expect(doc, `${e.code}`).toContain(`| ${e.code} | ${e.key} |`);
  });
});
