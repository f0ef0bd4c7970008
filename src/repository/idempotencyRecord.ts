import type { AddActivityResponseItem } from "../model/addActivityResponseItem.js";

/**
 * What a repository keeps of an Add Activities request sent with an idempotency key (decision D-130):
 * stored in the same atomic step as the batch it answers, so that a retry of the request, in this
 * process or another one, finds it and gets the first answer back instead of storing the batch again.
 *
 * Keys are per user: the same key of two users names two records. A record is live while `nowMs < expiresAtMs`;
 * an expired record is as good as absent (a new request with its key stores again and replaces it).
 */
export interface IdempotencyRecord {
  /** The `Idempotency-Key` value (or the service's `idempotencyKey` option): 1–255 printable ASCII characters. */
  readonly key: string;
  /**
   * Fingerprint of the request body: lower-case hex SHA-256 of its canonical JSON (`bodyFingerprint`). A retry
   * with another fingerprint is refused (code 1301).
   */
  readonly fingerprint: string;
  /** When the request was stored, epoch ms. */
  readonly createdAtMs: number;
  /** When the record stops answering retries, epoch ms (exclusive); `createdAtMs` plus the service's TTL. */
  readonly expiresAtMs: number;
  /** The response items the first request answered with, in body order (spec 2.3): what a retry answers. */
  readonly response: readonly AddActivityResponseItem[];
}
