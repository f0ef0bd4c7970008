import { importError, isImportError, type ImportError } from "../importError.js";
import type { ImportWarning } from "../importResult.js";
import { loadXmlParser } from "./loadXmlParser.js";

/**
 * A parsed XML document: elements as objects without prototype (namespace prefixes removed), attributes as
 * `@_name`, text as `#text` (or the element's value when it has neither attributes nor children), repeated
 * elements as arrays.
 */
export interface XmlDocument {
  /** The root object (`{ TrainingCenterDatabase: ... }` or `{ gpx: ... }`). */
  readonly root: Record<string, unknown>;
  /** Repairs and oddities (leading whitespace, undeclared prefixes). */
  readonly warnings: readonly ImportWarning[];
}

/** Elements that always become arrays, so one and many look alike. */
const ARRAYS: ReadonlySet<string> = /* @__PURE__ */ new Set(["Activity", "Lap", "Track", "Trackpoint", "trk", "trkseg", "trkpt"]);

/** One element being read: its object (created on its first attribute or child) and its text so far. */
interface OpenElement {
  readonly name: string;
  node: Record<string, unknown> | undefined;
  text: string;
}

function localName(name: string): string {
  const colon = name.indexOf(":");
  return colon < 0 ? name : name.slice(colon + 1);
}

function nodeOf(element: OpenElement): Record<string, unknown> {
  return (element.node ??= Object.create(null) as Record<string, unknown>);
}

function addChild(parent: Record<string, unknown>, name: string, value: unknown): void {
  const previous = parent[name];
  if (previous === undefined) parent[name] = ARRAYS.has(name) ? [value] : value;
  else if (Array.isArray(previous)) previous.push(value);
  else parent[name] = [previous, value];
}

/** saxes writes `line:column: message`; the position is read from the parser instead. */
function faultText(cause: unknown): string {
  const message = cause instanceof Error ? cause.message : String(cause);
  return message.replace(/^(?:[^\n]*?:)?\d+:\d+: /, "").replace(/\.$/, "");
}

/**
 * Parses TCX or GPX text in one pass with `saxes` (an optional peer dependency, loaded on first use), which checks
 * XML 1.0 well-formedness as it reads (decision D-114: no separate validation pass). Decision D-61: a byte-order
 * mark or whitespace before the XML declaration (Polar Flow exports) is removed with a warning; a namespace prefix
 * used but never declared (not namespace-well-formed, though well-formed XML 1.0) is read with a warning, since
 * namespaces are ignored; anything else that is not well-formed is code 1630 with the line and column of the
 * first fault, and a document cut short names where it ends and the innermost element left open.
 *
 * @param input - the document as text or UTF-8 bytes.
 * @returns the document, or an {@link ImportError} (1610 parser missing, 1630 not well-formed).
 */
export async function parseXml(input: string | Uint8Array): Promise<XmlDocument | ImportError> {
  const saxes = await loadXmlParser();
  if (isImportError(saxes)) return saxes;
  const warnings: ImportWarning[] = [];
  let text = typeof input === "string" ? input : new TextDecoder("utf-8").decode(input);
  const start = text.search(/[^\s\uFEFF]/);
  if (start < 0) return importError("XML_MALFORMED", "the document is empty");
  if (start > 0) {
    if (text.startsWith("<?xml", start)) {
      warnings.push({ key: "XML_LEADING_WHITESPACE", message: `removed ${start} characters before the XML declaration` });
    }
    text = text.slice(start);
  }

  const root = Object.create(null) as Record<string, unknown>;
  const open: OpenElement[] = [];
  const declared = new Set<string>(["xml", "xmlns"]);
  const used = new Set<string>();
  const parser = new saxes.SaxesParser({ position: true });
  parser.on("opentag", (tag) => {
    const colon = tag.name.indexOf(":");
    if (colon > 0) used.add(tag.name.slice(0, colon));
    const element: OpenElement = { name: colon < 0 ? tag.name : tag.name.slice(colon + 1), node: undefined, text: "" };
    for (const key in tag.attributes) {
      if (key === "xmlns") continue;
      if (key.startsWith("xmlns:")) declared.add(key.slice(6));
      else nodeOf(element)[`@_${localName(key)}`] = tag.attributes[key];
    }
    open.push(element);
  });
  const onText = (chunk: string): void => {
    const element = open[open.length - 1];
    if (element !== undefined) element.text += chunk;
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  parser.on("closetag", () => {
    const element = open.pop() as OpenElement;
    const text = element.text.trim();
    let value: unknown = text;
    if (element.node !== undefined) {
      if (text !== "") element.node["#text"] = text;
      value = element.node;
    }
    const parent = open[open.length - 1];
    addChild(parent === undefined ? root : nodeOf(parent), element.name, value);
  });

  let closing = false;
  try {
    parser.write(text);
    closing = true;
    parser.close();
  } catch (cause) {
    const where = `line ${parser.line}, column ${parser.column}`;
    const innermost = open[open.length - 1];
    if (closing && innermost !== undefined) {
      return importError("XML_MALFORMED", `the document ends at ${where} inside <${innermost.name}> (${open.length} elements left open): the file is cut short`);
    }
    return importError("XML_MALFORMED", `${where}: ${faultText(cause)}`);
  }
  const prefixes = [...used].filter((prefix) => !declared.has(prefix));
  if (prefixes.length > 0) {
    warnings.push({ key: "XML_UNDECLARED_PREFIX", message: `namespace prefix ${prefixes.join(", ")} is used but never declared; read anyway` });
  }
  return { root, warnings };
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
