// Independent, slow reference computations for the daily de-duplication tests: exact rationals (BigInt), no
// sweep, no float. They restate decision D-37 from scratch; they share no code with src/derive.
import type { StoredActivity } from "../../src/model/storedActivity.js";

/** A piece of one activity's interval inside a day: integer value over [fromMs, toMs). */
export interface Piece {
  readonly activityId: string;
  readonly fromMs: number;
  readonly toMs: number;
  readonly value: number;
}

/** Integer share of an interval value before `offsetMs` (half-up), as decision D-37 defines it. */
function shareBefore(value: number, offsetMs: number, periodMs: number): number {
  const x = Math.min(Math.max(offsetMs, 0), periodMs);
  // half-up on the exact rational value × x / period
  const num = BigInt(value) * BigInt(x);
  const den = BigInt(periodMs);
  return Number((2n * num + den) / (2n * den));
}

/** The fuel pieces of an activity inside [dayStart, dayEnd). */
export function fuelPieces(stored: StoredActivity, dayStartMs: number, dayEndMs: number): Piece[] {
  const periodMs = stored.activity.metrics.intervalValue * 1000;
  const pieces: Piece[] = [];
  Array.from(stored.derived.fuelPerPoint).forEach((value, j) => {
    const pointStart = stored.activity.startTime + j * periodMs;
    const fromMs = Math.max(pointStart, dayStartMs);
    const toMs = Math.min(pointStart + periodMs, dayEndMs);
    if (fromMs >= toMs) return;
    const part = shareBefore(value, toMs - pointStart, periodMs) - shareBefore(value, fromMs - pointStart, periodMs);
    pieces.push({ activityId: stored.activityId, fromMs, toMs, value: part });
  });
  return pieces;
}

/** An activity's own fuel inside a day. */
export function contribution(stored: StoredActivity, dayStartMs: number, dayEndMs: number): number {
  return fuelPieces(stored, dayStartMs, dayEndMs).reduce((sum, p) => sum + p.value, 0);
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

/**
 * Exact de-duplicated fuel of a day as a fraction [numerator, denominator]: split time at every piece boundary,
 * take the highest rate per slot, sum. Also the time with a positive rate.
 */
export function exactDayFuel(pieces: readonly Piece[]): { readonly num: bigint; readonly den: bigint; readonly activeMs: number } {
  const cuts = [...new Set(pieces.flatMap((p) => [p.fromMs, p.toMs]))].sort((a, b) => a - b);
  let num = 0n;
  let den = 1n;
  let activeMs = 0;
  for (let i = 0; i + 1 < cuts.length; i++) {
    const from = cuts[i]!;
    const to = cuts[i + 1]!;
    let best: Piece | undefined;
    for (const p of pieces) {
      if (p.fromMs <= from && p.toMs >= to && p.value > 0) {
        if (best === undefined || BigInt(p.value) * BigInt(best.toMs - best.fromMs) > BigInt(best.value) * BigInt(p.toMs - p.fromMs)) best = p;
      }
    }
    if (best === undefined) continue;
    activeMs += to - from;
    const addNum = BigInt(best.value) * BigInt(to - from);
    const addDen = BigInt(best.toMs - best.fromMs);
    num = num * addDen + addNum * den;
    den *= addDen;
    const g = gcd(num, den);
    num /= g;
    den /= g;
  }
  return { num, den, activeMs };
}
