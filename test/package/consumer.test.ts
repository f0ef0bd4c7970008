import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RUN_FIXTURE_PATH } from "../fixtures/runFixture.js";
import { buildAndPack, PUBLISHED_ENTRIES, REPO, run, tempDir } from "./buildPackage.js";

/**
 * The package's one dependency, installed from the project's node_modules beside the tarball: `npm install
 * --offline` would otherwise need its registry document, which `npm ci` never caches (only the tarballs of the lock
 * file), so a fresh machine failed here with ENOTCACHED.
 */
const STANDARD_SCHEMA_SPEC = join(REPO, "node_modules/@standard-schema/spec");

/**
 * SLOW (about 10–60 s): the package as users get it. Builds every published entry with the project's
 * tsup options (into a temporary directory, never the repository's dist/), packs them with `npm pack`, installs the
 * tarball offline into a scratch project (zod linked from this repository), and validates the RUN fixture and broken
 * copies of it from an ES module (.mjs) and a CommonJS script (.cjs) in separate `node` processes.
 */

const ENTRIES = PUBLISHED_ENTRIES;
const SLOW_MS = 300_000;

/**
 * The README's "Standard Schema" and "JSON Schemas and the OpenAPI document" examples, as a user runs them: the
 * Standard Schema object on the fixture and a broken copy, the shipped request schema and the OpenAPI document
 * compiled by ajv (strict) and applied to the fixture and to a real list page of the handler.
 */
const README_ESM = `import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createAddActivitiesStandardSchema, createActivityService, createInMemoryActivityRepository } from "activity-fuel";
import { createActivityHandler } from "activity-fuel/http";
import requestSchema from "activity-fuel/schemas/add-activities-request.json" with { type: "json" };
import openapi from "activity-fuel/schemas/openapi.json" with { type: "json" };
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

const body = JSON.parse(readFileSync(process.argv[2], "utf8"));
const nowMs = Date.UTC(2026, 0, 1);
const broken = JSON.parse(JSON.stringify(body));
broken[0].timeZoneName = "PST";

const addActivitiesBody = createAddActivitiesStandardSchema({ nowMs, profile: { weightKg: 70, ageYears: 35 } });
const ok = addActivitiesBody["~standard"].validate(body);
const bad = addActivitiesBody["~standard"].validate(broken);

const ajv = new Ajv2020({ strict: true });
addFormats(ajv);
const isRequestBody = ajv.compile(requestSchema);
const isListPage = ajv.compile(openapi.components.schemas.ActivityListPage);

const service = createActivityService({ repository: createInMemoryActivityRepository(), clock: () => nowMs });
const handle = createActivityHandler({ service, authenticate: (token) => (token === "t" ? "u" : undefined) });
const added = await handle(new Request("http://x/v1/me/sport/activities", {
  method: "POST", headers: { authorization: "Bearer t", "content-type": "application/json" }, body: JSON.stringify(body) }));
const page = await (await handle(new Request("http://x/v1/me/sport/activities/RUNNING?access_token=t"))).json();

const cjsOpenapi = createRequire(import.meta.url)("activity-fuel/schemas/openapi.json");
const firstMigration = new URL(import.meta.resolve("activity-fuel/postgres/migrations/0001_activities.sql"));
const lastMigration = createRequire(import.meta.url).resolve("activity-fuel/postgres/migrations/0004_no_days.sql");
console.log(JSON.stringify({
  migrations: { first: readFileSync(firstMigration, "utf8").startsWith("-- activity-fuel PostgreSQL schema, migration 0001"),
    last: readFileSync(lastMigration, "utf8").includes("DROP TABLE activity_fuel_days") },
  standard: { vendor: addActivitiesBody["~standard"].vendor, value: ok.value?.length, issues: bad.issues?.map((i) => [i.code, i.path, i.message.length > 0]) },
  ajv: { fixture: isRequestBody(body), brokenActivityId: isRequestBody([{ ...body[0], activityId: "x" }]) },
  http: { added: added.status, pageValid: isListPage(page), items: page.data.length },
  openapi: { version: openapi.openapi, id: requestSchema.$id, sameForCjs: cjsOpenapi.openapi === openapi.openapi,
    paths: Object.keys(openapi.paths).length },
}));
`;

