import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod";
import { describe, expect, it } from "vitest";
import { ACTIVITY_TYPE_NAMES } from "../../src/registry/activityTypes.js";
import { EARLIEST_START_TIME_MS } from "../../src/registry/limits.js";
import { SUBMITTABLE_METRIC_TYPE_NAMES } from "../../src/registry/metricTypes.js";
import { addActivitiesRequestJsonSchema, jsonSchemaDocuments } from "../../src/schema/jsonSchemas.js";
import { documentText, SCHEMA_DIR, shippedDocuments } from "../docs/generate-json-schemas.js";
import { strictAjv, strictAjv07 } from "./strictAjv.js";

type Json = Record<string, unknown>;
const at = (value: unknown, ...keys: string[]): Json => keys.reduce((v, k) => (v as Json)[k], value) as Json;

/** The shipped files under schemas/, as paths relative to it. */
function shippedFiles(dir = SCHEMA_DIR, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? shippedFiles(join(dir, entry.name), `${prefix}${entry.name}/`) : entry.name.endsWith(".json") ? [`${prefix}${entry.name}`] : [],
  );
}

const DIALECTS = [
  ["2020-12", "https://json-schema.org/draft/2020-12/schema", "", strictAjv],
  ["draft-07", "http://json-schema.org/draft-07/schema#", "draft-07/", strictAjv07],
] as const;

