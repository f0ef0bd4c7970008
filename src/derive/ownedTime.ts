import type { WristbandDay } from "./wristbandDay.js";

/** A half-open time interval `[from, to)`, epoch ms. */
export type Span = readonly [from: number, to: number];

/** `spans` without the parts inside any of `cuts` (sorted, disjoint, non-empty pieces). */
function subtract(spans: readonly Span[], cuts: readonly Span[]): Span[] {
  let out = spans.filter(([from, to]) => from < to);
  for (const [cutFrom, cutTo] of cuts) {
    if (!(cutFrom < cutTo)) continue;
    const next: Span[] = [];
    for (const [from, to] of out) {
      if (to <= cutFrom || from >= cutTo) next.push([from, to]);
      else {
        if (from < cutFrom) next.push([from, cutFrom]);
        if (to > cutTo) next.push([cutTo, to]);
      }
    }
    out = next;
  }
  return out;
}

/** The union of spans, sorted and merged. */
function union(spans: readonly Span[]): Span[] {
  const sorted = spans.filter(([from, to]) => from < to).sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && from <= last[1]) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

/**
 * The time whose fuel an ALL_DAY record's de-duplicated fuel counts: every instant belongs to at most one
 * wristband day, so that the days of a list add up without counting anything twice, and a record never loses its
 * own data when no other record claims it.
 *
 * 1. Its local day, except where the local day of a record of a later date covers the same instants (days of
 *    records in different zones can overlap: a flight east).
 * 2. Its own span outside every other record's local day, except where a later-dated record's span covers the
 *    same instants: a record that runs past local midnight (stamped in the wrong zone, or a day that outlasts its
 *    date) keeps its data where no other day claims it.
 *
 * So an instant goes to the latest-dated record whose local day contains it; if none, to the latest-dated record
 * whose data covers it.
 *
 * @example
 * ```ts
 * // a 24 h record stamped at 20:00 local, alone: its day and the 20 hours past its midnight
 * ownedTime({ activityId: "d", localDate: "2024-05-01", dayStartMs: 0, dayEndMs: 24 * H, startMs: 20 * H, endMs: 44 * H }, []);
 * // [[0, 44 * H]]
 * ```
 *
 * @param day - the record and its local day.
 * @param others - the other ALL_DAY records whose day or span may meet it (any order; its own id is ignored).
 * @returns sorted, disjoint, non-empty spans, epoch ms.
 */
export function ownedTime(day: WristbandDay, others: readonly WristbandDay[]): Span[] {
  const rest = others.filter((other) => other.activityId !== day.activityId);
  const later = rest.filter((other) => other.localDate > day.localDate);
  const ownDay = subtract([[day.dayStartMs, day.dayEndMs]], later.map((o) => [o.dayStartMs, o.dayEndMs]));
  const beyond = subtract(
    subtract([[day.startMs, day.endMs]], [[day.dayStartMs, day.dayEndMs], ...rest.map((o): Span => [o.dayStartMs, o.dayEndMs])]),
    later.map((o) => [o.startMs, o.endMs]),
  );
  return union([...ownDay, ...beyond]);
}
