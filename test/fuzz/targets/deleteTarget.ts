// Fuzz target: DELETE /v1/me/sport/activities/{id} through the HTTP handler over the real service and in-memory
// repository, mixed with reads of the same ids: the user's own activity, another user's, and hostile ids (encoded
// NUL, invalid UTF-8, dot segments, long ids). Never a 5xx; every error is the error body with a registered code and
// its status; a stored activity is deleted once (204), then unknown (404, code 290) to GET, /gps and DELETE alike;
// another user's DELETE leaves it stored.
import * as fc from "fast-check";
import { createActivityHandler } from "../../../src/http/createActivityHandler.js";
import type { ActivityHandler } from "../../../src/http/activityHandlerOptions.js";
import { httpStatusForError } from "../../../src/http/httpStatusForError.js";
import { createInMemoryActivityRepository } from "../../../src/repository/index.js";
import { createActivityService } from "../../../src/service/index.js";
import { arbitraryValidActivity } from "../../../src/testing/index.js";
import type { FuzzTarget } from "../fuzzTarget.js";
import { checkError, checkNoPollution, checkTime, fuzzSettings, must } from "../invariants.js";

const NOW = Date.UTC(2024, 5, 1, 12);
const OWNER = "tokOWNERsecret42";
const OTHER = "tokOTHERsecret42";
const BASE = "http://fuzz.test/v1/me/sport/activities";
const internalErrors: unknown[] = [];

function makeHandler(): ActivityHandler {
  const service = createActivityService({ repository: createInMemoryActivityRepository(), clock: () => NOW, getProfile: () => ({ weightKg: 70, ageYears: 35 }) });
  return createActivityHandler({
    service,
    authenticate: (token) => (token === OWNER ? "owner" : token === OTHER ? "other" : undefined),
    onError: (error) => internalErrors.push(error),
  });
}

type Target = { readonly kind: "own" | "others" } | { readonly kind: "raw"; readonly segment: string };
type Op = { readonly method: "DELETE" | "GET" | "GPS" | "HEAD"; readonly as: "owner" | "other"; readonly target: Target };
type Case = { readonly activity: unknown; readonly ops: readonly Op[] };

const hostileSegment = fc.oneof(
  fc.constantFrom("%00", "id%00", "%00%00", "%ED%A0%80", "%ED%B0%80x", "%C0%AF", "%F0%9F%98%80", "%FF", "%", "%2", "..", "%2e%2e", ".", "%2F", "a%2Fb", "__proto__", "constructor", "d4f1c2a0-1111-4222-8333-444455556666", "RUNNING", "x".repeat(5000)),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: "binary", maxLength: 12 }).map(encodeURIComponent),
);
const target: fc.Arbitrary<Target> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Target>({ kind: "own" }) },
  { weight: 1, arbitrary: fc.constant<Target>({ kind: "others" }) },
  { weight: 3, arbitrary: hostileSegment.map((segment): Target => ({ kind: "raw", segment })) },
);
const cases: fc.Arbitrary<Case> = fc.record({
  activity: arbitraryValidActivity({ nowMs: NOW, profile: { weightKg: 70, ageYears: 35 }, maxDataPoints: 4 }),
  ops: fc.array(fc.record({ method: fc.constantFrom<Op["method"]>("DELETE", "DELETE", "GET", "GPS", "HEAD"), as: fc.constantFrom<Op["as"]>("owner", "owner", "other"), target }), { minLength: 1, maxLength: 6 }),
});

let handler = makeHandler();
let served = 0;

async function add(token: string, activity: unknown): Promise<string> {
  const response = await handler(new Request(`${BASE}?access_token=${token}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify([activity]) }));
  must(response.status === 201, `the add answers 201, not ${response.status}`);
  return ((await response.json()) as { activityId: string }[])[0]!.activityId;
}

export const deleteTarget: FuzzTarget<Case> = {
  name: "HTTP DELETE",
  arbitrary: cases,
  bytes: (c) => c.ops.reduce((sum, op) => sum + ("segment" in op.target ? op.target.segment.length : 36), 64),
  async check(c) {
    if (++served % 200 === 0) handler = makeHandler();
    const t0 = performance.now();
    const own = await add(OWNER, c.activity);
    const others = await add(OTHER, c.activity);
    let ownStored = true;
    for (const op of c.ops) {
      const segment = "segment" in op.target ? op.target.segment : op.target.kind === "own" ? own : others;
      const url = `${BASE}/${segment}${op.method === "GPS" ? "/gps" : ""}?access_token=${op.as === "owner" ? OWNER : OTHER}`;
      const method = op.method === "GPS" ? "GET" : op.method;
      let response: Response;
      try {
        response = await handler(new Request(url, { method }));
      } catch (error) {
        throw new Error(`the handler rejected ${method} ${url.slice(0, 120)}: ${String(error)}`);
      }
      const text = await response.text();
      const internal = internalErrors.splice(0);
      must(response.status < 500, `status ${response.status} for ${method} ${url.slice(0, 120)}: ${String(internal[0])} ${text.slice(0, 200)}`);
      if (response.status >= 400 && method !== "HEAD") {
        const errors = (JSON.parse(text) as { errors?: unknown[] }).errors;
        must(Array.isArray(errors) && errors.length > 0, "an error answer has errors");
        // one segment after the collection is also the list's experience type (GET): list errors too
        for (const error of errors) checkError(error, ["read", "list", "http"], `${method} ${url.slice(0, 120)}`);
        must(response.status === httpStatusForError((errors[0] as { code: number }).code), "the status follows the first code");
      }
      // the owner's own activity: present until the owner deletes it, then unknown to every route
      if (op.target.kind === "own") {
        const expected = op.as === "other" || !ownStored ? 404 : method === "DELETE" ? 204 : 200;
        must(response.status === expected, `${op.as} ${op.method} of the owner's activity (${ownStored ? "stored" : "deleted"}): ${response.status}, expected ${expected}`);
        if (op.as === "owner" && method === "DELETE") ownStored = false;
      }
    }
    const last = await handler(new Request(`${BASE}/${own}?access_token=${OWNER}`));
    must(last.status === (ownStored ? 200 : 404), `after the case the owner's activity is ${ownStored ? "stored" : "gone"}: ${last.status}`);
    await last.arrayBuffer();
    checkNoPollution();
    if (fuzzSettings.checkTime) await checkTime("DELETE sequence", deleteTarget.bytes(c), performance.now() - t0, { fixedMs: 200, perByteNs: 5000 }, async () => undefined);
  },
};
