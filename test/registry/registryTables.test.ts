import { describe, expect, it } from "vitest";
import { ACTIVITY_TYPE_COMPENDIUM } from "./activityTypeCompendium.js";
import { ACTIVITY_TYPES, ACTIVITY_TYPE_NAMES, isActivityType } from "../../src/registry/activityTypes.js";
import { DEVICE_TYPES, isDeviceType, type DeviceTypeName } from "../../src/registry/deviceTypes.js";
import { METRIC_TYPES, METRIC_TYPE_NAMES } from "../../src/registry/metricTypes.js";

/**
 * The hot tables (what the validator and the calculators bundle) and the text kept apart from them
 * describe the same things: one list of names each, in the same order.
 */
describe("registry tables kept apart stay in step", () => {
  it("METRIC_TYPE_NAMES is the names of METRIC_TYPES, in order", () => {
    expect(METRIC_TYPE_NAMES).toEqual(METRIC_TYPES.map((m) => m.name));
    expect(new Set(METRIC_TYPE_NAMES).size).toBe(16);
  });

  // the name lists are written as lower-case lines, apart from the tables and types they must match
  it("ACTIVITY_TYPE_NAMES is the names of ACTIVITY_TYPES, in order, and isActivityType accepts exactly them", () => {
    expect(ACTIVITY_TYPE_NAMES).toEqual(ACTIVITY_TYPES.map((t) => t.name));
    expect(new Set(ACTIVITY_TYPE_NAMES).size).toBe(84);
    for (const name of ACTIVITY_TYPE_NAMES) {
      expect(isActivityType(name), name).toBe(true);
      expect(isActivityType(name.toLowerCase()), name).toBe(false);
    }
    for (const other of ["", "RUNNING", "JOGGING", " RUN", "RUN ", "Run", undefined, null, 1, ["RUN"]]) expect(isActivityType(other)).toBe(false);
  });

  it("DEVICE_TYPES is the DeviceTypeName union, in the documented order, and isDeviceType accepts exactly them", () => {
    // a missing or an extra key here is a type error: the object holds the union, the test holds the list to it
    const union: Record<DeviceTypeName, true> = {
      OTHER: true,
      BIKE: true,
      ELLIPTICAL: true,
      HEARTRATE: true,
      PEDOMETER: true,
      PHONE: true,
      STEPPER: true,
      TABLET: true,
      TREADMILL: true,
      WATCH: true,
      WEARABLE: true,
      FUELBAND: true,
      FUELBAND2: true,
      IPHONE: true,
      IPOD: true,
      SPORTWATCH: true,
    };
    expect(DEVICE_TYPES).toEqual(Object.keys(union));
    for (const name of DEVICE_TYPES) {
      expect(isDeviceType(name), name).toBe(true);
      expect(isDeviceType(name.toLowerCase()), name).toBe(false);
    }
    for (const other of ["", "GARMIN", "Watch", undefined, null, 2, ["WATCH"]]) expect(isDeviceType(other)).toBe(false);
  });

  it("every activity type has exactly one Compendium entry, and the entries name no other type", () => {
    expect(Object.keys(ACTIVITY_TYPE_COMPENDIUM).sort()).toEqual([...ACTIVITY_TYPE_NAMES].sort());
    expect(ACTIVITY_TYPES).toHaveLength(84);
  });

  it("a Compendium code is five digits, and only OTHER and ALL_DAY have none", () => {
    const withoutCode = ACTIVITY_TYPE_NAMES.filter((name) => ACTIVITY_TYPE_COMPENDIUM[name].code === "");
    expect(withoutCode).toEqual(["OTHER", "ALL_DAY"]);
    for (const name of ACTIVITY_TYPE_NAMES) {
      const { code, description } = ACTIVITY_TYPE_COMPENDIUM[name];
      expect(code === "" || /^\d{5}$/.test(code), name).toBe(true);
      expect(description.length, name).toBeGreaterThan(3);
    }
  });

  it("the hot activity-type entries carry only what the validator and the calculators read", () => {
    for (const type of ACTIVITY_TYPES) expect(Object.keys(type).sort()).toEqual(["family", "met", "name"]);
    expect(ACTIVITY_TYPE_COMPENDIUM.BASKETBALL).toEqual({ code: "15055", description: "basketball, general" });
  });
});
