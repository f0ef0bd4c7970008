// Decision D-97: offsets cached per zone and UTC day give exactly Intl's answers; fixed-offset zones and a
// transitions table work without Intl.
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { intlZoneOffsetMs } from "../../src/derive/intlZoneOffsetMs.js";
import { dayStartMsOfDayNumber, localDateOf, localDayStartMs } from "../../src/derive/localDays.js";
import { setZoneOffsetSource, zoneOffsetMs } from "../../src/derive/zoneOffsetMs.js";
import { zoneOffsetSourceFromTable, zoneTransitions } from "../../src/derive/zoneTransitions.js";

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

afterEach(() => setZoneOffsetSource(undefined));

describe("zoneOffsetMs: the per-day cache (D-97)", () => {
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

  it("reads fixed-offset zones without any source, and other zones only through the source set", () => {
    setZoneOffsetSource(() => {
      throw new RangeError("no source");
    });
    expect(zoneOffsetMs("Etc/GMT+5", 0)).toBe(-5 * 3_600_000);
    expect(zoneOffsetMs("Etc/GMT-14", 0)).toBe(14 * 3_600_000);
    expect(zoneOffsetMs("UTC", 1e12)).toBe(0);
    expect(() => zoneOffsetMs("Europe/Paris", 0)).toThrow(RangeError);
  });

  it("kept day starts follow a change of offset source (they are dropped with the offset caches)", () => {
    const day = 20_000; // 2024-10-04
    const hours = (offsetHours: number) => () => offsetHours * 3_600_000;
    setZoneOffsetSource(hours(2));
    expect(dayStartMsOfDayNumber(day, "Europe/Paris")).toBe(day * 86_400_000 - 2 * 3_600_000);
    setZoneOffsetSource(hours(5));
    expect(dayStartMsOfDayNumber(day, "Europe/Paris")).toBe(day * 86_400_000 - 5 * 3_600_000);
    setZoneOffsetSource(undefined);
    expect(dayStartMsOfDayNumber(day, "Europe/Paris")).toBe(day * 86_400_000 - intlZoneOffsetMs("Europe/Paris", day * 86_400_000));
  });

  it("a transitions table made with Intl gives the same local days without Intl", () => {
    const zones = ZONES.slice(0, 8);
    const table = Object.fromEntries(zones.map((zone) => [zone, zoneTransitions(zone, WALK_FROM, TO)]));
    const instants = Array.from({ length: 400 }, (_, i) => WALK_FROM + Math.floor(((TO - WALK_FROM) * i) / 400) + i * 7_777_777);
    const withIntl = zones.map((zone) => instants.map((t) => [localDateOf(t, zone), localDayStartMs(localDateOf(t, zone), zone)]));
    const paris = table["Europe/Paris"] as number[];
    expect(paris.length).toBe(1 + 2 * 2 * 9); // two transitions a year, 2021–2029 // two transitions a year
    const intl = globalThis.Intl;
    try {
      // @ts-expect-error -- the engine without Intl
      delete globalThis.Intl;
      setZoneOffsetSource(zoneOffsetSourceFromTable(table));
      expect(typeof globalThis.Intl).toBe("undefined");
      const withTable = zones.map((zone) => instants.map((t) => [localDateOf(t, zone), localDayStartMs(localDateOf(t, zone), zone)]));
      expect(withTable).toEqual(withIntl);
      expect(() => zoneOffsetMs("Asia/Tokyo", 0)).toThrow(RangeError);
    } finally {
      globalThis.Intl = intl;
    }
  });

  it("without Intl and without a source, a political zone is a RangeError that says what to do", () => {
    const intl = globalThis.Intl;
    try {
      // @ts-expect-error -- the engine without Intl
      delete globalThis.Intl;
      setZoneOffsetSource(undefined);
      expect(() => zoneOffsetMs("Europe/Paris", 0)).toThrow(/setZoneOffsetSource/);
      expect(zoneOffsetMs("Etc/GMT-3", 0)).toBe(3 * 3_600_000);
    } finally {
      globalThis.Intl = intl;
    }
  });
});
