import { ACTIVITY_TYPE_NAMES, activityTypesOfFamily, type ActivityFamily } from "../registry/activityTypes.js";

/**
 * The activity types an experience lists: those of its families, or every type but ALL_DAY for none (the ALL
 * experience; wristband days have their own).
 *
 * @param families - the experience's families.
 * @returns the type names.
 */
export function typesOfFamilies(families: readonly ActivityFamily[]): readonly string[] {
  if (families.length === 0) return ACTIVITY_TYPE_NAMES.filter((name) => name !== "ALL_DAY");
  return families.flatMap((family) => activityTypesOfFamily(family));
}
