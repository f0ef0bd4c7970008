import type { ActivityTypeName } from "../../src/registry/activityTypes.js";

/** Where the MET value of one activity type comes from: its entry in the 2011 Compendium of Physical Activities. */
export interface CompendiumEntry {
  /** 2011 Compendium activity code (five digits), e.g. `"15055"`; empty for OTHER (moderate default) and ALL_DAY. */
  readonly code: string;
  /** The Compendium's description of that code, or why there is none. */
  readonly description: string;
}

/* @__NO_SIDE_EFFECTS__ */
function c(code: string, description: string): CompendiumEntry {
  return { code, description };
}

/**
 * The source of each activity type's `met` (`ACTIVITY_TYPES`): the 2011 Compendium of Physical Activities
 * (Ainsworth et al., Med Sci Sports Exerc 2011;43:1575) code and description, by activity type name: where each
 * value of the registry comes from (docs/fuel.md), held equal to the registry by test/registry/registryTables.test.ts.
 *
 * @example
 * ```ts
 * ACTIVITY_TYPE_COMPENDIUM.BASKETBALL; // { code: "15055", description: "basketball, general" }
 * ```
 */
export const ACTIVITY_TYPE_COMPENDIUM: Readonly<Record<ActivityTypeName, CompendiumEntry>> = {
  OTHER: c("", "moderate-intensity default (no Compendium code)"),
  BADMINTON: c("15030", "badminton, social singles and doubles, general"),
  BASEBALL: c("15620", "softball or baseball, fast or slow pitch, general (Taylor Code 440)"),
  BASKETBALL: c("15055", "basketball, general"),
  BEACH_VOLLEYBALL: c("15725", "volleyball, beach, in sand"),
  BOOTCAMP: c("02008", "army type obstacle course exercise, boot camp training program"),
  BOWLING: c("15092", "bowling, indoor, bowling alley"),
  BOXING: c("15110", "boxing, punching bag"),
  CALISTHENICS: c("02022", "calisthenics (e.g., push ups, sit ups, pull-ups, lunges), moderate effort"),
  CIRCUIT_TRAINING: c("02035", "circuit training, moderate effort"),
  CLEANING: c("05030", "cleaning, house or cabin, general, moderate effort"),
  CLUBBING: c("03031", "general dancing (e.g., disco, folk, Irish step, line dancing, polka, country)"),
  COOKING: c("05050", "cooking or food preparation, standing or sitting or in general, light effort"),
  CRICKET: c("15150", "cricket, batting, bowling, fielding"),
  CROSS_TRAINING: c("02040", "circuit training, incl. kettlebells, minimal rest, general, vigorous intensity"),
  CURLING: c("15170", "curling"),
  CYCLE: c("01015", "bicycling, general"),
  CYCLOCROSS: c("01009", "bicycling, mountain, general"),
  DANCING: c("03031", "general dancing (e.g., disco, folk, Irish step, line dancing, polka, country)"),
  DJING: c("10074", "playing musical instruments, general"),
  DODGEBALL: c("15135", "children's games, adults playing (e.g., 4-square, dodge ball), moderate effort"),
  DOG_WALKING: c("17165", "walking the dog"),
  DRUMMING: c("10040", "drums, sitting"),
  ELLIPTICAL: c("02048", "Elliptical trainer, moderate effort"),
  FENCING: c("15200", "fencing"),
  FIELD_HOCKEY: c("15350", "hockey, field"),
  FISHING: c("04001", "fishing, general"),
  FLAG_FOOTBALL: c("15230", "football, touch, flag, general (Taylor Code 510)"),
  FLY_FISHING: c("04050", "fishing in stream, in waders (Taylor Code 670)"),
  FOOTBALL: c("15210", "football, competitive"),
  GAMING: c("02003", "activity promoting video game (e.g., Wii Fit), moderate effort"),
  GOLF: c("15255", "golf, general"),
  GYMNASTICS: c("15300", "gymnastics, general"),
  HANDBALL: c("15330", "handball, team"),
  HIIT: c("02040", "circuit training, incl. kettlebells, minimal rest, general, vigorous intensity"),
  HIKING: c("17080", "hiking, cross country (Taylor Code 040)"),
  HORSEBACK_RIDING: c("15370", "horseback riding, general"),
  ICE_CLIMBING: c("15533", "rock or mountain climbing (Taylor Code 470) (Formerly code = 17120)"),
  ICE_HOCKEY: c("15360", "hockey, ice, general"),
  ICE_SKATING: c("19030", "skating, ice, general (Taylor Code 360)"),
  IRONING: c("05070", "ironing"),
  KARATE: c("15430", "martial arts, different types, moderate pace (e.g., judo, karate, kick boxing)"),
  KAYAKING: c("18100", "kayaking, moderate effort"),
  KICKBALL: c("15450", "kickball"),
  KICKBOXING: c("15430", "martial arts, different types, moderate pace (e.g., judo, karate, kick boxing)"),
  KITE_FLYING: c("09071", "standing, miscellaneous"),
  MARTIAL_ARTS: c("15430", "martial arts, different types, moderate pace (e.g., judo, karate, kick boxing)"),
  MINI_GOLF: c("15270", "golf, miniature, driving range"),
  MIXED_MARTIAL_ARTS: c("15430", "martial arts, different types, moderate pace (e.g., judo, karate, kick boxing)"),
  MOUNTAIN_BIKING: c("01009", "bicycling, mountain, general"),
  MOUNTAINEERING: c("15533", "rock or mountain climbing (Taylor Code 470) (Formerly code = 17120)"),
  MOWING: c("08095", "mowing lawn, general"),
  PADDLING: c("18070", "canoeing, rowing, for pleasure, general (Taylor Code 250)"),
  PILATES: c("02105", "pilates, general"),
  POOL: c("15080", "billiards"),
  RACQUETBALL: c("15530", "racquetball, general (Taylor Code 470)"),
  ROCK_CLIMBING: c("15533", "rock or mountain climbing (Taylor Code 470) (Formerly code = 17120)"),
  ROLLERBLADING: c("15591", "rollerblading, in-line skating, 14.4 km/h (9.0 mph), recreational pace"),
  ROLLERSKATING: c("15590", "skating, roller (Taylor Code 360)"),
  ROWING: c("18070", "canoeing, rowing, for pleasure, general (Taylor Code 250)"),
  RUGBY: c("15560", "rugby, union, team, competitive"),
  RUN: c("12150", "running, (Taylor code 200)"),
  SAILING: c("18120", "sailing, boat and board sailing, windsurfing, ice sailing, general"),
  SHOPPING: c("05060", "food shopping with or without a grocery cart, standing or walking"),
  SHOVELING: c("08195", "shoveling snow, by hand, moderate effort"),
  SHUFFLEBOARD: c("15570", "shuffleboard"),
  SKATEBOARD: c("15580", "skateboarding, general, moderate effort"),
  SKIING: c("19160", "skiing, downhill, alpine or snowboarding, moderate effort, general"),
  SNOWBOARDING: c("19160", "skiing, downhill, alpine or snowboarding, moderate effort, general"),
  SOCCER: c("15610", "soccer, casual, general (Taylor Code 540)"),
  SOFTBALL: c("15620", "softball or baseball, fast or slow pitch, general (Taylor Code 440)"),
  SPINNING: c("02019", "bicycling, stationary, RPM/Spin bike class"),
  SQUASH: c("15652", "squash, general"),
  STAIR_CLIMBER: c("02065", "stair-treadmill ergometer, general"),
  STATIONARY_BIKING: c("02010", "bicycling, stationary, general"),
  SWIMMING: c("18310", "swimming, leisurely, not lap swimming, general"),
  TABLE_TENNIS: c("15660", "table tennis, ping pong (Taylor Code 410)"),
  TENNIS: c("15675", "tennis, general"),
  TRAINING: c("02060", "health club exercise, general (Taylor Code 160)"),
  VOLLEYBALL: c("15710", "volleyball (Taylor Code 400)"),
  WALK: c("17190", "walking, 2.8 to 3.2 mph, level, moderate pace, firm surface"),
  WEIGHT_LIFTING: c("02054", "resistance (weight) training, multiple exercises, 8-15 reps, varied resistance"),
  YOGA: c("02150", "yoga, Hatha"),
  ALL_DAY: c("", "whole-day record: no intensity fallback (net 0 MET); fuel comes from its samples"),
};
