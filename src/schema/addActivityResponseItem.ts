import * as z from "zod";
import { ACTIVITY_TYPE_NAMES } from "../registry/activityTypes.js";
import { DEVICE_TYPES } from "../registry/deviceTypes.js";
import { linkSchema } from "./link.js";
import { addMetricSummarySchema } from "./metricSummary.js";

/**
 * One item of the Add Activities response (spec 2.3); output type `AddActivityResponseItem`. No metrics array and
 * no GPS data.
 */
export const addActivityResponseItemSchema = /* @__PURE__ */ (() =>
  z
    .object({
      links: z.array(linkSchema).meta({ description: "self and gps links." }),
      activityId: z.string().meta({ description: "Identifier assigned by the service." }),
      activityType: z.enum(ACTIVITY_TYPE_NAMES).meta({ description: "As submitted." }),
      deviceName: z.string().meta({ description: "As submitted; absent when not submitted." }).exactOptional(),
      deviceType: z.enum(DEVICE_TYPES).meta({ description: "As submitted." }),
      startTime: z.int().meta({ description: "Start, epoch milliseconds, as submitted." }),
      duration: z.int().nonnegative().meta({ description: "Derived duration in milliseconds." }),
      timeZoneName: z.string().meta({ description: "IANA time zone name, as submitted." }),
      metricSummary: addMetricSummarySchema,
    })
    .meta({ description: "An activity as returned by Add Activities (spec 2.3)." }))();

/** The Add Activities response body (spec 4.1): one item per submitted activity, in request order. */
export const addActivitiesResponseSchema = /* @__PURE__ */ (() =>
  z.array(addActivityResponseItemSchema).meta({ description: "Add Activities response (spec 4.1)." }))();
