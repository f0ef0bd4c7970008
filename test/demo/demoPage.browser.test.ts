// The demo page (npm run demo, examples/demoPage.ts) in a real browser: headless Chromium (Debian's `chromium`
// package) driven by playwright-core. Every chart is drawn, nothing is logged as an error, and a screenshot is kept
// under test-output/ (a CI artefact). Chromium: ACTIVITY_FUEL_CHROMIUM (.ci/run sets it), else /usr/bin/chromium;
// without it the browser test skips with the reason, except in CI (CI=true), which installs it.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const OUT = join(ROOT, "test-output");
const CHROMIUM = process.env["ACTIVITY_FUEL_CHROMIUM"] || "/usr/bin/chromium";
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const missing = existsSync(CHROMIUM) ? undefined : `no Chromium at ${CHROMIUM} (apt-get install chromium, or set ACTIVITY_FUEL_CHROMIUM)`;
if (missing !== undefined && process.env["CI"] === "true") throw new Error(`${missing}: CI never skips the browser test`);
if (missing !== undefined) console.warn(`skipping the demo page browser test: ${missing}`);

const html = join(OUT, "demo.html");
const daySvg = join(OUT, "wristband-day.svg");

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  const tsx = join(ROOT, "node_modules/tsx/dist/cli.mjs");
  await promisify(execFile)(process.execPath, [tsx, "examples/demo.ts", "--html", html, "--day-svg", daySvg], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
}, 180_000);

it("the README's chart (docs/images/wristband-day.svg) is the demo's wristband day, byte for byte", () => {
  const committed = readFileSync(join(ROOT, "docs/images/wristband-day.svg"), "utf8");
  // regenerate with: npm run demo -- --day-svg docs/images/wristband-day.svg
  expect(readFileSync(daySvg, "utf8")).toBe(committed);
});

it("labels each recording with the zone of the place it was recorded, and draws the wristband day in the triathlon's", () => {
  const page = readFileSync(html, "utf8");
  const zoneOf = (recording: string): string[] =>
    [...page.matchAll(new RegExp(`<tr><td>${recording.replaceAll(".", "\\.")}</td><td>[A-Z_]+</td><td>[^<]*</td><td>([^<]*)</td>`, "g"))].map((m) => m[1] as string);
  expect(zoneOf("run_stryd-power_hr.fit")).toEqual(["Europe/Lisbon"]); // a run in Lisbon, not America/Denver
  expect(zoneOf("ride_garmin-edge810_vector-power_hr.fit")).toEqual(["America/St_Johns"]); // St. John's, not America/Halifax
  expect(zoneOf("triathlon_garmin-fr920xt_multisession.fit")).toEqual(Array(5).fill("Europe/Paris")); // the Landes coast, not Europe/London
  expect(page).toContain("<title>Wristband day 2018-05-27 (Europe/Paris)</title>");
});

describe.skipIf(missing !== undefined)("the demo page in headless Chromium", () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    const { chromium } = await import("playwright-core");
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("draws every chart (non-empty boxes, every series drawn), logs no error, and is kept as a screenshot", async () => {
    const page = await browser!.newPage({ viewport: { width: 1024, height: 800 } });
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("requestfailed", (request) => problems.push(`request failed: ${request.url()}`));
    await page.goto(pathToFileURL(html).href, { waitUntil: "load" });

    const charts = await page.$$eval("figure.chart svg", (svgs) =>
      svgs.map((svg) => {
        const box = svg.getBoundingClientRect();
        // a series is a line or an area (path), or a bar (rect); a zone without time has a bar of width 0 on purpose
        const series = [...svg.querySelectorAll("path.series, rect.series")].filter((el) => el.getAttribute("width") !== "0").map((el) => (el as SVGGraphicsElement).getBBox());
        return {
          name: svg.closest("figure")?.getAttribute("data-chart") ?? "",
          title: svg.querySelector("title")?.textContent ?? "",
          width: box.width,
          height: box.height,
          series: series.length,
          drawn: series.filter((b) => b.width > 0 && b.height > 0).length,
        };
      }),
    );
    // 11 activities (four one-session recordings, the triathlon's five sessions, its run uploaded again, the
    // wristband's day), the day chart, and the analysis: the power ride's heart-rate and power zones, its power and
    // heart-rate curves, and the user's fitness and fatigue over days
    expect(charts).toHaveLength(17);
    expect(charts.slice(12).map((c) => c.name)).toEqual(["zones-heart-rate", "zones-power", "curve-power", "curve-heart-rate", "training-load"]);
    for (const chart of charts) {
      expect(chart.width, chart.title).toBeGreaterThan(300);
      expect(chart.height, chart.title).toBeGreaterThan(60);
      expect(chart.series, chart.title).toBeGreaterThan(0);
      expect(chart.drawn, chart.title).toBe(chart.series);
    }
    // the day chart's total is the number the WRISTBAND list shows
    const listed = await page.getAttribute("#wristband", "data-wristband-fuel");
    const desc = await page.textContent("figure[data-chart=wristband] desc");
    expect(listed).toMatch(/^\d+$/);
    expect(desc).toContain(`: total ${listed}.`);
    // the analysis charts: each zone chart's bars hold the ride's whole time, the heart-rate curve is drawn against
    // the user's records, the training load spans six weeks around the triathlon's day, which carries its load
    const elapsedS = Number(await page.getAttribute("#analysis", "data-elapsed-s"));
    expect(elapsedS).toBeGreaterThan(3600);
    for (const name of ["zones-heart-rate", "zones-power"]) {
      const zoneDesc = (await page.textContent(`figure[data-chart=${name}] desc`)) ?? "";
      const seconds = [...zoneDesc.matchAll(/ (\d+):(\d\d):(\d\d) \(/g)].reduce((t, m) => t + Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]), 0);
      expect(seconds, name).toBe(elapsedS);
    }
    expect(await page.$$eval("figure[data-chart=curve-heart-rate] path.reference", (paths) => paths.length)).toBe(1);
    const loadDesc = (await page.textContent("figure[data-chart=training-load] desc")) ?? "";
    expect(loadDesc).toContain("2018-05-06 to 2018-06-17 (43 days)");
    expect(loadDesc).toContain("on 2018-05-27");
    await page.screenshot({ path: join(OUT, "demo-page.png"), fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });
});
