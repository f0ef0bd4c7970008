/**
 * Writes the JSON Schema documents of `activity-fuel/schema` to schemas/*.json (draft 2020-12, one per request and
 * response body) and schemas/draft-07/*.json (the same in draft-07), and the OpenAPI document of
 * `activity-fuel/openapi` to schemas/openapi.json: the files the package ships as `activity-fuel/schemas/<file>`;
 * with `--check` it only compares them and exits 1 when a committed file differs (test/schema/jsonSchemas.test.ts
 * does the same in the suite).
 *
 * Usage: `npx tsx test/docs/generate-json-schemas.ts [--check]`
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { jsonSchemaDocuments } from "../../src/schema/jsonSchemas.js";
import { openApiDocument } from "../../src/openapi/openApiDocument.js";

/** Directory of the committed (and shipped) documents. */
export const SCHEMA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../schemas");

/** Every shipped document by path under schemas/: the JSON Schemas in both dialects and `openapi.json`. */
export function shippedDocuments(): Record<string, unknown> {
  const draft07 = Object.entries(jsonSchemaDocuments({ draft: "draft-07" })).map(([name, document]) => [`draft-07/${name}`, document]);
  return { ...jsonSchemaDocuments(), ...Object.fromEntries(draft07), "openapi.json": openApiDocument() };
}

/** The text written for one document: two-space JSON and a final newline. */
export function documentText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

function main(): void {
  const check = process.argv.includes("--check");
  const stale: string[] = [];
  for (const [name, document] of Object.entries(shippedDocuments())) {
    const file = join(SCHEMA_DIR, name);
    mkdirSync(dirname(file), { recursive: true });
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
