import * as z from "zod";
import { linkSchema } from "./link.js";

/** One GPS sample (of the model); output type `Waypoint`. */
export const waypointSchema = /* @__PURE__ */ (() =>
  z
    .object({
      latitude: z.number().min(-90).max(90).meta({ description: "Latitude, degrees WGS 84." }),
      longitude: z.number().min(-180).max(180).meta({ description: "Longitude, degrees WGS 84." }),
      elevation: z.number().nullable().meta({ description: "Elevation in metres; null without elevation data." }),
    })
    .meta({ description: "A GPS waypoint." }))();

/** GPS data of one activity (GET /me/sport/activities/{activityId}/gps); output type `GpsData`. */
export const gpsDataSchema = /* @__PURE__ */ (() =>
  z
    .object({
      links: z.array(linkSchema).meta({ description: "self link of the GPS resource." }),
      elevationLoss: z.number().nonnegative().meta({ description: "Sum of the downward steps, metres." }),
      elevationGain: z.number().nonnegative().meta({ description: "Sum of the upward steps, metres." }),
      elevationMax: z.number().nullable().meta({ description: "Highest elevation, metres; null without elevation data." }),
      elevationMin: z.number().nullable().meta({ description: "Lowest elevation, metres; null without elevation data." }),
      intervalMetric: z.int().positive().meta({ description: "Interval between waypoints, in intervalUnit." }),
      intervalUnit: z.literal("SEC").meta({ description: "Interval unit." }),
      waypoints: z.array(waypointSchema).meta({ description: "One waypoint per data point with coordinates." }),
    })
    .meta({ description: "GPS data of one activity." }))();
