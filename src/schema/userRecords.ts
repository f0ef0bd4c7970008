import * as z from "zod";

/** One of a user's bests with the activity holding it; output type `RecordHolder`. */
export const recordHolderSchema = /* @__PURE__ */ (() =>
  z
    .object({
      at: z.number().positive().meta({ description: "Distance (m, best efforts) or duration (s, curves)." }),
      value: z.number().meta({ description: "Elapsed seconds (best efforts), or the curve's mean in its unit (W, km/h, bpm)." }),
      activityId: z.string().meta({ description: "The activity that holds it." }),
      startTime: z.iso.datetime().meta({ description: "Its start, ISO 8601 UTC." }),
    })
    .meta({ description: "A best, with the activity that holds it." }))();

/**
 * A user's bests over the activities of an experience type and a date range (GET /me/sport/records/{experienceType},
 * beyond the spec); output type `UserRecords`.
 *
 * @example
 * ```ts
 * // `rideId`: a one-hour ride at a steady 30 km/h; over HTTP, the JSON of GET /v1/me/sport/records/CYCLING
 * const answer = await service.getRecords(userId, "CYCLING", { startDate: "2024-01-01", endDate: "2024-12-31" });
 * if (!answer.ok) throw new Error(answer.errors[0].message);
 * const { bestEfforts } = userRecordsSchema.parse(JSON.parse(JSON.stringify(answer.value)));
 * bestEfforts.find((best) => best.at === 5000); // → { at: 5000, value: 600, activityId: rideId }
 * ```
 */
export const userRecordsSchema = /* @__PURE__ */ (() =>
  z
    .object({
      experienceType: z.string().meta({ description: "The experience type asked for." }),
      bestEfforts: z.array(recordHolderSchema).meta({ description: "Fastest time per standard distance: at metres, value seconds." }),
      watts: z.array(recordHolderSchema).meta({ description: "Highest mean power per duration: at seconds, value W." }),
      speed: z.array(recordHolderSchema).meta({ description: "Highest mean speed per duration: at seconds, value km/h." }),
      heartrate: z.array(recordHolderSchema).meta({ description: "Highest mean heart rate per duration: at seconds, value bpm." }),
    })
    .meta({ description: "A user's bests over an experience type and a date range, each with the activity that holds it." }))();
