/**
 * The demo's static HTML page (examples/demo.ts writes it; no server, no script): the imported activities with
 * their charts, a RUNNING list page, the wristband day with its chart, and the analysis of one ride (time in zones,
 * mean-maximal curves against the user's records) with the user's fitness and fatigue over days. The charts are
 * the library's SVG strings (`./chart`), inlined; every other text is escaped here.
 */
import type { ActivityAnalysis } from "../src/analysis/analyzeActivity.js";
import { renderActivityChart, renderDayChart, renderMeanMaximalChart, renderTimeInZonesChart, renderTrainingLoadChart } from "../src/chart/index.js";
import type { ActivityDetail } from "../src/model/activityDetail.js";
import type { ActivityListPage } from "../src/model/activityListItem.js";
import type { UserProfile } from "../src/model/userProfile.js";
import type { TrainingLoadReport, UserRecords } from "../src/service/analysisQueries.js";

/** What the page shows. */
export interface DemoPageInput {
  /** The demo user's profile. */
  readonly profile: UserProfile;
  /** Each added activity's detail (GET …/{id}) and the recording it came from. */
  readonly activities: readonly { readonly recording: string; readonly detail: ActivityDetail }[];
  /** A RUNNING list page and the request that returned it. */
  readonly running: { readonly request: string; readonly page: ActivityListPage };
  /** The wristband day: its local date and window, the WRISTBAND list page and the activities overlapping the day. */
  readonly wristband: {
    readonly date: string;
    readonly timeZoneName: string;
    readonly fromMs: number;
    readonly toMs: number;
    readonly request: string;
    readonly page: ActivityListPage;
    readonly activities: readonly ActivityDetail[];
  };
  /** The analyses beyond the spec, each with the request whose answer it is. */
  readonly analysis: {
    /** The analysed activity's recording. */
    readonly recording: string;
    /** `GET …/{activityId}/analysis`. */
    readonly request: string;
    /** Its answer. */
    readonly value: ActivityAnalysis;
    /** The user's records over the analysed activity's experience type. */
    readonly records: { readonly request: string; readonly value: UserRecords };
    /** The user's training load over a range of days. */
    readonly trainingLoad: { readonly request: string; readonly value: TrainingLoadReport };
  };
}

const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const html = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] as string);

const STYLE = `
  body { font: 15px/1.5 system-ui, sans-serif; color: #1f2933; margin: 0 auto; max-width: 980px; padding: 16px 24px 48px; }
  h1 { font-size: 26px; margin: 8px 0; } h2 { font-size: 20px; margin: 32px 0 8px; border-bottom: 1px solid #e4e7eb; }
  h3 { font-size: 16px; margin: 20px 0 4px; }
  table { border-collapse: collapse; margin: 8px 0; font-size: 14px; } th, td { padding: 3px 10px; text-align: left; border-bottom: 1px solid #e4e7eb; }
  td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
  figure { margin: 8px 0 16px; } figure svg { max-width: 100%; height: auto; border: 1px solid #e4e7eb; }
  figcaption { color: #52606d; font-size: 13px; }
  code, pre { font: 12px/1.4 ui-monospace, monospace; } pre { background: #f5f7fa; padding: 8px; overflow-x: auto; }
  .note { color: #52606d; }
`;

/** A list page as a table: one row per item. */
function listTable(page: ActivityListPage): string {
  if (page.data.length === 0) return `<p class="note">No records.</p>`;
  const rows = page.data.map((item) => {
    const s = item.metricSummary;
    return `<tr><td>${html(item.activityType)}</td><td>${html(item.startTime)}</td><td>${html(item.activityTimeZone)}</td><td>${html(item.status)}</td>` +
      `<td class="num">${html(s.duration)}</td><td class="num">${html(s.distance)}</td><td class="num">${html(s.steps)}</td><td class="num">${html(s.calories)}</td><td class="num">${html(s.fuel)}</td></tr>`;
  });
  return `<table><thead><tr><th>type</th><th>start (UTC)</th><th>time zone</th><th>status</th><th class="num">duration</th><th class="num">km</th><th class="num">steps</th><th class="num">kcal</th><th class="num">fuel</th></tr></thead><tbody>${rows.join("")}</tbody></table>` +
    `<p class="note">paging: <code>${html(JSON.stringify(page.paging))}</code></p>`;
}

