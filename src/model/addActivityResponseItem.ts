import type { ActivityTypeName } from "../registry/activityTypes.js";
import type { DeviceTypeName } from "../registry/deviceTypes.js";
import type { Link } from "./link.js";
import type { AddMetricSummary } from "./metricSummary.js";

/** One item of the Add Activities response (spec 2.3): no metrics array, no GPS data. */
export interface AddActivityResponseItem {
  /** `self` and `gps` links. */
  readonly links: readonly Link[];
  /** Identifier assigned by the service. */
  readonly activityId: string;
  /** As submitted. */
  readonly activityType: ActivityTypeName;
  /** As submitted (absent when not submitted). */
  readonly deviceName?: string;
  /** As submitted. */
  readonly deviceType: DeviceTypeName;
  /** Epoch milliseconds, as submitted. */
  readonly startTime: number;
  /** Derived duration in milliseconds. */
  readonly duration: number;
  /** IANA time zone name, as submitted. */
  readonly timeZoneName: string;
  /** Fuel and distance only. */
  readonly metricSummary: AddMetricSummary;
}
