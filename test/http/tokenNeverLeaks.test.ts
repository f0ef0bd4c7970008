import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActivityHandler } from "../../src/http/createActivityHandler.js";
import { errorBodySchema } from "../../src/schema/errorBody.js";
import { createFakeService } from "./fakeActivityService.js";

const C = "/v1/me/sport/activities";

/** Failing requests of every kind; each takes the token (known or not) in its query. */
const FAILURES: { name: string; known: boolean; make: (q: string) => Request }[] = [
  { name: "401 unknown token", known: false, make: (q) => new Request(`http://h${C}/RUNNING?${q}`) },
  { name: "404 path", known: true, make: (q) => new Request(`http://h/v1/other?${q}`) },
  { name: "405 method", known: true, make: (q) => new Request(`http://h${C}/RUNNING?${q}`, { method: "DELETE" }) },
  { name: "415", known: true, make: (q) => new Request(`http://h${C}?${q}`, { method: "POST", body: "[]", headers: { "content-type": "text/plain" } }) },
  { name: "413", known: true, make: (q) => new Request(`http://h${C}?${q}`, { method: "POST", body: "x".repeat(200), headers: { "content-type": "application/json" } }) },
  { name: "400 JSON", known: true, make: (q) => new Request(`http://h${C}?${q}`, { method: "POST", body: "{", headers: { "content-type": "application/json" } }) },
  { name: "400 validation", known: true, make: (q) => new Request(`http://h${C}?${q}`, { method: "POST", body: "[{}]", headers: { "content-type": "application/json" } }) },
  { name: "400 list query", known: true, make: (q) => new Request(`http://h${C}/RUNNING?count=-1&${q}`) },
  { name: "404 not found", known: true, make: (q) => new Request(`http://h${C}/abc/gps?${q}`) },
  { name: "500", known: true, make: (q) => new Request(`http://h${C}/THROW?${q}`) },
];

describe("every error answer has the error-body shape, and the access token appears neither there nor in onError", () => {
  it.each(FAILURES)("$name", async ({ known, make }) => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 4, maxLength: 40 }).map((s) => `tk§${s}`), async (token) => {
        const logged: unknown[] = [];
        const service = createFakeService();
        const list = service.listActivities.bind(service);
        service.listActivities = async (u, e, q, l) => {
          if (e === "THROW") throw new Error("boom");
          return list(u, e, q, l);
        };
        const handler = createActivityHandler({
          service,
          authenticate: (t) => (known && t === token ? "user" : undefined),
          maxBodyBytes: 100,
          onError: (error, context) => logged.push(error, context),
        });
        const response = await handler(make(new URLSearchParams([["access_token", token]]).toString()));
        expect(response.status).toBeGreaterThanOrEqual(400);
        const text = await response.text();
        expect(errorBodySchema.safeParse(JSON.parse(text)).success).toBe(true);
        expect(text).not.toContain(token);
        const formEncoded = new URLSearchParams([["t", token]]).toString().slice(2);
        expect(text).not.toContain(encodeURIComponent(token));
        expect(text).not.toContain(formEncoded);
        // Error objects stringify to {} in JSON: render them by message and stack too
        const loggedText = JSON.stringify(logged, (_key, value: unknown) =>
          value instanceof Error ? `${String(value)} ${value.stack ?? ""}` : value,
        );
        expect(loggedText).not.toContain(formEncoded);
        expect(loggedText).not.toContain(encodeURIComponent(token));
        expect(loggedText).not.toContain(JSON.stringify(token).slice(1, -1));
      }),
      { numRuns: 30 },
    );
  });
});
