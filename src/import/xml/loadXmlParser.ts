import { peerLoader } from "../loadPeer.js";

/** The part of `saxes` the TCX and GPX importers use. */
export type XmlParserModule = typeof import("saxes");

/**
 * Loads the optional peer `saxes` (a strict, single-pass XML parser) with a dynamic `import()`, once per process.
 *
 * @returns the module, or an import error with code 1610 when it is not installed.
 */
export const loadXmlParser = /* @__PURE__ */ peerLoader<XmlParserModule>("saxes", () => import("saxes"));
