import * as z from "zod";

/** A non-negative integer written as a string, e.g. `"1234"`. */
const INTEGER_STRING = /^\d+$/;
/** A non-negative decimal number written as a string without exponent, e.g. `"5.0312"` or `"0"`. */
const DECIMAL_STRING = /^\d+(?:\.\d+)?$/;
/** A duration `H:MM:SS.mmm`, hours unbounded, e.g. `"0:32:05.321"` or `"27:00:00.000"`. */
const DURATION_STRING = /^\d+:[0-5]\d:[0-5]\d\.\d{3}$/;

/** Schema of a summary value that is a non-negative integer string. */
const integerString = (description: string) => z.string().regex(INTEGER_STRING).meta({ description });
/** Schema of a summary value that is a non-negative decimal string. */
const decimalString = (description: string) => z.string().regex(DECIMAL_STRING).meta({ description });

/**
 * The five-value `metricSummary` of the list and detail responses (spec 2.5); output type `MetricSummary`. Every
 * value is a string: calories, fuel and steps non-negative integers, distance a non-negative decimal in kilometres
 * (no exponent), duration `H:MM:SS.mmm`.
 */
export const metricSummarySchema = /* @__PURE__ */ (() =>
  z
    .object({
      calories: integerString("Energy in kcal, integer string."),
      fuel: integerString("Fuel, integer string (ALL_DAY: de-duplicated across activities)."),
      distance: decimalString("Distance in kilometres, decimal string; \"0\" without distance data."),
      steps: integerString("Steps, integer string; \"0\" without steps data."),
      duration: z
        .string()
        .regex(DURATION_STRING)
        .meta({ description: "Duration formatted Hours:Minutes:Seconds.Milliseconds, e.g. 0:32:05.321." }),
    })
    .meta({ description: "Summary values of an activity (spec 2.5); all values are strings." }))();

/**
 * The `metricSummary` of an Add Activities response item (spec 2.3): fuel, and distance when distance was
 * submitted; output type `AddMetricSummary`.
 */
export const addMetricSummarySchema = /* @__PURE__ */ (() =>
  z
    .object({
      fuel: integerString("Fuel gained during the activity, integer string."),
      distance: decimalString("Distance in kilometres, decimal string; present when distance was submitted.").exactOptional(),
    })
    .meta({ description: "Summary of an Add Activities response item: fuel and distance only (spec 2.3)." }))();
