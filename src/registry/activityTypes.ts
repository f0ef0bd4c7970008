import { upperCaseWords } from "./upperCaseWords.js";

/**
 * Family of an activity type: selects the fuel model when distance-based metrics are present (RUN and WALK use
 * the ACSM gait equations, CYCLE the cycling power models). Everything else is OTHER.
 */
export type ActivityFamily = "RUN" | "WALK" | "CYCLE" | "OTHER";

/**
 * One activity type of spec 2.6, as data: what the validator and the fuel models read. The Compendium code and
 * description of each {@link ActivityTypeInfo.met | met} value are in test/registry/activityTypeCompendium.ts,
 * which a test holds equal to this table.
 */
export interface ActivityTypeInfo {
  /** Name as submitted in `activityType`, upper case, spec spelling (e.g. `SKATEBOARD`). */
  readonly name: string;
  /** Fuel-model family. */
  readonly family: ActivityFamily;
  /**
   * Gross intensity in MET (1 MET = 3.5 ml O2/kg/min) from the 2011 Compendium of Physical Activities
   * (Ainsworth et al., Med Sci Sports Exerc 2011;43:1575), used as the fallback fuel intensity.
   */
  readonly met: number;
}

/** An activity type name of spec 2.6: one of the 84 of {@link ACTIVITY_TYPE_NAMES}, upper case. */
export type ActivityTypeName =
  | "OTHER" | "BADMINTON" | "BASEBALL" | "BASKETBALL" | "BEACH_VOLLEYBALL" | "BOOTCAMP" | "BOWLING" | "BOXING"
  | "CALISTHENICS" | "CIRCUIT_TRAINING" | "CLEANING" | "CLUBBING" | "COOKING" | "CRICKET" | "CROSS_TRAINING"
  | "CURLING" | "CYCLE" | "CYCLOCROSS" | "DANCING" | "DJING" | "DODGEBALL" | "DOG_WALKING" | "DRUMMING" | "ELLIPTICAL"
  | "FENCING" | "FIELD_HOCKEY" | "FISHING" | "FLAG_FOOTBALL" | "FLY_FISHING" | "FOOTBALL" | "GAMING" | "GOLF"
  | "GYMNASTICS" | "HANDBALL" | "HIIT" | "HIKING" | "HORSEBACK_RIDING" | "ICE_CLIMBING" | "ICE_HOCKEY" | "ICE_SKATING"
  | "IRONING" | "KARATE" | "KAYAKING" | "KICKBALL" | "KICKBOXING" | "KITE_FLYING" | "MARTIAL_ARTS" | "MINI_GOLF"
  | "MIXED_MARTIAL_ARTS" | "MOUNTAIN_BIKING" | "MOUNTAINEERING" | "MOWING" | "PADDLING" | "PILATES" | "POOL"
  | "RACQUETBALL" | "ROCK_CLIMBING" | "ROLLERBLADING" | "ROLLERSKATING" | "ROWING" | "RUGBY" | "RUN" | "SAILING"
  | "SHOPPING" | "SHOVELING" | "SHUFFLEBOARD" | "SKATEBOARD" | "SKIING" | "SNOWBOARDING" | "SOCCER" | "SOFTBALL"
  | "SPINNING" | "SQUASH" | "STAIR_CLIMBER" | "STATIONARY_BIKING" | "SWIMMING" | "TABLE_TENNIS" | "TENNIS"
  | "TRAINING" | "VOLLEYBALL" | "WALK" | "WEIGHT_LIFTING" | "YOGA" | "ALL_DAY";

/**
 * One entry of {@link ACTIVITY_TYPES}. The name is written in lower case in the table and upper-cased here: the
 * table then shares its text with the lower-case line of {@link ACTIVITY_TYPE_NAMES} in a gzipped bundle that holds
 * both, and upper-case text costs more there.
 */
/* @__NO_SIDE_EFFECTS__ */
function t<N extends string>(name: N, met: number, family: ActivityFamily = "OTHER"): ActivityTypeInfo & { readonly name: Uppercase<N> } {
  return { name: name.toUpperCase() as Uppercase<N>, family, met };
}

/**
 * The 84 activity types (spec 2.6): the 13 names the spec gives plus the historical client list of
 * `nike-v1-facts.md`, spec spelling winning (SKATEBOARDING → SKATEBOARD), five historical names dropped
 *  (HEARTRATE_ONLY, JOGGING, WEIGHT_TRAINING, CROSS_COUNTRY, SLEEPING). Names are upper case
 * (`SKATEBOARD`), written in lower case below (see `t`).
 */
