import { importError, isImportError, type ImportError } from "../importError.js";
import type { ImportWarning } from "../importResult.js";
import { loadXmlParser } from "../loadPeers.js";

/** A parsed XML document: elements as objects (namespace prefixes removed), attributes as `@_name`. */
export interface XmlDocument {
  /** The root object (`{ TrainingCenterDatabase: ... }` or `{ gpx: ... }`). */
  readonly root: Record<string, unknown>;
  /** Repairs and oddities (leading whitespace, undeclared prefixes). */
  readonly warnings: readonly ImportWarning[];
}

/** Elements that always become arrays, so one and many look alike. */
const ARRAYS: ReadonlySet<string> = /* @__PURE__ */ new Set(["Activity", "Lap", "Track", "Trackpoint", "trk", "trkseg", "trkpt"]);

function toText(input: string | Uint8Array | ArrayBuffer): string {
  return typeof input === "string" ? input : new TextDecoder("utf-8").decode(input);
}

/** Namespace prefixes used on elements but never declared with `xmlns:prefix` (e.g. `gpxdata` in mapstogpx files). */
function undeclaredPrefixes(text: string): string[] {
  const declared = new Set<string>(["xml", "xmlns"]);
  for (const m of text.matchAll(/xmlns:([A-Za-z_][\w.-]*)\s*=/g)) declared.add(m[1] as string);
  const used = new Set<string>();
  for (const m of text.matchAll(/<\/?([A-Za-z_][\w.-]*):[A-Za-z_]/g)) used.add(m[1] as string);
  return [...used].filter((p) => !declared.has(p));
}

/**
 * Checks and parses TCX or GPX text with `fast-xml-parser` (an optional peer dependency, loaded on first use).
 * Decision D-61: a byte-order mark or whitespace before the XML declaration (Polar Flow exports) is removed with a
 * warning; a namespace prefix used but never declared (not namespace-well-formed, though well-formed XML 1.0) is
 * read with a warning, since namespaces are ignored; anything else that is not well-formed is code 1630 with line
 * and column.
 *
 * @param input - the document as text or UTF-8 bytes.
 * @returns the document, or an {@link ImportError} (1610 parser missing, 1630 malformed).
 */
export async function parseXml(input: string | Uint8Array | ArrayBuffer): Promise<XmlDocument | ImportError> {
  const fxp = await loadXmlParser();
  if (isImportError(fxp)) return fxp;
  const warnings: ImportWarning[] = [];
  let text = toText(input);
  const start = text.search(/[^\s\uFEFF]/);
  if (start > 0) {
    if (text.slice(start).startsWith("<?xml")) {
      warnings.push({ key: "XML_LEADING_WHITESPACE", message: `removed ${start} characters before the XML declaration` });
    }
    text = text.slice(start);
  }
  if (start < 0) return importError("XML_MALFORMED", "the document is empty");
  const verdict = fxp.XMLValidator.validate(text);
  if (verdict !== true) {
    const { line, col, msg } = verdict.err;
    return importError("XML_MALFORMED", `line ${line}, column ${col}: ${msg}`);
  }
  const prefixes = undeclaredPrefixes(text);
  if (prefixes.length > 0) {
    warnings.push({ key: "XML_UNDECLARED_PREFIX", message: `namespace prefix ${prefixes.join(", ")} is used but never declared; read anyway` });
  }
  try {
    const parser = new fxp.XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "@_",
      removeNSPrefix: true,
      parseTagValue: false,
      parseAttributeValue: false,
      ignoreDeclaration: true,
      ignorePiTags: true,
      jPath: false,
      isArray: (name: string) => ARRAYS.has(name),
    });
    const root = parser.parse(text) as unknown;
    if (typeof root !== "object" || root === null) return importError("XML_MALFORMED", "the document has no root element");
    return { root: root as Record<string, unknown>, warnings };
  } catch (cause) {
    return importError("XML_MALFORMED", cause instanceof Error ? cause.message : String(cause));
  }
}

/**
 * A number from a parsed XML value: text, the first of repeated elements, or an element's `#text`.
 *
 * @param value - a value of the parsed document.
 */
export function xmlNumber(value: unknown): number | undefined {
  const text = xmlText(value);
  if (text === undefined || text.trim() === "") return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Text from a parsed XML value (first of repeated elements, `#text` of an element with attributes).
 *
 * @param value - a value of the parsed document.
 */
export function xmlText(value: unknown): string | undefined {
  if (Array.isArray(value)) return xmlText(value[0]);
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (typeof value === "object" && value !== null && "#text" in value) return xmlText((value as Record<string, unknown>)["#text"]);
  return undefined;
}

/**
 * A child object of a parsed element (first one when repeated), or `undefined`.
 *
 * @param value - a parsed element.
 * @param key - the child's local name.
 */
export function xmlChild(value: unknown, key: string): Record<string, unknown> | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const child = (value as Record<string, unknown>)[key];
  const first: unknown = Array.isArray(child) ? child[0] : child;
  return typeof first === "object" && first !== null ? (first as Record<string, unknown>) : undefined;
}

/**
 * The children of a parsed element under `key`, as an array (empty when absent).
 *
 * @param value - a parsed element.
 * @param key - the children's local name.
 */
export function xmlChildren(value: unknown, key: string): Record<string, unknown>[] {
  if (typeof value !== "object" || value === null) return [];
  const child = (value as Record<string, unknown>)[key];
  const list: unknown[] = Array.isArray(child) ? child : child === undefined ? [] : [child];
  return list.filter((c): c is Record<string, unknown> => typeof c === "object" && c !== null);
}
