import { describe, expect, it } from "vitest";
import { fromGpx } from "../../src/import/index.js";

// Issue 28 point 1 beside the importers: the validator refuses a deviceName with a NUL or an unpaired surrogate
// (1060), so an importer must neither make one (cutting a long name inside a surrogate pair) nor pass one on.
const NOW = Date.UTC(2025, 0, 1);
const iso = (s: number): string => new Date(Date.UTC(2019, 7, 11, 12, 0, 0) + s * 1000).toISOString();

function gpx(creator: string): string {
  const points = Array.from({ length: 61 }, (_, i) => `<trkpt lat="${45.2 + i * 0.0001}" lon="5.8"><time>${iso(i * 10)}</time></trkpt>`).join("");
  return `<?xml version="1.0"?><gpx version="1.1" creator="${creator}" xmlns="http://www.topografix.com/GPX/1/1"><trk><type>running</type><trkseg>${points}</trkseg></trk></gpx>`;
}

describe("an imported deviceName", () => {
  it("cut to 256 characters never ends in half of a surrogate pair", async () => {
    // 255 letters and a runner (two code units): the 256th unit is a high surrogate
    const result = await fromGpx(gpx(`${"x".repeat(255)}\u{1F3C3}`), { nowMs: NOW, timeZoneName: "Europe/Paris" });
    if (!result.ok) throw new Error(`${result.error.code} ${result.error.detail}`);
    expect(result.activities[0]!.activity.deviceName).toBe("x".repeat(255));
  });

  it("given as an option with a NUL or an unpaired surrogate is an invalid option (1690)", async () => {
    for (const deviceName of ["Fore\u0000runner", "\uD800"]) {
      const result = await fromGpx(gpx("App"), { nowMs: NOW, deviceName });
      expect(result.ok ? 0 : result.error.code).toBe(1690);
    }
  });
});
