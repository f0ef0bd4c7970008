import { parseArgs } from "node:util";
import { quoteText } from "../import/quoteText.js";
import { DEFAULT_MAX_INPUT_BYTES, type CliIo } from "./cliIo.js";
import { analyzeCommand } from "./analyzeCommand.js";
import { ANALYZE_HELP, EXPORT_HELP, IMPORT_HELP, MAIN_HELP, VALIDATE_HELP } from "./helpText.js";
import { exportCommand } from "./exportCommand.js";
import { importCommand } from "./importCommand.js";
import { printable } from "./printable.js";
import { validateCommand } from "./validateCommand.js";

/** A usage error: printed with the command's help, exit status 2. */
class UsageError extends Error {}

/** `--max-bytes` as a positive safe integer, default {@link DEFAULT_MAX_INPUT_BYTES}. */
function maxBytesOf(text: string | undefined): number {
  if (text === undefined) return DEFAULT_MAX_INPUT_BYTES;
  const value = /^[0-9]+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value <= 0) throw new UsageError(`--max-bytes must be a positive integer, not "${text}"`);
  return value;
}

/** Standard input can be read once: `-` at most once among the inputs. */
function checkStdin(inputs: readonly string[]): void {
  if (inputs.filter((input) => input === "-").length > 1) throw new UsageError("standard input (-) can be read only once");
}

const COMMON_OPTIONS = {
  json: { type: "boolean" },
  "max-bytes": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/**
 * Runs the `activity-fuel` command line: `import`, `validate`, `export`, `analyze`, `help`, `--version` (see {@link MAIN_HELP}), parsed
 * with `node:util` `parseArgs`. `-` as an input reads standard input; every input is capped by `--max-bytes`
 * (default 64 MiB); `--json` gives machine-readable output on every command; failures never print on standard
 * output.
 *
 * @param argv - the arguments after the program name.
 * @param io - output and file access.
 * @returns the exit status: 0 success, 1 import or validation errors, 2 usage error (70, an internal error, is set
 *   by the executable when this rejects).
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === "--version" || command === "-V" || command === "version") {
    const version = io.version ?? "unknown";
    io.out(rest.includes("--json") ? JSON.stringify({ name: "activity-fuel", version }) + "\n" : `${version}\n`);
    return 0;
  }
  if (command === undefined || command === "help" || command === "--help" || command === "-h") {
    const topic = command === "help" ? rest[0] : undefined;
    const text = topic === "import" ? IMPORT_HELP : topic === "validate" ? VALIDATE_HELP : topic === "export" ? EXPORT_HELP : topic === "analyze" ? ANALYZE_HELP : MAIN_HELP;
    if (command === undefined) io.err(text);
    else io.out(text);
    return command === undefined ? 2 : 0;
  }
  let help = MAIN_HELP;
  try {
    if (command === "import") {
      help = IMPORT_HELP;
      const { values, positionals } = parseArgs({
        args: [...rest],
        allowPositionals: true,
        options: {
          ...COMMON_OPTIONS,
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
          chart: { type: "string" },
        },
      });
      if (values.help === true) {
        io.out(IMPORT_HELP);
        return 0;
      }
      if (positionals.length === 0) throw new UsageError("import needs at least one recording (- for standard input)");
      checkStdin(positionals);
      return await importCommand(positionals, values, io, maxBytesOf(values["max-bytes"]));
    }
    if (command === "validate") {
      help = VALIDATE_HELP;
      const { values, positionals } = parseArgs({
        args: [...rest],
        allowPositionals: true,
        options: { ...COMMON_OPTIONS, weight: { type: "string" }, age: { type: "string" } },
      });
      if (values.help === true) {
        io.out(VALIDATE_HELP);
        return 0;
      }
      if (positionals.length !== 1) throw new UsageError("validate needs exactly one JSON file (- for standard input)");
      return await validateCommand(positionals[0] as string, values, io, maxBytesOf(values["max-bytes"]));
    }
    if (command === "export") {
      help = EXPORT_HELP;
      const { values, positionals } = parseArgs({
        args: [...rest],
        allowPositionals: true,
        options: {
          ...COMMON_OPTIONS,
          format: { type: "string" },
          out: { type: "string" },
          index: { type: "string" },
          "lap-km": { type: "string" },
          "lap-minutes": { type: "string" },
        },
      });
      if (values.help === true) {
        io.out(EXPORT_HELP);
        return 0;
      }
      if (positionals.length !== 1) throw new UsageError("export needs exactly one JSON file (- for standard input)");
      return await exportCommand(positionals[0] as string, values, io, maxBytesOf(values["max-bytes"]));
    }
    if (command === "analyze") {
      help = ANALYZE_HELP;
      const { values, positionals } = parseArgs({
        args: [...rest],
        allowPositionals: true,
        options: {
          ...COMMON_OPTIONS,
          weight: { type: "string" },
          age: { type: "string" },
          sex: { type: "string" },
          "resting-hr": { type: "string" },
          "max-hr": { type: "string" },
          "threshold-hr": { type: "string" },
          ftp: { type: "string" },
          zones: { type: "string" },
          splits: { type: "string" },
        },
      });
      if (values.help === true) {
        io.out(ANALYZE_HELP);
        return 0;
      }
      if (positionals.length !== 1) throw new UsageError("analyze needs exactly one file (- for standard input)");
      return await analyzeCommand(positionals[0] as string, values, io, maxBytesOf(values["max-bytes"]));
    }
  } catch (cause) {
    const message = printable(cause instanceof Error ? cause.message : String(cause));
    // parseArgs rejects unknown options and missing values (codes ERR_PARSE_ARGS_*): a usage error, status 2;
    // anything else (an unwritable --out path, ...) is a failure of the command, status 1
    const code = (cause as { code?: unknown } | null)?.code;
    if (cause instanceof UsageError || (typeof code === "string" && code.startsWith("ERR_PARSE_ARGS"))) {
      io.err(`error: ${message}\n\n${help}`);
      return 2;
    }
    io.err(`error: ${message}\n`);
    return 1;
  }
  io.err(`error: unknown command ${quoteText(command, 200)}\n\n${MAIN_HELP}`);
  return 2;
}
