import { peerLoader } from "../loadPeer.js";

/** The part of `@garmin/fitsdk` the FIT importer uses. */
export type FitSdk = typeof import("@garmin/fitsdk");

/**
 * Loads the optional peer `@garmin/fitsdk` with a dynamic `import()` (it is ESM-only; a dynamic import works from
 * both the ESM and the CJS build), once per process.
 *
 * @returns the module, or an import error with code 1610 when it is not installed.
 */
export const loadFitSdk = /* @__PURE__ */ peerLoader<FitSdk>("@garmin/fitsdk", () => import("@garmin/fitsdk"));
