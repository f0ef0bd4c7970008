import * as z from "zod";

const seconds = (description: string) => z.number().nonnegative().meta({ description });

/** One split per km or per mile; output type `Split` of `activity-fuel/analysis`. */
export const splitSchema = /* @__PURE__ */ (() =>
  z
    .object({
      split: z.int().positive().meta({ description: "Number of the split, from 1." }),
      distanceM: z.number().nonnegative().meta({ description: "Distance covered, metres: the split length, less for the last split." }),
      elapsedS: seconds("Elapsed time, seconds (pauses included)."),
      movingS: seconds("Moving time, seconds."),
      paceSPerKm: z.number().nonnegative().meta({ description: "Pace, seconds per km of moving time; absent without moving time." }).exactOptional(),
      averageHeartRateBpm: z.number().positive().meta({ description: "Average heart rate, bpm, over the time with a reading; absent without one." }).exactOptional(),
      elevationGainM: z.number().nonnegative().meta({ description: "Elevation gained, metres; absent without elevation." }).exactOptional(),
      fuel: z.number().nonnegative().meta({ description: "Fuel earned in the split (fractional)." }).exactOptional(),
    })
    .meta({ description: "A stretch of the activity between two distance boundaries." }))();

/** The fastest stretch over one distance; output type `BestEffort`. */
export const bestEffortSchema = /* @__PURE__ */ (() =>
  z
    .object({
      distanceM: z.number().positive().meta({ description: "The distance, metres." }),
      elapsedS: seconds("Its fastest elapsed time, seconds."),
      startS: seconds("Where that stretch starts, seconds from the activity's start."),
    })
    .meta({ description: "A best effort: the fastest elapsed time over a standard distance." }))();

/** One point of a mean-maximal curve; output type `CurvePoint`. */
export const curvePointSchema = /* @__PURE__ */ (() =>
  z
    .object({
      durationS: z.number().positive().meta({ description: "The duration, seconds." }),
      value: z.number().meta({ description: "The highest mean held for at least that duration: W, km/h or bpm." }),
      startS: seconds("Where the stretch that holds it starts, seconds from the activity's start."),
      windowS: z.number().positive().meta({ description: "That stretch's length, seconds: durationS, or a longer standard duration whose mean is higher." }),
    })
    .meta({ description: "A point of a mean-maximal curve." }))();

/** Time in each zone of one series; output type `ZoneTimes`. */
export const zoneTimesSchema = /* @__PURE__ */ (() =>
  z
    .object({
      basis: z.enum(["max", "reserve", "threshold", "ftp"]).meta({ description: "What the bounds are fractions of: HRmax, heart-rate reserve, threshold heart rate, functional threshold power." }),
      unit: z.enum(["bpm", "W"]).meta({ description: "Unit of the bounds." }),
      zones: z
        .array(
          z
            .object({
              zone: z.int().nonnegative().meta({ description: "Zone number: from 0 (below zone 1) for the %HRmax and %HRR zones, from 1 for the others." }),
              lower: z.number().nonnegative().meta({ description: "Lower bound, exclusive (0 for the first zone)." }),
              upper: z.number().nonnegative().meta({ description: "Upper bound, inclusive; absent for the top zone." }).exactOptional(),
              seconds: seconds("Time in the zone, seconds."),
            })
            .meta({ description: "One zone and the time spent in it." }),
        )
        .meta({ description: "The zones, lowest first; their seconds and noReadingS add up to the sampled span." }),
      noReadingS: seconds("Time without a reading (a heart rate of 0), seconds; 0 for power."),
    })
    .meta({ description: "Time in the zones of one series." }))();

/** `[distance or duration, value]` pairs of the records kept with an activity. */
const pairs = (description: string) => z.array(z.tuple([z.number(), z.number()])).meta({ description });

