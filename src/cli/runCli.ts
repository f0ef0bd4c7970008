import { parseArgs } from "node:util";
import type { CliIo } from "./cliIo.js";
import { IMPORT_HELP, MAIN_HELP, VALIDATE_HELP } from "./helpText.js";
import { importCommand } from "./importCommand.js";
import { validateCommand } from "./validateCommand.js";

/**
 * Runs the `activity-fuel` command line: `import`, `validate`, `help` (see {@link MAIN_HELP}).
 *
 * @param argv - the arguments after the program name.
 * @param io - output and file access.
 * @returns the exit status: 0 success, 1 import or validation errors, 2 usage error.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === "help" || command === "--help" || command === "-h") {
    const topic = command === "help" ? rest[0] : undefined;
    io.out(topic === "import" ? IMPORT_HELP : topic === "validate" ? VALIDATE_HELP : MAIN_HELP);
    return command === undefined ? 2 : 0;
  }
  try {
    if (command === "import") {
      const { values, positionals } = parseArgs({
        args: [...rest],
        allowPositionals: true,
        options: {
          type: { type: "string" },
          tz: { type: "string" },
          weight: { type: "string" },
          age: { type: "string" },
          interval: { type: "string" },
          pauses: { type: "string" },
          "device-type": { type: "string" },
          lenient: { type: "boolean" },
          summary: { type: "boolean" },
          out: { type: "string" },
          help: { type: "boolean", short: "h" },
        },
      });
      if (values.help === true) {
        io.out(IMPORT_HELP);
        return 0;
      }
      if (positionals.length === 0) {
        io.err("error: import needs at least one recording\n\n" + IMPORT_HELP);
        return 2;
      }
      return await importCommand(positionals, values, io);
    }
    if (command === "validate") {
      const { values, positionals } = parseArgs({
        args: [...rest],
        allowPositionals: true,
        options: { weight: { type: "string" }, age: { type: "string" }, help: { type: "boolean", short: "h" } },
      });
      if (values.help === true) {
        io.out(VALIDATE_HELP);
        return 0;
      }
      if (positionals.length !== 1) {
        io.err("error: validate needs exactly one JSON file\n\n" + VALIDATE_HELP);
        return 2;
      }
      return await validateCommand(positionals[0] as string, values, io);
    }
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    io.err(`error: ${message}\n`);
    // parseArgs rejects unknown options and missing values (codes ERR_PARSE_ARGS_*): a usage error, status 2;
    // anything else (an unwritable --out path, ...) is a failure of the command, status 1 (decision D-67)
    const code = (cause as { code?: unknown } | null)?.code;
    return typeof code === "string" && code.startsWith("ERR_PARSE_ARGS") ? 2 : 1;
  }
  io.err(`error: unknown command "${command}"\n\n${MAIN_HELP}`);
  return 2;
}
