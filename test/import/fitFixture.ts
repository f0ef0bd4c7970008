import { Encoder, Profile } from "@garmin/fitsdk";

/** FIT epoch offset, seconds (1989-12-31T00:00:00Z). */
const FIT_EPOCH_S = 631_065_600;

/** One session of a synthetic FIT activity. */
export interface FixtureSession {
  readonly sport: string;
  readonly subSport?: string;
  /** Records as [seconds from the file start, fields]. */
  readonly records: readonly (readonly [number, Record<string, number>])[];
}

/**
 * Encodes a small FIT activity file with Garmin's own encoder: file_id, records, one session per entry and an
 * activity message whose local time is `localOffsetS` ahead of UTC.
 *
 * @param startMs - time of second 0, epoch ms.
 * @param sessions - the sessions, in order.
 * @param localOffsetS - device local time minus UTC.
 */
export function encodeFit(startMs: number, sessions: readonly FixtureSession[], localOffsetS = 0): Uint8Array {
  const e = new Encoder();
  const at = (s: number): Date => new Date(startMs + s * 1000);
  e.writeMesg({ mesgNum: Profile.MesgNum.FILE_ID, type: "activity", manufacturer: "garmin", product: 1, timeCreated: at(0), serialNumber: 1 } as never);
  let end = 0;
  for (const session of sessions) {
    for (const [s, fields] of session.records) e.writeMesg({ mesgNum: Profile.MesgNum.RECORD, timestamp: at(s), ...fields } as never);
    const first = session.records[0]?.[0] ?? 0;
    const last = session.records[session.records.length - 1]?.[0] ?? 0;
    end = last;
    e.writeMesg({
      mesgNum: Profile.MesgNum.SESSION,
      startTime: at(first),
      timestamp: at(last),
      sport: session.sport,
      subSport: session.subSport ?? "generic",
      totalElapsedTime: last - first,
      totalTimerTime: last - first,
    } as never);
  }
  e.writeMesg({
    mesgNum: Profile.MesgNum.ACTIVITY,
    timestamp: at(end),
    localTimestamp: Math.round(startMs / 1000) + end + localOffsetS - FIT_EPOCH_S,
    numSessions: sessions.length,
    type: "manual",
    event: "activity",
    eventType: "stop",
  } as never);
  return e.close();
}

/** Semicircles of a latitude or longitude in degrees. */
export const semicircles = (deg: number): number => Math.round((deg * 2 ** 31) / 180);
