import { STYLE } from "./chartStyle.js";
import { svgText } from "./chartText.js";

/**
 * The SVG document around a chart's body: size, font, `role="img"`, `<title>` and `<desc>`, the visible title.
 *
 * @param width - pixels.
 * @param height - pixels.
 * @param title - the chart's title (also its accessible name).
 * @param desc - its text description.
 * @param body - the drawing.
 */
export function chartFrame(width: number, height: number, title: string, desc: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" ` +
    `font-family="${STYLE.font}" font-size="11">` +
    `<title>${svgText(title)}</title><desc>${svgText(desc)}</desc>` +
    `<rect width="${width}" height="${height}" fill="${STYLE.background}"/>` +
    `<text x="${STYLE.left}" y="20" font-size="14" font-weight="600" fill="${STYLE.ink}" aria-hidden="true">${svgText(title)}</text>` +
    `${body}</svg>\n`
  );
}
