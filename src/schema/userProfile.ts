import * as z from "zod";
import { isValidTimeZone } from "../timeZone/isValidTimeZone.js";

const positive = (description: string) => z.number().positive().meta({ description }).exactOptional();

/**
 * A user profile (output type `UserProfile`). The schema accepts only meaningful values: every number finite and
 * positive, `timeZoneName` a name that `isValidTimeZone` accepts. (Services reading a stored
 * profile treat other values as unknown instead of rejecting them.)
 */
export const userProfileSchema = /* @__PURE__ */ (() =>
  z
    .object({
      weightKg: positive("Body mass in kilograms; makes the weight metric type present (spec 2.8)."),
      ageYears: positive("Age in years; makes the age metric type present (spec 2.8)."),
      sex: z.enum(["male", "female"]).meta({ description: "Sex; selects the coefficients of Banister's TRIMP, read by no fuel or calorie model." }).exactOptional(),
      restingHeartRateBpm: positive("Resting heart rate, beats per minute."),
      timeZoneName: z
        .string()
        .refine(isValidTimeZone, { error: "not an IANA time zone name" })
        .meta({ description: "Home IANA time zone of the ALL_DAY records (not expressible: known to the runtime)." })
        .exactOptional(),
      maxHeartRateBpm: positive("Maximum heart rate, beats per minute."),
      thresholdHeartRateBpm: positive("Threshold (lactate threshold) heart rate, beats per minute."),
      functionalThresholdPowerW: positive("Functional threshold power, watts."),
    })
    .meta({ description: "The user's profile; never submitted with an activity." }))();
