import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActivityHandler } from "../../src/http/createActivityHandler.js";
import { jsonNestingDepth, MAX_JSON_BODY_DEPTH } from "../../src/http/jsonNestingDepth.js";
import { fromWebRequest } from "../../src/http/fromWebRequest.js";
import { readJsonBody } from "../../src/http/readJsonBody.js";
import { createFakeService } from "./fakeActivityService.js";

const utf8 = (text: string) => new TextEncoder().encode(text);
const depthOf = (text: string, stopAbove?: number) => jsonNestingDepth(utf8(text), stopAbove);

/** The nesting depth of a parsed JSON value, by recursion: the definition the scanner must agree with. */
function trueDepth(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(trueDepth));
  if (value !== null && typeof value === "object") return 1 + Math.max(0, ...Object.values(value).map(trueDepth));
  return 0;
}

/** `n` nested arrays around `inner`: `[[…inner…]]`. */
const nested = (n: number, inner = "") => "[".repeat(n) + inner + "]".repeat(n);

const RUN = {
  activityType: "RUN",
  deviceType: "WATCH",
  startTime: Date.UTC(2023, 5, 1, 7),
  timeZoneName: "Europe/Paris",
  metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed"], data: [[0, 10], [0.03, 10.8]] },
};

function post(body: string): Request {
  return new Request("http://example.test/v1/me/sport/activities?access_token=tok", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });
}

describe("jsonNestingDepth", () => {
  it("counts open arrays and objects: scalars 0, empty containers 1, each level one more", () => {
    expect(depthOf("42")).toBe(0);
    expect(depthOf('"text"')).toBe(0);
    expect(depthOf("[]")).toBe(1);
    expect(depthOf("{}")).toBe(1);
    expect(depthOf("[[1],[2,[3]]]")).toBe(3);
    expect(depthOf('{"a":[1,{"b":{}}],"c":[]}')).toBe(4);
    expect(depthOf(JSON.stringify([RUN]))).toBe(5); // body array → activity → metrics → data → row
  });

  it("does not count brackets inside strings, escaped quotes or escaped backslashes", () => {
    expect(depthOf('["[[[{{{"]')).toBe(1);
    expect(depthOf('["\\"[[[", 1]')).toBe(1); // \" does not end the string
    expect(depthOf('["\\\\", [2]]')).toBe(2); // "\\" ends after the escaped backslash, so [2] counts
    expect(depthOf('{"k\\"]}":"v\\\\\\"{{"}')).toBe(1);
    expect(depthOf('["é[", "日本{{", "😀]]", [1]]')).toBe(2); // multi-byte UTF-8 never looks like a bracket
    expect(depthOf(JSON.stringify(["\u{5b5b}\u{7b7b}\u{5d5d}", ["x"]]))).toBe(2);
  });

  it("stops as soon as the depth passes stopAbove and answers stopAbove + 1", () => {
    expect(depthOf(nested(32), 32)).toBe(32);
    expect(depthOf(nested(33), 32)).toBe(33);
    expect(depthOf(nested(1000), 32)).toBe(33);
    expect(depthOf(nested(1000))).toBe(1000);
  });

  it("never throws on text that is not JSON", () => {
    for (const text of ["", "]]]]", '"unterminated [[[', "[\\", "{{{", '"\\']) {
      expect(Number.isInteger(depthOf(text))).toBe(true);
    }
  });

  it("equals the nesting depth of the parsed value for any JSON text (property)", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 12, stringUnit: "binary" }), (value) => {
        const text = JSON.stringify(value);
        expect(depthOf(text)).toBe(trueDepth(JSON.parse(text)));
        expect(depthOf(JSON.stringify(value, null, 2))).toBe(trueDepth(value));
      }),
      { numRuns: 500 },
    );
  });
});

describe("readJsonBody refuses bodies nested deeper than MAX_JSON_BODY_DEPTH", () => {
  it("passes a body at the maximum depth and refuses one level more with 1210", async () => {
    expect(MAX_JSON_BODY_DEPTH).toBe(32);
    const atMax = await readJsonBody(fromWebRequest(post(nested(MAX_JSON_BODY_DEPTH, '"[[["'))), 1 << 20);
    expect(atMax.ok).toBe(true);
    const over = await readJsonBody(fromWebRequest(post(nested(MAX_JSON_BODY_DEPTH + 1))), 1 << 20);
    expect(over.ok).toBe(false);
    if (!over.ok) {
      expect(over.error.code).toBe(1210);
      expect(over.error.detail).toContain("more than 32 deep");
    }
  });

  it("answers the 5,000,000-deep 10 MB body 400 with code 1210 and never calls the service", async () => {
    const service = createFakeService();
    const handler = createActivityHandler({ service, authenticate: () => "alice" });
    const response = await handler(post(nested(5_000_000)));
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: { code: number; message: string; detail: string; path: unknown[] }[] };
    expect(errors.map((e) => e.code)).toEqual([1210]);
    expect(errors[0]?.message).toBe("The request body is not valid JSON.");
    expect(errors[0]?.detail).toBe(
      "The request body nests arrays and objects more than 32 deep; an Add Activities body nests 5 deep (array, activity, metrics, data, row).",
    );
    expect(errors[0]?.path).toEqual([]);
    expect(service.calls).toEqual([]);
  });

  it("lets a valid activity carrying an unknown field nested to the maximum reach the service", async () => {
    const service = createFakeService();
    const handler = createActivityHandler({ service, authenticate: () => "alice" });
    // body array (1) → activity (2) → extension (3…32)
    const body = `[${JSON.stringify(RUN).slice(0, -1)},"extension":${nested(MAX_JSON_BODY_DEPTH - 2)}}]`;
    expect(depthOf(body)).toBe(MAX_JSON_BODY_DEPTH);
    const response = await handler(post(body));
    expect(response.status).toBe(201);
    expect(service.calls).toHaveLength(1);
  });
});