describe("schemas/*.json and schemas/draft-07/*.json (shipped as activity-fuel/schemas/*)", () => {
  it("are exactly what test/docs/generate-json-schemas.ts writes (run it after changing a schema)", () => {
    const documents = shippedDocuments();
    expect(shippedFiles().sort()).toEqual(Object.keys(documents).sort());
    for (const [name, document] of Object.entries(documents)) {
      expect(readFileSync(join(SCHEMA_DIR, name), "utf8"), name).toBe(documentText(document));
    }
  });

  it.each(DIALECTS)("compile under ajv's strict mode for %s (meta-schema valid, no unknown keyword, types stated)", (draft, _uri, _folder, ajvOf) => {
    for (const [name, document] of Object.entries(jsonSchemaDocuments({ draft }))) {
      const ajv = ajvOf();
      expect(ajv.validateSchema(document), `${name}: ${ajv.errorsText(ajv.errors)}`).toBe(true);
      expect(() => ajv.compile(document), name).not.toThrow();
    }
  });

  it.each(DIALECTS)("each carry $schema %s, a distinct $id under the package's schemas/ folder, and a title", (draft, uri, folder) => {
    const ids = new Set<string>();
    for (const [name, document] of Object.entries(jsonSchemaDocuments({ draft }))) {
      expect(document.$schema).toBe(uri);
      expect(document.$id).toBe(`https://unpkg.com/activity-fuel/schemas/${folder}${name}`);
      expect(typeof document.title).toBe("string");
      ids.add(document.$id as string);
    }
    expect(ids.size).toBe(Object.keys(jsonSchemaDocuments()).length);
  });

  it.each(DIALECTS)("never degrade a schema to the empty schema {} (%s)", (draft) => {
    const empties: string[] = [];
    const walk = (value: unknown, path: string, parentKey: string): void => {
      if (typeof value !== "object" || value === null) return;
      if (!Array.isArray(value) && Object.keys(value).length === 0 && parentKey !== "not") empties.push(path);
      for (const [k, v] of Object.entries(value)) walk(v, `${path}/${k}`, k);
    };
    for (const [name, document] of Object.entries(jsonSchemaDocuments({ draft }))) walk(document, name, "");
    expect(empties).toEqual([]);
  });

  it("the two dialects judge bodies alike: the draft-07 request schema accepts and refuses what the 2020-12 one does", () => {
    const accept = (draft: "2020-12" | "draft-07") => DIALECTS.find(([d]) => d === draft)![3]().compile(addActivitiesRequestJsonSchema({}, { draft }));
    const [modern, draft07] = [accept("2020-12"), accept("draft-07")];
    const activity = { activityType: "RUN", deviceType: "WATCH", startTime: 1.5e12, timeZoneName: "UTC", metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance"], data: [[0]] } };
    for (const body of [[activity], [], {}, [{ ...activity, activityId: "x" }], [{ ...activity, metrics: { ...activity.metrics, intervalValue: 5 } }], [{ ...activity, activityType: "JOG" }]]) {
      expect(draft07(body), JSON.stringify(body)).toBe(modern(body));
    }
    expect(modern([activity])).toBe(true);
  });
});

describe("the Add Activities request JSON Schema", () => {
  const document = addActivitiesRequestJsonSchema({ maxActivitiesPerRequest: 7 });
  const activity = at(document, "items");
  const properties = at(activity, "properties");

  it("is an array of 1 to limits.maxActivitiesPerRequest activities", () => {
    expect(document).toMatchObject({ type: "array", minItems: 1, maxItems: 7 });
  });
  it("requires the fields spec 2.1 marks required, forbids activityId and metricSummary", () => {
    expect([...(activity["required"] as string[])].sort()).toEqual(["activityType", "deviceType", "metrics", "startTime", "timeZoneName"]);
    expect(properties["activityId"]).toMatchObject({ not: {} });
    expect(properties["metricSummary"]).toMatchObject({ not: {} });
    expect(activity["additionalProperties"]).toBeUndefined(); // unknown keys are ignored, not rejected
  });
  it("carries the registries: 84 activity types, 12 submittable metric types, the earliest start", () => {
    expect(at(properties, "activityType")["enum"]).toEqual([...ACTIVITY_TYPE_NAMES]);
    expect(ACTIVITY_TYPE_NAMES).toHaveLength(84);
    expect(at(properties, "metrics", "properties", "metricTypes", "items")["enum"]).toEqual([...SUBMITTABLE_METRIC_TYPE_NAMES]);
    expect(at(properties, "startTime")).toMatchObject({ type: "integer", minimum: EARLIEST_START_TIME_MS });
    expect(at(properties, "metrics", "properties", "data")).toMatchObject({ type: "array", minItems: 1, items: { type: "array", items: { type: "number" } } });
  });
  it("expresses RUN → intervalValue 10 and describes the rules JSON Schema cannot express", () => {
    expect(activity["anyOf"]).toEqual([
      { type: "object", properties: { activityType: { not: { const: "RUN" } } } },
      { type: "object", properties: { metrics: { type: "object", properties: { intervalValue: { const: 10 } } } } },
    ]);
    const description = activity["description"] as string;
    for (const code of ["160", "180", "260", "320", "360", "1040", "1050"]) expect(description).toContain(`(${code})`);
  });
});

describe("the response JSON Schemas, read back by z.fromJSONSchema", () => {
  const documents = jsonSchemaDocuments();
  const read = (name: string) => z.fromJSONSchema(documents[name] as Parameters<typeof z.fromJSONSchema>[0]);

  it("error body: accepts {code, message}, rejects an empty list and a string code", () => {
    const schema = read("error-body.json");
    expect(schema.safeParse({ errors: [{ code: 180, message: "x", activityIndex: null, path: [0, "timeZoneName"] }] }).success).toBe(true);
    expect(schema.safeParse({ errors: [] }).success).toBe(false);
    expect(schema.safeParse({ errors: [{ code: "180", message: "x" }] }).success).toBe(false);
  });
  it("add response: metricSummary needs fuel as an integer string", () => {
    const schema = read("add-activities-response.json");
    const item = {
      links: [], activityId: "a", activityType: "RUN", deviceType: "WATCH", startTime: 1, duration: 0,
      timeZoneName: "UTC", metricSummary: { fuel: "3" },
    };
    expect(schema.safeParse([item]).success).toBe(true);
    expect(schema.safeParse([{ ...item, metricSummary: { fuel: "3.5" } }]).success).toBe(false);
  });
});

describe("the response JSON Schemas accept what the spec allows (another conforming server), under ajv", () => {
  const documents = jsonSchemaDocuments();
  const validator = (name: string) => strictAjv().compile(documents[name] as object);
  const item = {
    links: [{ rel: "self", href: "/v1/me/sport/activities/a1" }],
    activityId: "a1",
    activityType: "RUN",
    startTime: "2014-12-31T23:00:00.000Z",
    activityTimeZone: "Europe/Paris",
    status: "COMPLETE",
    deviceType: "WATCH",
    metricSummary: { calories: "402", fuel: "512", distance: "5.0312", steps: "0", duration: "0:32:05.321" },
    tags: [],
    metrics: [],
  };
  const page = (changes: Record<string, unknown>, paging: Record<string, unknown> = { next: "/v1/x?offset=6", previous: null }) => ({
    data: [{ ...item, ...changes }],
    paging,
  });

  it("list page: status COMPLETED as well as COMPLETE, NONE, IN_PROGRESS; nothing else", () => {
    const valid = validator("activity-list-page.json");
    for (const status of ["COMPLETE", "COMPLETED", "NONE", "IN_PROGRESS"]) expect(valid(page({ status })), status).toBe(true);
    expect(valid(page({ status: "DONE" }))).toBe(false);
  });
  it("list page: ISO UTC times with or without milliseconds; not an offset time, not a date", () => {
    const valid = validator("activity-list-page.json");
    for (const startTime of ["2014-12-31T23:00:00.000Z", "2014-12-31T23:00:00Z", "2014-12-31T23:00:00.5Z"]) {
      expect(valid(page({ startTime })), startTime).toBe(true);
    }
    for (const startTime of ["2014-12-31T23:00:00+01:00", "2014-12-31", "1420066800000"]) expect(valid(page({ startTime })), startTime).toBe(false);
  });
  it("list page: paging.next and previous always present, a string or null; metrics only the empty array", () => {
    const valid = validator("activity-list-page.json");
    expect(valid(page({}, { next: null, previous: null }))).toBe(true);
    expect(valid(page({}, { next: null, previous: "/v1/x?offset=1&count=5" }))).toBe(true);
    expect(valid(page({}, { previous: "/v1/x?offset=1&count=5" }))).toBe(false); // next missing
    expect(valid(page({}, { next: "/v1/x?offset=6" }))).toBe(false);
    expect(valid(page({}, { next: 3, previous: null }))).toBe(false);
    expect(valid(page({ metrics: [{}] }))).toBe(false);
  });
  it("the zod schemas read the same variants into the model's values (COMPLETED → COMPLETE, absent next → null)", async () => {
    const { activityListPageSchema } = await import("../../src/schema/index.js");
    const parsed = activityListPageSchema.parse(page({ status: "COMPLETED", startTime: "2014-12-31T23:00:00Z" }, { previous: null }));
    expect(parsed.data[0]?.status).toBe("COMPLETE");
    expect(parsed.paging).toEqual({ next: null, previous: null });
  });
});
