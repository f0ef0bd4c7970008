/**
 * Family of an activity type: selects the fuel model when distance-based metrics are present (RUN and WALK use
 * the ACSM gait equations, CYCLE the cycling power models). Everything else is OTHER.
 */
export type ActivityFamily = "RUN" | "WALK" | "CYCLE" | "OTHER";

/** One activity type of spec 2.6, as data. */
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
  /** 2011 Compendium activity code of {@link met}; empty for OTHER (moderate default) and ALL_DAY. */
  readonly compendiumCode: string;
  /** The Compendium's description of that code. */
  readonly compendiumDescription: string;
}

/* @__NO_SIDE_EFFECTS__ */
function t<N extends string>(
  name: N,
  family: ActivityFamily,
  met: number,
  compendiumCode: string,
  compendiumDescription: string,
): ActivityTypeInfo & { readonly name: N } {
  return { name, family, met, compendiumCode, compendiumDescription };
}

/**
 * The 84 activity types (spec 2.6): the 13 names the spec gives plus the historical client list of
 * `nike-v1-facts.md`, spec spelling winning (SKATEBOARDING → SKATEBOARD), five historical names dropped
 * (decision D-1: HEARTRATE_ONLY, JOGGING, WEIGHT_TRAINING, CROSS_COUNTRY, SLEEPING).
 */
