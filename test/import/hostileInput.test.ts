import { describe, expect, it } from "vitest";
import { fromFit, fromGpx, fromTcx, importRecording } from "../../src/import/index.js";
import { detectFormat } from "../../src/import/detectFormat.js";
import { fixtureRecording } from "../fixtures/recordings.js";

/** Issue 14 points on the importers: 14.11 (long GPX), 14.13 (long prolog), 14.15 (any value), 14.18 (messages). */

const NOW = Date.UTC(2025, 0, 1);
const T0 = Date.UTC(2024, 5, 1, 6, 0, 0);

/** A 1 Hz GPX hike of `points` track points walking north at about 1.1 m/s, one `<trk>`. */
function hikeGpx(points: number, name = "Hike"): string {
  const parts: string[] = [];
  for (let i = 0; i < points; i++) {
    parts.push(`<trkpt lat="${(45 + i * 0.00001).toFixed(5)}" lon="6.00000"><time>${new Date(T0 + i * 1000).toISOString()}</time></trkpt>`);
  }
  return `<?xml version="1.0"?><gpx version="1.1" creator="Test" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>${name}</name><type>hiking</type><trkseg>${parts.join("")}</trkseg></trk></gpx>`;
}

describe("14.11: a GPX of 130 000 points (a 36-hour 1 Hz hike) imports", () => {
  it("imports it as one HIKING activity instead of 1640 (push(...samples) overflowed the stack)", async () => {
    const result = await fromGpx(hikeGpx(130_000), { nowMs: NOW, timeZoneName: "Europe/Paris", activityType: "WALK" });
    if (!result.ok) throw new Error(`${result.error.code} ${result.error.detail}`);
    const [activity] = result.activities;
    expect(activity?.meta.sampleCount).toBe(130_000);
    expect(activity?.activity.metrics.data.length).toBe(12_999 + 1); // 129 999 s on the 10 s grid
  }, 120_000);
});

describe("14.13: the format is recognised however long the prolog", () => {
  const comment = `<!-- ${"exported by a very chatty tool; ".repeat(400)} -->\n`; // 14 000 characters
  const gpx = `<?xml version="1.0"?>\n${comment}<gpx version="1.1" creator="x"><trk><trkseg></trkseg></trk></gpx>`;

  it("a GPX that starts with a 14 000-character comment is GPX, as text and as bytes, without a file name", () => {
    expect(comment.length).toBeGreaterThan(4096 * 3);
    expect(detectFormat(gpx)).toBe("gpx");
    expect(detectFormat(new TextEncoder().encode(gpx))).toBe("gpx");
    expect(detectFormat(new TextEncoder().encode(gpx).buffer as ArrayBuffer)).toBe("gpx");
  });

  it("skips processing instructions, a doctype with an internal subset, and reads the root element only", () => {
    expect(detectFormat(`<?xml version="1.0"?><?xml-stylesheet href="a.xsl"?><!DOCTYPE x [<!ENTITY a "<gpx>">]><TrainingCenterDatabase/>`)).toBe("tcx");
    expect(detectFormat(`<?xml version="1.0"?><tcx:TrainingCenterDatabase xmlns:tcx="u"/>`)).toBe("tcx");
    expect(detectFormat(`<kml><gpx/></kml>`)).toBeUndefined();
    expect(detectFormat(`<!-- never closed <gpx>`)).toBeUndefined();
    expect(detectFormat(`plain text`, "notes.GPX")).toBe("gpx");
  });

  it("importRecording reaches the GPX importer (1640: no track points), not 1600", async () => {
    const result = await importRecording(gpx, { nowMs: NOW });
    expect(result.ok ? 0 : result.error.code).toBe(1640);
  });
});

