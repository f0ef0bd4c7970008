import { getActivityType } from "../registry/activityTypes.js";
import { satisfiedOptions } from "../registry/metricOptions.js";
import { metricTypeBit } from "../registry/metricTypes.js";
import { importError, type ImportError } from "./importError.js";
import type { ImportMetadata, ImportWarning } from "./importResult.js";

/** Median moving speeds (km/h) that separate walking from running and running from cycling in a guess. */
const WALK_RUN_KMH = 7.2;
const RUN_CYCLE_KMH = 15;

/** What the choice needs to know about the recording. */
export interface TypeChoiceInput {
  /** The `activityType` import option, if given. */
  readonly option?: string;
  /** The type mapped from the file's sport, if any. */
  readonly mapped?: string;
  /** Metric columns the recording can fill (before steps), e.g. `["distance", "speed", "heartrate"]`. */
  readonly columns: readonly string[];
  /** Whether the file names no sport at all (GPX without type, FIT without sport), so a guess is allowed. */
  readonly sportUnknown?: boolean;
  /** Median speed while moving (above 1 km/h), km/h, when there is a distance. */
  readonly movingSpeedKmh?: number;
}

/** The chosen type, how, and warnings. */
export interface TypeChoice {
  /** One of the 84 activity type names. */
  readonly activityType: string;
  /** How it was chosen. */
  readonly source: ImportMetadata["activityTypeSource"];
  /** Fallbacks, guesses, and the profile fields the type's options still need. */
  readonly warnings: readonly ImportWarning[];
}

const PROFILE = metricTypeBit("weight") | metricTypeBit("age");

function maskOf(columns: readonly string[]): number {
  return columns.reduce((mask, name) => mask | metricTypeBit(name), 0);
}

/** Whether some option of spec 2.8 can be completed, with weight and age from a profile if need be. */
function satisfiable(type: string, mask: number): boolean {
  return satisfiedOptions(type, mask | PROFILE).length > 0;
}

function profileWarning(type: string, mask: number): ImportWarning[] {
  if (satisfiedOptions(type, mask).length > 0) return [];
  const needs = satisfiedOptions(type, mask | PROFILE)
    .map((o) => o.metricTypes.filter((m) => m === "weight" || m === "age").join(" + "))
    .filter((s, i, all) => all.indexOf(s) === i);
  return [
    {
      key: "PROFILE_REQUIRED",
      message: `${type} is valid only with the user's ${needs.join(" or ")} from the profile (spec 2.8)`,
    },
  ];
}

function guessBySpeed(kmh: number): string {
  return kmh < WALK_RUN_KMH ? "WALK" : kmh < RUN_CYCLE_KMH ? "RUN" : "CYCLE";
}

/**
 * Chooses the activity type of an imported recording:
 * 1. the `activityType` option, when given (code 1690 if unknown, 1680 if no option of spec 2.8 can be completed);
 * 2. the type mapped from the file's sport, when its options can be completed (with weight and age from a
 *    profile); a cycling type without distance becomes STATIONARY_BIKING (indoor trainer);
 * 3. else the family's own type (HIKING → WALK, MOUNTAIN_BIKING → CYCLE, ...), when that works;
 * 4. when the file names no sport at all (a GPX track without `type`, a FIT file without sport or session), a
 *    guess from the median moving speed: below 7.2 km/h WALK, below 15 km/h RUN, else CYCLE (needs distance; a
 *    guess whose options cannot be completed, e.g. CYCLE without elevation or power, is code 1680);
 *    a sport the file does name (FIT `generic`, TCX `Other`) is never replaced by a guess;
 * 5. else OTHER when heart rate is present, else code 1680.
 * Every fallback or guess adds a warning; so does a type that needs weight or age from the profile.
 *
 * @param input - option, mapped sport, available columns, moving speed.
 */
export function chooseActivityType(input: TypeChoiceInput): TypeChoice | ImportError {
  const mask = maskOf(input.columns);
  const have = input.columns.join(", ") || "no metric columns";
  if (input.option !== undefined) {
    if (getActivityType(input.option) === undefined) {
      return importError("INVALID_IMPORT_OPTION", `activityType "${input.option}" is not one of the 84 activity types`);
    }
    if (!satisfiable(input.option, mask)) {
      return importError("NO_USABLE_METRICS", `${input.option} cannot be completed from ${have} (spec 2.8)`);
    }
    return { activityType: input.option, source: "option", warnings: profileWarning(input.option, mask) };
  }
  const warnings: ImportWarning[] = [];
  const hasDistance = input.columns.includes("distance");
  let mapped = input.mapped === undefined ? undefined : getActivityType(input.mapped);
  if (mapped !== undefined && mapped.family === "CYCLE" && !hasDistance && mapped.name !== "STATIONARY_BIKING" && mapped.name !== "SPINNING") {
    warnings.push({ key: "TYPE_FALLBACK", message: `${mapped.name} without distance is imported as STATIONARY_BIKING` });
    mapped = getActivityType("STATIONARY_BIKING");
  }
  const pick = (type: string, source: TypeChoice["source"]): TypeChoice => ({
    activityType: type,
    source,
    warnings: [...warnings, ...profileWarning(type, mask)],
  });
  if (mapped !== undefined && satisfiable(mapped.name, mask)) {
    return pick(mapped.name, warnings.length > 0 ? "fallback" : "file");
  }
  if (mapped !== undefined && mapped.family !== "OTHER" && satisfiable(mapped.family, mask)) {
    warnings.push({ key: "TYPE_FALLBACK", message: `${mapped.name} cannot be completed from ${have}; imported as ${mapped.family}` });
    return pick(mapped.family, "fallback");
  }
  if (input.sportUnknown === true && mapped === undefined && hasDistance && input.movingSpeedKmh !== undefined && satisfiable("RUN", mask)) {
    const guessed = guessBySpeed(input.movingSpeedKmh);
    const speed = `${input.movingSpeedKmh.toFixed(1)} km/h`;
    if (!satisfiable(guessed, mask)) {
      return importError("NO_USABLE_METRICS", `the file names no sport and moves like ${guessed} (${speed}), which cannot be completed from ${have}; pass activityType`);
    }
    warnings.push({
      key: "TYPE_GUESSED",
      message: `the file names no sport; guessed ${guessed} from the median moving speed ${speed} (pass activityType to choose)`,
    });
    return pick(guessed, "speed-guess");
  }
  if (satisfiable("OTHER", mask)) {
    if (mapped !== undefined) warnings.push({ key: "TYPE_FALLBACK", message: `${mapped.name} cannot be completed from ${have}; imported as OTHER` });
    return pick("OTHER", mapped === undefined ? "file" : "fallback");
  }
  const named = mapped?.name ?? "OTHER";
  return importError(
    "NO_USABLE_METRICS",
    `${named} needs calories + weight or heartrate + age (spec 2.8) and the recording has ${have}; pass activityType`,
  );
}
