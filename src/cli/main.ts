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
import { EXIT_OUTPUT_CLOSED } from "./cliIo.js";
import { readCapped } from "./readCapped.js";
import { runCli } from "./runCli.js";

// A reader that stops early (`| head -1`, a pager that quits) closes the pipe: end at once and quietly, as a Unix
// tool killed by SIGPIPE does, instead of an unhandled `write EPIPE` error with its stack.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE" && stream === process.stdout) {
      process.stderr.write(`error: cannot write standard output: ${error.message}\n`);
    }
    process.exit(error.code === "EPIPE" ? EXIT_OUTPUT_CLOSED : 1);
  });
}

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
