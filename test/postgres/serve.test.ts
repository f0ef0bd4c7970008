import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_IDS, DEMO_TOKEN, demoStorage, startDemoServer } from "../../examples/serve.js";

const dir = mkdtempSync(join(tmpdir(), "activity-fuel-serve-pglite-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function listAll(url: string): Promise<string[]> {
  const response = await fetch(`${url}/v1/me/sport/activities/ALL?access_token=${DEMO_TOKEN}&count=50`);
  const body = (await response.json()) as { data: { activityId: string }[] };
  return body.data.map((a) => a.activityId);
}

describe("npm run serve with --pglite DIR", () => {
  it("keeps activities across restarts and preloads the demo activities once", async () => {
    const first = await demoStorage(["--pglite", dir], {});
    expect(first.name).toBe(`PGlite in ${dir}`);
    const demo = await startDemoServer({ port: 0, examplesDir: "", repository: first.repository });
    expect(demo.preloaded).toEqual(Object.values(DEMO_IDS));
    const added = await fetch(`${demo.url}/v1/me/sport/activities?access_token=${DEMO_TOKEN}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify([
        {
          activityType: "RUN",
          deviceType: "WATCH",
          startTime: Date.now() - 3_600_000,
          timeZoneName: "Europe/Paris",
          metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed"], data: [[0, 10.8], [0.03, 10.8]] },
        },
      ]),
    });
    expect(added.status).toBe(201);
    const before = await listAll(demo.url);
    await demo.close();
    await first.close();

    const second = await demoStorage(["--pglite", dir], {});
    const again = await startDemoServer({ port: 0, examplesDir: "", repository: second.repository });
    expect(again.preloaded).toEqual([]);
    expect(await listAll(again.url)).toEqual(before);
    // the demo activities but the ALL_DAY record (listed by WRISTBAND), and the added run
    expect(before).toHaveLength(Object.values(DEMO_IDS).length);
    await again.close();
    await second.close();
  });

  it("without options it stays in memory, and --pglite needs a directory", async () => {
    expect((await demoStorage([], {})).name).toBe("in-memory");
    await expect(demoStorage(["--pglite"], {})).rejects.toThrow(/needs a directory/);
  });
});
