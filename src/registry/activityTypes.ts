import { upperCaseWords } from "./upperCaseWords.js";

/**
 * Family of an activity type: selects the fuel model when distance-based metrics are present (RUN and WALK use
 * the ACSM gait equations, CYCLE the cycling power models). Everything else is OTHER.
 */
export type ActivityFamily = "RUN" | "WALK" | "CYCLE" | "OTHER";

/**
 * One activity type of spec 2.6, as data: what the validator and the fuel models read. The Compendium code and
 * description that document each {@link ActivityTypeInfo.met | met} value live in `ACTIVITY_TYPE_COMPENDIUM`
 * (`activity-fuel/registry`), which only documentation and tools import, so that they stay out of bundles of the
 * validator and the calculators (decision D-113).
 */
export interface ActivityTypeInfo {
  /** Name as submitted in `activityType`, upper case, spec spelling (e.g. `SKATEBOARD`). */
  readonly name: string;
  /** Fuel-model family. */
  readonly family: ActivityFamily;
  /**
   * Gross intensity in MET (1 MET = 3.5 ml O2/kg/min) from the 2011 Compendium of Physical Activities
   * (Ainsworth et al., Med Sci Sports Exerc 2011;43:1575), used as the fallback fuel intensity. The Compendium
   * code and description of the value: `ACTIVITY_TYPE_COMPENDIUM[name]`.
   */
  readonly met: number;
}

/* @__NO_SIDE_EFFECTS__ */
function t<N extends string>(name: N, met: number, family: ActivityFamily = "OTHER"): ActivityTypeInfo & { readonly name: N } {
  return { name, family, met };
}

/**
 * The 84 activity types (spec 2.6): the 13 names the spec gives plus the historical client list of
 * `nike-v1-facts.md`, spec spelling winning (SKATEBOARDING → SKATEBOARD), five historical names dropped
 * (decision D-1: HEARTRATE_ONLY, JOGGING, WEIGHT_TRAINING, CROSS_COUNTRY, SLEEPING).
 */
export const ACTIVITY_TYPES = [
  t("OTHER", 4.0),
  t("BADMINTON", 5.5),
  t("BASEBALL", 5.0),
  t("BASKETBALL", 6.5),
  t("BEACH_VOLLEYBALL", 8.0),
  t("BOOTCAMP", 5.0),
  t("BOWLING", 3.8),
  t("BOXING", 5.5),
  t("CALISTHENICS", 3.8),
  t("CIRCUIT_TRAINING", 4.3),
  t("CLEANING", 3.3),
  t("CLUBBING", 7.8),
  t("COOKING", 2.0),
  t("CRICKET", 4.8),
  t("CROSS_TRAINING", 8.0),
  t("CURLING", 4.0),
  t("CYCLE", 7.5, "CYCLE"),
  t("CYCLOCROSS", 8.5, "CYCLE"),
  t("DANCING", 7.8),
  t("DJING", 2.0),
  t("DODGEBALL", 5.8),
  t("DOG_WALKING", 3.0, "WALK"),
  t("DRUMMING", 3.8),
  t("ELLIPTICAL", 5.0),
  t("FENCING", 6.0),
  t("FIELD_HOCKEY", 7.8),
  t("FISHING", 3.5),
  t("FLAG_FOOTBALL", 8.0),
  t("FLY_FISHING", 6.0),
  t("FOOTBALL", 8.0),
  t("GAMING", 3.8),
  t("GOLF", 4.8),
  t("GYMNASTICS", 3.8),
  t("HANDBALL", 8.0),
  t("HIIT", 8.0),
  t("HIKING", 6.0, "WALK"),
  t("HORSEBACK_RIDING", 5.5),
  t("ICE_CLIMBING", 8.0),
  t("ICE_HOCKEY", 8.0),
  t("ICE_SKATING", 7.0),
  t("IRONING", 1.8),
  t("KARATE", 10.3),
  t("KAYAKING", 5.0),
  t("KICKBALL", 7.0),
  t("KICKBOXING", 10.3),
  t("KITE_FLYING", 2.5),
  t("MARTIAL_ARTS", 10.3),
  t("MINI_GOLF", 3.0),
  t("MIXED_MARTIAL_ARTS", 10.3),
  t("MOUNTAIN_BIKING", 8.5, "CYCLE"),
  t("MOUNTAINEERING", 8.0),
  t("MOWING", 5.5),
  t("PADDLING", 3.5),
  t("PILATES", 3.0),
  t("POOL", 2.5),
  t("RACQUETBALL", 7.0),
  t("ROCK_CLIMBING", 8.0),
  t("ROLLERBLADING", 7.5),
  t("ROLLERSKATING", 7.0),
  t("ROWING", 3.5),
  t("RUGBY", 8.3),
  t("RUN", 8.0, "RUN"),
  t("SAILING", 3.0),
  t("SHOPPING", 2.3),
  t("SHOVELING", 5.3),
  t("SHUFFLEBOARD", 3.0),
  t("SKATEBOARD", 5.0),
  t("SKIING", 5.3),
  t("SNOWBOARDING", 5.3),
  t("SOCCER", 7.0),
  t("SOFTBALL", 5.0),
  t("SPINNING", 8.5, "CYCLE"),
  t("SQUASH", 7.3),
  t("STAIR_CLIMBER", 9.0),
  t("STATIONARY_BIKING", 7.0, "CYCLE"),
  t("SWIMMING", 6.0),
  t("TABLE_TENNIS", 4.0),
  t("TENNIS", 7.3),
  t("TRAINING", 5.5),
  t("VOLLEYBALL", 4.0),
  t("WALK", 3.5, "WALK"),
  t("WEIGHT_LIFTING", 3.5),
  t("YOGA", 2.5),
  t("ALL_DAY", 1.0),
] as const satisfies readonly ActivityTypeInfo[];