export const ACTIVITY_TYPES = [
  t("OTHER", "OTHER", 4.0, "", "moderate-intensity default (no Compendium code)"),
  t("BADMINTON", "OTHER", 5.5, "15030", "badminton, social singles and doubles, general"),
  t("BASEBALL", "OTHER", 5.0, "15620", "softball or baseball, fast or slow pitch, general (Taylor Code 440)"),
  t("BASKETBALL", "OTHER", 6.5, "15055", "basketball, general"),
  t("BEACH_VOLLEYBALL", "OTHER", 8.0, "15725", "volleyball, beach, in sand"),
  t("BOOTCAMP", "OTHER", 5.0, "02008", "army type obstacle course exercise, boot camp training program"),
  t("BOWLING", "OTHER", 3.8, "15092", "bowling, indoor, bowling alley"),
  t("BOXING", "OTHER", 5.5, "15110", "boxing, punching bag"),
  t("CALISTHENICS", "OTHER", 3.8, "02022", "calisthenics (e.g., push ups, sit ups, pull-ups, lunges), moderate effort"),
  t("CIRCUIT_TRAINING", "OTHER", 4.3, "02035", "circuit training, moderate effort"),
  t("CLEANING", "OTHER", 3.3, "05030", "cleaning, house or cabin, general, moderate effort"),
  t("CLUBBING", "OTHER", 7.8, "03031", "general dancing (e.g., disco, folk, Irish step, line dancing, polka, country)"),
  t("COOKING", "OTHER", 2.0, "05050", "cooking or food preparation, standing or sitting or in general, light effort"),
  t("CRICKET", "OTHER", 4.8, "15150", "cricket, batting, bowling, fielding"),
  t("CROSS_TRAINING", "OTHER", 8.0, "02040", "circuit training, incl. kettlebells, minimal rest, general, vigorous intensity"),
  t("CURLING", "OTHER", 4.0, "15170", "curling"),
  t("CYCLE", "CYCLE", 7.5, "01015", "bicycling, general"),
  t("CYCLOCROSS", "CYCLE", 8.5, "01009", "bicycling, mountain, general"),
  t("DANCING", "OTHER", 7.8, "03031", "general dancing (e.g., disco, folk, Irish step, line dancing, polka, country)"),
  t("DJING", "OTHER", 2.0, "10074", "playing musical instruments, general"),
  t("DODGEBALL", "OTHER", 5.8, "15135", "children's games, adults playing (e.g., 4-square, dodge ball), moderate effort"),
  t("DOG_WALKING", "WALK", 3.0, "17165", "walking the dog"),
  t("DRUMMING", "OTHER", 3.8, "10040", "drums, sitting"),
  t("ELLIPTICAL", "OTHER", 5.0, "02048", "Elliptical trainer, moderate effort"),
  t("FENCING", "OTHER", 6.0, "15200", "fencing"),
  t("FIELD_HOCKEY", "OTHER", 7.8, "15350", "hockey, field"),
  t("FISHING", "OTHER", 3.5, "04001", "fishing, general"),
  t("FLAG_FOOTBALL", "OTHER", 8.0, "15230", "football, touch, flag, general (Taylor Code 510)"),
  t("FLY_FISHING", "OTHER", 6.0, "04050", "fishing in stream, in waders (Taylor Code 670)"),
  t("FOOTBALL", "OTHER", 8.0, "15210", "football, competitive"),
  t("GAMING", "OTHER", 3.8, "02003", "activity promoting video game (e.g., Wii Fit), moderate effort"),
  t("GOLF", "OTHER", 4.8, "15255", "golf, general"),
  t("GYMNASTICS", "OTHER", 3.8, "15300", "gymnastics, general"),
  t("HANDBALL", "OTHER", 8.0, "15330", "handball, team"),
  t("HIIT", "OTHER", 8.0, "02040", "circuit training, incl. kettlebells, minimal rest, general, vigorous intensity"),
  t("HIKING", "WALK", 6.0, "17080", "hiking, cross country (Taylor Code 040)"),
  t("HORSEBACK_RIDING", "OTHER", 5.5, "15370", "horseback riding, general"),
  t("ICE_CLIMBING", "OTHER", 8.0, "15533", "rock or mountain climbing (Taylor Code 470) (Formerly code = 17120)"),
  t("ICE_HOCKEY", "OTHER", 8.0, "15360", "hockey, ice, general"),
  t("ICE_SKATING", "OTHER", 7.0, "19030", "skating, ice, general (Taylor Code 360)"),
  t("IRONING", "OTHER", 1.8, "05070", "ironing"),
  t("KARATE", "OTHER", 10.3, "15430", "martial arts, different types, moderate pace (e.g., judo, karate, kick boxing)"),
  t("KAYAKING", "OTHER", 5.0, "18100", "kayaking, moderate effort"),
  t("KICKBALL", "OTHER", 7.0, "15450", "kickball"),
  t("KICKBOXING", "OTHER", 10.3, "15430", "martial arts, different types, moderate pace (e.g., judo, karate, kick boxing)"),
  t("KITE_FLYING", "OTHER", 2.5, "09071", "standing, miscellaneous"),
  t("MARTIAL_ARTS", "OTHER", 10.3, "15430", "martial arts, different types, moderate pace (e.g., judo, karate, kick boxing)"),
  t("MINI_GOLF", "OTHER", 3.0, "15270", "golf, miniature, driving range"),
  t("MIXED_MARTIAL_ARTS", "OTHER", 10.3, "15430", "martial arts, different types, moderate pace (e.g., judo, karate, kick boxing)"),
  t("MOUNTAIN_BIKING", "CYCLE", 8.5, "01009", "bicycling, mountain, general"),
  t("MOUNTAINEERING", "OTHER", 8.0, "15533", "rock or mountain climbing (Taylor Code 470) (Formerly code = 17120)"),
  t("MOWING", "OTHER", 5.5, "08095", "mowing lawn, general"),
  t("PADDLING", "OTHER", 3.5, "18070", "canoeing, rowing, for pleasure, general (Taylor Code 250)"),
  t("PILATES", "OTHER", 3.0, "02105", "pilates, general"),
  t("POOL", "OTHER", 2.5, "15080", "billiards"),
  t("RACQUETBALL", "OTHER", 7.0, "15530", "racquetball, general (Taylor Code 470)"),
  t("ROCK_CLIMBING", "OTHER", 8.0, "15533", "rock or mountain climbing (Taylor Code 470) (Formerly code = 17120)"),
  t("ROLLERBLADING", "OTHER", 7.5, "15591", "rollerblading, in-line skating, 14.4 km/h (9.0 mph), recreational pace"),
  t("ROLLERSKATING", "OTHER", 7.0, "15590", "skating, roller (Taylor Code 360)"),
  t("ROWING", "OTHER", 3.5, "18070", "canoeing, rowing, for pleasure, general (Taylor Code 250)"),
  t("RUGBY", "OTHER", 8.3, "15560", "rugby, union, team, competitive"),
  t("RUN", "RUN", 8.0, "12150", "running, (Taylor code 200)"),
  t("SAILING", "OTHER", 3.0, "18120", "sailing, boat and board sailing, windsurfing, ice sailing, general"),
  t("SHOPPING", "OTHER", 2.3, "05060", "food shopping with or without a grocery cart, standing or walking"),
  t("SHOVELING", "OTHER", 5.3, "08195", "shoveling snow, by hand, moderate effort"),
  t("SHUFFLEBOARD", "OTHER", 3.0, "15570", "shuffleboard"),
  t("SKATEBOARD", "OTHER", 5.0, "15580", "skateboarding, general, moderate effort"),
  t("SKIING", "OTHER", 5.3, "19160", "skiing, downhill, alpine or snowboarding, moderate effort, general"),
  t("SNOWBOARDING", "OTHER", 5.3, "19160", "skiing, downhill, alpine or snowboarding, moderate effort, general"),
  t("SOCCER", "OTHER", 7.0, "15610", "soccer, casual, general (Taylor Code 540)"),
  t("SOFTBALL", "OTHER", 5.0, "15620", "softball or baseball, fast or slow pitch, general (Taylor Code 440)"),
  t("SPINNING", "CYCLE", 8.5, "02019", "bicycling, stationary, RPM/Spin bike class"),
  t("SQUASH", "OTHER", 7.3, "15652", "squash, general"),
  t("STAIR_CLIMBER", "OTHER", 9.0, "02065", "stair-treadmill ergometer, general"),
  t("STATIONARY_BIKING", "CYCLE", 7.0, "02010", "bicycling, stationary, general"),
  t("SWIMMING", "OTHER", 6.0, "18310", "swimming, leisurely, not lap swimming, general"),
  t("TABLE_TENNIS", "OTHER", 4.0, "15660", "table tennis, ping pong (Taylor Code 410)"),
  t("TENNIS", "OTHER", 7.3, "15675", "tennis, general"),
  t("TRAINING", "OTHER", 5.5, "02060", "health club exercise, general (Taylor Code 160)"),
  t("VOLLEYBALL", "OTHER", 4.0, "15710", "volleyball (Taylor Code 400)"),
  t("WALK", "WALK", 3.5, "17190", "walking, 2.8 to 3.2 mph, level, moderate pace, firm surface"),
  t("WEIGHT_LIFTING", "OTHER", 3.5, "02054", "resistance (weight) training, multiple exercises, 8-15 reps, varied resistance"),
  t("YOGA", "OTHER", 2.5, "02150", "yoga, Hatha"),
  t("ALL_DAY", "OTHER", 1.0, "", "whole-day record: no intensity fallback (net 0 MET); fuel comes from its samples"),
] as const satisfies readonly ActivityTypeInfo[];

/** An activity type name of {@link ACTIVITY_TYPES}. */
export type ActivityTypeName = (typeof ACTIVITY_TYPES)[number]["name"];

/** Every activity type name, in registry order. */
export const ACTIVITY_TYPE_NAMES: readonly ActivityTypeName[] = /* @__PURE__ */ ACTIVITY_TYPES.map((a) => a.name);

const BY_NAME: ReadonlyMap<string, ActivityTypeInfo> = /* @__PURE__ */ new Map(/* @__PURE__ */ ACTIVITY_TYPES.map((a) => [a.name, a]));

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
  return typeof value === "string" && BY_NAME.has(value);
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
