// Fuzz target: validateActivities. Exotic values, JSON values, valid bodies with random edits, JSON
// texts carrying __proto__/constructor keys, and amplification bodies (long arrays in every array field).
import * as fc from "fast-check";
import { arbitraryAddActivitiesBody, arbitraryUserProfile } from "../../../src/testing/index.js";
import type { UserProfile } from "../../../src/model/userProfile.js";
import { validateActivities, type ValidationResult } from "../../../src/validate/validateActivities.js";
import { checkError, checkNoPollution, checkTime, fuzzSettings, known, must } from "../invariants.js";
import type { FuzzTarget } from "../fuzzTarget.js";

const NOW = Date.UTC(2030, 0, 1);
/** Output bytes allowed per input byte, plus a fixed allowance: error lists stay about as big as the input. */
const OUTPUT_PER_BYTE = 8;
const OUTPUT_FIXED = 64 * 1024;

/** Whether the fix of 14.9 (one error per element of a long metricTypes) is in this build. */
const unboundedErrorLists = (() => {
  const body = [{ activityType: "RUN", deviceType: "WATCH", startTime: NOW - 1e6, timeZoneName: "UTC", metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: Array.from({ length: 5000 }, (_, i) => i), data: [[0]] } }];
  const result = validateActivities(body, { nowMs: NOW });
  return !result.ok && result.errors.length >= 1000;
})();

type Case = { readonly body: unknown; readonly profile?: UserProfile; readonly kind: string; readonly bytes: number };

const anything = fc.anything({
  withBigInt: true, withBoxedValues: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true,
  withObjectString: true, withSparseArray: true, withTypedArray: true, withUnicodeString: true,
});

const junk = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom<unknown>(null, -1, 0, 1.5, 1e308, -0, "", "RUN", "sec", "PST", "__proto__", [], {}, [[]]));

/** Every container of a JSON value. */
function containers(root: unknown): (Record<string, unknown> | unknown[])[] {
  const out: (Record<string, unknown> | unknown[])[] = [];
  const seen = new Set<unknown>();
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === "object" && node !== null && !seen.has(node)) {
      seen.add(node);
      out.push(node as Record<string, unknown>);
      stack.push(...Object.values(node));
    }
  }
  return out;
}

type Edit = { pick: number; op: "replace" | "delete" | "insert" | "wrap" | "stringify"; value: unknown };
const edit: fc.Arbitrary<Edit> = fc.record({ pick: fc.nat(), op: fc.constantFrom("replace", "delete", "insert", "wrap", "stringify"), value: junk });

function applyEdit(root: unknown, edit: Edit): void {
  // a fresh copy of the value: constants are shared instances, and inserting one into itself would make a cycle
  const e = { ...edit, value: structuredClone(edit.value) };
  const all = containers(root);
  const node = all[e.pick % all.length] as Record<string, unknown>;
  const keys = Object.keys(node);
  const key = keys.length > 0 ? keys[e.pick % keys.length] : undefined;
  if (e.op === "insert") {
    if (Array.isArray(node)) node.splice(e.pick % (node.length + 1), 0, e.value);
    else node[`extra${e.pick % 7}`] = e.value;
  } else if (key !== undefined) {
    if (e.op === "replace") node[key] = e.value;
    else if (e.op === "delete") Array.isArray(node) ? node.splice(Number(key), 1) : delete node[key];
    else if (e.op === "wrap") node[key] = [node[key]];
    else node[key] = String(node[key]);
  }
}

const profiles = fc.option(arbitraryUserProfile(), { nil: undefined });

const mutatedValid = profiles.chain((profile) =>
  fc
    .tuple(arbitraryAddActivitiesBody({ nowMs: NOW, ...(profile !== undefined ? { profile } : {}), maxDataPoints: 8 }), fc.array(edit, { minLength: 0, maxLength: 5 }))
    .map(([body, edits]): Case => {
      const mutated = JSON.parse(JSON.stringify(body)) as unknown;
      for (const e of edits) applyEdit(mutated, e);
      const text = JSON.stringify(mutated);
      return { body: mutated, ...(profile !== undefined ? { profile } : {}), kind: edits.length === 0 ? "valid" : "edited", bytes: text.length };
    }),
);

