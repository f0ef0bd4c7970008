import type { XmlShape } from "../xml/parseXml.js";
import { tcxActivityTrack } from "./tcxActivityTrack.js";
import { tcxSample } from "./tcxSample.js";

const VALUE: XmlShape = {};

/**
 * The part of a TCX (Training Center Database v2) document that {@link tcxToTracks} reads: each `Activity`'s
 * `@Sport` and `Creator/Name`; each `Lap`'s `DistanceMeters`, `TotalTimeSeconds`, `Calories` and
 * `Track/Trackpoint` (`Time`, `Position`, `AltitudeMeters`, `DistanceMeters`, `HeartRateBpm/Value`, `Cadence`, and
 * `Extensions/TPX` `Speed`, `Watts`, `RunCadence`), each track point turned into a sample ({@link tcxSample}) and
 * each activity into a track ({@link tcxActivityTrack}) as soon as they are read. Courses, workouts, notes, author data and other extensions are dropped while parsing.
 */
export const TCX_SHAPE: XmlShape = {
  children: {
    TrainingCenterDatabase: {
      children: {
        Activities: {
          children: {
            Activity: {
              many: true,
              build: tcxActivityTrack,
              attributes: ["Sport"],
              children: {
                Creator: { children: { Name: VALUE } },
                Lap: {
                  many: true,
                  children: {
                    DistanceMeters: VALUE,
                    TotalTimeSeconds: VALUE,
                    Calories: VALUE,
                    Track: {
                      many: true,
                      children: {
                        Trackpoint: {
                          many: true,
                          build: tcxSample,
                          children: {
                            Time: VALUE,
                            Position: { children: { LatitudeDegrees: VALUE, LongitudeDegrees: VALUE } },
                            AltitudeMeters: VALUE,
                            DistanceMeters: VALUE,
                            HeartRateBpm: { children: { Value: VALUE } },
                            Cadence: VALUE,
                            Extensions: { children: { TPX: { children: { Speed: VALUE, Watts: VALUE, RunCadence: VALUE } } } },
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};
