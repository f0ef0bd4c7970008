// Decision D-89: the validator checks and copies the data points in one pass, reading every value once, so what is
// stored is exactly what was validated.
import { describe, expect, it } from "vitest";
import { createInMemoryActivityRepository } from "../../src/repository/index.js";
import { createActivityService } from "../../src/service/index.js";
import { toJsonPointer } from "../../src/validate/validationError.js";
import { validateActivities } from "../../src/validate/validateActivities.js";

const NOW = Date.UTC(2025, 0, 1);
const ctx = { nowMs: NOW };

function run(data: unknown[]): Record<string, unknown> {
  return {
    activityType: "RUN",
    deviceType: "WATCH",
    startTime: Date.UTC(2024, 5, 1, 7),
    timeZoneName: "Europe/Paris",
    metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed", "heartrate"], data },
  };
}

/** A row whose `index` is a getter answering `answers` in turn (the last one forever), counting its reads. */
function rowWithGetter(values: number[], index: number, answers: number[]): { row: number[]; reads: () => number } {
  const row = values.slice();
  let reads = 0;
  Object.defineProperty(row, index, { get: () => answers[Math.min(reads++, answers.length - 1)], enumerable: true });
  return { row, reads: () => reads };
}

describe("one pass checks and copies the data ", () => {
  it("stores the value that was checked: a getter is read once, its later answers never reach the columns", () => {
    const tricky = rowWithGetter([0.03, 10.8, 120], 2, [121, 999_999, -5]);
    const result = validateActivities([run([[0, 10.8, 120], tricky.row, [0.06, 10.8, 122]])], ctx);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(tricky.reads()).toBe(1);
    expect(Array.from(result.activities[0]!.metrics.columns[2]!)).toEqual([120, 121, 122]);
  });

  it("checks the cumulative distance on the copied value, not on a second read", () => {
    // first read 0.05 (valid), later reads 0.01 (a decrease): the stored and checked value is 0.05
    const tricky = rowWithGetter([0.05, 10.8, 120], 0, [0.05, 0.01]);
    const result = validateActivities([run([[0, 10.8, 120], tricky.row, [0.06, 10.8, 121]])], ctx);
    expect(result.ok).toBe(true);
    if (result.ok) expect(Array.from(result.activities[0]!.metrics.columns[0]!)).toEqual([0, 0.05, 0.06]);
    expect(tricky.reads()).toBe(1);
  });

  it("refuses (260) data that reads invalid first and valid later, storing nothing", () => {
    const tricky = rowWithGetter([0.03, 10.8, 120], 1, [Number.NaN, 10.8]);
    const result = validateActivities([run([[0, 10.8, 120], tricky.row])], ctx);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => [e.code, toJsonPointer(e.path)])).toEqual([[260, "/0/metrics/data"]]);
    expect(result.errors[0]!.detail).toMatch(/changed while they were read/);
  });

  it("reads the length of the data once: a length that changes refuses the activity", () => {
    const data = [[0, 10.8, 120], [0.03, 10.8, 121]];
    let lengthReads = 0;
    const proxy = new Proxy(data, {
      get: (target, key, receiver) => (key === "length" ? (lengthReads++ === 0 ? 2 : 3) : Reflect.get(target, key, receiver)),
    });
    const result = validateActivities([run(proxy)], ctx);
    expect(result.ok).toBe(false);
  });

  it("keeps the metric types as checked: a getter on metricTypes is read once", () => {
    const types = ["distance", "speed", "heartrate"];
    let reads = 0;
    Object.defineProperty(types, 1, { get: () => (reads++ === 0 ? "speed" : "fuel"), enumerable: true });
    const activity = run([[0, 10.8, 120], [0.03, 10.8, 121]]);
    (activity.metrics as { metricTypes: unknown }).metricTypes = types;
    const result = validateActivities([activity], ctx);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.activities[0]!.metrics.metricTypes).toEqual(["distance", "speed", "heartrate"]);
    expect(reads).toBe(1);
  });

  it("returns columns independent of the body: changing the body after validation changes nothing", () => {
    const body = [run([[0, 10.8, 120], [0.03, 10.8, 121]])];
    const result = validateActivities(body, ctx);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const rows = (body[0]!.metrics as { data: number[][] }).data;
    rows[1]![2] = 200;
    rows.push([0.06, 10.8, 130]);
    const [activity] = result.activities;
    expect(activity!.metrics.pointCount).toBe(2);
    expect(Array.from(activity!.metrics.columns[2]!)).toEqual([120, 121]);
    // one buffer, column after column, 8 bytes per value
    const columns = activity!.metrics.columns as Float64Array[];
    expect(columns.every((column) => column.buffer === columns[0]!.buffer)).toBe(true);
    expect(columns[0]!.buffer.byteLength).toBe(2 * 3 * 8);
  });

  it("through the service: the stored activity and its detail ignore later changes to the body", async () => {
    const repository = createInMemoryActivityRepository();
    const service = createActivityService({ repository, clock: () => NOW, generateId: () => "a1" });
    const body = [run([[0, 10.8, 120], [0.03, 10.8, 121], [0.06, 10.8, 122]])];
    expect((await service.addActivities("u", body)).ok).toBe(true);
    (body[0]!.metrics as { data: number[][] }).data[0]![2] = 999;
    const detail = await service.getActivity("u", "a1");
    expect(detail.ok).toBe(true);
    if (!detail.ok) return;
    expect(detail.value.metrics.find((m) => m.metricType === "HEARTRATE")?.values).toEqual(["120", "121", "122"]);
  });
});