/** The README's Standard Schema example as TypeScript: the output is typed, so the types resolve for users. */
const README_TS = `import { createAddActivitiesStandardSchema } from "activity-fuel";
import type { StandardSchemaV1 } from "@standard-schema/spec";

const addActivitiesBody = createAddActivitiesStandardSchema({ profile: { weightKg: 70, ageYears: 35 } });
const result = addActivitiesBody["~standard"].validate(JSON.parse("[]"));
if (result.issues) for (const issue of result.issues) { const code: number = issue.code; console.log(code, issue.path, issue.message); }
else { const count: number = result.value.length; console.log(count, result.value[0]?.activityType); }
type Output = StandardSchemaV1.InferOutput<typeof addActivitiesBody>;
const first: Output[number]["metrics"]["intervalUnit"] = "sec";
// @ts-expect-error the output is typed: an activity has no such field
result.value?.[0]?.noSuchField;
export { first };
`;

/** The same checks, written once for ESM and once for CJS; each prints one JSON line. */
const CHECKS = `
const fixture = JSON.parse(readFileSync(process.argv[2], "utf8"));
const nowMs = Date.UTC(2026, 0, 1);
const copy = () => JSON.parse(JSON.stringify(fixture));
const codes = (body) => { const r = root.validateActivities(body, { nowMs }); return r.ok ? "ok" : r.errors.map((e) => e.code); };
const broken = {
  timeZone: (a) => { a.timeZoneName = "PST"; },
  heartRate: (a) => { a.metrics.data[3][2] = 999; },
  future: (a) => { a.startTime = nowMs + 1; },
  activityId: (a) => { a.activityId = "x"; },
  interval: (a) => { a.metrics.intervalValue = 5; },
  several: (a) => { a.deviceType = "watch"; a.metrics.data = []; },
};
const out = { fixture: codes(fixture), sameFunction: imports.fromFit === fit.fromFit,
  codeCount: root.ERROR_CODES.length, broken: {} };
for (const [name, change] of Object.entries(broken)) { const body = copy(); change(body[0]); out.broken[name] = codes(body); }
const analysed = analysis.analyzeActivity(root.validateActivities(fixture, { nowMs }).activities[0]);
out.analysis = { splits: analysed.splits.km.length, efforts: analysed.bestEfforts.map((e) => e.distanceM) };
let deepImport = "allowed";
try { resolveDeep(); } catch (error) { deepImport = error.code; }
out.deepImport = deepImport;
console.log(JSON.stringify(out));
`;

const ESM = `import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as root from "activity-fuel";
import * as imports from "activity-fuel/import";
import * as fit from "activity-fuel/import/fit";
import * as analysis from "activity-fuel/analysis";
const resolveDeep = () => createRequire(import.meta.url).resolve("activity-fuel/dist/index.js");
${CHECKS}`;

const CJS = `const { readFileSync } = require("node:fs");
const root = require("activity-fuel");
const imports = require("activity-fuel/import");
const fit = require("activity-fuel/import/fit");
const analysis = require("activity-fuel/analysis");
const resolveDeep = () => require.resolve("activity-fuel/dist/index.cjs");
${CHECKS}`;

const EXPECTED = {
  fixture: "ok",
  sameFunction: true,
  broken: {
    timeZone: [180],
    heartRate: [260],
    future: [160],
    activityId: [200],
    interval: [250],
    several: [220, 270],
  },
  // the 3.1 km run: three full kilometres and the rest; best efforts up to the mile
  analysis: { splits: 4, efforts: [400, 804.672, 1000, 1609.344] },
  deepImport: "ERR_PACKAGE_PATH_NOT_EXPORTED",
};

