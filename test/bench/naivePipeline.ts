/**
 * The peer of the service's add in `npm run bench`: Add Activities written plainly, as a newcomer would with zod
 * (v4) and a Map, from the parsed body to a stored record.
 *
 * - Validation: a zod schema of the spec's fields (activityType, deviceType, startTime, timeZoneName, and metrics
 *   with intervalUnit, intervalValue, metricTypes and `data: number[][]`); unknown keys are dropped, as zod does.
 * - Sums: duration = rows × intervalValue seconds; distance = the last value of the `distance` column (cumulative
 *   km), 0 without one; fuel = the sum of the `fuel` column when submitted, else per point
 *   `round(speed km/h × intervalValue s / 36)` (100 fuel per km), 0 without speed.
 * - Storage: the record (a new UUID, the parsed activity, the sums) pushed onto the user's list in a Map.
 */
import { z } from "zod";

const activitySchema = z.object({
  activityType: z.string(),
  deviceType: z.string(),
  startTime: z.number().int(),
  timeZoneName: z.string(),
  metrics: z.object({
    intervalUnit: z.literal("sec"),
    intervalValue: z.number().int().positive(),
    metricTypes: z.array(z.string()),
    data: z.array(z.array(z.number())),
  }),
});
const bodySchema = z.array(activitySchema).min(1);

/** One record of the naive store. */
export type NaiveRecord = z.infer<typeof activitySchema> & { id: string; durationMs: number; distanceKm: number; fuel: number };

/**
 * Validates a parsed body, sums each activity and stores it under the user.
 *
 * @param store - the user's records by user id (changed).
 * @param userId - the user.
 * @param body - the parsed JSON body.
 * @returns the stored records, or zod's issues.
 */
export function naiveAdd(store: Map<string, NaiveRecord[]>, userId: string, body: unknown): { ok: true; records: NaiveRecord[] } | { ok: false; issues: unknown } {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues };
  const records: NaiveRecord[] = [];
  for (const activity of parsed.data) {
    const { intervalValue, metricTypes, data } = activity.metrics;
    const distanceColumn = metricTypes.indexOf("distance");
    const fuelColumn = metricTypes.indexOf("fuel");
    const speedColumn = metricTypes.indexOf("speed");
    let fuel = 0;
    for (const row of data) {
      if (fuelColumn >= 0) fuel += row[fuelColumn]!;
      else if (speedColumn >= 0) fuel += Math.round((row[speedColumn]! * intervalValue) / 36);
    }
    const last = data[data.length - 1];
    records.push({
      ...activity,
      id: crypto.randomUUID(),
      durationMs: data.length * intervalValue * 1000,
      distanceKm: distanceColumn >= 0 && last !== undefined ? last[distanceColumn]! : 0,
      fuel,
    });
  }
  const list = store.get(userId) ?? [];
  list.push(...records);
  store.set(userId, list);
  return { ok: true, records };
}
