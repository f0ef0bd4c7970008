import { spawn } from "node:child_process";
import { writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { EXIT_OUTPUT_CLOSED } from "../../src/cli/cliIo.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "activity-fuel-epipe-"));
const bad = join(dir, "bad.json");
writeFileSync(bad, JSON.stringify(Array.from({ length: 50 }, () => ({ activityType: "RUN" }))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Runs the executable from source with its standard output a pipe whose reading end is closed before the program
 * starts writing (what `| head -1` does once it has its line), and returns its exit status and standard error.
 */
function runWithClosedOutput(args: readonly string[], input?: string): Promise<{ status: number | null; signal: string | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/main.ts", ...args], { cwd: ROOT, stdio: ["pipe", "pipe", "pipe"] });
    child.stdout.destroy();
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status, signal) => resolve({ status, signal, stderr }));
    child.stdin.end(input ?? "");
  });
}

describe("a closed standard output (`activity-fuel ... | head -1`) ends the command quietly", () => {
  const commands: [string, string[], string?][] = [
    ["validate with errors", ["validate", bad]],
    ["validate --json from standard input", ["validate", "-", "--json"], "[]"],
    ["import (the JSON body)", ["import", "examples/run_garmin-fr110_hr_smart-recording.fit", "--tz", "Europe/Paris"]],
    ["import --summary", ["import", "examples/run_garmin-connect-export_hr.gpx", "--summary"]],
    ["--help", ["--help"]],
    ["--version", ["--version"]],
  ];
  it.each(commands)("%s: exit status 141, nothing but the command's own warnings on standard error", async (_name, args, input) => {
    const { status, signal, stderr } = await runWithClosedOutput(args, input);
    expect(signal).toBeNull();
    expect(status).toBe(EXIT_OUTPUT_CLOSED);
    expect(EXIT_OUTPUT_CLOSED).toBe(128 + 13); // 128 + SIGPIPE, as a shell reports for cat
    expect(stderr).not.toMatch(/EPIPE|Error|^\s+at /m);
  }, 60_000);
});