/** Valid JSON text with `__proto__` / `constructor.prototype` keys added to random objects, then parsed. */
const pollution = fc
  .tuple(
    arbitraryAddActivitiesBody({ nowMs: NOW, maxDataPoints: 4 }),
    fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
    fc.constantFrom<[string, unknown]>(["__proto__", { polluted: 1, isAdmin: true }], ["constructor", { prototype: { polluted: 1 } }], ["__proto__", [1, 2]], ["__proto__", null], ["prototype", { polluted: 1 }]),
  )
  .map(([body, picks, [key, payload]]): Case => {
    const copy = JSON.parse(JSON.stringify(body)) as unknown;
    const objects = containers(copy).filter((node) => !Array.isArray(node));
    for (const pick of picks) {
      Object.defineProperty(objects[pick % objects.length], key, { value: payload, enumerable: true, writable: true, configurable: true });
    }
    const text = JSON.stringify(copy);
    return { body: JSON.parse(text), kind: "pollution", bytes: text.length };
  });

/** A valid activity with one array field made long (up to 20 000 elements) of junk or repeats. */
const amplification = fc
  .tuple(
    arbitraryAddActivitiesBody({ nowMs: NOW, profile: { weightKg: 70, ageYears: 30 }, maxDataPoints: 3, maxActivities: 1 }),
    fc.constantFrom("metricTypes", "data", "row", "body"),
    fc.integer({ min: 100, max: 20_000 }),
    fc.constantFrom<unknown>(1, "distance", null, [], "x", -1, { a: 1 }),
  )
  .map(([body, field, n, value]): Case => {
    const mutated = JSON.parse(JSON.stringify(body)) as Record<string, any>[];
    const activity = mutated[0] as Record<string, any>;
    const long = Array.from({ length: n }, () => value);
    if (field === "metricTypes") activity.metrics.metricTypes = long;
    else if (field === "data") activity.metrics.data = long;
    else if (field === "row") activity.metrics.data[0] = long;
    else mutated.push(...(long as Record<string, any>[]));
    return { body: mutated, kind: `amplification-${field}`, bytes: JSON.stringify(mutated).length };
  });

const cases: fc.Arbitrary<Case> = fc.oneof(
  { weight: 1, arbitrary: anything.map((body): Case => ({ body, kind: "anything", bytes: 64 })) },
  { weight: 1, arbitrary: fc.jsonValue().map((body): Case => ({ body, kind: "json", bytes: JSON.stringify(body)?.length ?? 4 })) },
  { weight: 5, arbitrary: mutatedValid },
  { weight: 1, arbitrary: pollution },
  { weight: 1, arbitrary: amplification },
);

function checkResult(c: Case, result: ValidationResult): void {
  if (result.ok) {
    must(Array.isArray(c.body) && result.activities.length === (c.body as unknown[]).length, "ok: one activity per element");
    return;
  }
  must(result.errors.length > 0, "a refusal has errors");
  for (const error of result.errors) checkError(error, ["add"], `validateActivities(${c.kind})`);
  const size = JSON.stringify(result.errors).length;
  if (size > OUTPUT_FIXED + OUTPUT_PER_BYTE * c.bytes) {
    if (unboundedErrorLists) return known("14.9 unbounded error lists (fixed, D-14)");
    must(false, `${c.kind}: ${size} bytes of errors for ${c.bytes} input bytes`);
  }
}

export const validateTarget: FuzzTarget<Case> = {
  name: "validateActivities",
  arbitrary: cases,
  bytes: (c) => c.bytes,
  async check(c) {
    const context = { nowMs: NOW, ...(c.profile !== undefined ? { profile: c.profile } : {}) };
    const t0 = performance.now();
    let result: ValidationResult;
    try {
      result = validateActivities(c.body, context);
    } catch (error) {
      throw new Error(`validateActivities threw on a ${c.kind} body: ${String(error)}`);
    }
    const ms = performance.now() - t0;
    checkNoPollution();
    checkResult(c, result);
    if (fuzzSettings.checkTime) {
      await checkTime(`validateActivities(${c.kind})`, c.bytes, ms, { fixedMs: 100, perByteNs: 2000 }, () => validateActivities(c.body, context));
    }
  },
};
