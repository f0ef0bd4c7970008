import type { CliIo } from "../../src/cli/cliIo.js";

/** The CLI tests' clock: 2025-01-01T00:00:00Z. */
export const CLI_NOW = Date.UTC(2025, 0, 1);

/**
 * A `CliIo` over in-memory files: reads `files`, records written files and both output streams.
 *
 * @param files - file contents by path.
 * @param extra - overrides of any `CliIo` member.
 */
export function fakeIo(
  files: Record<string, Uint8Array | string>,
  extra: Partial<CliIo> = {},
): CliIo & { stdout: () => string; stderr: () => string; written: Map<string, string> } {
  let out = "";
  let err = "";
  const written = new Map<string, string>();
  return {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    readFile: async (path) => {
      const f = files[path];
      if (f === undefined) throw new Error(`ENOENT: no such file, open '${path}'`);
      return typeof f === "string" ? new TextEncoder().encode(f) : f;
    },
    writeFile: async (path, text) => void written.set(path, text),
    now: () => CLI_NOW,
    stdout: () => out,
    stderr: () => err,
    written,
    ...extra,
  };
}