/** The compact records kept with each activity; output type `ActivityRecords`. */
export const activityRecordsSchema = /* @__PURE__ */ (() =>
  z
    .object({
      version: z.literal(1).meta({ description: "Shape version." }),
      bestEfforts: pairs("Best efforts: [distanceM, elapsedS] per standard distance covered."),
      watts: pairs("Mean-maximal power: [durationS, W]."),
      speed: pairs("Mean-maximal speed: [durationS, km/h]."),
      heartrate: pairs("Mean-maximal heart rate: [durationS, bpm]."),
      trimp: z.number().nonnegative().meta({ description: "Banister's TRIMP; absent without heart-rate analysis." }).exactOptional(),
      intensityMinutes: z.number().nonnegative().meta({ description: "Intensity minutes (moderate + 2 × vigorous); absent without heart-rate analysis." }).exactOptional(),
    })
    .meta({ description: "What the service keeps with the activity for a user's records and daily loads (values rounded)." }))();

/**
 * The analysis of one activity (GET /me/sport/activities/{activityId}/analysis, beyond the spec); output type
 * `ActivityAnalysis` of `activity-fuel/analysis`: splits, best efforts, mean-maximal curves, time in zones,
 * intensity minutes, TRIMP and the records kept with the activity. What the activity or the profile lacks is absent.
 *
 * @example
 * ```ts
 * // `rideId`: a one-hour ride at a steady 30 km/h; over HTTP, the JSON of GET /v1/me/sport/activities/{id}/analysis
 * const answer = await service.getAnalysis(userId, rideId);
 * if (!answer.ok) throw new Error(answer.errors[0].message);
 * const analysis = activityAnalysisSchema.parse(JSON.parse(JSON.stringify(answer.value)));
 * analysis.splits.km[0]?.paceSPerKm; // → 120
 * ```
 */
export const activityAnalysisSchema = /* @__PURE__ */ (() =>
  z
    .object({
      elapsedS: seconds("Elapsed time, seconds: data points × interval."),
      movingS: seconds("Moving time, seconds; absent without speed or distance.").exactOptional(),
      distanceKm: z.number().nonnegative().meta({ description: "Distance, km: the last cumulative distance; absent without distance." }).exactOptional(),
      splits: z
        .object({
          km: z.array(splitSchema).meta({ description: "Splits per kilometre." }),
          mile: z.array(splitSchema).meta({ description: "Splits per mile (1609.344 m)." }),
        })
        .meta({ description: "Splits per kilometre and per mile; empty without distance." }),
      bestEfforts: z.array(bestEffortSchema).meta({ description: "Best efforts over the standard distances the activity covers, shortest first." }),
      meanMaximal: z
        .object({
          watts: z.array(curvePointSchema).meta({ description: "Power, W." }),
          speed: z.array(curvePointSchema).meta({ description: "Speed, km/h." }),
          heartrate: z.array(curvePointSchema).meta({ description: "Heart rate, bpm." }),
        })
        .meta({ description: "Mean-maximal curves over the standard durations the activity covers; empty for a metric it lacks." }),
      zones: z
        .object({
          heartRate: zoneTimesSchema.exactOptional(),
          power: zoneTimesSchema.exactOptional(),
        })
        .meta({ description: "Time in heart-rate zones (with heart rate and a maximum heart rate or an age) and power zones (with power and a functional threshold power)." }),
      intensityMinutes: z
        .object({
          moderateMin: z.number().nonnegative().meta({ description: "Minutes at 40–59 % of the heart-rate reserve." }),
          vigorousMin: z.number().nonnegative().meta({ description: "Minutes at 60 % of the heart-rate reserve or more." }),
          totalMin: z.number().nonnegative().meta({ description: "moderateMin + 2 × vigorousMin." }),
          weeklyShare: z.number().nonnegative().meta({ description: "totalMin / 150, the WHO's weekly minimum." }),
        })
        .meta({ description: "Intensity minutes; absent without heart-rate analysis." })
        .exactOptional(),
      trimp: z
        .object({
          banister: z.number().nonnegative().meta({ description: "Banister's TRIMP." }),
          edwards: z.number().nonnegative().meta({ description: "Edwards' zonal TRIMP." }),
          coefficients: z.enum(["male", "female"]).meta({ description: "Whose coefficients Banister's TRIMP used." }),
        })
        .meta({ description: "Training impulse; absent without heart-rate analysis." })
        .exactOptional(),
      records: activityRecordsSchema,
    })
    .meta({ description: "The analysis of one activity (docs/analysis.md)." }))();