describe("the packed package in a scratch project [slow]", () => {
  let work = "";
  let project = "";

  beforeAll(() => {
    work = tempDir("pack");
    const tarball = buildAndPack(ENTRIES, work);
    project = join(work, "consumer");
    mkdirSync(project);
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "consumer", version: "1.0.0", private: true }));
    // offline: the package has no run-time dependency and its peers are optional; zod (the `./schema` peer) is
    // installed from this repository's node_modules so that the install also proves the peer range resolves
    run("npm", ["install", "--offline", "--no-audit", "--no-fund", "--ignore-scripts", tarball, join(REPO, "node_modules/zod"), STANDARD_SCHEMA_SPEC], project);
    writeFileSync(join(project, "check.mjs"), ESM);
    writeFileSync(join(project, "check.cjs"), CJS);
  }, SLOW_MS);

  afterAll(() => {
    if (work !== "") rmSync(work, { recursive: true, force: true });
  });

  it.each(["check.mjs", "check.cjs"])("%s validates the fixture and reports the codes of broken copies", (script) => {
    const out = JSON.parse(run(process.execPath, [script, RUN_FIXTURE_PATH], project)) as Record<string, unknown>;
    expect(out).toMatchObject(EXPECTED);
    expect(out.codeCount).toBeGreaterThanOrEqual(22);
  }, SLOW_MS);
});

describe("the README's examples in the scratch project [slow]", () => {
  let work = "";
  let project = "";

  beforeAll(() => {
    work = tempDir("readme");
    // the real build (declarations included, so that the TypeScript example is checked against what users get):
    // `npm run test:package` builds before these tests; a bare `vitest run` builds here when dist/ is missing
    if (!existsSync(join(REPO, "dist/index.d.ts"))) run("npm", ["run", "build"], REPO);
    const packed = JSON.parse(run("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", work], REPO)) as { filename: string }[];
    const tarball = join(work, packed[0]!.filename);
    project = join(work, "consumer");
    mkdirSync(project);
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "consumer", version: "1.0.0", private: true, type: "module" }));
    run("npm", ["install", "--offline", "--no-audit", "--no-fund", "--ignore-scripts", tarball,
      join(REPO, "node_modules/ajv"), join(REPO, "node_modules/ajv-formats"), STANDARD_SCHEMA_SPEC], project);
    writeFileSync(join(project, "readme.mjs"), README_ESM);
    writeFileSync(join(project, "readme.ts"), README_TS);
  }, SLOW_MS);

  afterAll(() => {
    if (work !== "") rmSync(work, { recursive: true, force: true });
  });

  it("uses the Standard Schema object, the shipped schemas, the OpenAPI document and the migration SQL as the README shows", () => {
    const out = JSON.parse(run(process.execPath, ["readme.mjs", RUN_FIXTURE_PATH], project)) as Record<string, unknown>;
    expect(out).toEqual({
      migrations: { first: true, last: true },
      standard: { vendor: "activity-fuel", value: 1, issues: [[180, [0, "timeZoneName"], true]] },
      ajv: { fixture: true, brokenActivityId: false },
      http: { added: 201, pageValid: true, items: 1 },
      openapi: {
        version: "3.1.0",
        id: "https://unpkg.com/activity-fuel/schemas/add-activities-request.json",
        sameForCjs: true,
        paths: 7, // the four activity paths of spec 4 and the three analysis routes
      },
    });
  }, SLOW_MS);

  it("type-checks the README's TypeScript against the installed declarations (@standard-schema/spec resolves)", () => {
    const tsc = join(REPO, "node_modules/typescript/bin/tsc");
    run(process.execPath, [tsc, "--noEmit", "--strict", "--module", "nodenext", "--moduleResolution", "nodenext",
      "--target", "es2022", "--lib", "es2022,dom", "readme.ts"], project);
  }, SLOW_MS);
});
