// Issue 12: the Bun and Deno examples run as written and answer over a real socket: Bearer and query tokens, CORS
// preflight, HEAD without a body. The runtimes are not dependencies of the package (about 200 MB): the test uses
// those of .ci/tools (`npm ci --prefix .ci/tools`, which .ci/run does), else `bun` and `deno` on PATH, and skips with
// the reason where a runtime is absent or cannot start. In CI (`CI` set) an absent runtime fails instead.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO, run } from "./buildPackage.js";

const NOW = Date.now();
const RUN = {
  activityType: "RUN",
  deviceType: "WATCH",
  startTime: NOW - 86_400_000,
  timeZoneName: "Europe/Paris",
  metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed"], data: [[0, 10.8], [0.03, 10.8], [0.06, 10.8]] },
};

interface Runtime {
  readonly name: string;
  readonly args: readonly string[];
}

const RUNTIMES: readonly Runtime[] = [
  { name: "bun", args: ["examples/bun-server.js"] },
  { name: "deno", args: ["run", "--allow-net", "--allow-env", "--allow-read", "examples/deno-server.js"] },
];

/** The runtime's executable: the one of .ci/tools when installed, else the name (found on PATH). */
function executable(name: string): string {
  const tool = join(REPO, ".ci/tools/node_modules/.bin", name);
  return existsSync(tool) ? tool : name;
}

/** Why the runtime cannot run here, or undefined when it can. */
function unavailable(name: string): string | undefined {
  const probe = spawnSync(executable(name), ["--version"], { encoding: "utf8", timeout: 30_000 });
  if (probe.error !== undefined && (probe.error as NodeJS.ErrnoException).code === "ENOENT") {
    return `${name} is neither in .ci/tools nor on PATH (npm ci --prefix .ci/tools installs it from the npm registry)`;
  }
  return probe.status === 0 ? undefined : `${name} --version failed here: ${(probe.stderr || String(probe.error)).trim().slice(0, 200)}`;
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
});

/** Starts an example and resolves with its base URL once it prints `listening on <url>`. */
function start(runtime: Runtime): Promise<string> {
  const child = spawn(executable(runtime.name), [...runtime.args], {
    cwd: REPO,
    env: { ...process.env, PORT: "0", NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    const timer = setTimeout(() => reject(new Error(`${runtime.name} did not start: ${out}${err}`)), 60_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.stderr!.on("data", (chunk: Buffer) => void (err += chunk.toString()));
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${runtime.name} exited with ${code}: ${out}${err}`));
    });
  });
}

describe.each(RUNTIMES)("examples on $name", (runtime) => {
  const reason = unavailable(runtime.name);
  const skip = reason !== undefined && process.env["CI"] === undefined;
  if (skip) console.warn(`skipping the ${runtime.name} example: ${reason}`);

  it.skipIf(skip)(`serves the /v1 interface (${reason ?? "runtime installed"})`, async () => {
    expect(reason, "CI installs bun and deno (.ci/run)").toBeUndefined();
    // the examples import the package by name, which resolves to the build (`npm run test:package` builds first)
    if (!existsSync(join(REPO, "dist/http.js"))) run("npm", ["run", "build"], REPO);
    const base = await start(runtime);
    const list = `${base}/v1/me/sport/activities/RUNNING`;

    const anonymous = await fetch(list);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toBe("Bearer");

    const added = await fetch(`${base}/v1/me/sport/activities`, {
      method: "POST",
      headers: { authorization: "Bearer demo-token", "content-type": "application/json" },
      body: JSON.stringify([RUN]),
    });
    expect(added.status).toBe(201);
    const [item] = (await added.json()) as { activityId: string; duration: number; metricSummary: { fuel: string } }[];
    expect(item!.duration).toBe(30_000);
    expect(Number(item!.metricSummary.fuel)).toBeGreaterThan(0);

    const page = await fetch(`${list}?access_token=demo-token`);
    expect(page.status).toBe(200);
    expect(((await page.json()) as { data: unknown[] }).data).toHaveLength(1);

    const preflight = await fetch(list, {
      method: "OPTIONS",
      headers: { origin: "http://localhost:5173", "access-control-request-method": "GET", "access-control-request-headers": "authorization" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");

    const head = await fetch(`${base}/v1/me/sport/activities/${item!.activityId}`, { method: "HEAD", headers: { authorization: "Bearer demo-token" } });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  }, 180_000);
});
