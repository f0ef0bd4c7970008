import { importError, isImportError, type ImportError } from "../importError.js";
import type { ImportWarning } from "../importResult.js";
import { loadXmlParser } from "./loadXmlParser.js";

/**
 * A parsed XML document: the elements and attributes the format's reader uses ({@link XmlShape}), as plain objects
 * (namespace prefixes removed; their keys are only the shape's names, never the document's), attributes as
 * `@_name`, text as `#text` (or the element's value when it has neither attributes nor children), repeated elements
 * as arrays, and elements with a `build` function as what it returns.
 */
export interface XmlDocument {
  /** The root object (`{ TrainingCenterDatabase: ... }` or `{ gpx: ... }`; another root is kept, empty, by name). */
  readonly root: Record<string, unknown>;
  /** Repairs and oddities (leading whitespace, undeclared prefixes). */
  readonly warnings: readonly ImportWarning[];
}

/**
 * Which part of a document a format's reader uses: the attributes and child elements kept, by local name, each
 * child with its own shape. Everything else (waypoints, routes, metadata, unknown extensions, and every element
 * of an unexpected nesting) is read for well-formedness and then dropped, so the parsed document never costs more
 * than the data the reader takes from it.
 */
export interface XmlShape {
  /** Attributes kept, by local name. */
  readonly attributes?: readonly string[];
  /** Child elements kept, by local name. */
  readonly children?: Readonly<Record<string, XmlShape>>;
  /** Whether this element becomes an array even when it occurs once, so one and many look alike. */
  readonly many?: boolean;
  /**
   * Turns the element, as parsed, into the reader's value as soon as it closes (a track point into a sample), so
   * that its objects and text are not kept while the rest of the document is read. Called for an element with
   * kept attributes or children (an object); an empty or text-only one stays text, which readers skip.
   */
  readonly build?: (value: unknown) => unknown;
}

/**
 * The deepest nesting of elements the XML importers read: a TCX track point's speed nests 9 deep, a GPX track
 * point's heart rate 7; 32, like the JSON body's limit (`MAX_JSON_BODY_DEPTH`), leaves room for extensions. Parsing
 * stops at the 33rd level with error 1635, so a document nested millions deep costs no more than its first levels.
 */
export const MAX_XML_DEPTH = 32;

/** How many undeclared namespace prefixes the warning names. */
const MAX_NAMED_PREFIXES = 8;

/** One element being read: its name, its shape (`undefined` when it is dropped), its object and text so far. */
interface OpenElement {
  readonly name: string;
  readonly shape: XmlShape | undefined;
  node: Record<string, unknown> | undefined;
  text: string;
}

/** Thrown by the element handler to stop the parser at the depth limit (caught below, never escapes). */
const TOO_DEEP = Symbol("too deep");

function localName(name: string): string {
  const colon = name.indexOf(":");
  return colon < 0 ? name : name.slice(colon + 1);
}

function childShape(shape: XmlShape | undefined, name: string): XmlShape | undefined {
  const children = shape?.children;
  return children !== undefined && Object.hasOwn(children, name) ? children[name] : undefined;
}

function nodeOf(element: OpenElement): Record<string, unknown> {
  return (element.node ??= {});
}

function addChild(parent: Record<string, unknown>, name: string, value: unknown, many: boolean): void {
  const previous = parent[name];
  if (previous === undefined) parent[name] = many ? [value] : value;
  else if (Array.isArray(previous)) previous.push(value);
  else parent[name] = [previous, value];
}

/** saxes writes `line:column: message`; the position is read from the parser instead. */
function faultText(cause: unknown): string {
  const message = cause instanceof Error ? cause.message : String(cause);
  return message.replace(/^(?:[^\n]*?:)?\d+:\d+: /, "").replace(/\.$/, "");
}

/** The open elements as a path for a detail, e.g. `/gpx/x/x/…/x` (long names and long paths shortened). */
function pathOf(open: readonly OpenElement[]): string {
  const names = open.map((e) => (e.name.length > 32 ? `${e.name.slice(0, 32)}…` : e.name));
  const shown = names.length > 8 ? [...names.slice(0, 5), "…", ...names.slice(-2)] : names;
  return `/${shown.join("/")}`;
}

