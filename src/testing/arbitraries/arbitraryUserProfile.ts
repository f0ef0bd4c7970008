import * as fc from "fast-check";
import type { UserProfile } from "../../model/userProfile.js";
import { SAMPLE_TIME_ZONE_NAMES } from "./sampleTimeZoneNames.js";

/**
 * Whether a profile field is generated: `"always"`, `"never"`, or `"maybe"` (present or absent at random).
 */
export type Presence = "always" | "never" | "maybe";

/** Options of {@link arbitraryUserProfile}; every field defaults to `"maybe"`. */
export interface UserProfileOptions {
  /** Presence of `weightKg` (35–150 kg, 0.1 kg steps); a present weight makes the `weight` metric type present. */
  readonly weight?: Presence;
  /** Presence of `ageYears` (13–90 years, whole years); a present age makes the `age` metric type present. */
  readonly age?: Presence;
  /** Presence of `sex`. */
  readonly sex?: Presence;
  /** Presence of `restingHeartRateBpm` (40–80 bpm) and `maxHeartRateBpm` (160–210 bpm), each on its own. */
  readonly heartRate?: Presence;
  /** Presence of the home `timeZoneName` (an IANA name the validator accepts). */
  readonly timeZoneName?: Presence;
}

function field<T>(presence: Presence | undefined, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  switch (presence ?? "maybe") {
    case "always":
      return arbitrary;
    case "never":
      return fc.constant(undefined);
    default:
      return fc.option(arbitrary, { nil: undefined });
  }
}

/**
 * Arbitrary {@link UserProfile}s with realistic values: weight 35–150 kg, age 13–90 years, resting heart rate
 * 40–80 bpm, maximum heart rate 160–210 bpm (always above the resting rate), optional sex and home time zone.
 * Absent fields are left out (never `undefined`), so the result satisfies `exactOptionalPropertyTypes`.
 *
 * Weight and age decide which metric options (spec 2.8) an activity can complete: pass `weight`/`age` to pin them.
 *
 * @example
 * ```ts
 * import * as fc from "fast-check";
 * import { arbitraryUserProfile, arbitraryValidActivity } from "activity-fuel/testing";
 * import { validateActivities } from "activity-fuel";
 *
 * const nowMs = Date.UTC(2030, 0, 1);
 * fc.assert(
 *   fc.property(
 *     arbitraryUserProfile({ weight: "always" }).chain((profile) =>
 *       arbitraryValidActivity({ nowMs, profile }).map((activity) => ({ profile, activity })),
 *     ),
 *     ({ profile, activity }) => validateActivities([activity], { nowMs, profile }).ok,
 *   ),
 * );
 * ```
 *
 * @param options - presence of each field (default: each present or absent at random).
 */
export function arbitraryUserProfile(options: UserProfileOptions = {}): fc.Arbitrary<UserProfile> {
  return fc
    .record({
      weightKg: field(options.weight, fc.integer({ min: 350, max: 1500 }).map((x) => x / 10)),
      ageYears: field(options.age, fc.integer({ min: 13, max: 90 })),
      sex: field(options.sex, fc.constantFrom("male" as const, "female" as const)),
      restingHeartRateBpm: field(options.heartRate, fc.integer({ min: 40, max: 80 })),
      maxHeartRateBpm: field(options.heartRate, fc.integer({ min: 160, max: 210 })),
      timeZoneName: field(options.timeZoneName, fc.constantFrom(...SAMPLE_TIME_ZONE_NAMES)),
    })
    .map((draft) => {
      const profile: { -readonly [K in keyof UserProfile]: UserProfile[K] } = {};
      if (draft.weightKg !== undefined) profile.weightKg = draft.weightKg;
      if (draft.ageYears !== undefined) profile.ageYears = draft.ageYears;
      if (draft.sex !== undefined) profile.sex = draft.sex;
      if (draft.restingHeartRateBpm !== undefined) profile.restingHeartRateBpm = draft.restingHeartRateBpm;
      if (draft.maxHeartRateBpm !== undefined) profile.maxHeartRateBpm = draft.maxHeartRateBpm;
      if (draft.timeZoneName !== undefined) profile.timeZoneName = draft.timeZoneName;
      return profile;
    });
}
