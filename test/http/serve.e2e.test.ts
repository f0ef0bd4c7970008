// End to end over a real socket: the demo server of `npm run serve` (node:http + toNodeListener + the handler +
// the real service and in-memory repository) on an ephemeral loopback port, driven with fetch.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityListPage } from "../../src/model/activityListItem.js";
import { DEMO_IDS, renderWalkthrough, startDemoServer, walkthrough, type DemoServer } from "../../examples/serve.js";

let demo: DemoServer;
const logLines: string[] = [];

beforeAll(async () => {
  demo = await startDemoServer({ port: 0, maxBodyBytes: 64 * 1024, log: (line) => logLines.push(line) });
});

afterAll(async () => {
  await demo.close();
});

async function errorCodes(response: Response): Promise<number[]> {
  return ((await response.json()) as { errors: { code: number }[] }).errors.map((e) => e.code);
}

describe("npm run serve, over a socket", () => {
  it("listens on loopback and preloads the four synthetic demo activities and the example recordings", () => {
    expect(demo.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(demo.preloaded.slice(0, 5)).toEqual(Object.values(DEMO_IDS));
    const examples = new URL("../../examples/", import.meta.url);
    const recordings = (existsSync(examples) ? readdirSync(examples) : []).filter((f) => /\.(fit|tcx|gpx)$/i.test(f));
    for (const file of recordings) {
      const stem = file.replace(/\.[^.]+$/, "").replace(/[^a-z0-9]+/gi, "-").toLowerCase();
      expect(demo.preloaded, file).toContain(`example-${stem}-0`);
    }
    expect(logLines.filter((l) => l.startsWith("skipped"))).toEqual([]);
  });

  it("answers every step of the curl walkthrough with the status it announces", async () => {
    for (const step of walkthrough()) {
      const init: RequestInit = { method: step.method, headers: { ...step.headers } };
      if (step.body !== undefined) {
        init.body = step.body;
        init.headers = { ...step.headers, "content-type": "application/json" };
      }
      const response = await fetch(demo.url + step.path, init);
      expect(response.status, step.title).toBe(step.status);
      if (step.headers?.["Accept"] === "application/gpx+xml") {
        expect(response.headers.get("content-type"), step.title).toBe("application/gpx+xml; charset=utf-8");
        expect((await response.text()).match(/<trkpt /g)?.length, step.title).toBeGreaterThan(100);
        continue;
      }
      expect(response.headers.get("content-type"), step.title).toBe("application/json");
      const body = (await response.json()) as unknown;
      const code = /code (\d+)/.exec(step.title)?.[1];
      if (code !== undefined) {
        expect((body as { errors: { code: number }[] }).errors.map((e) => e.code), step.title).toContain(Number(code));
      } else if (step.method === "POST") {
        expect(body).toEqual([expect.objectContaining({ activityType: "RUN", activityId: expect.any(String) })]);
      }
    }
  });

  it.each(["docs/http.md", "README.md"])("documents exactly that walkthrough in %s", (file) => {
    const doc = readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
    expect(doc).toContain(renderWalkthrough("http://127.0.0.1:8787"));
  });

  it("serves the analysis routes on the demo data: the run's splits, the rides' records and power zones, the triathlon's load", async () => {
    const get = async (path: string): Promise<any> => {
      const response = await fetch(`${demo.url}${path}${path.includes("?") ? "&" : "?"}access_token=demo-token`);
      expect(response.status, path).toBe(200);
      return response.json();
    };
    // the demo run: 180 points of 10 s at 3 m/s, the last at 1 790 s and 5.37 km: five kilometres of 333⅓ s, then 370 m
    const run = await get(`/v1/me/sport/activities/${DEMO_IDS.run}/analysis`);
    expect(run.distanceKm).toBeCloseTo(5.37, 6);
    expect(run.splits.km).toHaveLength(6);
    expect(run.splits.km[0].elapsedS).toBeCloseTo(1000 / 3, 6);
    expect(run.zones.heartRate.unit).toBe("bpm");
    // the demo ride has power, and the demo profile a functional threshold power
    const ride = await get(`/v1/me/sport/activities/${DEMO_IDS.ride}/analysis`);
    expect(ride.zones.power).toMatchObject({ basis: "ftp", unit: "W" });
    const records = await get("/v1/me/sport/records/CYCLING");
    expect(records.watts.length).toBeGreaterThan(0);
    for (const best of [...records.watts, ...records.bestEfforts]) expect(demo.preloaded).toContain(best.activityId);
    // the triathlon's sessions load 2018-05-27 alone in that range; fitness then decays day by day
    const load = await get("/v1/me/sport/training-load?startDate=2018-05-20&endDate=2018-06-10");
    const loaded = load.days.filter((d: { load: number }) => d.load > 0).map((d: { date: string }) => d.date);
    expect(loaded).toEqual(["2018-05-27"]);
    const after = load.days.slice(7).map((d: { fitness: number }) => d.fitness);
    expect(after).toEqual([...after].sort((a, b) => b - a));
  });

  it("walks every activity by following paging.next, most recent first, each once", async () => {
    let next: string | undefined = "/v1/me/sport/activities/ALL?count=1&access_token=demo-token";
    const seen: { id: string; startTime: string }[] = [];
    let lastIds: string[] = [];
    while (next !== undefined && seen.length < 100) {
      const response = await fetch(demo.url + next);
      expect(response.status).toBe(200);
      const page = (await response.json()) as ActivityListPage;
      const pageIds = page.data.map((a) => a.activityId);
      if (seen.length === 0) expect(page.paging.previous).toBeNull();
      else {
        // previous leads back to the page before
        expect(page.paging.previous).toContain("access_token=demo-token");
        const back = (await (await fetch(demo.url + String(page.paging.previous))).json()) as ActivityListPage;
        expect(back.data.map((a) => a.activityId)).toEqual(lastIds);
      }
      seen.push(...page.data.map((a) => ({ id: a.activityId, startTime: a.startTime })));
      expect(page.paging.next === null || page.paging.next.includes("access_token=demo-token")).toBe(true);
      lastIds = pageIds;
      next = page.paging.next ?? undefined;
    }
    expect(next).toBeUndefined();
    const ids = seen.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    // ALL lists every activity but the ALL_DAY record, which WRISTBAND lists
    for (const id of demo.preloaded) if (id !== DEMO_IDS.day) expect(ids).toContain(id);
    const times = seen.map((s) => Date.parse(s.startTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("refuses a streamed body over the limit with 413 and closes the connection", async () => {
    let sent = 0;
    const chunk = new Uint8Array(16 * 1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 1024 * 1024) controller.close();
        else {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        }
      },
    });
    const response = await fetch(`${demo.url}/v1/me/sport/activities?access_token=demo-token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(await errorCodes(response)).toEqual([1230]);
  });

  it("refuses a declared Content-Length over the limit with 413", async () => {
    const response = await fetch(`${demo.url}/v1/me/sport/activities?access_token=demo-token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "[" + " ".repeat(100 * 1024) + "]",
    });
    expect(response.status).toBe(413);
    expect(await errorCodes(response)).toEqual([1230]);
  });

  it("answers HEAD with headers only, and 405/404 with their codes", async () => {
    const head = await fetch(`${demo.url}/v1/me/sport/activities/${DEMO_IDS.run}?access_token=demo-token`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const put = await fetch(`${demo.url}/v1/me/sport/activities/${DEMO_IDS.run}?access_token=demo-token`, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, DELETE");
    expect(await errorCodes(put)).toEqual([1240]);
    const unknown = await fetch(`${demo.url}/v1/me/sport/nothing?access_token=demo-token`);
    expect(unknown.status).toBe(404);
    expect(await errorCodes(unknown)).toEqual([1250]);
  });

  it("logs every request with the token redacted", () => {
    expect(logLines.length).toBeGreaterThan(5);
    expect(logLines.join("\n")).not.toContain("demo-token");
    expect(logLines.some((l) => l.includes("access_token=REDACTED"))).toBe(true);
  });
});
