// Express 5 without workarounds (issue 27.4): the listener of `toNodeListener` as Express middleware, with a global
// body parser, routes registered after it, and mounted under a prefix, as docs/http.md shows it.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createActivityHandler } from "../../src/http/createActivityHandler.js";
import { toNodeListener } from "../../src/http/node/toNodeListener.js";
import type { ActivityListPage } from "../../src/model/activityListItem.js";
import type { AddActivityResponseItem } from "../../src/model/addActivityResponseItem.js";
import { createInMemoryActivityRepository } from "../../src/repository/createInMemoryActivityRepository.js";
import { createActivityService } from "../../src/service/createActivityService.js";

const TOKEN = "express-token";
const NOW = Date.UTC(2030, 0, 1);
const run = (hoursAgo: number): unknown => ({
  activityType: "RUN",
  deviceType: "WATCH",
  startTime: NOW - hoursAgo * 3_600_000,
  timeZoneName: "Europe/Paris",
  metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed", "latitude", "longitude"], data: [[0, 10.8, 48.86, 2.25], [0.03, 10.8, 48.8601, 2.2502]] },
});

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  })));
});

function listener(): ReturnType<typeof toNodeListener> {
  const service = createActivityService({ repository: createInMemoryActivityRepository(), clock: () => NOW });
  return toNodeListener(createActivityHandler({ service, authenticate: (token) => (token === TOKEN ? "user-1" : undefined) }));
}

async function listen(app: express.Express): Promise<string> {
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const add = (url: string, body: unknown): Promise<Response> =>
  fetch(`${url}/v1/me/sport/activities?access_token=${TOKEN}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("Express 5", () => {
  it("adds with a global express.json(): the body Express parsed is taken as it is", async () => {
    const app = express();
    app.use(express.json());
    app.use(listener());
    const url = await listen(app);
    const response = await add(url, [run(30)]);
    expect(response.status).toBe(201);
    const [item] = (await response.json()) as AddActivityResponseItem[];
    expect(item?.activityType).toBe("RUN");
    // and a body that is not an array of activities is still the validator's to refuse
    const refused = await add(url, { not: "an array" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: { code: number }[] }).errors[0]?.code).toBe(1000);
  });

  it("adds with a raw or a text parser: bytes and text are read as the body's JSON", async () => {
    for (const parser of [express.raw({ type: "application/json" }), express.text({ type: "application/json" })]) {
      const app = express();
      app.use(parser);
      app.use(listener());
      const url = await listen(app);
      expect((await add(url, [run(30)])).status).toBe(201);
      const malformed = await fetch(`${url}/v1/me/sport/activities?access_token=${TOKEN}`, { method: "POST", headers: { "content-type": "application/json" }, body: "[{" });
      expect(malformed.status).toBe(400);
      expect(((await malformed.json()) as { errors: { code: number }[] }).errors[0]?.code).toBe(1210);
    }
  });

  it("answers an empty body parsed by express.json() as an empty body (1210)", async () => {
    const app = express();
    app.use(express.json());
    app.use(listener());
    const url = await listen(app);
    const response = await fetch(`${url}/v1/me/sport/activities?access_token=${TOKEN}`, { method: "POST", headers: { "content-type": "application/json", "content-length": "0" } });
    expect(response.status).toBe(400);
    const [error] = ((await response.json()) as { errors: { code: number; detail: string }[] }).errors;
    expect(error?.code).toBe(1210);
    expect(error?.detail).toContain("empty");
  });

  it("passes a path it does not serve on to next(): routes registered after it answer", async () => {
    const app = express();
    app.use(express.json());
    app.use(listener());
    app.get("/health", (_req, res) => {
      res.json({ ok: true });
    });
    const url = await listen(app);
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    // its own paths it still answers, errors included
    const wrongMethod = await fetch(`${url}/v1/me/sport/activities/RUNNING?access_token=${TOKEN}`, { method: "PUT" });
    expect(wrongMethod.status).toBe(405);
    // with nothing after it, Express's own 404
    expect((await fetch(`${url}/elsewhere`)).status).toBe(404);
  });

  it("mounted under /api, writes every link under /api, and every link answers", async () => {
    const app = express();
    app.use(express.json());
    app.use("/api", listener());
    const url = await listen(app);
    const added = await fetch(`${url}/api/v1/me/sport/activities?access_token=${TOKEN}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([run(30), run(20), run(10)]),
    });
    expect(added.status).toBe(201);
    const items = (await added.json()) as AddActivityResponseItem[];
    for (const item of items) {
      for (const link of item.links) {
        expect(link.href.startsWith("/api/v1/me/sport/activities/")).toBe(true);
        expect((await fetch(`${url}${link.href}?access_token=${TOKEN}`)).status, link.href).toBe(200);
      }
    }
    // the list's items and paging links too: walking `next` visits every run once
    let next: string | null = `/api/v1/me/sport/activities/RUNNING?count=1&access_token=${TOKEN}`;
    const seen: string[] = [];
    while (next !== null && seen.length < 10) {
      const response = await fetch(url + next);
      expect(response.status, next).toBe(200);
      const page = (await response.json()) as ActivityListPage;
      for (const item of page.data) {
        seen.push(item.activityId);
        expect(item.links.every((link) => link.href.startsWith("/api/v1/"))).toBe(true);
      }
      if (page.paging.previous !== null) expect(page.paging.previous.startsWith("/api/v1/")).toBe(true);
      next = page.paging.next;
    }
    expect(seen.sort()).toEqual(items.map((item) => item.activityId).sort());
    // the detail's and the GPS data's own links
    const detail = (await (await fetch(`${url}${items[0]!.links[0]!.href}?access_token=${TOKEN}`)).json()) as { links: { href: string }[] };
    expect(detail.links.every((link) => link.href.startsWith("/api/v1/"))).toBe(true);
    const gps = (await (await fetch(`${url}${items[0]!.links[1]!.href}?access_token=${TOKEN}`)).json()) as { links: { href: string }[] };
    expect(gps.links.map((link) => link.href)).toEqual([items[0]!.links[1]!.href]);
  });
});