describe("14.15: every importer returns a typed error for any value", () => {
  const values: unknown[] = [null, undefined, 0, 42, true, {}, [], [1, 2], () => 1, Symbol("x"), 10n, new Date(0), new Map()];
  const importers = { fromFit, fromTcx, fromGpx, importRecording } as Record<string, (input: unknown, options?: unknown) => Promise<{ ok: boolean; error?: { code: number; key: string; detail: string } }>>;

  for (const [name, importer] of Object.entries(importers)) {
    it(`${name} answers 1695 INVALID_INPUT for null, numbers, objects, arrays, functions...`, async () => {
      for (const value of values) {
        const result = await importer(value);
        expect(result.ok, `${name}(${String(value)})`).toBe(false);
        expect(result.error?.code, `${name}(${String(value)})`).toBe(1695);
        expect(result.error?.key).toBe("INVALID_INPUT");
      }
    });

    it(`${name} answers 1695 for options that are not an object`, async () => {
      for (const options of [null, 5, "x", []]) {
        const result = await importer(new Uint8Array(20), options);
        expect(result.error?.code, `${name}(bytes, ${JSON.stringify(options)})`).toBe(1695);
      }
    });
  }

  it("fromFit given text says FIT is binary (1695), and accepts any typed array or DataView of the file", async () => {
    const text = await fromFit("not bytes" as unknown as Uint8Array);
    expect(text.ok ? "" : `${text.error.code} ${text.error.detail}`).toBe("1695 FIT is binary: pass the file's bytes, not text");
    const bytes = fixtureRecording("run_garmin-fr110_hr_smart-recording.fit");
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const [a, b] = await Promise.all([fromFit(bytes, { nowMs: NOW }), fromFit(view as unknown as Uint8Array, { nowMs: NOW })]);
    expect(a.ok).toBe(true);
    expect(b).toEqual(a);
  });
});

describe("14.18: what the XML importers say", () => {
  it("a TCX cut short names where the document ends and the element left open, not line 1, column 1", async () => {
    const full = new TextDecoder().decode(fixtureRecording("edge_long-gap_garmin-edge520_power.tcx"));
    const cut = full.slice(0, Math.floor(full.length * 0.6));
    const lines = cut.split("\n");
    const result = await fromTcx(cut, { nowMs: NOW });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(1630);
    expect(result.error.detail).toMatch(new RegExp(`^the document ends at line ${lines.length}, column \\d+ inside <\\w+> \\(\\d+ elements left open\\): the file is cut short$`));
    expect(result.error.detail).not.toMatch(/line 1, column 1\b/);
  });

  it("every well-formedness fault has a numeric line and column (never 'column undefined')", async () => {
    const faults = ["<a>\n<b></c>\n</a>", "<a x=\"1></a>", "hello", "<a/><b/>", "<a>&foo;</a>", "<a>1 < 2</a>", "<a x=\"1\" x=\"2\"/>", "<a>\u0001</a>", "<a><b>", "<gpx><trk></gpx>"];
    for (const text of faults) {
      const result = await fromGpx(text, { nowMs: NOW });
      expect(result.ok, JSON.stringify(text)).toBe(false);
      if (result.ok) continue;
      expect(result.error.code, JSON.stringify(text)).toBe(1630);
      expect(result.error.detail, JSON.stringify(text)).toMatch(/^(?:line \d+, column \d+: \S|the document ends at line \d+, column \d+ )/);
      expect(result.error.detail).not.toMatch(/(?:line|column) undefined/);
    }
  });

  it("text from the file reaches details and warnings escaped: no raw control character", async () => {
    const timed = `<trk><name>B</name><trkseg><trkpt lat="45" lon="6"><time>2024-01-01T00:00:00Z</time></trkpt>
      <trkpt lat="45.001" lon="6"><time>2024-01-01T00:01:00Z</time></trkpt></trkseg></trk>`;
    const gpx = (name: string): string =>
      `<?xml version="1.0"?><gpx version="1.1" creator="x"><trk><name>${name}</name><trkseg><trkpt lat="45" lon="6"/></trkseg></trk>${timed}</gpx>`;
    // a tab (allowed in XML) in a track name: the warning quotes the name with the tab escaped
    const tab = await fromGpx(gpx('Morning\tride "quoted"'), { nowMs: NOW, activityType: "WALK" });
    if (!tab.ok) throw new Error(tab.error.detail);
    const messages = tab.activities.flatMap((a) => a.meta.warnings.map((w) => w.message));
    expect(messages).toContain('track "Morning\\tride \\"quoted\\"" (1 points) has no times and was skipped');
    expect(messages.join("")).not.toContain("\t");
    // an escape character (forbidden in XML 1.0, raw or as &#x1B;) is 1630 at its position, never echoed
    for (const name of ["Morning\u001b[31m", "Morning&#x1B;[31m"]) {
      const bad = await fromGpx(gpx(name), { nowMs: NOW });
      expect(bad.ok ? "" : bad.error.detail).toMatch(/^line 1, column \d+: /);
      expect(JSON.stringify(bad)).not.toMatch(/\u001b|\\u001b/i);
    }
    const unknown = await importRecording("\u0007 not a recording", { fileName: "bad\u0007name.bin" });
    expect(unknown.ok ? "" : unknown.error.detail).toBe('"bad\\u0007name.bin" has no .FIT header and no <TrainingCenterDatabase> or <gpx> root');
  });
});

