import type { ActivityFamily } from "./activityTypes.js";

/** How an experience type selects what a list returns (spec 4.2). */
export interface ExperienceTypeInfo {
  /** Name as used in the path, upper case. */
  readonly name: string;
  /** Other accepted spellings (FUELBAND for WRISTBAND). */
  readonly aliases: readonly string[];
  /**
   * `"activities"`: stored activities whose family is in {@link families} (all families when empty);
   * `"daily"`: one synthesized ALL_DAY record per local day with fuel de-duplicated across activities.
   */
  readonly source: "activities" | "daily";
  /** Activity families listed by an `"activities"` experience; empty means every activity. */
  readonly families: readonly ActivityFamily[];
}

/* @__NO_SIDE_EFFECTS__ */
function x<N extends string>(
  name: N,
  source: ExperienceTypeInfo["source"],
  families: readonly ActivityFamily[],
  aliases: readonly string[] = [],
): ExperienceTypeInfo & { readonly name: N } {
  return { name, aliases, source, families };
}

/**
 * Experience types (spec 4.2 names RUNNING and the wristband type adds the rest):
 * RUNNING, WALKING, CYCLING (by activity family), WRISTBAND with alias FUELBAND (ALL_DAY days), ALL (everything).
 */
export const EXPERIENCE_TYPES = [
  x("RUNNING", "activities", ["RUN"]),
  x("WALKING", "activities", ["WALK"]),
  x("CYCLING", "activities", ["CYCLE"]),
  x("WRISTBAND", "daily", [], ["FUELBAND"]),
  x("ALL", "activities", []),
] as const satisfies readonly ExperienceTypeInfo[];

/**
 * Resolves an experience type or alias, case-sensitively (upper case as in the spec's paths).
 *
 * @param name - any value, e.g. `"RUNNING"` or `"FUELBAND"`.
 * @returns the registry entry (FUELBAND gives WRISTBAND), or `undefined` for unknown names.
 */
export function getExperienceType(name: unknown): ExperienceTypeInfo | undefined {
  if (typeof name !== "string") return undefined;
  return EXPERIENCE_TYPES.find((t) => t.name === name || t.aliases.includes(name));
}
