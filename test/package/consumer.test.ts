import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RUN_FIXTURE_PATH } from "../fixtures/runFixture.js";
import { buildAndPack, PUBLISHED_ENTRIES, REPO, run, tempDir } from "./buildPackage.js";

/**
 * SLOW (about 10–60 s): the package as users get it. Builds every published entry with the project's
 * tsup options (into a temporary directory, never the repository's dist/), packs them with `npm pack`, installs the
 * tarball offline into a scratch project (zod linked from this repository), and validates the RUN fixture and broken
 * copies of it from an ES module (.mjs) and a CommonJS script (.cjs) in separate `node` processes.
 */

const ENTRIES = PUBLISHED_ENTRIES;
const SLOW_MS = 300_000;

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
const out = { fixture: codes(fixture), sameFunction: root.validateActivities === sub.validateActivities,
  codeCount: registry.ERROR_CODES.length, broken: {} };
for (const [name, change] of Object.entries(broken)) { const body = copy(); change(body[0]); out.broken[name] = codes(body); }
let deepImport = "allowed";
try { resolveDeep(); } catch (error) { deepImport = error.code; }
out.deepImport = deepImport;
console.log(JSON.stringify(out));
`;

const ESM = `import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as root from "activity-fuel";
import * as sub from "activity-fuel/validate";
import * as registry from "activity-fuel/registry";
const resolveDeep = () => createRequire(import.meta.url).resolve("activity-fuel/dist/index.js");
${CHECKS}`;

const CJS = `const { readFileSync } = require("node:fs");
const root = require("activity-fuel");
const sub = require("activity-fuel/validate");
const registry = require("activity-fuel/registry");
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
    run("npm", ["install", "--offline", "--no-audit", "--no-fund", "--ignore-scripts", tarball, join(REPO, "node_modules/zod")], project);
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
