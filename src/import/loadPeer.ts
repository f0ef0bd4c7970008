import { importError, type ImportError } from "./importError.js";

/**
 * Loads an optional peer dependency once per process with the given dynamic `import()`, forgetting a failed attempt
 * so that a later call can succeed once the package is installed. Each format's loader lives in its own module
 * (`fit/loadFitSdk.ts`, `xml/loadXmlParser.ts`) so that a bundle of one format references only its own parser
 *.
 *
 * @param name - the package name, for the error detail.
 * @param load - the dynamic import, e.g. `() => import("saxes")`.
 * @returns a loader giving the module, or an {@link ImportError} with code 1610 when it cannot be loaded.
 */
export function peerLoader<T>(name: string, load: () => Promise<T>): () => Promise<T | ImportError> {
  let loading: Promise<T> | undefined;
  return async () => {
    try {
      loading ??= load();
      return await loading;
    } catch (cause) {
      loading = undefined;
      const why = cause instanceof Error ? cause.message : String(cause);
      return importError("PARSER_NOT_INSTALLED", `cannot load "${name}" (npm install ${name}): ${why}`);
    }
  };
}
