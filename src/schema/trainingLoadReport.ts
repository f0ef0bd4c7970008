import * as z from "zod";

/** One day of the fitness–fatigue model; output type `LoadDay` of `activity-fuel/analysis`. */
export const loadDaySchema = /* @__PURE__ */ (() =>
  z
    .object({
      date: z.iso.date().meta({ description: "The local date, yyyy-mm-dd." }),
      load: z.number().nonnegative().meta({ description: "The day's load: its sessions' fuel or TRIMP (0 on a day without one)." }),
      fitness: z.number().nonnegative().meta({ description: "Fitness: the loads' exponentially weighted average, 42-day time constant, after this day." }),
      fatigue: z.number().nonnegative().meta({ description: "Fatigue: the same with a 7-day time constant." }),
      form: z.number().meta({ description: "Form: fitness − fatigue at the end of the day before." }),
    })
    .meta({ description: "One local day of fitness, fatigue and form." }))();

/**
 * Fitness, fatigue and form per local day (GET /me/sport/training-load, beyond the spec); output type
 * `TrainingLoadReport`.
 *
 * @example
 * ```ts
 * // `rideId`: a ride on 2024-03-01; over HTTP, the JSON of GET /v1/me/sport/training-load?startDate=…&endDate=…
 * const answer = await service.getTrainingLoad(userId, { startDate: "2024-03-01", endDate: "2024-03-07" });
 * if (!answer.ok) throw new Error(answer.errors[0].message);
 * const { days } = trainingLoadReportSchema.parse(JSON.parse(JSON.stringify(answer.value)));
 * days.length; // → 7
 * days[0]!.form; // → 0
 * days[1]!.load; // → 0
 * ```
 */
export const trainingLoadReportSchema = /* @__PURE__ */ (() =>
  z
    .object({
      load: z.enum(["fuel", "trimp"]).meta({ description: "What a day's load is: its sessions' fuel, or their TRIMP." }),
      days: z.array(loadDaySchema).meta({ description: "One entry per local date from startDate to endDate, oldest first." }),
    })
    .meta({ description: "Fitness, fatigue and form per local day." }))();