describe("importers never throw: unreadable inputs and options answer 1695", () => {
  const importers = { fromFit, fromTcx, fromGpx, importRecording } as Record<string, (input: unknown, options?: unknown) => Promise<{ ok: boolean; error?: { code: number; key: string; detail: string } }>>;
  const detached = (): ArrayBuffer => {
    const buffer = new ArrayBuffer(64);
    structuredClone(buffer, { transfer: [buffer] });
    return buffer;
  };
  /** A view made before its buffer is transferred away. */
  const detachedView = <T extends ArrayBufferView>(make: (buffer: ArrayBuffer) => T): T => {
    const buffer = new ArrayBuffer(64);
    const view = make(buffer);
    structuredClone(buffer, { transfer: [buffer] });
    return view;
  };
  const revoked = (): object => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy;
  };
  const throwingGetter = (key: string): object =>
    Object.defineProperty({}, key, {
      enumerable: true,
      get() {
        throw new Error("getter failed");
      },
    });

  for (const [name, importer] of Object.entries(importers)) {
    it(`${name}: a detached ArrayBuffer, a view of one, a revoked Proxy`, async () => {
      const cases: [string, unknown, RegExp][] = [
        ["detached ArrayBuffer", detached(), /^the input is a detached ArrayBuffer \(its bytes were transferred\), not /],
        ["view of a detached ArrayBuffer", detachedView((b) => new Uint8Array(b, 8, 16)), /^the input is a view of a detached ArrayBuffer/],
        ["DataView of a detached ArrayBuffer", detachedView((b) => new DataView(b)), /^the input is a view of a detached ArrayBuffer/],
        ["revoked Proxy", revoked(), /^the input is an object that cannot be inspected/],
      ];
      for (const [what, input, detail] of cases) {
        const result = await importer(input, { nowMs: NOW });
        expect(result.error?.code, `${name}: ${what}`).toBe(1695);
        expect(result.error?.detail, `${name}: ${what}`).toMatch(detail);
      }
    });

    it(`${name}: options that are a revoked Proxy, or whose getter throws`, async () => {
      const bytes = fixtureRecording("run_garmin-fr110_hr_smart-recording.fit");
      const input = name === "fromFit" || name === "importRecording" ? bytes : "<gpx/>";
      const proxy = await importer(input, revoked());
      expect(proxy.error?.code).toBe(1695);
      expect(proxy.error?.detail).toMatch(/^the options object cannot be inspected/);
      for (const key of ["timeZoneName", "nowMs", "lenient", "fileName", "format"]) {
        const result = await importer(input, throwingGetter(key));
        expect(result.error?.code, `${name}: ${key}`).toBe(1695);
        expect(result.error?.detail).toBe(`reading the option "${key}" failed; pass a plain object of options`);
      }
    });
  }

  it("an option whose value cannot become text is 1690 (never String() of it)", async () => {
    for (const value of [Object.create(null), { toString: () => { throw new Error("no"); } }, Symbol("x"), 10n]) {
      for (const key of ["activityType", "deviceType", "timeZoneName", "intervalS"]) {
        const result = await fromGpx("<gpx/>", { [key]: value });
        expect(result.ok ? 0 : result.error.code, key).toBe(1690);
        expect(result.ok ? "" : result.error.detail).toContain("a value of type");
      }
    }
  });

  it("detectFormat of a detached buffer or a revoked Proxy falls back to the file name", () => {
    expect(detectFormat(detached(), "a.fit")).toBe("fit");
    expect(detectFormat(revoked() as Uint8Array)).toBeUndefined();
  });
});

