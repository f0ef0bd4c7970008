// The Idempotency-Key header of Add Activities through the handler over the real service.
import { describe, expect, it } from "vitest";
import { createActivityHandler } from "../../src/http/createActivityHandler.js";
import { createInMemoryActivityRepository } from "../../src/repository/createInMemoryActivityRepository.js";
import { createActivityService } from "../../src/service/createActivityService.js";

const NOW = Date.UTC(2024, 5, 30, 12);

function setup() {
  const repository = createInMemoryActivityRepository();
  const service = createActivityService({ repository, clock: () => NOW });
  const handler = createActivityHandler({ service, authenticate: (t) => ({ "a-token": "alice", "b-token": "bob" })[t] });
  return { handler, repository };
}

const run = (minutesAgo: number) => ({
  activityType: "RUN",
  deviceType: "WATCH",
  startTime: NOW - minutesAgo * 60_000,
  timeZoneName: "UTC",
  metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed"], data: [[0, 10.8], [0.03, 10.8]] },
});

function post(body: unknown, key: string | undefined, token = "a-token"): Request {
  return new Request(`http://svc/v1/me/sport/activities?access_token=${token}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(key === undefined ? {} : { "idempotency-key": key }) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("Idempotency-Key header", () => {
  it("answers a repeat with the first 201 and its body, storing once; a quoted key is the same key", async () => {
    const { handler, repository } = setup();
    const first = await handler(post([run(60)], "8e03978e-40d5-43e8-bc93-6894a57f9324"));
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    for (const key of ["8e03978e-40d5-43e8-bc93-6894a57f9324", '"8e03978e-40d5-43e8-bc93-6894a57f9324"']) {
      const again = await handler(post(JSON.stringify([run(60)], null, 2), key));
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual(firstBody);
    }
    expect(await repository.countActivities("alice")).toBe(1);
  });

  it("answers 422 with code 1301 for the same key and another body, and stores nothing", async () => {
    const { handler, repository } = setup();
    await handler(post([run(60)], "k"));
    const other = await handler(post([run(30)], "k"));
    expect(other.status).toBe(422);
    expect(((await other.json()) as { errors: { code: number }[] }).errors.map((e) => e.code)).toEqual([1301]);
    expect(await repository.countActivities("alice")).toBe(1);
    // another user's key space
    expect((await handler(post([run(30)], "k", "b-token"))).status).toBe(201);
  });

  it("answers 400 with code 1300 for a malformed header, before reading the body", async () => {
    const { handler, repository } = setup();
    for (const key of ['"unterminated', '"a"b"', "two, keys", '"bad\\escape"', '""', `"${"x".repeat(256)}"`, '"é"']) {
      const response = await handler(post([run(60)], key));
      expect(response.status, key).toBe(400);
      expect(((await response.json()) as { errors: { code: number }[] }).errors.map((e) => e.code), key).toEqual([1300]);
    }
    expect(await repository.countActivities("alice")).toBe(0);
    const escaped = await handler(post([run(60)], '"a \\"quoted\\" key"'));
    expect(escaped.status).toBe(201);
    expect(await repository.getIdempotencyRecord("alice", 'a "quoted" key', NOW)).toBeDefined();
  });

  it("does not store a key for a refused body (a retry with a fixed body is a first request)", async () => {
    const { handler, repository } = setup();
    expect((await handler(post([{ ...run(60), activityType: "NOPE" }], "k"))).status).toBe(400);
    expect((await handler(post([run(60)], "k"))).status).toBe(201);
    expect(await repository.countActivities("alice")).toBe(1);
  });
});
