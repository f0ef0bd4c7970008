import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActivityHandler } from "../../src/http/createActivityHandler.js";
import { errorBodySchema } from "../../src/schema/errorBody.js";
import { createFakeService } from "./fakeActivityService.js";
import { createInMemoryActivityRepository } from "../../src/repository/createInMemoryActivityRepository.js";
import { createActivityService } from "../../src/service/createActivityService.js";

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

describe("a token written into another value is never echoed (the Bearer header authenticates)", () => {
  const SECRET = "s3cr3t-T0KEN";
  const handler = createActivityHandler({
    service: createActivityService({ repository: createInMemoryActivityRepository(), getProfile: () => ({}) }),
    authenticate: (t) => (t === "good" ? "user" : undefined),
  });
  const cases: [string, string, number, number][] = [
    ["count=5;access_token=…", `${C}/RUNNING?count=5;access_token=${SECRET}`, 400, 1100],
    ["count with the separator and key percent-encoded", `${C}/RUNNING?count=5%3Baccess%5Ftoken%3D${SECRET}`, 400, 1100],
    ["count, twice encoded", `${C}/RUNNING?count=5%253Baccess%255Ftoken%253D${SECRET}`, 400, 1100],
    ["a token with spaces and quotes", `${C}/RUNNING?count=5;ACCESS_TOKEN=${SECRET}%20%22${SECRET}`, 400, 1100],
    ["offset", `${C}/ALL?offset=2;access_token=${SECRET}`, 400, 1110],
    ["startDate", `${C}/ALL?startDate=2024-01-01;access_token=${SECRET}&endDate=2024-02-01`, 400, 1130],
    ["an activity id", `${C}/abc;access_token=${SECRET}`, 404, 290],
    ["an activity id's GPS", `${C}/abc;access_token=${SECRET}/gps`, 404, 290],
    ["an unknown path", `/v1/other;access_token=${SECRET}`, 404, 1250],
  ];
  it.each(cases)("%s", async (_name, path, status, code) => {
    const response = await handler(new Request(`http://h${path}`, { headers: { authorization: "Bearer good" } }));
    expect(response.status).toBe(status);
    const text = await response.text();
    const body = JSON.parse(text) as { errors: { code: number; detail: string }[] };
    expect(body.errors.map((e) => e.code)).toContain(code);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(SECRET.slice(0, 4));
    expect(text.toLowerCase()).toMatch(/access(_|%5f|%255f)token/); // the rest of the value is still shown
  });
});

describe("access_token text in a path value is never echoed, on every route and method", () => {
  const SECRET = "s3cr3t-T0KEN";
  const service = createActivityService({ repository: createInMemoryActivityRepository(), getProfile: () => ({}) });
  const handler = createActivityHandler({ service, authenticate: (t) => (t === "good" ? "user" : undefined) });
  const token = `;access_token=${SECRET}`;
  const paths = [
    `${C}${token}`, // the collection, with the token text glued on: no route
    `${C}/RUNNING${token}`, // a list: an activity id then (not an upper-case word)
    `${C}/abc${token}`, // a detail
    `${C}/abc${token}/gps`, // a GPS route
    `${C}/abc%3Baccess_token%3D${SECRET}`, // the detail, its separator percent-encoded
    `/me/sport/activities/abc${token}`, // an unversioned detail
    `/v1/other${token}`, // no route
  ];
  const methods = ["GET", "HEAD", "POST", "DELETE", "PUT", "OPTIONS"];
  it.each(paths.flatMap((path) => methods.map((method) => [method, path] as const)))("%s %s", async (method, path) => {
    const init: RequestInit = { method, headers: { authorization: "Bearer good", "content-type": "application/json" } };
    if (method === "POST" || method === "PUT") init.body = "[]";
    const response = await handler(new Request(`http://h${path}`, init));
    expect(response.status).toBeGreaterThanOrEqual(400);
    const text = await response.text();
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(SECRET.slice(0, 4));
  });
});
