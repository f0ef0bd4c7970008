// Fastify loads the draft-07 JSON Schemas with its default validator (it cannot load the 2020-12 ones), and the
// setup docs/http.md shows keeps the library's numeric codes: the schema documents and shapes the route, the
// service answers every refusal with its errors.
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { httpStatusForError } from "../../src/http/httpStatusForError.js";
import { createInMemoryActivityRepository } from "../../src/repository/createInMemoryActivityRepository.js";
import { jsonSchemaDocuments } from "../../src/schema/jsonSchemas.js";
import { createActivityService } from "../../src/service/createActivityService.js";
import { FIXTURE_NOW_MS, loadRunBody } from "../fixtures/runFixture.js";

const draft07 = jsonSchemaDocuments({ draft: "draft-07" });
const modern = jsonSchemaDocuments();

/**
 * The app of docs/http.md: the draft-07 body schema, `attachValidation`, the service's own answer, and no type
 * coercion (Fastify's ajv turns "1420066800000" into a number by default, so the service would see another body).
 */
function app(body: object, coerceTypes: boolean | "array" = false) {
  const fastify = Fastify({ ajv: { customOptions: { coerceTypes } } });
  const service = createActivityService({ repository: createInMemoryActivityRepository(), clock: () => FIXTURE_NOW_MS });
  fastify.post("/v1/me/sport/activities", { schema: { body }, attachValidation: true }, async (request, reply) => {
    const result = await service.addActivities("user-1", request.body);
    if (!result.ok) return reply.code(httpStatusForError(result.errors[0].code)).send({ errors: result.errors });
    return reply.code(201).send(result.value);
  });
  return fastify;
}

const post = (fastify: ReturnType<typeof app>, payload: unknown) =>
  fastify.inject({ method: "POST", url: "/v1/me/sport/activities", payload: JSON.stringify(payload), headers: { "content-type": "application/json" } });

describe("Fastify (default ajv, draft-07)", () => {
  it("cannot load the 2020-12 request schema (why the draft-07 variants ship)", async () => {
    await expect(app(modern["add-activities-request.json"]!).ready()).rejects.toThrow(/2020-12/);
  });

  it("loads every draft-07 document as a route schema", async () => {
    for (const [name, schema] of Object.entries(draft07)) {
      const fastify = Fastify();
      fastify.post("/x", { schema: { body: schema } }, async () => ({}));
      await expect(fastify.ready(), name).resolves.toBeDefined();
      await fastify.close();
    }
  });

  it("adds a valid body (201) and answers an invalid one with the library's codes, not Fastify's", async () => {
    const fastify = app(draft07["add-activities-request.json"]!);
    const added = await post(fastify, loadRunBody());
    expect(added.statusCode).toBe(201);
    expect(added.json()[0].timeZoneName).toBe("America/New_York");

    const body = loadRunBody();
    body[0]!["timeZoneName"] = "PST";
    body[0]!["activityId"] = "x"; // the schema refuses it too: the service's errors are what the client gets
    const refused = await post(fastify, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((e: { code: number; path: unknown[] }) => [e.code, e.path])).toEqual([
      [200, [0, "activityId"]],
      [180, [0, "timeZoneName"]],
    ]);
    expect((await post(fastify, {})).json().errors.map((e: { code: number }) => e.code)).toEqual([1000]);
    await fastify.close();
  });

  it("keeps the body as sent only without Fastify's default type coercion", async () => {
    const body = loadRunBody();
    body[0]!["startTime"] = String(body[0]!["startTime"]);
    const strict = app(draft07["add-activities-request.json"]!);
    expect((await post(strict, body)).json().errors.map((e: { code: number }) => e.code)).toEqual([160]);
    const coercing = app(draft07["add-activities-request.json"]!, "array"); // Fastify's default
    expect((await post(coercing, body)).statusCode).toBe(201);
    await Promise.all([strict.close(), coercing.close()]);
  });

  it("validates with the schema alone when a route wants Fastify's own 400", async () => {
    const fastify = Fastify();
    fastify.post("/x", { schema: { body: draft07["add-activities-request.json"] } }, async () => ({ ok: true }));
    const response = await fastify.inject({ method: "POST", url: "/x", payload: "[]", headers: { "content-type": "application/json" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/must NOT have fewer than 1 items/);
    await fastify.close();
  });
});
