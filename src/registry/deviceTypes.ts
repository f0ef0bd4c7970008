/**
 * Accepted `deviceType` values (spec 2.1 gives examples only; decision D-5): the types documented for uploads
 * plus those seen in the historical service's stored data (`nike-v1-facts.md`, "Device types"). Upper case, exact.
 */
export const DEVICE_TYPES = [
  "OTHER",
  "BIKE",
  "ELLIPTICAL",
  "HEARTRATE",
  "PEDOMETER",
  "PHONE",
  "STEPPER",
  "TABLET",
  "TREADMILL",
  "WATCH",
  "WEARABLE",
  "FUELBAND",
  "FUELBAND2",
  "IPHONE",
  "IPOD",
  "SPORTWATCH",
] as const;

/** A device type name of {@link DEVICE_TYPES}. */
export type DeviceTypeName = (typeof DEVICE_TYPES)[number];

const SET: ReadonlySet<string> = /* @__PURE__ */ new Set(DEVICE_TYPES);

/**
 * Whether a value is an accepted device type (code 220 otherwise).
 *
 * @param value - any value; only exact upper-case names of {@link DEVICE_TYPES} pass.
 */
export function isDeviceType(value: unknown): value is DeviceTypeName {
  return typeof value === "string" && SET.has(value);
}
