import { ERROR_CODE_INFO } from "../registry/errorCodes.js";
import { validateActivities } from "../validate/validateActivities.js";
import { toJsonPointer, type ValidationError } from "../validate/validationError.js";
import type { CliIo } from "./cliIo.js";
import { parseProfile } from "./parseProfile.js";
import { printable } from "./printable.js";

/** One error of `validate --json`. */
function jsonError(e: ValidationError): object {
  return { code: e.code, key: ERROR_CODE_INFO[e.code].key, pointer: toJsonPointer(e.path), path: e.path, message: e.message, detail: e.detail };
}

/**
 * `activity-fuel validate <file.json>`: parses the file (`-` for standard input) as JSON and validates it with the
 * profile of `--weight` and `--age`; prints `code KEY /json/pointer detail` per error, or how many activities are
 * valid; with `--json`, one JSON object `{file, valid, activities, errors: [{code, key, pointer, path, message,
 * detail}]}`. A file that cannot be read or parsed prints nothing on standard output (the reason goes to standard
 * error).
 *
 * @param file - path of the JSON body, `-` for standard input.
 * @param values - parsed options (`weight`, `age`, `json`).
 * @param io - output and file access.
 * @param maxBytes - the cap of the input (`--max-bytes`).
 * @returns the exit status: 0 valid, 1 errors (or unreadable / not JSON), 2 usage error.
 */
export async function validateCommand(
  file: string,
  values: { weight?: string; age?: string; json?: boolean },
  io: CliIo,
  maxBytes: number,
): Promise<number> {
  const profile = parseProfile(values.weight, values.age);
  if (typeof profile === "string") {
    io.err(`error: ${printable(profile)}\n`);
    return 2;
  }
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(await io.readFile(file, maxBytes))) as unknown;
  } catch (cause) {
    io.err(`error: ${printable(file)}: ${printable(cause instanceof Error ? cause.message : String(cause))}\n`);
    return 1;
  }
  const result = validateActivities(body, { nowMs: io.now(), profile });
  if (values.json === true) {
    const report = result.ok
      ? { file, valid: true, activities: result.activities.length, errors: [] }
      : { file, valid: false, activities: 0, errors: result.errors.map(jsonError) };
    io.out(JSON.stringify(report) + "\n");
    return result.ok ? 0 : 1;
  }
  if (result.ok) {
    io.out(`${printable(file)}: ${result.activities.length} ${result.activities.length === 1 ? "activity" : "activities"} valid\n`);
    return 0;
  }
  io.out(`${printable(file)}: ${result.errors.length} ${result.errors.length === 1 ? "error" : "errors"}\n`);
  for (const e of result.errors) {
    io.out(`${e.code} ${ERROR_CODE_INFO[e.code].key} ${printable(toJsonPointer(e.path) || "/")} ${printable(e.detail)}\n`);
  }
  return 1;
}
