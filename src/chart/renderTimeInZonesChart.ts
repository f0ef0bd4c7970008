import type { ZoneTimes } from "../analysis/timeInZones.js";
import { chartFrame } from "./chartFrame.js";
import { STYLE } from "./chartStyle.js";
import { clock, px, svgText } from "./chartText.js";

/** Options of {@link renderTimeInZonesChart}. */
export interface TimeInZonesChartOptions {
  /** Width of the SVG, pixels, 320–2000 (default 640); the height follows from the zones. */
  readonly width?: number;
  /** The chart's title (default: `Time in heart-rate zones` or `Time in power zones`). */
  readonly title?: string;
}

/** Colours of the zones, from easy to hard (zone 0, below the first, grey). */
const ZONE_COLOURS = ["#9aa5b1", "#1f6fb4", "#138d9c", "#2e7d32", "#e0790b", "#c62828", "#7b4fa6", "#4a1d6e"] as const;
const BASIS_TEXT = { max: "% of maximum heart rate", reserve: "% of heart-rate reserve", threshold: "% of threshold heart rate", ftp: "% of functional threshold power" } as const;
const ROW = 24;
const TOP = 56;
const LABEL_WIDTH = 128;

/**
 * Renders time in zones (`timeInZones` of `activity-fuel/analysis`) as an SVG bar chart (a string, no dependency,
 * no DOM): one bar per zone, labelled with its bounds, its time (`h:mm:ss`) and its share of the time with a
 * reading; the time without a reading last, when there is any. Accessible (`role="img"`, `<title>`, a `<desc>`
 * that reads every zone) and deterministic (the same zones give the same bytes). Zones that are not of that shape
 * give a small chart that says so.
 *
 * @example
 * ```ts
 * const { heartRate } = timeInZones(stored.activity, { profile });
 * const svg = renderTimeInZonesChart(heartRate!);
 * svg.startsWith("<svg"); // → true
 * ```
 *
 * @param zones - the time in each zone of one series.
 * @param options - width and title.
 * @returns the SVG document, UTF-8 text.
 */
export function renderTimeInZonesChart(zones: ZoneTimes, options: TimeInZonesChartOptions = {}): string {
  const width = Math.round(Math.min(2000, Math.max(320, Number(options.width) || 640)));
  const power = zones?.unit === "W";
  const title = options.title ?? `Time in ${power ? "power" : "heart-rate"} zones`;
  const list = Array.isArray(zones?.zones) ? zones.zones.filter((z) => Number.isFinite(z?.seconds) && z.seconds >= 0) : [];
  if (list.length === 0) {
    const desc = "No chart: no zones to draw.";
    return chartFrame(width, 64, title, desc, `<text x="${STYLE.left}" y="44" fill="${STYLE.muted}" aria-hidden="true">${desc}</text>`);
  }
  const unit = power ? "W" : "bpm";
  const noReading = Number.isFinite(zones.noReadingS) && zones.noReadingS > 0 ? zones.noReadingS : 0;
  const withReading = list.reduce((t, z) => t + z.seconds, 0);
  const rows = list.map((z) => ({
    label: `Zone ${z.zone} ${bounds(z.lower, z.upper)} ${unit}`,
    seconds: z.seconds,
    colour: ZONE_COLOURS[Math.min(ZONE_COLOURS.length - 1, Math.max(0, z.zone))] as string,
    share: withReading > 0 ? z.seconds / withReading : 0,
  }));
  if (noReading > 0) rows.push({ label: "No reading", seconds: noReading, colour: "#e4e7eb", share: Number.NaN });
  const most = rows.reduce((m, r) => Math.max(m, r.seconds), 0);
  const barLeft = 16 + LABEL_WIDTH;
  const barSpace = width - barLeft - 104;
  let body = `<text x="${STYLE.left}" y="38" fill="${STYLE.muted}" aria-hidden="true">${svgText(`${BASIS_TEXT[zones.basis] ?? zones.basis} · ${clock(withReading, true)} with a reading`)}</text>`;
  rows.forEach((r, i) => {
    const y = TOP + i * ROW;
    const w = most > 0 ? (r.seconds / most) * barSpace : 0;
    const value = `${clock(r.seconds, true)}${Number.isNaN(r.share) ? "" : ` · ${Math.round(r.share * 100)} %`}`;
    body +=
      `<g aria-hidden="true"><text x="${barLeft - 8}" y="${y + 12}" dy="0.32em" text-anchor="end" fill="${STYLE.ink}">${svgText(r.label)}</text>` +
      `<rect class="series" x="${barLeft}" y="${y + 3}" width="${px(w)}" height="${ROW - 6}" fill="${r.colour}"/>` +
      `<text x="${px(barLeft + w + 6)}" y="${y + 12}" dy="0.32em" fill="${STYLE.muted}">${svgText(value)}</text></g>`;
  });
  const desc =
    `${title}, ${BASIS_TEXT[zones.basis] ?? zones.basis}: ` +
    rows.map((r) => `${r.label} ${clock(r.seconds, true)}${Number.isNaN(r.share) ? "" : ` (${Math.round(r.share * 100)} %)`}`).join("; ") +
    ".";
  return chartFrame(width, TOP + rows.length * ROW + 12, title, desc, body);
}

/** `101–120`, `≤ 100` or `> 180`: a zone's bounds, whole numbers. */
function bounds(lower: number, upper: number | undefined): string {
  if (upper === undefined) return `> ${Math.round(lower)}`;
  if (!(lower > 0)) return `≤ ${Math.round(upper)}`;
  return `${Math.round(lower)}–${Math.round(upper)}`;
}
