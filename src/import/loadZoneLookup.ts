import { isValidTimeZone } from "../timeZone/isValidTimeZone.js";
import { peerLoader } from "./loadPeer.js";

/**
 * The IANA zone at a position: a name the validator accepts, or `undefined` where the lookup has none (a position
 * out of range, a name outside the shipped tz database release).
 */
export type ZoneAtPosition = (latitudeDeg: number, longitudeDeg: number) => string | undefined;

/** What loading the lookup gave: the lookup, or why there is none (the package is not installed). */
export type ZoneLookup = { readonly zoneAt: ZoneAtPosition } | { readonly missing: string };

/** The package's one export: `tzlookup(latitude, longitude)`, throwing a RangeError for invalid coordinates. */
type TzLookup = (latitudeDeg: number, longitudeDeg: number) => string;

/** The optional peer that maps a position to its zone: about 70 KB of JavaScript, no dependency, CC0. */
export const ZONE_LOOKUP_PACKAGE = "@photostructure/tz-lookup";

/**
 * Wraps a position-to-zone function so that it never throws and only gives names the validator accepts.
 *
 * @param lookup - `tzlookup(latitude, longitude)`.
 */
export function zoneAtPosition(lookup: TzLookup): ZoneAtPosition {
  return (latitudeDeg, longitudeDeg) => {
    if (!(Math.abs(latitudeDeg) <= 90 && Math.abs(longitudeDeg) <= 180)) return undefined;
    try {
      const name = lookup(latitudeDeg, longitudeDeg);
      return isValidTimeZone(name) ? name : undefined;
    } catch {
      return undefined;
    }
  };
}

// The specifier is a variable so that bundlers leave the import to run time: a bundle of an importer builds whether
// or not the lookup is installed (the parsers are named literally, since an importer cannot work without its own).
const specifier: string = ZONE_LOOKUP_PACKAGE;
const load = /* @__PURE__ */ peerLoader<{ default: TzLookup }>(ZONE_LOOKUP_PACKAGE, () => import(/* webpackIgnore: true */ /* @vite-ignore */ specifier));

/**
 * Loads the optional peer `@photostructure/tz-lookup` (a CommonJS module: its function is the default export of the
 * dynamic `import()`) once per process, like the parsers (`peerLoader`). Bundles do not include it: in a bundle the
 * importers fall back to the zone the file itself says, with a warning.
 *
 * @param loadModule - the loader (tests pass one that fails).
 * @returns the lookup, or why there is none.
 */
export async function loadZoneLookup(loadModule: () => Promise<{ default: TzLookup } | { detail: string }> = load): Promise<ZoneLookup> {
  const loaded = await loadModule();
  if ("detail" in loaded) return { missing: loaded.detail };
  const lookup = typeof loaded.default === "function" ? loaded.default : undefined;
  return lookup === undefined ? { missing: `"${ZONE_LOOKUP_PACKAGE}" has no default export` } : { zoneAt: zoneAtPosition(lookup) };
}