export const ACTIVITY_TYPES = [
  t("other", 4.0),
  t("badminton", 5.5),
  t("baseball", 5.0),
  t("basketball", 6.5),
  t("beach_volleyball", 8.0),
  t("bootcamp", 5.0),
  t("bowling", 3.8),
  t("boxing", 5.5),
  t("calisthenics", 3.8),
  t("circuit_training", 4.3),
  t("cleaning", 3.3),
  t("clubbing", 7.8),
  t("cooking", 2.0),
  t("cricket", 4.8),
  t("cross_training", 8.0),
  t("curling", 4.0),
  t("cycle", 7.5, "CYCLE"),
  t("cyclocross", 8.5, "CYCLE"),
  t("dancing", 7.8),
  t("djing", 2.0),
  t("dodgeball", 5.8),
  t("dog_walking", 3.0, "WALK"),
  t("drumming", 3.8),
  t("elliptical", 5.0),
  t("fencing", 6.0),
  t("field_hockey", 7.8),
  t("fishing", 3.5),
  t("flag_football", 8.0),
  t("fly_fishing", 6.0),
  t("football", 8.0),
  t("gaming", 3.8),
  t("golf", 4.8),
  t("gymnastics", 3.8),
  t("handball", 8.0),
  t("hiit", 8.0),
  t("hiking", 6.0, "WALK"),
  t("horseback_riding", 5.5),
  t("ice_climbing", 8.0),
  t("ice_hockey", 8.0),
  t("ice_skating", 7.0),
  t("ironing", 1.8),
  t("karate", 10.3),
  t("kayaking", 5.0),
  t("kickball", 7.0),
  t("kickboxing", 10.3),
  t("kite_flying", 2.5),
  t("martial_arts", 10.3),
  t("mini_golf", 3.0),
  t("mixed_martial_arts", 10.3),
  t("mountain_biking", 8.5, "CYCLE"),
  t("mountaineering", 8.0),
  t("mowing", 5.5),
  t("paddling", 3.5),
  t("pilates", 3.0),
  t("pool", 2.5),
  t("racquetball", 7.0),
  t("rock_climbing", 8.0),
  t("rollerblading", 7.5),
  t("rollerskating", 7.0),
  t("rowing", 3.5),
  t("rugby", 8.3),
  t("run", 8.0, "RUN"),
  t("sailing", 3.0),
  t("shopping", 2.3),
  t("shoveling", 5.3),
  t("shuffleboard", 3.0),
  t("skateboard", 5.0),
  t("skiing", 5.3),
  t("snowboarding", 5.3),
  t("soccer", 7.0),
  t("softball", 5.0),
  t("spinning", 8.5, "CYCLE"),
  t("squash", 7.3),
  t("stair_climber", 9.0),
  t("stationary_biking", 7.0, "CYCLE"),
  t("swimming", 6.0),
  t("table_tennis", 4.0),
  t("tennis", 7.3),
  t("training", 5.5),
  t("volleyball", 4.0),
  t("walk", 3.5, "WALK"),
  t("weight_lifting", 3.5),
  t("yoga", 2.5),
  t("all_day", 1.0),
] as const satisfies readonly (ActivityTypeInfo & { readonly name: ActivityTypeName })[];

/**
 * Every activity type name, in registry order (held equal to the names of the registry's table by a test). Written
 * as one lower-case line and upper-cased when the module loads, so that code needing only the names (the validator,
 * through `isActivityType`) bundles neither the MET values and families nor upper-case text, which gzip
 * stores at a higher cost than lower-case text.
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

/** The names of each family's types, in registry order, frozen. */
/* @__NO_SIDE_EFFECTS__ */
function namesByFamilyOf(types: readonly ActivityTypeInfo[]): ReadonlyMap<ActivityFamily, readonly ActivityTypeName[]> {
  const map = new Map<ActivityFamily, ActivityTypeName[]>();
  for (const type of types) {
    let names = map.get(type.family);
    if (names === undefined) map.set(type.family, (names = []));
    names.push(type.name as ActivityTypeName);
  }
  for (const names of map.values()) Object.freeze(names);
  return map;
}

const NAMES_BY_FAMILY = /* @__PURE__ */ namesByFamilyOf(ACTIVITY_TYPES);

/**
 * The activity type names of one family, in registry order: `"RUN"` → `["RUN"]`, `"WALK"` →
 * `["DOG_WALKING", "HIKING", "WALK"]`; ALL_DAY belongs to OTHER. The arrays are shared between calls (frozen).
 *
 * @param family - an activity family; a value that is not a family gives an empty array.
 * @returns the names of the family's types, `[]` for a family without types.
 */
export function activityTypesOfFamily(family: ActivityFamily): readonly ActivityTypeName[] {
  return NAMES_BY_FAMILY.get(family) ?? NO_NAMES;
}
