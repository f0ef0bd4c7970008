// Fuzz targets: the exporters (toGpx, toTcx) and the charts (renderActivityChart, renderDayChart) on activities
// as details and as Add Activities items, valid ones and ones with a field replaced by an extreme number or any
// value, with any options. An exporter returns a document or an export error of EXPORT_ERROR_CODES; a chart
// returns an SVG document; neither throws, and both take time in proportion to their input.
import { storedFields } from "../../derive/storedFixture.js";
import * as fc from "fast-check";
import { renderActivityChart } from "../../../src/chart/renderActivityChart.js";
import { renderDayChart } from "../../../src/chart/renderDayChart.js";
import { buildActivityDetail } from "../../../src/derive/buildActivityDetail.js";
import { deriveActivity } from "../../../src/derive/deriveActivity.js";
import { EXPORT_ERROR_CODES } from "../../../src/export/exportError.js";
import { toGpx } from "../../../src/export/toGpx.js";
import { toTcx } from "../../../src/export/toTcx.js";
import type { SubmittedActivity } from "../../../src/model/submittedActivity.js";
import { arbitraryValidActivity } from "../../../src/testing/index.js";
import { validateActivities } from "../../../src/validate/validateActivities.js";
import type { FuzzTarget } from "../fuzzTarget.js";
import { checkNoPollution, checkTime, fuzzSettings, must } from "../invariants.js";

const NOW = Date.UTC(2024, 5, 1, 12);
const PROFILE = { weightKg: 70, ageYears: 35 };
const CODES = new Map<number, string>(EXPORT_ERROR_CODES.map((e) => [e.code, e.message]));

/** The activity as the service's detail: validated, derived, stored and formatted (decimal strings, upper case). */
function asDetail(activity: SubmittedActivity): unknown {
  const validated = validateActivities([activity], { nowMs: NOW, profile: PROFILE });
  if (!validated.ok) return activity;
  const stored = validated.activities[0]!;
  const derived = deriveActivity(stored, PROFILE);
  return buildActivityDetail({ activityId: "fuzz-1", userId: "u", activity: stored, derived, status: "COMPLETE", tags: [], receivedAtMs: NOW, ...storedFields(stored, derived) });
}

const extreme = fc.oneof(
  fc.constantFrom<unknown>(0, -0, 1e-300, -1e-300, 1e300, -1e300, Number.MAX_VALUE, Number.MIN_VALUE, 8.64e15, -8.64e15, 2 ** 53, NaN, Infinity, -Infinity, "", "1e300", "-0", "NaN", null, undefined, true, [], {}),
  fc.double(),
  fc.integer(),
  fc.string({ maxLength: 12 }),
  fc.anything({ maxDepth: 2 }),
);

/** Replaces one field of the activity (or of its detail) with a hostile value, one time in two. */
function mutate(value: unknown, where: { path: number; pick: number }, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const metrics = copy["metrics"];
  const targets: (() => void)[] = [
    () => (copy["startTime"] = replacement),
    () => (copy["activityType"] = replacement),
    () => (copy["deviceName"] = replacement),
    () => (copy["metricSummary"] = { calories: replacement }),
    () => {
      if (Array.isArray(metrics)) {
        const series = metrics[where.pick % Math.max(1, metrics.length)] as Record<string, unknown> | undefined;
        if (series !== undefined) series["intervalMetric"] = replacement;
      } else if (typeof metrics === "object" && metrics !== null) (metrics as Record<string, unknown>)["intervalValue"] = replacement;
    },
    () => {
      if (Array.isArray(metrics)) {
        const series = metrics[where.pick % Math.max(1, metrics.length)] as { values?: unknown[] } | undefined;
        if (Array.isArray(series?.values) && series.values.length > 0) series.values[where.pick % series.values.length] = replacement;
      } else if (typeof metrics === "object" && metrics !== null) {
        const data = (metrics as { data?: unknown[][] }).data;
        const row = data?.[where.pick % Math.max(1, data.length)];
        if (Array.isArray(row) && row.length > 0) row[(where.pick >> 3) % row.length] = replacement;
      }
    },
    () => (copy["metrics"] = replacement),
  ];
  targets[where.path % targets.length]!();
  return copy;
}

type Case = { readonly activity: unknown; readonly others: unknown[]; readonly options: Record<string, unknown>; readonly window: [unknown, unknown] };

const activities = arbitraryValidActivity({ nowMs: NOW, profile: PROFILE, maxDataPoints: 40 });
const oneActivity = fc
  .record({
    base: activities,
    detail: fc.boolean(),
    mutated: fc.boolean(),
    where: fc.record({ path: fc.nat(), pick: fc.nat() }),
    replacement: extreme,
  })
  .map(({ base, detail, mutated, where, replacement }) => {
    const shaped = detail ? asDetail(base) : base;
    return mutated ? mutate(shaped, where, replacement) : shaped;
  });
