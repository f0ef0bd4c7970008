// A built entry's exports bundled into one IIFE and evaluated in QuickJS (no `Intl`, no Node), beside the same
// built module in Node, so that a test can compare the two answers call by call.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { getQuickJS, type QuickJSContext } from "quickjs-emscripten";
import { buildEntries } from "./buildPackage.js";

/** One built entry loaded in QuickJS and in Node. */
export interface QuickJsEntry {
  /** The bundle QuickJS evaluated. */
  readonly bundleText: string;
  /** The QuickJS context (dispose it after the tests). */
  readonly vm: QuickJSContext;
  /** `fn(...args)` inside QuickJS, on JSON arguments, its JSON result. */
  inQuickJs(fn: string, ...args: unknown[]): unknown;
  /** The same call in Node, on the same built code, through JSON like the QuickJS one. */
  inNode(fn: string, ...args: unknown[]): unknown;
}

/**
 * Builds `source` (a file of src/) as `name` into `dist`, bundles `exports` of it (`*` or `{ a, b }`) to an IIFE for
 * es2020, and loads it in a new QuickJS context and in Node.
 */
export async function loadQuickJsEntry(dist: string, name: string, source: string, exports: string): Promise<QuickJsEntry> {
  buildEntries({ [name]: source }, dist);
  const entry = join(dist, `${name}.js`);
  const result = await build({
    stdin: { contents: `export ${exports} from ${JSON.stringify(entry)};`, resolveDir: dist, loader: "js" },
    bundle: true,
    format: "iife",
    globalName: "entry",
    platform: "neutral",
    target: "es2020",
    minify: true,
    write: false,
    logLevel: "silent",
  });
  const bundleText = result.outputFiles[0]!.text;
  const node = (await import(pathToFileURL(entry).href)) as Record<string, (...args: unknown[]) => unknown>;
  const vm = (await getQuickJS()).newContext();
  const loaded = vm.evalCode(bundleText);
  if (loaded.error) throw new Error(`QuickJS could not evaluate the bundle: ${JSON.stringify(vm.dump(loaded.error))}`);
  loaded.value.dispose();
  return {
    bundleText,
    vm,
    inQuickJs(fn, ...args) {
      const call = vm.evalCode(`JSON.stringify(entry.${fn}(...JSON.parse(${JSON.stringify(JSON.stringify(args))})))`);
      if (call.error) {
        const error = vm.dump(call.error) as unknown;
        call.error.dispose();
        throw new Error(`QuickJS: ${JSON.stringify(error)}`);
      }
      const text = vm.getString(call.value);
      call.value.dispose();
      return text === undefined ? undefined : JSON.parse(text);
    },
    inNode(fn, ...args) {
      const value = node[fn]!(...(JSON.parse(JSON.stringify(args)) as unknown[]));
      return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
    },
  };
}
