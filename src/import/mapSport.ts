/** An activity type chosen from a file's sport label, and whether that sport is done indoors. */
export interface SportMapping {
  /** One of the 84 activity type names, or `undefined` when the label says nothing (`generic`, unknown text). */
  readonly activityType: string | undefined;
  /** Indoor variant (treadmill, trainer, indoor rowing, pool): no GPS distance is expected. */
  readonly indoor: boolean;
}

/** FIT sub-sports that decide the type on their own. */
const FIT_SUB_SPORT: Readonly<Record<string, string>> = {
  treadmill: "RUN",
  indoorRunning: "RUN",
  trail: "RUN",
  spin: "SPINNING",
  indoorCycling: "STATIONARY_BIKING",
  mountain: "MOUNTAIN_BIKING",
  downhill: "MOUNTAIN_BIKING",
  cyclocross: "CYCLOCROSS",
  indoorRowing: "ROWING",
  elliptical: "ELLIPTICAL",
  stairClimbing: "STAIR_CLIMBER",
  strengthTraining: "WEIGHT_LIFTING",
  cardioTraining: "TRAINING",
  flexibilityTraining: "YOGA",
  yoga: "YOGA",
  pilates: "PILATES",
  hiit: "HIIT",
  indoorWalking: "WALK",
  casualWalking: "WALK",
  speedWalking: "WALK",
  indoorClimbing: "ROCK_CLIMBING",
  bouldering: "ROCK_CLIMBING",
  squash: "SQUASH",
  badminton: "BADMINTON",
  racquetball: "RACQUETBALL",
  tableTennis: "TABLE_TENNIS",
};

/** FIT sports (Garmin FIT profile 21, `sport` enum names) mapped to activity types. */
const FIT_SPORT: Readonly<Record<string, string>> = {
  running: "RUN",
  cycling: "CYCLE",
  eBiking: "CYCLE",
  walking: "WALK",
  hiking: "HIKING",
  swimming: "SWIMMING",
  rowing: "ROWING",
  paddling: "PADDLING",
  kayaking: "KAYAKING",
  canoeing: "PADDLING",
  standUpPaddleboarding: "PADDLING",
  basketball: "BASKETBALL",
  soccer: "SOCCER",
  tennis: "TENNIS",
  americanFootball: "FOOTBALL",
  training: "TRAINING",
  crossCountrySkiing: "SKIING",
  alpineSkiing: "SKIING",
  snowboarding: "SNOWBOARDING",
  mountaineering: "MOUNTAINEERING",
  golf: "GOLF",
  horsebackRiding: "HORSEBACK_RIDING",
  fishing: "FISHING",
  inlineSkating: "ROLLERBLADING",
  rockClimbing: "ROCK_CLIMBING",
  floorClimbing: "STAIR_CLIMBER",
  sailing: "SAILING",
  iceSkating: "ICE_SKATING",
  boxing: "BOXING",
  baseball: "BASEBALL",
  hiit: "HIIT",
  videoGaming: "GAMING",
  cricket: "CRICKET",
  rugby: "RUGBY",
  hockey: "ICE_HOCKEY",
  volleyball: "VOLLEYBALL",
  mixedMartialArts: "MIXED_MARTIAL_ARTS",
  dance: "DANCING",
  transition: "OTHER",
  multisport: "OTHER",
};

const INDOOR_SUB_SPORTS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  "treadmill",
  "indoorRunning",
  "spin",
  "indoorCycling",
  "indoorRowing",
  "elliptical",
  "stairClimbing",
  "lapSwimming",
  "indoorWalking",
  "indoorClimbing",
  "virtualActivity",
]);

/**
 * Maps a FIT sport and sub-sport (enum names as decoded by `@garmin/fitsdk`) to an activity type: the sub-sport
 * wins where it names a distinct type (treadmill → RUN, indoorCycling → STATIONARY_BIKING, indoorRowing → ROWING),
 * else the sport (running → RUN, cycling → CYCLE, hiking → HIKING, swimming → SWIMMING, ...).
 * `generic` and unknown sports map to `undefined`.
 *
 * @param sport - FIT `sport` value, e.g. `"cycling"`.
 * @param subSport - FIT `sub_sport` value, e.g. `"indoorCycling"`.
 */
export function mapFitSport(sport: string | undefined, subSport: string | undefined): SportMapping {
  const indoor = subSport !== undefined && INDOOR_SUB_SPORTS.has(subSport);
  const bySub = subSport === undefined ? undefined : FIT_SUB_SPORT[subSport];
  if (bySub !== undefined && !(bySub === "RUN" && sport !== undefined && sport !== "running")) {
    return { activityType: bySub, indoor };
  }
  return { activityType: sport === undefined ? undefined : FIT_SPORT[sport], indoor };
}

/**
 * Maps a TCX `Activity/@Sport` (the schema knows only `Running`, `Biking` and `Other`) to RUN, CYCLE or OTHER.
 *
 * @param sport - the attribute value.
 */
export function mapTcxSport(sport: string | undefined): SportMapping {
  const s = sport?.trim().toLowerCase();
  const activityType = s === "running" ? "RUN" : s === "biking" ? "CYCLE" : s === "other" ? "OTHER" : undefined;
  return { activityType, indoor: false };
}

/** GPX `trk/type` labels (free text; Garmin Connect and Strava exports) mapped to activity types. */
const GPX_TYPES: readonly (readonly [RegExp, string])[] = [
  [/^(9|run|running|trail_running|street_running|track_running|treadmill_running)$/, "RUN"],
  [/^(1|ride|biking|cycling|road_biking|road_cycling|gravel_cycling|virtual_ride)$/, "CYCLE"],
  [/^(mountain_biking|mtb)$/, "MOUNTAIN_BIKING"],
  [/^(walk|walking|casual_walking|speed_walking)$/, "WALK"],
  [/^(hike|hiking)$/, "HIKING"],
  [/^(swim|swimming|open_water_swimming)$/, "SWIMMING"],
  [/^(rowing|row)$/, "ROWING"],
  [/^(kayaking)$/, "KAYAKING"],
  [/^(skiing|alpine_skiing|backcountry_skiing|cross_country_skiing)$/, "SKIING"],
];

/**
 * Maps a GPX `trk/type` label (case-insensitive; Garmin Connect names such as `road_biking`, Strava's numeric
 * codes `1` = ride and `9` = run) to an activity type; unknown labels map to `undefined`.
 *
 * @param type - the label.
 */
export function mapGpxType(type: string | undefined): SportMapping {
  const s = type?.trim().toLowerCase();
  if (s === undefined || s === "") return { activityType: undefined, indoor: false };
  const hit = GPX_TYPES.find(([re]) => re.test(s));
  return { activityType: hit?.[1], indoor: false };
}
