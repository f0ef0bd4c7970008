// Offsets cached per zone and UTC day give exactly Intl's answers; fixed-offset zones and a transitions table work
// without Intl; every cache has its own source (there is no process-wide one to set).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createZoneOffsets } from "../../src/timeZone/createZoneOffsets.js";
import { intlZoneOffsetSource } from "../../src/timeZone/intlZoneOffsetSource.js";
import { zoneOffsetMs } from "../../src/timeZone/zoneOffsetMs.js";
import { zoneOffsetSourceFromTable, zoneTransitions } from "./zoneTransitions.js";

const ZONES = [
  "Europe/Paris", "America/New_York", "Pacific/Apia", "Australia/Lord_Howe", "America/Santiago", "America/Havana",
  "Asia/Beirut", "America/Sao_Paulo", "Pacific/Chatham", "Africa/Casablanca", "America/St_Johns", "Asia/Tehran",
  "Antarctica/Troll", "Europe/Dublin", "America/Caracas", "Asia/Pyongyang", "Pacific/Kiritimati",
] as const;
const FIXED = ["UTC", "Etc/GMT+5", "Etc/GMT-14", "etc/gmt+12", "Etc/Zulu", "GMT", "Universal", "Etc/UCT", "Greenwich"] as const;
const FROM = Date.UTC(2006, 4, 24);
const TO = Date.UTC(2030, 0, 1);
/** Range of the transition walks (each day of each zone costs three Intl reads the first time). */
const WALK_FROM = Date.UTC(2021, 0, 1);

const intlZoneOffsetMs = intlZoneOffsetSource();

/** Local dates and day starts of instants, computed from `offsetOf` alone. */
function localDays(offsetOf: (timeZone: string, epochMs: number) => number, zone: string, instants: readonly number[]): number[][] {
  return instants.map((t) => {
    const day = Math.floor((t + offsetOf(zone, t)) / 86_400_000);
    return [day, day * 86_400_000 - offsetOf(zone, day * 86_400_000)];
  });
}

describe("createZoneOffsets: the per-day cache", () => {
  it("equals Intl at random instants, 2006–2030 (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: FROM, max: TO }), fc.constantFrom(...ZONES, ...FIXED), (t, zone) => {
        expect(zoneOffsetMs(zone, t)).toBe(intlZoneOffsetMs(zone, t));
      }),
      { numRuns: 3000 },
    );
  });

  it("equals Intl to the second around every transition of 2021–2029", () => {
    for (const zone of ZONES) {
      const row = zoneTransitions(zone, WALK_FROM, TO);
      for (let i = 1; i < row.length; i += 2) {
        const at = row[i] as number;
        for (const t of [at - 1001, at - 1000, at - 1, at, at + 1, at + 999]) expect(zoneOffsetMs(zone, t), `${zone} ${new Date(t).toISOString()}`).toBe(intlZoneOffsetMs(zone, t));
      }
    }
  });

  it("reads fixed-offset zones without any source, and other zones only through its source", () => {
    const offsetOf = createZoneOffsets(() => {
      throw new RangeError("no source");
    });
    expect(offsetOf("Etc/GMT+5", 0)).toBe(-5 * 3_600_000);
    expect(offsetOf("Etc/GMT-14", 0)).toBe(14 * 3_600_000);
    expect(offsetOf("UTC", 1e12)).toBe(0);
    expect(() => offsetOf("Europe/Paris", 0)).toThrow(RangeError);
  });

  it("keeps at most maxEntries zone-days, then starts again with the same answers", () => {
    let reads = 0;
    const source = (_zone: string, epochMs: number): number => {
      reads++;
      return Math.floor(epochMs / 86_400_000) % 2 === 0 ? 0 : 3_600_000;
    };
    const offsetOf = createZoneOffsets(source, 5); // the zone and four days
    const noonOf = (day: number): number => day * 86_400_000 + 43_200_000;
    for (const day of [0, 1, 2]) expect(offsetOf("Europe/Paris", noonOf(day))).toBe(day % 2 === 0 ? 0 : 3_600_000);
    const afterThreeDays = reads;
    expect(offsetOf("Europe/Paris", noonOf(1))).toBe(3_600_000);
    expect(reads).toBe(afterThreeDays); // kept
    expect(offsetOf("Europe/Paris", noonOf(3))).toBe(3_600_000); // the fifth entry: full
    const afterRestart = reads;
    expect(offsetOf("Europe/Paris", noonOf(1))).toBe(3_600_000);
    expect(reads).toBeGreaterThan(afterRestart); // it started again: day 1 is read anew
  });

  it("keeps one cache per source: two sources answer side by side, and the shared default stays Intl's", () => {
    const hours = (offsetHours: number) => () => offsetHours * 3_600_000;
    const two = createZoneOffsets(hours(2));
    const five = createZoneOffsets(hours(5));
    const t = Date.UTC(2024, 9, 4);
    expect(two("Europe/Paris", t)).toBe(2 * 3_600_000);
    expect(five("Europe/Paris", t)).toBe(5 * 3_600_000);
    expect(two("Europe/Paris", t)).toBe(2 * 3_600_000);
    expect(zoneOffsetMs("Europe/Paris", t)).toBe(intlZoneOffsetMs("Europe/Paris", t));
  });

  it("a transitions table made with Intl gives the same local days without Intl", () => {
    const zones = ZONES.slice(0, 8);
    const table = Object.fromEntries(zones.map((zone) => [zone, zoneTransitions(zone, WALK_FROM, TO)]));
    const instants = Array.from({ length: 400 }, (_, i) => WALK_FROM + Math.floor(((TO - WALK_FROM) * i) / 400) + i * 7_777_777);
    const withIntl = zones.map((zone) => localDays(createZoneOffsets(), zone, instants));
    const paris = table["Europe/Paris"] as number[];
    expect(paris.length).toBe(1 + 2 * 2 * 9); // two transitions a year, 2021–2029
    const intl = globalThis.Intl;
    try {
      // @ts-expect-error -- the engine without Intl
      delete globalThis.Intl;
      const offsetOf = createZoneOffsets(zoneOffsetSourceFromTable(table));
      expect(typeof globalThis.Intl).toBe("undefined");
      expect(zones.map((zone) => localDays(offsetOf, zone, instants))).toEqual(withIntl);
      expect(() => offsetOf("Asia/Tokyo", 0)).toThrow(RangeError);
    } finally {
      globalThis.Intl = intl;
    }
  });

  it("without Intl and without a source, a political zone is a RangeError that says why", () => {
    const intl = globalThis.Intl;
    try {
      // @ts-expect-error -- the engine without Intl
      delete globalThis.Intl;
      const offsetOf = createZoneOffsets();
      expect(() => offsetOf("Europe/Paris", 0)).toThrow(/"Europe\/Paris": this runtime has no Intl/);
      expect(offsetOf("Etc/GMT-3", 0)).toBe(3 * 3_600_000);
    } finally {
      globalThis.Intl = intl;
    }
  });
});
