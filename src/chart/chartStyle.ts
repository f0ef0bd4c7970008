/** Fonts, colours and sizes shared by the charts (one look; nothing here changes at run time). */
export const STYLE = {
  font: "system-ui, sans-serif",
  ink: "#1f2933",
  muted: "#52606d",
  grid: "#e4e7eb",
  background: "#fff",
  left: 56,
  right: 24,
} as const;

/** Colour of each activity panel's series. */
export const SERIES_COLOURS = {
  speed: "#1f6fb4",
  heartrate: "#c62828",
  power: "#7b4fa6",
  cadence: "#138d9c",
  elevation: "#7a5c2e",
  fuel: "#2e7d32",
} as const;

/**
 * Colours of the activities of a day chart, in input order after the first (dark enough for text on white, told
 * apart also by their order in the stack and the legend); a wristband (ALL_DAY) activity is drawn grey.
 */
export const ACTIVITY_COLOURS = ["#1f6fb4", "#e0790b", "#2e7d32", "#c62828", "#7b4fa6", "#8c564b", "#c2408f", "#138d9c"] as const;

/** Colour of ALL_DAY (wristband) activities in a day chart. */
export const ALL_DAY_COLOUR = "#9aa5b1";