/**
 * The wristband day's chart: the de-duplicated fuel per 5 minutes of the activities overlapping the day.
 *
 * @param day - the page input's wristband day.
 */
export function wristbandDayChart(day: DemoPageInput["wristband"]): string {
  return renderDayChart(
    { fromMs: day.fromMs, toMs: day.toMs, activities: day.activities },
    { title: `Wristband day ${day.date} (${day.timeZoneName})` },
  );
}

/** `h:mm:ss` of whole seconds. */
function clock(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 3600)}:${String(Math.floor(s / 60) % 60).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}

/** The analysis section: the activity's zones and curves, the user's records, the training load. */
function analysisSection(input: DemoPageInput["analysis"]): string {
  const { value: analysis, records, trainingLoad } = input;
  const figures: string[] = [];
  const figure = (name: string, svg: string, caption: string): void => {
    figures.push(`<figure class="chart" data-chart="${name}">${svg}<figcaption>${html(caption)}</figcaption></figure>`);
  };
  const { heartRate, power } = analysis.zones;
  if (heartRate !== undefined) {
    figure("zones-heart-rate", renderTimeInZonesChart(heartRate, { title: `Time in heart-rate zones · ${input.recording}` }), "Zones by % of the maximum heart rate (208 − 0.7 × age without a measured one).");
  }
  if (power !== undefined) {
    figure("zones-power", renderTimeInZonesChart(power, { title: `Time in power zones · ${input.recording}` }), "Zones by % of the profile's functional threshold power.");
  }
  const best = (list: UserRecords["heartrate"]) => list.map((r) => ({ durationS: r.at, value: r.value }));
  if (analysis.meanMaximal.watts.length > 0) {
    figure(
      "curve-power",
      renderMeanMaximalChart(analysis.meanMaximal.watts, { metric: "watts", title: `Power curve · ${input.recording}` }),
      "The highest mean power held for each duration, on a logarithmic duration axis.",
    );
  }
  if (analysis.meanMaximal.heartrate.length > 0) {
    figure(
      "curve-heart-rate",
      renderMeanMaximalChart(analysis.meanMaximal.heartrate, { metric: "heartrate", reference: best(records.value.heartrate), referenceLabel: `Best of the user's ${records.value.experienceType} activities`, title: `Heart-rate curve · ${input.recording}` }),
      "The highest mean heart rate held for each duration; dashed, the user's records, held by other activities where they lie above.",
    );
  }
  const days = trainingLoad.value.days;
  figure(
    "training-load",
    renderTrainingLoadChart(days, { loadName: trainingLoad.value.load }),
    `Each day's load is the ${trainingLoad.value.load} of its sessions; fitness and fatigue are its 42-day and 7-day exponentially weighted averages, form their difference the day before.`,
  );
  const efforts = records.value.bestEfforts.map(
    (r) => `<tr><td class="num">${html(String(r.at))}</td><td class="num">${html(clock(r.value))}</td><td>${html(r.activityId)}</td><td>${html(r.startTime)}</td></tr>`,
  );
  const facts = [
    analysis.distanceKm === undefined ? "" : `${analysis.distanceKm.toFixed(2)} km`,
    `elapsed ${clock(analysis.elapsedS)}`,
    analysis.movingS === undefined ? "" : `moving ${clock(analysis.movingS)}`,
    analysis.trimp === undefined ? "" : `TRIMP ${analysis.trimp.banister.toFixed(0)} (Edwards ${analysis.trimp.edwards.toFixed(0)})`,
    analysis.intensityMinutes === undefined ? "" : `${analysis.intensityMinutes.totalMin.toFixed(0)} intensity minutes`,
  ].filter((f) => f !== "");
  return `<section id="analysis" data-elapsed-s="${html(String(analysis.elapsedS))}">
<h2>Analysis (beyond the spec)</h2>
<p><code>GET ${html(input.request)}</code>: ${html(input.recording)}, ${html(facts.join(", "))}.</p>
${figures.slice(0, -1).join("\n")}
<p><code>GET ${html(records.request)}</code>: the user's best efforts, each with the activity that holds it.</p>
${efforts.length === 0 ? `<p class="note">No best efforts.</p>` : `<table><thead><tr><th class="num">metres</th><th class="num">time</th><th>activity</th><th>start (UTC)</th></tr></thead><tbody>${efforts.join("")}</tbody></table>`}
<p><code>GET ${html(trainingLoad.request)}</code>: the user's fitness and fatigue over days.</p>
${figures.at(-1) ?? ""}
</section>`;
}

