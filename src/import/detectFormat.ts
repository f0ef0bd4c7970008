import { asBytes } from "./readInput.js";

/** A recording format the importers read. */
export type RecordingFormat = "fit" | "tcx" | "gpx";

/** Result of scanning the start of an XML text: the root element's local name, "more" text needed, or not XML. */
type Scan = string | "more" | undefined;

/**
 * Skips the XML prolog (byte-order mark, whitespace, XML declaration, processing instructions, comments, a
 * doctype with or without an internal subset) and reads the root element's local name. Linear in the prolog's
 * length, however long (issue 14.13: a GPX opening with a long comment).
 */
function scanProlog(text: string, complete: boolean): Scan {
  let i = 0;
  for (;;) {
    while (i < text.length && /[\s\uFEFF]/.test(text[i] as string)) i++;
    if (i >= text.length) return complete ? undefined : "more";
    if (text[i] !== "<") return undefined;
    const end = (close: string, from: number): Scan | number => {
      const at = text.indexOf(close, from);
      return at < 0 ? (complete ? undefined : "more") : at + close.length;
    };
    let next: Scan | number;
    if (text.startsWith("<?", i)) next = end("?>", i + 2);
    else if (text.startsWith("<!--", i)) next = end("-->", i + 4);
    else if (text.startsWith("<!", i)) {
      const bracket = text.indexOf("[", i);
      const gt = text.indexOf(">", i);
      next = bracket >= 0 && (gt < 0 || bracket < gt) ? end("]", bracket) : end(">", i);
      if (typeof next === "number" && text[next - 1] === "]") next = end(">", next);
    } else {
      const name = /^<([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)/.exec(text.slice(i, i + 256));
      if (name === null) return undefined;
      if (i + name[0].length >= text.length && !complete) return "more";
      const qualified = name[1] as string;
      return qualified.slice(qualified.indexOf(":") + 1);
    }
    if (typeof next !== "number") return next;
    i = next;
  }
}

function rootName(input: string | Uint8Array): string | undefined {
  if (typeof input === "string") return scanProlog(input, true) ?? undefined;
  const decoder = new TextDecoder("utf-8");
  for (let size = 4096; ; size *= 2) {
    const complete = size >= input.length;
    const scan = scanProlog(decoder.decode(input.subarray(0, size)), complete);
    if (scan !== "more") return scan;
    if (complete) return undefined;
  }
}

/**
 * Recognises a recording by content: bytes 8–11 `.FIT` give FIT; XML whose root element is
 * `TrainingCenterDatabase` gives TCX, `gpx` GPX (namespace prefix allowed), however long the prolog before it
 * (comments, processing instructions, a doctype). Falls back to the file name's extension (`.fit`, `.tcx`,
 * `.gpx`, case-insensitive).
 *
 * @param input - the file's bytes or text (a value of another type is recognised by `fileName` only).
 * @param fileName - the file's name, if known.
 * @returns the format, or `undefined` when neither content nor name tells.
 */
export function detectFormat(input: string | Uint8Array | ArrayBuffer, fileName?: string): RecordingFormat | undefined {
  const data = typeof input === "string" ? input : asBytes(input);
  if (data !== undefined && typeof data !== "string" && data.length >= 12) {
    if (data[8] === 0x2e && data[9] === 0x46 && data[10] === 0x49 && data[11] === 0x54) return "fit";
  }
  const root = data === undefined ? undefined : rootName(data);
  if (root === "TrainingCenterDatabase") return "tcx";
  if (root === "gpx") return "gpx";
  const ext = typeof fileName === "string" ? /\.(fit|tcx|gpx)$/i.exec(fileName)?.[1]?.toLowerCase() : undefined;
  return ext as RecordingFormat | undefined;
}