describe("XML nesting is bounded, and only what the readers use is kept", () => {
  const head = `<?xml version="1.0"?><gpx version="1.1" creator="x">`;
  const nested = (depth: number, name = "x"): string => `<${name}>`.repeat(depth) + `</${name}>`.repeat(depth);

  it("a GPX nested a million deep is 1635 at the 33rd level, with the line, column and path of the open elements", async () => {
    const result = await fromGpx(head + nested(1_000_000) + "</gpx>", { nowMs: NOW });
    expect(result.ok ? 0 : result.error.code).toBe(1635);
    expect(result.ok ? "" : result.error.key).toBe("XML_TOO_DEEP");
    expect(result.ok ? "" : result.error.detail).toBe(`line 1, column ${head.length + 32 * 3}: elements nest more than 32 deep, at /gpx/x/x/x/x/…/x/x`);
  });

  it("so is one never closed, and a TCX; the element names of the path are shortened", async () => {
    const open = await fromGpx(head + "<x>".repeat(500_000), { nowMs: NOW });
    expect(open.ok ? 0 : open.error.code).toBe(1635);
    const long = "e".repeat(300);
    const tcx = await fromTcx(`<TrainingCenterDatabase>${nested(40, long)}</TrainingCenterDatabase>`, { nowMs: NOW });
    expect(tcx.ok ? "" : tcx.error.detail).toMatch(new RegExp(`^line 1, column \\d+: elements nest more than 32 deep, at /TrainingCenterDatabase/${"e".repeat(32)}…/`));
    expect(tcx.ok ? "" : tcx.error.detail.length).toBeLessThan(300);
  });

  it("32 levels are read (here: no track, 1640); 33 are refused", async () => {
    const at32 = await fromGpx(head + nested(31) + "</gpx>", { nowMs: NOW });
    expect(at32.ok ? 0 : at32.error.code).toBe(1640);
    const at33 = await fromGpx(head + nested(32) + "</gpx>", { nowMs: NOW });
    expect(at33.ok ? 0 : at33.error.code).toBe(1635);
  });

  it("elements outside the format's shape are dropped: a track inside metadata, a trkpt inside a trkpt, waypoints", async () => {
    const pt = (s: number, lat: number): string => `<trkpt lat="${lat}" lon="6"><time>${new Date(T0 + s * 1000).toISOString()}</time></trkpt>`;
    const points = Array.from({ length: 61 }, (_, i) => pt(i * 10, 45 + i * 0.0002)).join("");
    const decoys = `<metadata><trk><trkseg>${pt(5, 50)}</trkseg></trk></metadata><wpt lat="1" lon="1"><time>${new Date(T0).toISOString()}</time></wpt>`;
    const nestedPoint = `<trkpt lat="45" lon="6"><time>${new Date(T0 + 605_000).toISOString()}</time><trkpt lat="60" lon="6"><time>${new Date(T0 + 606_000).toISOString()}</time></trkpt></trkpt>`;
    const plain = await fromGpx(`${head}<trk><trkseg>${points}</trkseg></trk></gpx>`, { nowMs: NOW, activityType: "WALK" });
    const decorated = await fromGpx(`${head}${decoys}<trk><trkseg>${points}</trkseg></trk><rte><rtept lat="2" lon="2"/></rte></gpx>`, { nowMs: NOW, activityType: "WALK" });
    if (!plain.ok || !decorated.ok) throw new Error("import failed");
    expect(decorated.submission).toEqual(plain.submission);
    const withNested = await fromGpx(`${head}<trk><trkseg>${points}${nestedPoint}</trkseg></trk></gpx>`, { nowMs: NOW, activityType: "WALK" });
    if (!withNested.ok) throw new Error(withNested.error.detail);
    expect(withNested.activities[0]!.meta.sampleCount).toBe(62); // the inner trkpt (at 60° N) is not a point of the track
  });

  it("millions of skipped tracks give a bounded number of warnings", async () => {
    const timed = `<trk><trkseg><trkpt lat="45" lon="6"><time>${new Date(T0).toISOString()}</time></trkpt><trkpt lat="45.01" lon="6"><time>${new Date(T0 + 600_000).toISOString()}</time></trkpt></trkseg></trk>`;
    const untimed = `<trk><trkseg><trkpt lat="45" lon="6"/></trkseg></trk>`.repeat(20_000);
    const result = await fromGpx(`${head}${timed}${untimed}</gpx>`, { nowMs: NOW, activityType: "WALK" });
    if (!result.ok) throw new Error(result.error.detail);
    const skipped = result.activities[0]!.meta.warnings.filter((w) => w.key === "UNTIMED_TRACK_SKIPPED");
    expect(skipped).toHaveLength(11);
    expect(skipped.at(-1)?.message).toBe("19990 more tracks were skipped for the same reason");
  });
});
