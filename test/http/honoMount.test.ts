// Hono mounting the Web-standard handler under a prefix (issue 27.4): `mountPath` writes every link under the
// prefix, whether Hono strips it (`app.mount`) or passes the whole path (`app.all` with `c.req.raw`).
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createActivityHandler } from "../../src/http/createActivityHandler.js";
import type { ActivityListPage } from "../../src/model/activityListItem.js";
import type { AddActivityResponseItem } from "../../src/model/addActivityResponseItem.js";
import { createInMemoryActivityRepository } from "../../src/repository/createInMemoryActivityRepository.js";
import { createActivityService } from "../../src/service/createActivityService.js";

const TOKEN = "hono-token";
const NOW = Date.UTC(2030, 0, 1);
const run = (hoursAgo: number): unknown => ({
  activityType: "RUN",
  deviceType: "WATCH",
  startTime: NOW - hoursAgo * 3_600_000,
  timeZoneName: "Europe/Paris",
  metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed"], data: [[0, 10.8], [0.03, 10.8]] },
});

function handler(mountPath?: string): ReturnType<typeof createActivityHandler> {
  const service = createActivityService({ repository: createInMemoryActivityRepository(), clock: () => NOW });
  return createActivityHandler({ service, authenticate: (token) => (token === TOKEN ? "user-1" : undefined), ...(mountPath !== undefined ? { mountPath } : {}) });
}

/** Adds three runs under /api, then follows every link the answers hold; returns the hrefs seen. */
async function walk(app: Hono): Promise<string[]> {
  const request = (path: string, init?: RequestInit): Promise<Response> => Promise.resolve(app.request(`http://test.invalid${path}`, init));
  const added = await request(`/api/v1/me/sport/activities?access_token=${TOKEN}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify([run(30), run(20), run(10)]),
  });
  expect(added.status).toBe(201);
  const hrefs: string[] = [];
  for (const item of (await added.json()) as AddActivityResponseItem[]) {
    for (const { href } of item.links) {
      hrefs.push(href);
      expect((await request(`${href}?access_token=${TOKEN}`)).status, href).toBe(200);
    }
  }
  let next: string | null = `/api/v1/me/sport/activities/RUNNING?count=2&access_token=${TOKEN}`;
  let pages = 0;
  while (next !== null && pages++ < 5) {
    const response = await request(next);
    expect(response.status, next).toBe(200);
    const page = (await response.json()) as ActivityListPage;
    hrefs.push(...page.data.flatMap((item) => item.links.map((link) => link.href)));
    if (page.paging.previous !== null) hrefs.push(page.paging.previous);
    next = page.paging.next;
    if (next !== null) hrefs.push(next);
  }
  expect(pages).toBe(2);
  return hrefs;
}

describe("Hono, the handler mounted under /api", () => {
  it("app.mount strips /api; with mountPath every link is under /api and answers", async () => {
    const app = new Hono();
    app.mount("/api", handler("/api"));
    const hrefs = await walk(app);
    expect(hrefs.length).toBeGreaterThan(8);
    expect(hrefs.filter((href) => !href.startsWith("/api/v1/me/sport/activities/"))).toEqual([]);
  });

  it("app.all passes the whole path: the handler matches it without the mount path", async () => {
    const app = new Hono();
    const activities = handler("/api/");
    app.all("/api/*", (c) => activities(c.req.raw));
    const hrefs = await walk(app);
    expect(hrefs.filter((href) => !href.startsWith("/api/v1/me/sport/activities/"))).toEqual([]);
  });

  it("without mountPath, links stay at the root, as the handler sees it", async () => {
    const service = handler();
    const response = await service(
      new Request(`http://test.invalid/v1/me/sport/activities?access_token=${TOKEN}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify([run(5)]) }),
    );
    const [item] = (await response.json()) as AddActivityResponseItem[];
    expect(item?.links[0]?.href.startsWith("/v1/me/sport/activities/")).toBe(true);
  });

  it("refuses a mountPath that is not a path", () => {
    for (const bad of ["api", "/a?b", "/a b", "/a//b"]) expect(() => handler(bad), bad).toThrow(RangeError);
  });
});