/**
 * The whole page, one self-contained HTML document.
 *
 * @param input - what to show.
 */
export function renderDemoPage(input: DemoPageInput): string {
  const { profile, activities, running, wristband, analysis } = input;
  const summary = activities.map(({ recording, detail }) => {
    const s = detail.metricSummary;
    return `<tr><td>${html(recording)}</td><td>${html(detail.activityType)}</td><td>${html(detail.startTime)}</td><td>${html(detail.activityTimeZone)}</td><td class="num">${html(s.duration)}</td><td class="num">${html(s.distance)}</td><td class="num">${html(s.fuel)}</td></tr>`;
  });
  const charts = activities.map(({ recording, detail }, i) =>
    `<figure class="chart" data-chart="activity-${i + 1}">${renderActivityChart(detail, { title: `${detail.activityType} · ${recording}` })}` +
      `<figcaption>${html(detail.activityType)} from ${html(recording)}: ${html(detail.metrics.length.toString())} interval series of ${html(String(detail.metrics[0]?.values.length ?? 0))} points.</figcaption></figure>`,
  );
  const dayFuel = wristband.page.data[0]?.metricSummary.fuel ?? "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>activity-fuel demo</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>activity-fuel demo</h1>
<p>Real recordings from <code>examples/</code> imported with <code>activity-fuel/import</code>, added through the service
(in-memory repository) for a user with the profile <code>${html(JSON.stringify(profile))}</code>, read back and drawn
with <code>activity-fuel/chart</code>. Written by <code>npm run demo</code>; a static page, no server.</p>
</header>
<main>
<section id="activities">
<h2>The imported activities</h2>
<table><thead><tr><th>recording</th><th>type</th><th>start (UTC)</th><th>time zone</th><th class="num">duration</th><th class="num">km</th><th class="num">fuel</th></tr></thead><tbody>${summary.join("")}</tbody></table>
${charts.join("\n")}
</section>
<section id="running">
<h2>RUNNING</h2>
<p><code>GET ${html(running.request)}</code></p>
${listTable(running.page)}
</section>
<section id="wristband" data-wristband-fuel="${html(dayFuel)}">
<h2>The wristband day</h2>
<p><code>GET ${html(wristband.request)}</code>: the user's ALL_DAY activity of ${html(wristband.date)}, its fuel
de-duplicated across the ${wristband.activities.length} activities of the day (a minute counts once, at the highest fuel rate).</p>
${listTable(wristband.page)}
<figure class="chart" data-chart="wristband">${wristbandDayChart(wristband)}<figcaption>Each bar is 5 minutes of the day; its colours show
which activity that fuel counts for.</figcaption></figure>
</section>
${analysisSection(analysis)}
</main>
</body>
</html>
`;
}
