// Issue 27.7: `SIGTERM` to the process of `npm run serve` stops the server (the README says so). npm forwards the
// signal to its child; a child that is a shell running tsx running node would die alone and leave the server
// listening. Spawns the real command (start-up preloads the demo recordings: a few seconds), so it lives in the
// package project, outside `npm test`.
import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { REPO } from "./buildPackage.js";

const started: ChildProcess[] = [];

afterAll(() => {
  // whatever the outcome, nothing of the command outlives the test: it runs in a process group of its own
  for (const child of started) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
});

/** Whether something answers HTTP at the URL within a second. */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

describe("npm run serve", () => {
  it("stops listening and exits when its process gets SIGTERM", async () => {
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    const child = spawn(npm, ["run", "serve"], { cwd: REPO, env: { ...process.env, PORT: "0" }, detached: true, stdio: ["ignore", "pipe", "inherit"] });
    started.push(child);
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const url = await new Promise<string>((resolve, reject) => {
      let out = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        out += chunk.toString("utf8");
        const found = /HTTP interface on (http:\/\/[^\s]+)/.exec(out);
        if (found?.[1] !== undefined) resolve(found[1]);
      });
      child.once("exit", () => reject(new Error(`npm run serve exited before listening:\n${out}`)));
    });
    const probe = `${url}/v1/me/sport/activities/RUNNING?access_token=demo-token`;
    expect(await answers(probe)).toBe(true);

    process.kill(child.pid as number, "SIGTERM");
    expect(await exited).toBe(0);
    // the server itself, not only npm, is gone: the port refuses within a few seconds
    let stillAnswers = true;
    for (let attempt = 0; attempt < 20 && stillAnswers; attempt++) {
      stillAnswers = await answers(probe);
      if (stillAnswers) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(stillAnswers).toBe(false);
  }, 120_000);
});
