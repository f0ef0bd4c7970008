import { importError, type ImportError } from "./importError.js";

/** The part of `@garmin/fitsdk` the FIT importer uses. */
export type FitSdk = typeof import("@garmin/fitsdk");
/** The part of `fast-xml-parser` the TCX and GPX importers use. */
export type XmlParserModule = typeof import("fast-xml-parser");

let fitSdk: Promise<FitSdk> | undefined;
let xmlParser: Promise<XmlParserModule> | undefined;

async function load<T>(name: string, cached: () => Promise<T>): Promise<T | ImportError> {
  try {
    return await cached();
  } catch (cause) {
    const why = cause instanceof Error ? cause.message : String(cause);
    return importError("PARSER_NOT_INSTALLED", `cannot load "${name}" (npm install ${name}): ${why}`);
  }
}

/**
 * Loads the optional peer `@garmin/fitsdk` with a dynamic `import()` (it is ESM-only; a dynamic import works from
 * both the ESM and the CJS build of this entry, decision D-60), once per process.
 *
 * @returns the module, or an {@link ImportError} with code 1610 when it is not installed.
 */
export function loadFitSdk(): Promise<FitSdk | ImportError> {
  return load("@garmin/fitsdk", () => {
    fitSdk ??= import("@garmin/fitsdk");
    return fitSdk.catch((cause: unknown) => {
      fitSdk = undefined;
      throw cause;
    });
  });
}

/**
 * Loads the optional peer `fast-xml-parser` with a dynamic `import()`, once per process.
 *
 * @returns the module, or an {@link ImportError} with code 1610 when it is not installed.
 */
export function loadXmlParser(): Promise<XmlParserModule | ImportError> {
  return load("fast-xml-parser", () => {
    xmlParser ??= import("fast-xml-parser");
    return xmlParser.catch((cause: unknown) => {
      xmlParser = undefined;
      throw cause;
    });
  });
}
