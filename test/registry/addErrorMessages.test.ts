import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ADD_ERROR_MESSAGES } from "../../src/registry/addErrorMessages.js";
import { ERROR_CODE_INFO, ERROR_CODES } from "../../src/registry/errorCodes.js";
import { errorForCode } from "../../src/validate/errorForCode.js";
import { validationError } from "../../src/validate/validationError.js";
import { ADD_ERROR_MESSAGES_PATH, renderAddErrorMessages } from "../generate/generate-add-error-messages.js";

describe("ADD_ERROR_MESSAGES", () => {
  it("is what test/generate/generate-add-error-messages.ts generates from ERROR_CODES (run `npm run errors:doc`)", () => {
    expect(readFileSync(ADD_ERROR_MESSAGES_PATH, "utf8")).toBe(renderAddErrorMessages());
  });

  it("holds exactly the add-scope codes, each with its registry message", () => {
    // the Idempotency-Key codes are raised by the service before validation, so the validator bundle leaves them out
    const add = ERROR_CODES.filter((info) => info.scope === "add" && info.code !== 1300 && info.code !== 1301);
    expect(Object.keys(ADD_ERROR_MESSAGES).map(Number)).toEqual(add.map((info) => info.code));
    for (const info of add) expect(ADD_ERROR_MESSAGES[info.code as keyof typeof ADD_ERROR_MESSAGES]).toBe(info.message);
  });

  it("validationError and errorForCode give the same error for an add code; errorForCode serves every code", () => {
    expect(validationError(180, 0, [0, "timeZoneName"], "x")).toEqual(errorForCode(180, 0, [0, "timeZoneName"], "x"));
    for (const info of ERROR_CODES) expect(errorForCode(info.code, null, [], "d").message).toBe(ERROR_CODE_INFO[info.code].message);
  });
});
