import type { XmlShape } from "../xml/parseXml.js";
import { gpxSample } from "./gpxSample.js";
import { gpxTrackPart } from "./gpxTrackPart.js";

/** A sensor extension's value, one level under `extensions` or Garmin's `TrackPointExtension`. */
const VALUE: XmlShape = {};

/**
 * The part of a GPX 1.0/1.1 document that {@link gpxToTracks} reads: `gpx/@creator`; each `trk`'s `name`, `type`
 * and `trkseg/trkpt` (`@lat`, `@lon`, `ele`, `time`, and heart rate, cadence and power from `extensions`, directly
 * or in Garmin's `TrackPointExtension`), each track point turned into a sample ({@link gpxSample}) and each track
 * into its name, type and points ({@link gpxTrackPart}) as soon as they are read. Waypoints, routes, metadata and other extensions are dropped while parsing.
 */
export const GPX_SHAPE: XmlShape = {
  children: {
    gpx: {
      attributes: ["creator"],
      children: {
        trk: {
          many: true,
          build: gpxTrackPart,
          children: {
            name: {},
            type: {},
            trkseg: {
              many: true,
              children: {
                trkpt: {
                  many: true,
                  build: gpxSample,
                  attributes: ["lat", "lon"],
                  children: {
                    ele: {},
                    time: {},
                    extensions: {
                      children: {
                        TrackPointExtension: { children: { hr: VALUE, cad: VALUE, power: VALUE } },
                        heartrate: VALUE,
                        hr: VALUE,
                        cadence: VALUE,
                        cad: VALUE,
                        power: VALUE,
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
