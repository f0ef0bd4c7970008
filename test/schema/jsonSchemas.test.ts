import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod";
import { describe, expect, it } from "vitest";
import { ACTIVITY_TYPE_NAMES } from "../../src/registry/activityTypes.js";
import { EARLIEST_START_TIME_MS } from "../../src/registry/limits.js";
import { SUBMITTABLE_METRIC_TYPE_NAMES } from "../../src/registry/metricTypes.js";
import { addActivitiesRequestJsonSchema, jsonSchemaDocuments } from "../../src/schema/index.js";
import { documentText, SCHEMA_DIR } from "../docs/generate-json-schemas.js";

type Json = Record<string, unknown>;
const at = (value: unknown, ...keys: string[]): Json => keys.reduce((v, k) => (v as Json)[k], value) as Json;

describe("docs/schemas/*.json", () => {
  it("are exactly what test/docs/generate-json-schemas.ts writes (run it after changing a schema)", () => {
    const documents = jsonSchemaDocuments();
    expect(readdirSync(SCHEMA_DIR).filter((f) => f.endsWith(".json")).sort()).toEqual(Object.keys(documents).sort());
    for (const [name, document] of Object.entries(documents)) {
      expect(readFileSync(join(SCHEMA_DIR, name), "utf8"), name).toBe(documentText(document));
    }
  });

  it("never degrade a schema to the empty schema {} (unrepresentable zod types)", () => {
    const empties: string[] = [];
    const walk = (value: unknown, path: string, parentKey: string): void => {
      if (typeof value !== "object" || value === null) return;
      if (!Array.isArray(value) && Object.keys(value).length === 0 && parentKey !== "not") empties.push(path);
      for (const [k, v] of Object.entries(value)) walk(v, `${path}/${k}`, k);
    };
    for (const [name, document] of Object.entries(jsonSchemaDocuments())) walk(document, name, "");
    expect(empties).toEqual([]);
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
      { properties: { activityType: { not: { const: "RUN" } } } },
      { properties: { metrics: { properties: { intervalValue: { const: 10 } } } } },
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
