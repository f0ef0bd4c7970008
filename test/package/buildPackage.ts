import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import tsupConfig from "../../tsup.config.js";

/** Root of the repository. */
export const REPO = fileURLToPath(new URL("../../", import.meta.url));

/** tsup entries (name → source path relative to the repository root). */
export type Entries = Readonly<Record<string, string>>;

/** Every entry the package publishes, read from tsup.config.ts, so the tests bundle what users install. */
export const PUBLISHED_ENTRIES: Entries = (tsupConfig as { entry: Entries }).entry;

/** Runs a command, throwing with its output when it fails. */
export function run(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  const result: SpawnSyncReturns<string> = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", npm_config_update_notifier: "false", ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed (${result.status ?? result.signal}) in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** A fresh temporary directory. */
export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `activity-fuel-${prefix}-`));
}

/**
 * Builds only `entries` with the project's tsup.config.ts options (formats, platform, target, splitting, externals)
 * into `outDir`, without declaration files: the repository's own `dist/` is never touched, and entries of areas that
 * do not exist yet or are being written by others cannot break the build.
 *
 * @param entries - entry name → source path relative to the repository root.
 * @param outDir - absolute output directory.
 */
export function buildEntries(entries: Entries, outDir: string): void {
  for (const source of Object.values(entries)) {
    if (!existsSync(join(REPO, source))) throw new Error(`entry source ${source} does not exist`);
  }
  // inside the repository (node_modules/.cache) so that the bundled config resolves `tsup` like the real one
  const cacheDir = join(REPO, "node_modules/.cache");
  mkdirSync(cacheDir, { recursive: true });
  const configDir = mkdtempSync(join(cacheDir, "activity-fuel-tsup-"));
  const config = join(configDir, "tsup.config.mjs");
  writeFileSync(
    config,
    [
      `import base from ${JSON.stringify(resolve(REPO, "tsup.config.ts"))};`,
      `const options = Array.isArray(base) ? base[0] : base;`,
      `export default {`,
      `  ...options,`,
      `  entry: ${JSON.stringify(entries)},`,
      `  outDir: ${JSON.stringify(outDir)},`,
      `  dts: false,`,
      `  sourcemap: false,`,
      `  clean: true,`,
      `  silent: true,`,
      `  onSuccess: undefined,`,
      `};`,
    ].join("\n"),
  );
  try {
    run(process.execPath, [join(REPO, "node_modules/tsup/dist/cli-default.js"), "--config", config], REPO);
  } finally {
    rmSync(configDir, { recursive: true, force: true });
  }
}

/**
 * Builds `entries` and packs the package with `npm pack` from a staging copy (package.json, README.md,
 * CHANGELOG.md when present, and the fresh dist/).
 *
 * @param entries - entry name → source path.
 * @param workDir - where to stage and pack.
 * @returns the absolute path of the tarball.
 */
export function buildAndPack(entries: Entries, workDir: string): string {
  const stage = join(workDir, "stage");
  mkdirSync(stage, { recursive: true });
  buildEntries(entries, join(stage, "dist"));
  for (const file of ["package.json", "README.md", "CHANGELOG.md", "LICENSE", "schemas", "docs"]) {
    if (existsSync(join(REPO, file))) cpSync(join(REPO, file), join(stage, file), { recursive: true, filter: (path) => !path.includes("docs/api") });
  }
  run("npm", ["pack", "--ignore-scripts", "--pack-destination", workDir], stage);
  const tarball = readdirSync(workDir).find((name) => name.endsWith(".tgz"));
  if (tarball === undefined) throw new Error("npm pack produced no tarball");
  return join(workDir, tarball);
}
