import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, localDateOf, localDayStartMs } from "../../src/timeZone/localDays.js";
import { zoneOffsetMs } from "../../src/timeZone/zoneOffsetMs.js";

const H = 3_600_000;
const ZONES = [
  "UTC", "Europe/Paris", "America/New_York", "Pacific/Apia", "Asia/Kolkata", "Australia/Lord_Howe", "America/Santiago",
  "America/Havana", "Asia/Beirut", "America/Sao_Paulo", "Pacific/Chatham", "Asia/Kathmandu", "Etc/GMT+12",
  "Pacific/Kiritimati", "Africa/Casablanca", "America/St_Johns", "Asia/Tehran",
] as const;

/** Independent oracle: the local date printed by Intl (en-CA prints yyyy-mm-dd). */
const oracles = new Map<string, Intl.DateTimeFormat>();
function intlDate(epochMs: number, timeZone: string): string {
  let format = oracles.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    oracles.set(timeZone, format);
  }
  const parts = format.formatToParts(epochMs);
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

const iso = (ms: number): string => new Date(ms).toISOString();

describe("zoneOffsetMs", () => {
  it("reads the offset at an instant", () => {
    expect(zoneOffsetMs("Europe/Paris", Date.UTC(2024, 6, 1))).toBe(2 * H);
    expect(zoneOffsetMs("Europe/Paris", Date.UTC(2024, 0, 1))).toBe(1 * H);
    expect(zoneOffsetMs("Europe/Paris", Date.UTC(2024, 2, 31, 0, 59, 59, 999))).toBe(1 * H);
    expect(zoneOffsetMs("Europe/Paris", Date.UTC(2024, 2, 31, 1))).toBe(2 * H); // 02:00 CET → 03:00 CEST
    expect(zoneOffsetMs("Asia/Kolkata", Date.UTC(2024, 0, 5))).toBe(5.5 * H);
    expect(zoneOffsetMs("America/New_York", Date.UTC(2024, 0, 5))).toBe(-5 * H);
    expect(zoneOffsetMs("Etc/GMT+12", Date.UTC(2024, 0, 5))).toBe(-12 * H);
    expect(zoneOffsetMs("UTC", 1_700_000_000_123)).toBe(0);
  });

  it("throws RangeError for a zone Intl does not know", () => {
    expect(() => zoneOffsetMs("Mars/Olympus_Mons", 0)).toThrow(RangeError);
  });
});

describe("localDateOf / addDays", () => {
  it("gives the local calendar date", () => {
    expect(localDateOf(Date.UTC(2014, 11, 31, 23), "Europe/Paris")).toBe("2015-01-01");
    expect(localDateOf(Date.UTC(2014, 11, 31, 22, 59, 59, 999), "Europe/Paris")).toBe("2014-12-31");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-02-28", 2)).toBe("2024-03-01");
    expect(addDays("2024-01-01", -1)).toBe("2023-12-31");
  });

  it("agrees with Intl's own date formatting (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2006, 4, 24), max: Date.UTC(2035, 0, 1) }), fc.constantFrom(...ZONES), (t, zone) => {
        expect(localDateOf(t, zone)).toBe(intlDate(t, zone));
      }),
      { numRuns: 200 },
    );
  });
});

describe("localDayStartMs", () => {
  it("is local midnight in UTC (1 January in Europe/Paris starts at 2014-12-31T23:00:00Z)", () => {
    expect(iso(localDayStartMs("2015-01-01", "Europe/Paris"))).toBe("2014-12-31T23:00:00.000Z");
    expect(iso(localDayStartMs("2024-01-05", "Asia/Kolkata"))).toBe("2024-01-04T18:30:00.000Z");
    expect(iso(localDayStartMs("2024-01-05", "America/New_York"))).toBe("2024-01-05T05:00:00.000Z");
    expect(iso(localDayStartMs("2024-01-05", "UTC"))).toBe("2024-01-05T00:00:00.000Z");
  });

  it("makes DST days 23 and 25 hours long (Europe/Paris 2024-03-31, 2024-10-27; Lord Howe 23.5 h)", () => {
    const length = (date: string, zone: string): number => localDayStartMs(addDays(date, 1), zone) - localDayStartMs(date, zone);
    expect(length("2024-03-31", "Europe/Paris")).toBe(23 * H);
    expect(length("2024-10-27", "Europe/Paris")).toBe(25 * H);
    expect(length("2024-07-14", "Europe/Paris")).toBe(24 * H);
    expect(length("2024-10-06", "Australia/Lord_Howe")).toBe(23.5 * H);
    expect(length("2024-04-07", "Australia/Lord_Howe")).toBe(24.5 * H);
    expect(length("2024-03-10", "America/New_York")).toBe(23 * H);
  });

  it("starts at the transition when midnight does not exist, at the first midnight when it repeats", () => {
    // America/Santiago 2024-09-08: 00:00 −04 jumps to 01:00 −03, i.e. at 04:00Z
    expect(iso(localDayStartMs("2024-09-08", "America/Santiago"))).toBe("2024-09-08T04:00:00.000Z");
    // America/Havana 2024-11-03: 01:00 −04 falls back to 00:00 −05, so 00:00 occurs at 04:00Z and 05:00Z
    expect(iso(localDayStartMs("2024-11-03", "America/Havana"))).toBe("2024-11-03T04:00:00.000Z");
    // America/Sao_Paulo 2018-11-04: 00:00 −03 jumps to 01:00 −02 at 03:00Z
    expect(iso(localDayStartMs("2018-11-04", "America/Sao_Paulo"))).toBe("2018-11-04T03:00:00.000Z");
  });

  it("gives a date the zone skipped zero length (Pacific/Apia 2011-12-30)", () => {
    expect(iso(localDayStartMs("2011-12-29", "Pacific/Apia"))).toBe("2011-12-29T10:00:00.000Z");
    expect(localDayStartMs("2011-12-30", "Pacific/Apia")).toBe(localDayStartMs("2011-12-31", "Pacific/Apia"));
    expect(iso(localDayStartMs("2011-12-31", "Pacific/Apia"))).toBe("2011-12-30T10:00:00.000Z");
  });

  it("is the first instant of the date: the previous millisecond is on an earlier date (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_500 }), fc.constantFrom(...ZONES), (dayIndex, zone) => {
        const date = addDays("2006-05-24", dayIndex);
        const start = localDayStartMs(date, zone);
        const next = localDayStartMs(addDays(date, 1), zone);
        expect(intlDate(start - 1, zone) < date).toBe(true);
        if (next > start) {
          expect(intlDate(start, zone)).toBe(date);
          expect(next - start).toBeGreaterThanOrEqual(22 * H);
          expect(next - start).toBeLessThanOrEqual(26 * H);
        } else {
          expect(next).toBe(start); // a skipped date
          expect(intlDate(start, zone) > date).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("finds every day boundary around the DST changes of 2024 (dense check)", () => {
    for (const zone of ["Europe/Paris", "America/Santiago", "America/Havana", "Australia/Lord_Howe", "Asia/Beirut"]) {
      for (let i = 0; i < 366; i++) {
        const date = addDays("2024-01-01", i);
        const start = localDayStartMs(date, zone);
        expect(intlDate(start, zone)).toBe(date);
        expect(intlDate(start - 1, zone)).toBe(addDays(date, -1));
      }
    }
  });
});
