/**
 * Writes the JSON Schema documents of `activity-fuel/schema` to docs/schemas/*.json (one per request/response body),
 * or with `--check` only compares them and exits 1 when a committed file differs (test/schema/jsonSchemaFiles.test.ts
 * does the same in the suite).
 *
 * Usage: `npx tsx test/docs/generate-json-schemas.ts [--check]`
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { jsonSchemaDocuments } from "../../src/schema/jsonSchemas.js";

/** Directory of the committed documents. */
export const SCHEMA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../docs/schemas");

/** The text written for one document: two-space JSON and a final newline. */
export function documentText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

function main(): void {
  const check = process.argv.includes("--check");
  const stale: string[] = [];
  mkdirSync(SCHEMA_DIR, { recursive: true });
  for (const [name, document] of Object.entries(jsonSchemaDocuments())) {
    const file = join(SCHEMA_DIR, name);
    const text = documentText(document);
    let current: string | undefined;
    try {
      current = readFileSync(file, "utf8");
    } catch {
      current = undefined;
    }
    if (current === text) continue;
    if (check) stale.push(name);
    else {
      writeFileSync(file, text);
      console.log(`wrote docs/schemas/${name}`);
    }
  }
  if (stale.length > 0) {
    console.error(`stale JSON Schema files (run npx tsx test/docs/generate-json-schemas.ts): ${stale.join(", ")}`);
    process.exit(1);
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
