import { describe, expect, it } from "vitest";
import { createActivityHandler } from "../../src/http/createActivityHandler.js";
import type { ActivityListPage } from "../../src/model/activityListItem.js";
import { createFakeService } from "./fakeActivityService.js";

const TOKEN = "t/+=&?#ü";

describe("paging links fed back into the handler (fake service)", () => {
  it("walk the whole list, most recent first, keeping the token and the caller's query", async () => {
    const service = createFakeService();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const activityId = `id-${String(i).padStart(2, "0")}`;
      ids.push(activityId);
      service.seed({ activityId, userId: "u", activityType: "RUN", startTime: 1_000 * i, hasGps: false });
    }
    service.seed({ activityId: "other-user", userId: "v", activityType: "RUN", startTime: 5, hasGps: false });
    const handler = createActivityHandler({ service, authenticate: (t) => (t === TOKEN ? "u" : undefined) });

    let next: string | undefined = `/v1/me/sport/activities/RUNNING?count=5&access_token=${encodeURIComponent(TOKEN)}&tag=x`;
    const seen: string[] = [];
    let pages = 0;
    while (next !== undefined) {
      const response = await handler(new Request(new URL(next, "http://example.test")));
      expect(response.status).toBe(200);
      const page = (await response.json()) as ActivityListPage;
      if (pages === 0) expect(page.paging.previous).toBeNull();
      else expect(page.paging.previous).toEqual(expect.any(String));
      seen.push(...page.data.map((a) => a.activityId));
      next = page.paging.next ?? undefined;
      pages++;
      expect(pages).toBeLessThanOrEqual(3);
    }
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
    const lists = service.calls.filter((c) => c.op === "list");
    expect(lists.map((c) => c.op === "list" && c.query)).toEqual([
      { count: "5" },
      { count: "5", offset: "6" },
      { count: "5", offset: "11" },
    ]);
  });
});
