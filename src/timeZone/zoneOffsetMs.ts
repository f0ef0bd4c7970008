import { createZoneOffsets } from "./createZoneOffsets.js";
import type { ZoneOffsetSource } from "./intlZoneOffsetSource.js";

/**
 * The UTC offset of an IANA time zone at an instant, in ms (local wall time = instant + offset), from the
 * runtime's `Intl` through one shared {@link createZoneOffsets} cache: what the local days of the service and the
 * repositories use until they take a `ZoneOffsetSource` of their own. There is no way to change its source.
 *
 * @example
 * ```ts
 * zoneOffsetMs("Europe/Paris", Date.UTC(2024, 6, 1)); // 7_200_000
 * ```
 */
export const zoneOffsetMs: ZoneOffsetSource = /* @__PURE__ */ createZoneOffsets();
