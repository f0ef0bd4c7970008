#!/usr/bin/env node
/**
 * The `activity-fuel` executable (package `bin`): `import` real recordings, `validate` request bodies.
 * Runs from source with `tsx src/cli/main.ts` and from the build as `dist/cli.js`.
 *
 * @packageDocumentation
 */
import { createReadStream } from "node:fs";
import { writeFile } from "node:fs/promises";
import { version } from "../../package.json";
import { readCapped } from "./readCapped.js";
import { runCli } from "./runCli.js";

void runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  readFile: (path, maxBytes) => readCapped(path === "-" ? process.stdin : createReadStream(path), maxBytes),
  writeFile: (path, text) => writeFile(path, text, "utf8"),
  now: () => Date.now(),
  version,
  errIsTTY: process.stderr.isTTY === true,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (cause: unknown) => {
    process.stderr.write(`internal error: ${cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)}\n`);
    process.exitCode = 70;
  },
);
