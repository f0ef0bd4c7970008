import { ERROR_CODE_INFO } from "../registry/errorCodes.js";
import { validateActivities } from "../validate/validateActivities.js";
import { toJsonPointer } from "../validate/validationError.js";
import type { CliIo } from "./cliIo.js";
import { parseProfile } from "./parseProfile.js";

/**
 * `activity-fuel validate <file.json>`: parses the file as JSON and validates it with the profile of `--weight`
 * and `--age`; prints `code KEY /json/pointer detail` per error, or how many activities are valid.
 *
 * @param file - path of the JSON body.
 * @param values - parsed options (`weight`, `age`).
 * @param io - output and file access.
 * @returns the exit status: 0 valid, 1 errors (or unreadable / not JSON), 2 usage error.
 */
export async function validateCommand(file: string, values: { weight?: string; age?: string }, io: CliIo): Promise<number> {
  const profile = parseProfile(values.weight, values.age);
  if (typeof profile === "string") {
    io.err(`error: ${profile}\n`);
    return 2;
  }
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(await io.readFile(file))) as unknown;
  } catch (cause) {
    io.err(`error: ${file}: ${cause instanceof Error ? cause.message : String(cause)}\n`);
    return 1;
  }
  const result = validateActivities(body, { nowMs: io.now(), profile });
  if (result.ok) {
    io.out(`${file}: ${result.activities.length} ${result.activities.length === 1 ? "activity" : "activities"} valid\n`);
    return 0;
  }
  io.out(`${file}: ${result.errors.length} ${result.errors.length === 1 ? "error" : "errors"}\n`);
  for (const e of result.errors) {
    io.out(`${e.code} ${ERROR_CODE_INFO[e.code].key} ${toJsonPointer(e.path) || "/"} ${e.detail}\n`);
  }
  return 1;
}
