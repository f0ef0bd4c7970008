import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import type { ListQuery } from "../../src/service/index.js";
import { arbitraryValidActivity } from "../../src/testing/arbitraries/index.js";
import { DAY, endingAgo, makeService, NOW, parseHref, PROFILE } from "./helpers.js";
import { ServiceModel } from "./model.js";

const BASE = "/v1/me/sport/activities";

const options = { nowMs: NOW, profile: PROFILE, maxDataPoints: 4 };
/** Mostly RUN, WALK and CYCLE families, so that every experience type has several pages. */
const anyActivity = fc.oneof(
  arbitraryValidActivity({ ...options, activityType: "RUN" }),
  arbitraryValidActivity({ ...options, activityType: "WALK" }),
  arbitraryValidActivity({ ...options, activityType: "HIKING" }),
  arbitraryValidActivity({ ...options, activityType: "CYCLE" }),
  arbitraryValidActivity(options),
);

const dataSet = fc.array(
  fc
    .tuple(
      anyActivity,
      fc.integer({ min: 1, max: 20 * DAY }),
      fc.constantFrom("me", "me", "me", "other"),
    )
    .map(([activity, ago, userId]) => ({ userId, activity: endingAgo(activity, ago) })),
  { maxLength: 60, size: "max" },
);

const query = fc.record({
  experienceType: fc.constantFrom("RUNNING", "WALKING", "CYCLING", "ALL", "WRISTBAND", "FUELBAND"),
  count: fc.integer({ min: 1, max: 7 }),
  offset: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 12 })),
  dates: fc.option(
    fc.tuple(fc.integer({ min: -1, max: 21 }), fc.integer({ min: 0, max: 10 })).map(([back, span]) => ({
      startDate: new Date(NOW - (back + span) * DAY).toISOString().slice(0, 10),
      endDate: new Date(NOW - back * DAY).toISOString().slice(0, 10),
    })),
  ),
  token: fc.string({ minLength: 1, maxLength: 12 }),
});

describe("paging", () => {
  it("walking `next` from any first page returns exactly the filtered set, in order, and ends", async () => {
    await fc.assert(
      fc.asyncProperty(dataSet, query, async (rows, q) => {
        const { service } = makeService();
        const model = new ServiceModel(NOW, PROFILE);
        for (const userId of ["me", "other"]) {
          const body = rows.filter((r) => r.userId === userId).map((r) => r.activity);
          if (body.length === 0) continue;
          const result = await service.addActivities(userId, body);
          expect(result.ok).toBe(true);
          model.add(userId, body);
        }
        const dates = q.dates ?? undefined;
        const expected = model.allItems("me", q.experienceType, dates ?? {}).map((item) => item.activityId);
        const keepParams = [["access_token", q.token]] as const;

        const seen: string[] = [];
        let request: { type: string; query: ListQuery } = {
          type: q.experienceType,
          query: { count: String(q.count), offset: String(q.offset), ...(dates ?? {}) },
        };
        const maxPages = Math.ceil(expected.length / q.count) + 2;
        for (let page = 1; ; page++) {
          expect(page).toBeLessThanOrEqual(maxPages); // the historical defect: `next` kept coming forever
          const result = await service.listActivities("me", request.type, request.query, { keepParams });
          if (!result.ok) throw new Error(JSON.stringify(result.errors));
          const { data, paging } = result.value;
          const offset = Number(request.query.offset);
          seen.push(...data.map((d) => d.activityId));
          // previous: null on the first record; past the end the last page with records (null
          // without any); else exactly the records before the page
          const previous = paging.previous === null ? null : parseHref(paging.previous).params;
          const total = expected.length;
          if (offset > total) {
            const start = Math.max(1, total - q.count + 1);
            expect(previous).toEqual(total === 0 ? null : expect.arrayContaining([["count", String(q.count)], ["offset", String(start)]]));
          } else if (offset === 1) expect(previous).toBeNull();
          else {
            const start = Math.max(1, offset - q.count);
            expect(previous).toEqual(expect.arrayContaining([["count", String(offset - start)], ["offset", String(start)]]));
          }
          if (paging.next === null) break;
          expect(data.length).toBe(q.count); // only the last page is short
          const { path, params } = parseHref(paging.next);
          expect(path).toBe(`${BASE}/${q.experienceType}`);
          const names = params.map(([k]) => k);
          expect(names).toEqual(dates ? ["count", "startDate", "endDate", "access_token", "offset", "after"] : ["count", "access_token", "offset", "after"]);
          const get = (k: string) => params.find(([name]) => name === k)?.[1];
          expect(get("access_token")).toBe(q.token);
          expect(get("offset")).toBe(String(offset + q.count));
          request = {
            type: path.split("/").at(-1) ?? "",
            query: {
              count: get("count") ?? "",
              offset: get("offset") ?? "",
              ...(dates ? { startDate: get("startDate") ?? "", endDate: get("endDate") ?? "" } : {}),
            },
          };
        }
        expect(seen).toEqual(expected.slice(q.offset - 1));
        expect(new Set(seen).size).toBe(seen.length);
      }),
      { numRuns: 100 },
    );
  });
});
