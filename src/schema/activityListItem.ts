import * as z from "zod";
import { STATUSES, type Status } from "../registry/statuses.js";
import { linkSchema, tagSchema } from "./link.js";
import { metricSummarySchema } from "./metricSummary.js";
import type { Paging } from "../model/activityListItem.js";

/**
 * An ISO 8601 date-time in UTC (`Z`), with or without fractional seconds: the library writes
 * `2014-12-31T23:00:00.000Z`, and reads `2014-12-31T23:00:00Z` from other servers too, since
 * spec 2.4 only says "ISO 8601, UTC".
 */
const utcTimestamp = () => z.iso.datetime();

/**
 * Status of a list item (spec 3): `NONE`, `IN_PROGRESS`, `COMPLETE`, and the spec's documented spelling
 * `COMPLETED`, read as `COMPLETE` (the spelling is ambiguous, so a reader accepts both; the
 * library writes `COMPLETE`, D-9).
 */
const statusSchema = () =>
  z
    .enum([...STATUSES, "COMPLETED"])
    .transform((status): Status => (status === "COMPLETED" ? "COMPLETE" : status))
    .meta({ description: "Lifecycle status (spec 3); COMPLETE and COMPLETED both mean finished." });

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
      startTime: utcTimestamp().meta({ description: "Start, ISO 8601 UTC, e.g. 2014-12-31T23:00:00.000Z (milliseconds optional)." }),
      activityTimeZone: z.string().meta({ description: "IANA time zone name." }),
      status: statusSchema(),
      deviceType: z.string().meta({ description: "Recording device type." }),
      metricSummary: metricSummarySchema,
      tags: z.array(tagSchema).meta({ description: "User-entered tags; may be empty." }),
      // JSON Schema: `maxItems: 0` (zod writes an invalid `prefixItems: []`; jsonSchemas.ts rewrites it)
      metrics: z.tuple([]).meta({ description: "Always empty in list responses." }),
    })
    .meta({ description: "An activity as returned in a list (spec 2.4)." }))();

/**
 * The paging links of a list page (spec 4.2); output type `Paging`: both links, `null` when there is no such page,
 * as this service writes them (and the JSON Schema requires). A page of another server without `next` reads as
 * `next: null`.
 */
export const pagingSchema = /* @__PURE__ */ (() =>
  z
    .object({
      next: z.string().nullable().meta({ description: "Relative path of the next page, with its offset; null on the last page." }).exactOptional(),
      previous: z.string().nullable().meta({ description: "Relative path of the previous page; null on the first page." }),
    })
    // other servers may leave `next` out on the last page: read as null, the model's Paging; this service always
    // writes both, which the JSON Schema (what a client may expect) says
    .transform(({ next, previous }): Paging => ({ next: next ?? null, previous }))
    .meta({ description: "Links to the neighbouring pages: both always present, null when there is no such page.", required: ["next", "previous"] }))();

/** A page of List Activities by Experience Type (spec 4.2), most recent first; output type `ActivityListPage`. */
export const activityListPageSchema = /* @__PURE__ */ (() =>
  z
    .object({
      data: z.array(activityListItemSchema).meta({ description: "The page's activities, most recent first." }),
      paging: pagingSchema,
    })
    .meta({ description: "List Activities by Experience Type response (spec 4.2)." }))();
