// The executable as a process (tsx from source): shebang, exit status, standard input, --version, the read cap.
// In the `process` project (`npm run test:process`): starting Node costs about a second each on this machine.
import { execFile, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

describe("the activity-fuel executable", () => {
  it("runs from source with a shebang and sets the exit status", async () => {
    const main = readFileSync(ROOT + "src/cli/main.ts", "utf8");
    expect(main.startsWith("#!/usr/bin/env node\n")).toBe(true);
    const tsx = ROOT + "node_modules/tsx/dist/cli.mjs";
    const run = promisify(execFile);
    const ok = await run(process.execPath, [tsx, "src/cli/main.ts", "--help"], { cwd: ROOT });
    expect(ok.stdout).toContain("Usage:");
    const failed = await run(process.execPath, [tsx, "src/cli/main.ts", "validate", "package.json"], { cwd: ROOT }).catch((e: { code: number; stdout: string }) => e);
    expect("code" in failed && failed.code).toBe(1);
    expect(failed.stdout).toContain("1000 BODY_NOT_ARRAY /");
  });

  it("the executable reads standard input, prints its version and refuses /dev/zero past the cap", async () => {
    const tsx = ROOT + "node_modules/tsx/dist/cli.mjs";
    const pkg = JSON.parse(readFileSync(ROOT + "package.json", "utf8")) as { version: string };
    const cli = (args: string[], input?: string) =>
      spawnSync(process.execPath, [tsx, "src/cli/main.ts", ...args], { cwd: ROOT, encoding: "utf8", ...(input === undefined ? {} : { input }) });
    expect(cli(["--version"]).stdout).toBe(`${pkg.version}\n`);
    const stdin = cli(["validate", "-", "--json"], "[]");
    expect(stdin.status).toBe(1);
    expect(JSON.parse(stdin.stdout).errors[0].code).toBe(1010);
    if (existsSync("/dev/zero")) {
      const zero = cli(["validate", "/dev/zero", "--max-bytes", "1048576"]);
      expect(zero.status).toBe(1);
      expect(zero.stdout).toBe("");
      expect(zero.stderr).toContain("larger than 1048576 bytes");
    }
  });
});