const cases: fc.Arbitrary<Case> = fc.record({
  activity: fc.oneof({ weight: 9, arbitrary: oneActivity }, { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) }),
  others: fc.array(oneActivity, { maxLength: 2 }),
  options: fc.record({ lapKm: extreme, lapMinutes: extreme, width: extreme, slotMinutes: extreme, speed: fc.constantFrom<unknown>("pace", "speed", "x", undefined), title: fc.string({ maxLength: 20 }) }, { requiredKeys: [] }),
  window: fc.tuple(
    fc.oneof({ weight: 9, arbitrary: fc.constant<unknown>(NOW - 86_400_000) }, { weight: 1, arbitrary: extreme }),
    fc.oneof({ weight: 9, arbitrary: fc.constant<unknown>(NOW) }, { weight: 1, arbitrary: extreme }),
  ),
});

const sizeOf = (c: Case): number => {
  try {
    return JSON.stringify([c.activity, c.others])?.length ?? 64;
  } catch {
    return 64; // a BigInt or a cycle: a small value
  }
};

/** Runs `write`, failing the case when it throws: neither the exporters nor the charts throw on any input. */
function run<T>(what: string, write: () => T): T {
  try {
    return write();
  } catch (error) {
    throw new Error(`${what} threw: ${String(error)}`);
  }
}

function checkDocument(what: string, result: ReturnType<typeof toGpx> | undefined): void {
  if (result === undefined) return;
  must(typeof result === "object" && result !== null, `${what}: a result object`);
  if (result.ok) {
    must(typeof result.text === "string" && result.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>'), `${what}: an XML document`);
    // the input's own text (device name, type, track name) may say anything: the rest is numbers and times
    const written = result.text.replace(/creator="[^"]*"|<(name|type|Name)>[^<]*<\/\1>/g, "");
    must(!/NaN|Infinity|undefined|\[object /.test(written), `${what}: no NaN, Infinity, undefined or object text in the document: ${written.slice(0, 300)}`);
    // eslint-disable-next-line no-control-regex
    must(!/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.test(result.text), `${what}: no raw control character`);
  } else {
    const { code, message, detail, path } = result.error;
    must(CODES.get(code) === message, `${what}: code ${String(code)} with its message`);
    must(typeof detail === "string" && detail.length > 0 && Array.isArray(path), `${what}: a detail and a path`);
  }
}

export const exportTarget: FuzzTarget<Case> = {
  name: "toGpx, toTcx",
  arbitrary: cases,
  bytes: sizeOf,
  async check(c) {
    const t0 = performance.now();
    const write = (): void => {
      checkDocument("toGpx", run("toGpx", () => toGpx(c.activity as never)));
      checkDocument("toTcx", run("toTcx", () => toTcx(c.activity as never)));
      checkDocument("toTcx with options", run("toTcx with options", () => toTcx(c.activity as never, c.options as never)));
    };
    write();
    checkNoPollution();
    if (fuzzSettings.checkTime) await checkTime("export", sizeOf(c), performance.now() - t0, { fixedMs: 100, perByteNs: 20_000 }, write);
  },
};

function checkSvg(what: string, svg: string | undefined): void {
  if (svg === undefined) return;
  must(typeof svg === "string" && svg.startsWith("<svg"), `${what}: an SVG document`);
  // text elements may quote the input; the drawing's attributes are numbers and names of its own
  const attributes = svg.match(/="[^"]*"/g) ?? [];
  const bad = attributes.find((a) => /NaN|Infinity|undefined/.test(a));
  must(bad === undefined, `${what}: no NaN, Infinity or undefined in an attribute of the SVG: ${bad}`);
}

export const chartTarget: FuzzTarget<Case> = {
  name: "renderActivityChart, renderDayChart",
  arbitrary: cases,
  bytes: sizeOf,
  async check(c) {
    const t0 = performance.now();
    const draw = (): void => {
      checkSvg("renderActivityChart", run("renderActivityChart", () => renderActivityChart(c.activity as never, c.options as never)));
      const day = { fromMs: c.window[0], toMs: c.window[1], activities: [c.activity, ...c.others] };
      checkSvg("renderDayChart", run("renderDayChart", () => renderDayChart(day as never, c.options as never)));
    };
    draw();
    checkNoPollution();
    if (fuzzSettings.checkTime) await checkTime("charts", sizeOf(c), performance.now() - t0, { fixedMs: 200, perByteNs: 20_000 }, draw);
  },
};
