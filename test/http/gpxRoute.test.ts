// The GPS route's GPX answer (Accept: application/gpx+xml) over the real service and in-memory repository.
import { describe, expect, it } from "vitest";
import { toGpx } from "../../src/export/toGpx.js";
import { createActivityHandler } from "../../src/http/createActivityHandler.js";
import { prefersGpx } from "../../src/http/prefersGpx.js";
import type { ActivityDetail } from "../../src/model/activityDetail.js";
import { createInMemoryActivityRepository } from "../../src/repository/createInMemoryActivityRepository.js";
import { createActivityService } from "../../src/service/createActivityService.js";
import { SMALL_RUN } from "../export/fixtures.js";
import { readWithSecondParser } from "../export/secondParser.js";

const NOW = Date.UTC(2024, 5, 30, 12);
const BASE = "http://localhost/v1/me/sport/activities";

async function setup(): Promise<{ handler: (request: Request) => Promise<Response>; id: string; indoorId: string }> {
  const service = createActivityService({ repository: createInMemoryActivityRepository(), clock: () => NOW, getProfile: () => ({ weightKg: 70, ageYears: 35 }) });
  const handler = createActivityHandler({ service, authenticate: (t) => ({ alice: "alice", bob: "bob" })[t], gpx: toGpx });
  const indoor = { ...SMALL_RUN, metrics: { ...SMALL_RUN.metrics, metricTypes: ["distance", "speed"], data: [[0, 10.8], [0.03, 10.8]] } };
  const added = await handler(new Request(`${BASE}?access_token=alice`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify([SMALL_RUN, indoor]) }));
  const [run, treadmill] = (await added.json()) as { activityId: string }[];
  return { handler, id: run!.activityId, indoorId: treadmill!.activityId };
}

const get = (path: string, accept?: string, token = "alice", method = "GET"): Request =>
  new Request(`${BASE}/${path}?access_token=${token}`, { method, headers: accept === undefined ? {} : { accept } });

describe("GET …/{activityId}/gps with Accept: application/gpx+xml", () => {
  it("answers the activity's detail written by toGpx, as application/gpx+xml, Vary: Accept", async () => {
    const { handler, id } = await setup();
    const response = await handler(get(`${id}/gps`, "application/gpx+xml"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/gpx+xml; charset=utf-8");
    expect(response.headers.get("vary")).toBe("Accept");
    const detail = (await (await handler(get(id))).json()) as ActivityDetail;
    const expected = toGpx(detail);
    expect(expected.ok && (await response.text())).toBe(expected.ok && expected.text);
    const [track] = readWithSecondParser(expected.ok ? expected.text : "", "gpx");
    expect(track?.geometry?.coordinates).toHaveLength(4);
  });

  it("keeps JSON without the header, for wildcards and when JSON is preferred; Vary: Accept on the JSON too", async () => {
    const { handler, id } = await setup();
    for (const accept of [undefined, "*/*", "application/*", "application/json", "application/json, application/gpx+xml;q=0.9", "application/gpx+xml;q=0"]) {
      const response = await handler(get(`${id}/gps`, accept));
      expect(response.headers.get("content-type"), String(accept)).toBe("application/json");
      expect(response.headers.get("vary")).toBe("Accept");
    }
  });

  it("answers 404 (code 290, JSON) for another user's activity, an empty track without coordinates, nothing for HEAD", async () => {
    const { handler, id, indoorId } = await setup();
    const foreign = await handler(get(`${id}/gps`, "application/gpx+xml", "bob"));
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { errors: { code: number }[] }).errors[0]?.code).toBe(290);
    const empty = await (await handler(get(`${indoorId}/gps`, "application/gpx+xml"))).text();
    expect(empty).toContain("<trkseg>\n</trkseg>");
    const head = await handler(get(`${id}/gps`, "application/gpx+xml", "alice", "HEAD"));
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("application/gpx+xml; charset=utf-8");
    expect(await head.text()).toBe("");
  });

  it("leaves the detail route JSON whatever the Accept header", async () => {
    const { handler, id } = await setup();
    expect((await handler(get(id, "application/gpx+xml"))).headers.get("content-type")).toBe("application/json");
  });

  it("answers JSON without the gpx option, and 500 (1290) when the writer refuses the detail", async () => {
    const service = createActivityService({ repository: createInMemoryActivityRepository(), clock: () => NOW });
    const added = await service.addActivities("alice", [SMALL_RUN]);
    const id = added.ok ? added.value[0]!.activityId : "";
    const plain = createActivityHandler({ service, authenticate: () => "alice" });
    expect((await plain(get(`${id}/gps`, "application/gpx+xml"))).headers.get("content-type")).toBe("application/json");
    const errors: unknown[] = [];
    const refusing = createActivityHandler({
      service,
      authenticate: () => "alice",
      gpx: () => ({ ok: false, error: { code: 1710, key: "UNREADABLE_SAMPLE", message: "m", detail: "d", path: [] } }),
      onError: (error) => errors.push(error),
    });
    const failed = await refusing(get(`${id}/gps`, "application/gpx+xml"));
    expect(failed.status).toBe(500);
    expect(errors).toHaveLength(1);
  });
});

describe("prefersGpx", () => {
  it.each([
    [null, false],
    ["application/gpx+xml", true],
    ["APPLICATION/GPX+XML", true],
    ["application/gpx+xml, application/json", true],
    ["application/json;q=0.5, application/gpx+xml", true],
    ["application/json, application/gpx+xml;q=0.5", false],
    ["application/gpx+xml;q=0", false],
    ["text/html, */*;q=0.8", false],
    ["application/gpx+xml;q=abc", false],
  ] as const)("%j: %s", (accept, expected) => {
    expect(prefersGpx(accept)).toBe(expected);
  });
});
