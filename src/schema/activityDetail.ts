import * as z from "zod";
import { activityListItemSchema } from "./activityListItem.js";

/** One interval metric series of the activity detail (spec 2.7); output type `IntervalMetric`. */
export const intervalMetricSchema = /* @__PURE__ */ (() =>
  z
    .object({
      intervalMetric: z.int().positive().meta({ description: "Interval length, in intervalUnit." }),
      intervalUnit: z.literal("SEC").meta({ description: "Interval unit, upper case." }),
      metricType: z.string().meta({ description: "Upper-case metric type, e.g. FUEL, DISTANCE." }),
      values: z
        .array(z.string())
        .meta({ description: "One value per interval, as strings; DISTANCE cumulative km; FUEL integers." }),
    })
    .meta({ description: "An interval metric series (spec 2.7)." }))();

/**
 * The activity detail (GET /me/sport/activities/{activityId}, spec 4.3); output type `ActivityDetail`: the list
 * item's fields, the device name when submitted, and the interval metric series.
 */
export const activityDetailSchema = /* @__PURE__ */ (() =>
  activityListItemSchema
    .omit({ metrics: true })
    .extend({
      deviceName: z.string().meta({ description: "Device or application name, when submitted." }).exactOptional(),
      metrics: z.array(intervalMetricSchema).meta({ description: "One series per submitted metric type, plus FUEL." }),
    })
    .meta({ description: "Activity detail with its interval metrics (spec 2.5, 2.7, 4.3)." }))();
