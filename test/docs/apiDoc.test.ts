// docs/api.md names what each entry exports: its list is the API reports' (written by `npm run api:doc`), and its
// table of entries has one row per entry of package.json `exports`.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CODE_ENTRIES } from "../package/apiReports.js";
import { API_DOC_PATH, renderApiSurface, withApiSurface } from "./generate-api-doc.js";

const doc = readFileSync(API_DOC_PATH, "utf8");

describe("docs/api.md", () => {
  it("lists each entry's values and types as the API reports do (run `npm run api:doc` after `npm run api:update`)", () => {
    expect(doc).toContain(renderApiSurface());
    expect(withApiSurface(doc)).toBe(doc);
  });

  it("has one row per code entry in its table of who imports what", () => {
    const table = doc.slice(doc.indexOf("## Entries"), doc.indexOf("## What each entry exports"));
    const rows = [...table.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1]!);
    expect(rows.filter((row) => !row.endsWith(".json")).sort()).toEqual(CODE_ENTRIES.map((entry) => entry.specifier).sort());
  });
});
