import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../src/registry/errorCodes.js";
import { arbitraryAddActivitiesBody, arbitraryUserProfile } from "../../src/testing/index.js";
import { validateActivities, type ValidationResult } from "../../src/validate/validateActivities.js";

/**
 * validateActivities never throws and always returns a well-formed result: fc.anything() (boxed values, Maps, typed
 * arrays, sparse arrays, null prototypes, BigInt, ...), fc.jsonValue() and valid bodies with random structural
 * mutations. For JSON input the internal catch-all (which would turn a crash into code 1000) is never reached.
 */

const NOW = Date.UTC(2030, 0, 1);
const BODY_CODES = new Set([1000, 1010, 1020]);
const CRASH = "could not be read";

function expectWellFormed(body: unknown, result: ValidationResult): void {
  if (result.ok) {
    expect(Array.isArray(body)).toBe(true);
    expect(result.activities.length).toBe((body as unknown[]).length);
    return;
  }
  expect(result.errors.length).toBeGreaterThan(0);
  let previousIndex = -1;
  for (const error of result.errors) {
    const info = ERROR_CODES.find((entry) => entry.code === error.code);
    expect(info?.scope).toBe("add");
    expect(error.message).toBe(info?.message);
    expect(typeof error.detail).toBe("string");
    if (error.activityIndex === null) {
      expect(BODY_CODES.has(error.code)).toBe(true);
      expect(error.path).toEqual([]);
      expect(result.errors).toHaveLength(1);
    } else {
      expect(Array.isArray(body)).toBe(true);
      expect(error.activityIndex).toBeGreaterThanOrEqual(previousIndex);
      expect(error.activityIndex).toBeLessThan((body as unknown[]).length);
      expect(error.path[0]).toBe(error.activityIndex);
      previousIndex = error.activityIndex;
    }
  }
}

const jsonOf = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** A path into a JSON value and what to do there. */
type Edit = { readonly pick: number; readonly op: "replace" | "delete" | "insert" | "wrap" | "stringify"; readonly value: unknown };

/** Every container (object or array) of a JSON value, with the keys it holds. */
function containers(root: unknown): { node: Record<string, unknown> | unknown[]; keys: (string | number)[] }[] {
  const out: { node: Record<string, unknown> | unknown[]; keys: (string | number)[] }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      out.push({ node, keys: node.map((_, i) => i) });
      node.forEach(visit);
    } else if (typeof node === "object" && node !== null) {
      const record = node as Record<string, unknown>;
      out.push({ node: record, keys: Object.keys(record) });
      Object.values(record).forEach(visit);
    }
  };
  visit(root);
  return out;
}

function applyEdit(root: unknown, edit: Edit): void {
  const all = containers(root);
  const target = all[edit.pick % all.length]!;
  const key = target.keys.length > 0 ? target.keys[edit.pick % target.keys.length]! : undefined;
  const node = target.node as Record<string | number, unknown> & unknown[];
  // a fresh copy per edit: two edits sharing one generated value would otherwise build a cycle (seen in CI)
  edit = { ...edit, value: structuredClone(edit.value) };
  switch (edit.op) {
    case "replace":
      if (key !== undefined) node[key] = edit.value;
      break;
    case "delete":
      if (key === undefined) break;
      if (Array.isArray(target.node)) target.node.splice(key as number, 1);
      else delete node[key];
      break;
    case "insert":
      if (Array.isArray(target.node)) target.node.splice(edit.pick % (target.node.length + 1), 0, edit.value);
      else node[`extra${edit.pick % 7}`] = edit.value;
      break;
    case "wrap":
      if (key !== undefined) node[key] = [node[key]];
      break;
    case "stringify":
      if (key !== undefined) node[key] = String(node[key]);
      break;
  }
}

const edit: fc.Arbitrary<Edit> = fc.record({
  pick: fc.nat(),
  op: fc.constantFrom("replace", "delete", "insert", "wrap", "stringify"),
  value: fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom<unknown>(null, -1, 0, 1.5, 1e308, "", "RUN", "sec", "PST", [], {}, [[]]),
  ),
});

describe("validateActivities never throws", () => {
  it("on fc.anything(), every exotic option on", () => {
    const anything = fc.anything({
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
      withUnicodeString: true,
    });
    fc.assert(
      fc.property(fc.oneof(anything, fc.array(anything, { minLength: 1, maxLength: 3 })), (body) => {
        const result = validateActivities(body, { nowMs: NOW });
        expectWellFormed(body, result);
        if (!result.ok) for (const error of result.errors) expect(error.detail).not.toContain(CRASH);
      }),
      { numRuns: 200 },
    );
  });

  it("on fc.jsonValue() and arrays of JSON objects", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.array(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 })), { minLength: 1, maxLength: 3 })),
        (body) => {
          const result = validateActivities(body, { nowMs: NOW, profile: { weightKg: 60, ageYears: 30 } });
          expectWellFormed(body, result);
          if (!result.ok) for (const error of result.errors) expect(error.detail).not.toContain(CRASH);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("on valid bodies after 1–4 random object/array mutations, without modifying them", () => {
    const cases = arbitraryUserProfile().chain((profile) =>
      fc.record({
        profile: fc.constant(profile),
        body: arbitraryAddActivitiesBody({ nowMs: NOW, profile, maxDataPoints: 6 }),
        edits: fc.array(edit, { minLength: 1, maxLength: 4 }),
      }),
    );
    fc.assert(
      fc.property(cases, ({ profile, body, edits }) => {
        const mutated = jsonOf(body);
        for (const e of edits) applyEdit(mutated, e);
        const before = JSON.stringify(mutated);
        const result = validateActivities(mutated, { nowMs: NOW, profile });
        expectWellFormed(mutated, result);
        if (!result.ok) for (const error of result.errors) expect(error.detail).not.toContain(CRASH);
        expect(JSON.stringify(mutated)).toBe(before);
      }),
      { numRuns: 200 },
    );
  });

  it("a throwing getter (not JSON) is reported as 1081 at its activity and path, not thrown (14.17)", () => {
    const body = [
      Object.defineProperty({}, "activityType", {
        enumerable: true,
        get() {
          throw new Error("boom");
        },
      }),
    ];
    const result = validateActivities(body, { nowMs: NOW });
    expect(result.ok ? [] : result.errors.map((e) => [e.code, e.activityIndex, e.path])).toEqual([[1081, 0, [0, "activityType"]]]);
  });
});