/**
 * Parses TCX or GPX text in one pass with `saxes` (an optional peer dependency, loaded on first use), which checks
 * XML 1.0 well-formedness as it reads (no separate validation pass), and keeps only what `shape`
 * names: memory stays a small multiple of the input, whatever the document holds besides. Decision D-60: a
 * byte-order mark or whitespace before the XML declaration (Polar Flow exports) is removed with a warning; a
 * namespace prefix used but not declared on the element or before it (not namespace-well-formed, though
 * well-formed XML 1.0) is read with a warning, since namespaces are ignored; anything else that is not well-formed
 * is code 1630 with the line and column of the first fault, and a document cut short names where it ends and the
 * innermost element left open. Elements nested more than {@link MAX_XML_DEPTH} deep stop the parse with code 1635.
 *
 * @param input - the document as text or UTF-8 bytes.
 * @param shape - what the format's reader uses: the root elements it accepts, under `children`.
 * @returns the document, or an {@link ImportError} (1610 parser missing, 1630 not well-formed, 1635 too deep).
 */
export async function parseXml(input: string | Uint8Array, shape: XmlShape): Promise<XmlDocument | ImportError> {
  const warnings: ImportWarning[] = [];
  let text = typeof input === "string" ? input : new TextDecoder("utf-8").decode(input);
  const saxes = await loadXmlParser();
  if (isImportError(saxes)) return saxes;
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
  const undeclared = new Set<string>();
  const parser = new saxes.SaxesParser({ position: true });
  parser.on("opentag", (tag) => {
    if (open.length >= MAX_XML_DEPTH) throw TOO_DEEP;
    for (const key in tag.attributes) {
      if (key.startsWith("xmlns:")) declared.add(key.slice(6));
    }
    const colon = tag.name.indexOf(":");
    if (colon > 0 && undeclared.size < MAX_NAMED_PREFIXES && !declared.has(tag.name.slice(0, colon))) undeclared.add(tag.name.slice(0, colon));
    const name = colon < 0 ? tag.name : tag.name.slice(colon + 1);
    const parent = open[open.length - 1];
    // the root is kept by name even when it is not the format's (its reader names it); inside, only the shape
    const kept = parent === undefined ? (childShape(shape, name) ?? {}) : childShape(parent.shape, name);
    const element: OpenElement = { name, shape: kept, node: undefined, text: "" };
    for (const attribute of kept?.attributes ?? []) {
      for (const key in tag.attributes) {
        if (localName(key) === attribute && key !== "xmlns") nodeOf(element)[`@_${attribute}`] = tag.attributes[key];
      }
    }
    open.push(element);
    listenForText();
  });
  const onText = (chunk: string): void => {
    const element = open[open.length - 1];
    if (element?.shape !== undefined) element.text += chunk;
  };
  // text is listened to only inside a kept element: without a text listener saxes checks text but does not gather
  // it, so a dropped element's text, however long or dense with entities, costs nothing to hold
  const listenForText = (): void => {
    if (open[open.length - 1]?.shape !== undefined) parser.on("text", onText);
    else parser.off("text");
  };
  parser.on("cdata", onText);
  parser.on("closetag", () => {
    const element = open.pop() as OpenElement;
    listenForText();
    if (element.shape === undefined) return;
    const text = element.text.trim();
    let value: unknown = text;
    if (element.node !== undefined) {
      if (text !== "") element.node["#text"] = text;
      value = element.node;
    }
    const parent = open[open.length - 1];
    const built = element.shape.build !== undefined && element.node !== undefined ? element.shape.build(value) : value;
    addChild(parent === undefined ? root : nodeOf(parent), element.name, built, element.shape.many === true);
  });

  let closing = false;
  try {
    parser.write(text);
    closing = true;
    parser.close();
  } catch (cause) {
    const where = `line ${parser.line}, column ${parser.column}`;
    if (cause === TOO_DEEP) {
      return importError("XML_TOO_DEEP", `${where}: elements nest more than ${MAX_XML_DEPTH} deep, at ${pathOf(open)}`);
    }
    const innermost = open[open.length - 1];
    if (closing && innermost !== undefined) {
      return importError("XML_MALFORMED", `the document ends at ${where} inside <${innermost.name}> (${open.length} elements left open): the file is cut short`);
    }
    return importError("XML_MALFORMED", `${where}: ${faultText(cause)}`);
  }
  if (undeclared.size > 0) {
    warnings.push({ key: "XML_UNDECLARED_PREFIX", message: `namespace prefix ${[...undeclared].join(", ")} is used but never declared; read anyway` });
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