/** An activity type name of {@link ACTIVITY_TYPES}. */
export type ActivityTypeName = (typeof ACTIVITY_TYPES)[number]["name"];

/**
 * Every activity type name, in registry order (held equal to the names of {@link ACTIVITY_TYPES} by a test). Written
 * as one lower-case line and upper-cased when the module loads, so that code needing only the names (the validator,
 * through {@link isActivityType}) bundles neither the MET values and families nor upper-case text, which gzip
 * stores at a higher cost than lower-case text (decision D-152).
 */
export const ACTIVITY_TYPE_NAMES: readonly ActivityTypeName[] = /* @__PURE__ */ upperCaseWords(
  "other badminton baseball basketball beach_volleyball bootcamp bowling boxing calisthenics " +
  "circuit_training cleaning clubbing cooking cricket cross_training curling cycle cyclocross dancing " +
  "djing dodgeball dog_walking drumming elliptical fencing field_hockey fishing flag_football " +
  "fly_fishing football gaming golf gymnastics handball hiit hiking horseback_riding ice_climbing " +
  "ice_hockey ice_skating ironing karate kayaking kickball kickboxing kite_flying martial_arts " +
  "mini_golf mixed_martial_arts mountain_biking mountaineering mowing paddling pilates pool racquetball " +
  "rock_climbing rollerblading rollerskating rowing rugby run sailing shopping shoveling shuffleboard " +
  "skateboard skiing snowboarding soccer softball spinning squash stair_climber stationary_biking " +
  "swimming table_tennis tennis training volleyball walk weight_lifting yoga all_day",
) as readonly ActivityTypeName[];

const BY_NAME: ReadonlyMap<string, ActivityTypeInfo> = /* @__PURE__ */ new Map(/* @__PURE__ */ ACTIVITY_TYPES.map((a) => [a.name, a]));

const NAMES: ReadonlySet<unknown> = /* @__PURE__ */ new Set(ACTIVITY_TYPE_NAMES);

/**
 * Looks an activity type up by name.
 *
 * @param name - any value; only exact upper-case names of {@link ACTIVITY_TYPES} match.
 * @returns the registry entry, or `undefined`.
 */
export function getActivityType(name: unknown): ActivityTypeInfo | undefined {
  return typeof name === "string" ? BY_NAME.get(name) : undefined;
}

/**
 * Whether a value is one of the 84 activity type names (code 170 otherwise).
 *
 * @param value - any value.
 */
export function isActivityType(value: unknown): value is ActivityTypeName {
  return NAMES.has(value);
}

const NO_NAMES: readonly ActivityTypeName[] = /* @__PURE__ */ Object.freeze([]);

/** The names of each family's types, built on first use by {@link activityTypesOfFamily}. */
let namesByFamily: ReadonlyMap<ActivityFamily, readonly ActivityTypeName[]> | undefined;

/**
 * The activity type names of one family, in registry order: `"RUN"` → `["RUN"]`, `"WALK"` →
 * `["DOG_WALKING", "HIKING", "WALK"]`; ALL_DAY belongs to OTHER. The arrays are built once, on the first call, and
 * shared between calls (frozen).
 *
 * @param family - an activity family; a value that is not a family gives an empty array.
 * @returns the names of the family's types, `[]` for a family without types.
 */
export function activityTypesOfFamily(family: ActivityFamily): readonly ActivityTypeName[] {
  if (namesByFamily === undefined) {
    const map = new Map<ActivityFamily, ActivityTypeName[]>();
    for (const type of ACTIVITY_TYPES) {
      let names = map.get(type.family);
      if (names === undefined) map.set(type.family, (names = []));
      names.push(type.name);
    }
    for (const names of map.values()) Object.freeze(names);
    namesByFamily = map;
  }
  return namesByFamily.get(family) ?? NO_NAMES;
}
