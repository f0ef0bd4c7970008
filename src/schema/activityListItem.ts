import * as z from "zod";
import { STATUSES } from "../registry/statuses.js";
import { linkSchema, tagSchema } from "./link.js";
import { metricSummarySchema } from "./metricSummary.js";

/** `2014-12-31T23:00:00.000Z`: ISO 8601 in UTC with milliseconds, as list items carry startTime (decision D-47). */
const utcTimestamp = () => z.iso.datetime({ precision: 3 });

/**
 * One activity of a list page (spec 2.4); output type `ActivityListItem`. `metrics` is always the empty array; the
 * ALL_DAY records of the wristband experience have this shape too.
 */
export const activityListItemSchema = /* @__PURE__ */ (() =>
  z
    .object({
      links: z.array(linkSchema).meta({ description: "Links to related resources (self, gps)." }),
      activityId: z.string().meta({ description: "Identifier." }),
      activityType: z.string().meta({ description: "Activity type (ALL_DAY for wristband days)." }),
      startTime: utcTimestamp().meta({ description: "Start, ISO 8601 UTC with milliseconds." }),
      activityTimeZone: z.string().meta({ description: "IANA time zone name." }),
      status: z.enum(STATUSES).meta({ description: "Lifecycle status (spec 3)." }),
      deviceType: z.string().meta({ description: "Recording device type." }),
      metricSummary: metricSummarySchema,
      tags: z.array(tagSchema).meta({ description: "User-entered tags; may be empty." }),
      metrics: z.tuple([]).meta({ description: "Always empty in list responses." }),
    })
    .meta({ description: "An activity as returned in a list (spec 2.4)." }))();

/** The paging links of a list page (spec 4.2); output type `Paging`. */
export const pagingSchema = /* @__PURE__ */ (() =>
  z
    .object({
      next: z.string().meta({ description: "Relative path of the next page, with its offset; absent on the last page." }).exactOptional(),
      previous: z.string().nullable().meta({ description: "Relative path of the previous page; null on the first page." }),
    })
    .meta({ description: "Links to the neighbouring pages." }))();

/** A page of List Activities by Experience Type (spec 4.2), most recent first; output type `ActivityListPage`. */
export const activityListPageSchema = /* @__PURE__ */ (() =>
  z
    .object({
      data: z.array(activityListItemSchema).meta({ description: "The page's activities, most recent first." }),
      paging: pagingSchema,
    })
    .meta({ description: "List Activities by Experience Type response (spec 4.2)." }))();
