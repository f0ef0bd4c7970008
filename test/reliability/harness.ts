import { createActivityHandler } from "../../src/http/createActivityHandler.js";
import type { ActivityHandler } from "../../src/http/activityHandlerOptions.js";
import type { ActivityRepository } from "../../src/repository/activityRepository.js";
import { createActivityService } from "../../src/service/createActivityService.js";
import { check } from "../../src/testing/contract/check.js";
import { FAULT_MARKER } from "./createFaultyRepository.js";

/** The fixed current time of reliability runs: 2024-06-01T12:00:00Z. */
export const RELIABILITY_NOW = /* @__PURE__ */ Date.UTC(2024, 5, 1, 12);
const SECOND = 1000;

/** The access token of user `u{index}`. */
export const tokenOf = (user: number): string => `token-${user}-secret`;

/**
 * The service and handler over `repository`: fixed clock, profile with weight and age, tokens `token-{i}-secret`
 * for users `u{i}`. Errors the handler turns into 500 are collected in `internalErrors`.
 *
 * @param repository - the storage under test (possibly faulty).
 */
export function reliabilityHandler(repository: ActivityRepository): { handler: ActivityHandler; internalErrors: unknown[] } {
  const internalErrors: unknown[] = [];
  const service = createActivityService({
    repository,
    clock: () => RELIABILITY_NOW,
    getProfile: () => ({ weightKg: 70, ageYears: 35 }),
  });
  const handler = createActivityHandler({
    service,
    authenticate: (token) => /^token-(\d+)-secret$/.exec(token)?.[1]?.replace(/^/, "u"),
    onError: (error) => internalErrors.push(error),
  });
  return { handler, internalErrors };
}

/** Gap between the clock and the latest encoded start time: the activities' data must end before now. */
const ENCODING_GAP_MS = 3_600_000;

/**
 * A one-activity-per-element Add Activities body whose start times encode `(user, serial)`: activity `k` starts
 * `(user · 1 000 000 + serial · 10 + k + 1)` seconds before one hour before {@link RELIABILITY_NOW} (so every data
 * point lies in the past, code 1082), and a listed start time tells whose it is and which request and batch member
 * it came from (up to 300 users and 100 000 requests per user).
 */
export function encodedBody(user: number, serial: number, size: number): unknown[] {
  return Array.from({ length: size }, (_, k) => ({
    activityType: "RUN",
    deviceType: "WATCH",
    startTime: RELIABILITY_NOW - ENCODING_GAP_MS - (user * 1_000_000 + serial * 10 + k + 1) * SECOND,
    timeZoneName: "UTC",
    metrics: { intervalUnit: "sec", intervalValue: 10, metricTypes: ["distance", "speed"], data: [[0, 10.8], [0.03, 10.8], [0.06, 10.8]] },
  }));
}

/** The `(user, serial, member)` a start time of {@link encodedBody} encodes. */
export function decodeStart(startTimeMs: number): { user: number; serial: number; member: number } {
  const seconds = Math.round((RELIABILITY_NOW - ENCODING_GAP_MS - startTimeMs) / SECOND) - 1;
  return { user: Math.floor(seconds / 1_000_000), serial: Math.floor((seconds % 1_000_000) / 10), member: seconds % 10 };
}

/** A POST of Add Activities for user `user`. */
export function addRequest(user: number, body: unknown, idempotencyKey?: string): Request {
  return new Request(`http://reliability.test/v1/me/sport/activities?access_token=${tokenOf(user)}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey }) },
    body: JSON.stringify(body),
  });
}

/** A listed or added item: its id and start (number of epoch ms, or ISO text in lists). */
export interface SeenItem {
  readonly activityId: string;
  readonly startTime: number | string;
}

/**
 * Every activity the user's ALL list shows, following `paging.next` from the first page of 999.
 *
 * @param handler - the handler to read through.
 * @param user - the user index.
 * @returns the items, or `undefined` when a read failed (a 500 under faults).
 */
export async function listEverything(handler: ActivityHandler, user: number): Promise<SeenItem[] | undefined> {
  const out: SeenItem[] = [];
  let path: string | undefined = `/v1/me/sport/activities?count=999&access_token=${tokenOf(user)}`;
  for (let pages = 0; path !== undefined && pages < 1000; pages++) {
    const response = await handler(new Request(new URL(path, "http://reliability.test")));
    if (response.status !== 200) {
      await expectCleanFailure(response);
      return undefined;
    }
    const page = (await response.json()) as { data: SeenItem[]; paging: { next: string | null } };
    out.push(...page.data);
    path = page.paging.next ?? undefined;
  }
  return out;
}

/**
 * Checks a failed answer is a clean 500: code 1290 only, no trace of the injected fault, no token.
 *
 * @param response - an answer whose status is not a success.
 */
export async function expectCleanFailure(response: Response): Promise<void> {
  const text = await response.text();
  check(response.status === 500, `a failure under storage faults answers 500, got ${response.status}: ${text.slice(0, 300)}`);
  check(!text.includes(FAULT_MARKER) && !text.includes("-secret"), `a 500 body tells nothing of the failure: ${text.slice(0, 300)}`);
  const body = JSON.parse(text) as { errors?: { code?: unknown }[] };
  check(body.errors?.length === 1 && body.errors[0]?.code === 1290, `a 500 body holds exactly error 1290: ${text.slice(0, 300)}`);
}
