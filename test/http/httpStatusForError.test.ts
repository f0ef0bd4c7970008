import { describe, expect, it } from "vitest";
import { httpStatusForError } from "../../src/http/httpStatusForError.js";
import { ERROR_CODES } from "../../src/registry/errorCodes.js";

describe("httpStatusForError", () => {
  it("maps the HTTP-layer codes as docs/http.md says", () => {
    const expected: [number, number][] = [
      [1200, 401], [1201, 401], [1202, 401], [1203, 400], [1204, 403], [1210, 400], [1220, 415], [1230, 413], [1240, 405], [1250, 404], [1290, 500],
    ];
    for (const [code, status] of expected) expect(httpStatusForError(code), String(code)).toBe(status);
  });

  it("answers 404 for not found or not yours (290) and no GPS data (1500)", () => {
    expect(httpStatusForError(290)).toBe(404);
    expect(httpStatusForError(1500)).toBe(404);
  });

  it("answers 409 for an ALL_DAY whose stored record of the day reaches later (1091)", () => {
    expect(httpStatusForError(1091)).toBe(409);
  });

  it("answers 422 for an idempotency key reused with another body (1301), 400 for a malformed key (1300)", () => {
    expect(httpStatusForError(1301)).toBe(422);
    expect(httpStatusForError(1300)).toBe(400);
  });

  it("answers 400 for every other Add Activities and list-query code, and for unregistered codes", () => {
    const spec = [160, 170, 180, 190, 200, 210, 220, 230, 240, 250, 260, 270, 360, 320];
    for (const code of spec) expect(httpStatusForError(code), String(code)).toBe(400);
    for (const info of ERROR_CODES) {
      if ((info.scope === "add" || info.scope === "list") && info.code !== 1301 && info.code !== 1091) expect(httpStatusForError(info.code), String(info.code)).toBe(400);
    }
    expect(httpStatusForError(99_999)).toBe(400);
  });

  it("gives every registered code a status of 400, 401, 403, 404, 405, 409, 413, 415, 422 or 500", () => {
    for (const info of ERROR_CODES) expect([400, 401, 403, 404, 405, 409, 413, 415, 422, 500]).toContain(httpStatusForError(info.code));
  });
});
