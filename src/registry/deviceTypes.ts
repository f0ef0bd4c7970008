import { upperCaseWords } from "./upperCaseWords.js";

/**
 * A device type name of `DEVICE_TYPES` (a test holds the two equal).
 */
export type DeviceTypeName =
  | "OTHER"
  | "BIKE"
  | "ELLIPTICAL"
  | "HEARTRATE"
  | "PEDOMETER"
  | "PHONE"
  | "STEPPER"
  | "TABLET"
  | "TREADMILL"
  | "WATCH"
  | "WEARABLE"
  | "FUELBAND"
  | "FUELBAND2"
  | "IPHONE"
  | "IPOD"
  | "SPORTWATCH";

/**
 * Accepted `deviceType` values (spec 2.1 gives examples only): the types documented for uploads
 * plus those seen in the historical service's stored data (`nike-v1-facts.md`, "Device types"). Upper case, exact:
 * `OTHER`, `BIKE`, `ELLIPTICAL`, `HEARTRATE`, `PEDOMETER`, `PHONE`, `STEPPER`, `TABLET`, `TREADMILL`, `WATCH`,
 * `WEARABLE`, `FUELBAND`, `FUELBAND2`, `IPHONE`, `IPOD`, `SPORTWATCH`, in that order. Written as one lower-case line,
 * upper-cased when the module loads (the validator bundles it).
 */
export const DEVICE_TYPES: readonly DeviceTypeName[] = /* @__PURE__ */ upperCaseWords(
  "other bike elliptical heartrate pedometer phone stepper tablet treadmill watch wearable fuelband fuelband2 iphone ipod sportwatch",
) as readonly DeviceTypeName[];

const SET: ReadonlySet<unknown> = /* @__PURE__ */ new Set(DEVICE_TYPES);

/**
 * Whether a value is an accepted device type (code 220 otherwise).
 *
 * @param value - any value; only exact upper-case names of `DEVICE_TYPES` pass.
 */
export function isDeviceType(value: unknown): value is DeviceTypeName {
  return SET.has(value);
}
