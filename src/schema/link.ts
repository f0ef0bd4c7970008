import * as z from "zod";

/** A related-resource link `{rel, href}` (spec 2.3, 2.4); output type `Link`. */
export const linkSchema = /* @__PURE__ */ (() =>
  z
    .object({
      rel: z.enum(["self", "gps"]).meta({ description: "self (this activity) or gps (its GPS data)." }),
      href: z.string().meta({ description: "Path relative to the service, e.g. /v1/me/sport/activities/{activityId}." }),
    })
    .meta({ description: "A related-resource link." }))();

/** A user-entered tag `{tagType, tagValue}` (spec 2.4); output type `Tag`. */
export const tagSchema = /* @__PURE__ */ (() =>
  z
    .object({
      tagType: z.string().meta({ description: "Tag type, e.g. NOTE, WEATHER, SHOES." }),
      tagValue: z.string().meta({ description: "Tag value." }),
    })
    .meta({ description: "A user-entered detail of an activity." }))();
