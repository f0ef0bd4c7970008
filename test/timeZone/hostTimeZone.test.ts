// The derivations must not depend on the host's time zone. Two checks:
// 1. Behaviour: the same inputs give identical outputs while the process time zone is switched through zones with
//    DST, half-hour and skipped-day rules (Node applies an assignment to process.env.TZ at once; the test first
//    proves that the switch took effect, so it cannot pass vacuously).
// 2. Source: no module of src/derive calls a Date method that reads or writes local time.
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { buildActivityDetail } from "../../src/derive/buildActivityDetail.js";
import { localDateOf, localDayStartMs } from "../../src/timeZone/localDays.js";
import { dedupeFuel } from "../../src/derive/dedupeFuel.js";
import { wristbandDayOf } from "../../src/derive/wristbandDay.js";
import { intervalSeries } from "../derive/intervalSeries.js";
import { fuelActivity } from "../derive/storedFixture.js";

const HOST_ZONES = ["Pacific/Apia", "Asia/Kolkata", "Australia/Lord_Howe", "America/New_York", "America/Santiago", "UTC"] as const;
/** Offset of each host zone on 2024-01-15 as `Date#getTimezoneOffset` reports it (minutes, UTC − local). */
const EXPECTED_HOST_OFFSET: Record<(typeof HOST_ZONES)[number], number> = {
  "Pacific/Apia": -780,
  "Asia/Kolkata": -330,
  "Australia/Lord_Howe": -660,
  "America/New_York": 300,
  "America/Santiago": 180,
  UTC: 0,
};

function scenario(): unknown {
  const H = 3_600_000;
  const activities = [
    fuelActivity("band", localDayStartMs("2024-03-30", "Europe/Paris"), new Array<number>(2 * 8640).fill(1), { intervalValue: 10 }),
    fuelActivity("run", Date.UTC(2024, 2, 30, 22, 59, 57), new Array<number>(400).fill(6), { intervalValue: 10 }),
    fuelActivity("apia", Date.UTC(2011, 11, 30, 6), new Array<number>(2880).fill(2), { intervalValue: 10 }),
    fuelActivity("santiago", Date.UTC(2024, 8, 8, 2), new Array<number>(720).fill(3)),
  ];
  return ["Europe/Paris", "Pacific/Apia", "America/Santiago", "Australia/Lord_Howe", "America/Havana"].map((zone) => ({
    zone,
    days: activities.map((a) => {
      const day = wristbandDayOf({ activityId: a.activityId, localDate: localDateOf(a.activity.startTime, zone), endMs: a.endMs, activity: { startTime: a.activity.startTime, timeZoneName: zone } });
      return { ...day, fuel: dedupeFuel(activities.map(intervalSeries), day.dayStartMs, day.dayEndMs) };
    }),
    detail: buildActivityDetail(activities[1]!),
    starts: ["2011-12-30", "2024-03-31", "2024-09-08", "2024-11-03"].map((d) => localDayStartMs(d, zone)),
    span: H,
  }));
}

describe("host time zone independence", () => {
  const original = process.env.TZ;
  afterAll(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it("gives identical results under every process TZ", () => {
    process.env.TZ = "UTC";
    const baseline = scenario();
    for (const zone of HOST_ZONES) {
      process.env.TZ = zone;
      expect(new Date(Date.UTC(2024, 0, 15)).getTimezoneOffset()).toBe(EXPECTED_HOST_OFFSET[zone]);
      expect(scenario()).toEqual(baseline);
    }
  });

  it("never uses Date's local-time methods in src/derive", () => {
    const dir = new URL("../../src/derive/", import.meta.url);
    const localTime =
      /\.(getFullYear|getMonth|getDate|getDay|getHours|getMinutes|getSeconds|getMilliseconds|getTimezoneOffset|setFullYear|setMonth|setDate|setHours|setMinutes|setSeconds|setMilliseconds|toLocale\w*|toDateString|toTimeString)\(|new Date\(\s*[\w.]+\s*,|resolvedOptions\(\)\.timeZone|from "date-fns/;
    const files = readdirSync(dir).filter((f) => f.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      expect({ file, match: localTime.exec(readFileSync(new URL(file, dir), "utf8"))?.[0] ?? null }).toEqual({ file, match: null });
    }
  });
});
