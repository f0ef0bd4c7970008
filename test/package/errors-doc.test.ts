import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALL_ERROR_CODES, ERRORS_DOC_PATH, renderErrorsDoc } from "../docs/generate-errors-doc.js";
import { EXPORT_ERROR_CODES } from "../../src/export/exportError.js";
import { IMPORT_ERROR_CODES } from "../../src/import/importError.js";
import { ERROR_CODES } from "../../src/registry/errorCodes.js";

describe("docs/errors.md", () => {
  it("is what test/docs/generate-errors-doc.ts generates from ERROR_CODES (run it after changing a code)", () => {
    expect(readFileSync(ERRORS_DOC_PATH, "utf8")).toBe(renderErrorsDoc());
  });

  it("has one row per code with its key, origin, scope and message", () => {
    const rows = renderErrorsDoc()
      .split("\n")
      .filter((line) => /^\| \d+ \| `/.test(line));
    expect(rows).toHaveLength(ERROR_CODES.length + IMPORT_ERROR_CODES.length + EXPORT_ERROR_CODES.length);
    for (const info of ALL_ERROR_CODES) {
      const row = rows.find((line) => line.startsWith(`| ${info.code} |`));
      expect(row).toContain(`\`${info.key}\``);
      expect(row).toContain(`| ${info.origin} | ${info.scope} |`);
      expect(row).toContain(info.message.replace(/\*/g, "\\*").replace(/\|/g, "\\|"));
    }
  });

  it("sorts rows by code and escapes table syntax in the text", () => {
    const doc = renderErrorsDoc([
      { code: 2, key: "B", origin: "library", scope: "http", message: "a | b", when: "x\ny" },
      { code: 1, key: "A", origin: "spec", scope: "add", message: "m", when: "*/*+json" },
    ]);
    const rows = doc.split("\n").filter((line) => /^\| \d+ \| `/.test(line));
    expect(rows).toEqual(["| 1 | `A` | spec | add | m | \\*/\\*+json |", "| 2 | `B` | library | http | a \\| b | x y |"]);
  });
});
