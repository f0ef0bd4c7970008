/** A related-resource link (spec 2.3, 2.4): `self` (this activity) or `gps` (its GPS data). */
export interface Link {
  /** Relation: `"self"` or `"gps"`. */
  readonly rel: "self" | "gps";
  /** Path relative to the service, e.g. `/v1/me/sport/activities/{activityId}`. */
  readonly href: string;
}

/** A user-entered detail of an activity (spec 2.4), e.g. `{tagType: "WEATHER", tagValue: "SUNNY"}`. */
export interface Tag {
  /** Tag type, e.g. NOTE, EMOTION, WEATHER, TERRAIN, SHOES. */
  readonly tagType: string;
  /** Tag value, free text or one of the tag type's values. */
  readonly tagValue: string;
}
