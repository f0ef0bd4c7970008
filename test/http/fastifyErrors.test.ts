// The Fastify recipe of docs/http.md (issue 27.4): with schemas/error-body.json as a route's 4xx response schema,
// Fastify's own refusals (a body that is not JSON, too large, of another media type) are answered in the spec's
// error body with the library's codes, instead of a 500 for a body the schema cannot serialise.
import { readFileSync } from "node:fs";
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { httpStatusForError } from "../../src/http/httpStatusForError.js";
import { ERROR_CODES } from "../../src/registry/errorCodes.js";
import { createInMemoryActivityRepository } from "../../src/repository/createInMemoryActivityRepository.js";
import { jsonSchemaDocuments } from "../../src/schema/jsonSchemas.js";
import { createActivityService } from "../../src/service/createActivityService.js";
import { FIXTURE_NOW_MS, loadRunBody } from "../fixtures/runFixture.js";
import { strictAjv07 } from "../schema/strictAjv.js";

const draft07 = jsonSchemaDocuments({ draft: "draft-07" });
const errorBodySchema = draft07["error-body.json"]!;

// ---- the recipe, as docs/http.md writes it -------------------------------------------------------------------
/** Fastify's own refusals of a body, by status: not JSON or empty (400), over `bodyLimit` (413), no parser for its type (415). */
const BODY_CODES: Readonly<Record<number, number>> = { 400: 1210, 413: 1230, 415: 1220 };

/** Answers Fastify's own errors in the spec's error body (anything else: 500, code 1290, nothing of the error). */
function specErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const code = BODY_CODES[error.statusCode ?? 500] ?? 1290;
  const message = ERROR_CODES.find((info) => info.code === code)?.message ?? "";
  const detail = code === 1290 ? "The request could not be answered; try again later." : error.message;
  return reply.code(httpStatusForError(code)).send({ errors: [{ code, message, detail, activityIndex: null, path: [] }] });
}
// ---------------------------------------------------------------------------------------------------------------

function app(withRecipe: boolean) {
  const fastify = Fastify({ ajv: { customOptions: { coerceTypes: false } }, bodyLimit: 64 * 1024 });
  if (withRecipe) fastify.setErrorHandler(specErrorHandler);
  const service = createActivityService({ repository: createInMemoryActivityRepository(), clock: () => FIXTURE_NOW_MS });
  fastify.post(
    "/v1/me/sport/activities",
    { schema: { body: draft07["add-activities-request.json"], response: { "4xx": errorBodySchema } }, attachValidation: true },
    async (request, reply) => {
      const result = await service.addActivities("user-1", request.body);
      if (!result.ok) return reply.code(httpStatusForError(result.errors[0].code)).send({ errors: result.errors });
      return reply.code(201).send(result.value);
    },
  );
  return fastify;
}

const post = (fastify: ReturnType<typeof app>, payload: string, contentType = "application/json") =>
  fastify.inject({ method: "POST", url: "/v1/me/sport/activities", payload, headers: { "content-type": contentType } });

describe("Fastify with error-body.json as the 4xx response schema", () => {
  const validErrorBody = strictAjv07().compile(errorBodySchema);

  it("is the recipe docs/http.md shows, word for word", () => {
    const source = readFileSync(new URL(import.meta.url), "utf8");
    const recipe = source.slice(source.indexOf("/** Fastify's own refusals"), source.indexOf("\n// ----", source.indexOf("/** Fastify's own refusals")) + 1);
    expect(recipe).toContain("function specErrorHandler");
    expect(readFileSync(new URL("../../docs/http.md", import.meta.url), "utf8")).toContain(recipe);
  });

  it("fails to serialise its own 400 without the recipe (500 FST_ERR_FAILED_ERROR_SERIALIZATION)", async () => {
    const fastify = app(false);
    const response = await post(fastify, "[{");
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe("FST_ERR_FAILED_ERROR_SERIALIZATION");
    await fastify.close();
  });

  it("answers malformed JSON 400 with code 1210 in the spec's error body", async () => {
    const fastify = app(true);
    const response = await post(fastify, "[{");
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(validErrorBody(body), JSON.stringify(validErrorBody.errors)).toBe(true);
    expect(body.errors).toEqual([{ code: 1210, message: "The request body is not valid JSON.", detail: expect.any(String), activityIndex: null, path: [] }]);
    await fastify.close();
  });

  it("answers an empty JSON body, a body over bodyLimit and another media type with 1210, 1230 and 1220", async () => {
    const fastify = app(true);
    const cases: [string, string, number, number][] = [
      ["", "application/json", 400, 1210],
      [JSON.stringify(loadRunBody()).padEnd(70 * 1024, " "), "application/json", 413, 1230],
      ["a=1", "application/x-www-form-urlencoded", 415, 1220],
    ];
    for (const [payload, type, status, code] of cases) {
      const response = await post(fastify, payload, type);
      expect(response.statusCode, `${type} ${payload.length}`).toBe(status);
      expect(validErrorBody(response.json())).toBe(true);
      expect(response.json().errors[0].code).toBe(code);
    }
    // and a valid body is still added, an invalid one refused with the service's codes
    expect((await post(fastify, JSON.stringify(loadRunBody()))).statusCode).toBe(201);
    const refused = await post(fastify, JSON.stringify({}));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].code).toBe(1000);
    await fastify.close();
  });
});
