/**
 * Writes the JSON Schema documents of `activity-fuel/schema` to schemas/*.json (one per request/response body) and
 * the OpenAPI document to schemas/openapi.json, the files the package ships as `activity-fuel/schemas/<file>`; with
 * `--check` it only compares them and exits 1 when a committed file differs (test/schema/jsonSchemas.test.ts does
 * the same in the suite).
 *
 * Usage: `npx tsx test/docs/generate-json-schemas.ts [--check]`
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { jsonSchemaDocuments } from "../../src/schema/jsonSchemas.js";
import { openApiDocument } from "../../src/schema/openApiDocument.js";

/** Directory of the committed (and shipped) documents. */
export const SCHEMA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../schemas");

/** Every shipped document by file name: the JSON Schemas and `openapi.json`. */
export function shippedDocuments(): Record<string, unknown> {
  return { ...jsonSchemaDocuments(), "openapi.json": openApiDocument() };
}

/** The text written for one document: two-space JSON and a final newline. */
export function documentText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

function main(): void {
  const check = process.argv.includes("--check");
  const stale: string[] = [];
  mkdirSync(SCHEMA_DIR, { recursive: true });
  for (const [name, document] of Object.entries(shippedDocuments())) {
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
      console.log(`wrote schemas/${name}`);
    }
  }
  if (stale.length > 0) {
    console.error(`stale JSON Schema files (run npx tsx test/docs/generate-json-schemas.ts): ${stale.join(", ")}`);
    process.exit(1);
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
