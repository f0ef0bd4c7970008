import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildActivityDetail } from "../../src/derive/buildActivityDetail.js";
import { buildGpsData } from "../../src/derive/buildGpsData.js";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import type { ActivityService } from "../../src/service/index.js";
import { arbitraryInvalidActivity, arbitraryValidActivity, INVALID_ACTIVITY_CODES } from "../../src/testing/index.js";
import { runCount } from "../runCounts.js";
import { DAY, makeService, NOW, PROFILE, endingAgo } from "./helpers.js";
import { ServiceModel, type ModelQuery } from "./model.js";

type Real = { service: ActivityService };
const USERS = ["ann", "ben"] as const;

/** Valid activities whose start times crowd the last 12 days, so that days, dates and pages collide. */
const validActivity: fc.Arbitrary<SubmittedActivity> = fc
  .tuple(arbitraryValidActivity({ nowMs: NOW, profile: PROFILE, maxDataPoints: 8 }), fc.integer({ min: 1, max: 12 * DAY }))
  .map(([activity, ago]) => endingAgo(activity, ago));

const invalidActivity = fc
  .constantFrom(...INVALID_ACTIVITY_CODES.filter((code) => code !== 1040))
  .chain((code) => arbitraryInvalidActivity(code, { nowMs: NOW, profile: PROFILE, maxDataPoints: 8 }));

const dateRange = fc.tuple(fc.integer({ min: -1, max: 13 }), fc.integer({ min: 0, max: 5 })).map(([back, span]) => ({
  startDate: new Date(NOW - (back + span) * DAY).toISOString().slice(0, 10),
  endDate: new Date(NOW - back * DAY).toISOString().slice(0, 10),
}));

const listQuery: fc.Arbitrary<ModelQuery> = fc
  .record(
    { count: fc.integer({ min: 1, max: 6 }), offset: fc.integer({ min: 1, max: 9 }), dates: fc.option(dateRange, { freq: 2 }) },
    { requiredKeys: [] },
  )
  .map(({ dates, ...rest }) => ({ ...rest, ...(dates ?? {}) }));

class AddCommand implements fc.AsyncCommand<ServiceModel, Real> {
  constructor(
    readonly userId: string,
    readonly body: readonly unknown[],
    readonly valid: boolean,
  ) {}
  check = (): boolean => true;
  async run(model: ServiceModel, real: Real): Promise<void> {
    const result = await real.service.addActivities(this.userId, structuredClone(this.body));
    if (!this.valid) {
      expect(result.ok).toBe(false);
      return;
    }
    const added = model.add(this.userId, this.body as SubmittedActivity[]);
    if (typeof added === "string") {
      expect(result).toEqual({ ok: false, errors: [expect.objectContaining({ code: Number(added) })] });
      return;
    }
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.map((item) => item.activityId)).toEqual(added.map((s) => s.activityId));
    result.value.forEach((item, i) => {
      const s = added[i];
      expect(item.startTime).toBe(s?.activity.startTime);
      expect(item.duration).toBe(s?.derived.durationMs);
      expect(item.metricSummary.fuel).toBe(String(s === undefined ? undefined : model.fuelOf(s)));
    });
  }
  toString = (): string => `add(${this.userId}, ${this.body.length} activities${this.valid ? "" : ", one invalid"})`;
}

class ListCommand implements fc.AsyncCommand<ServiceModel, Real> {
  constructor(
    readonly userId: string,
    readonly experienceType: string,
    readonly query: ModelQuery,
  ) {}
  check = (): boolean => true;
  async run(model: ServiceModel, real: Real): Promise<void> {
    const result = await real.service.listActivities(this.userId, this.experienceType, this.query);
    expect(result).toEqual({ ok: true, value: model.page(this.userId, this.experienceType, this.query) });
  }
  toString = (): string => `list(${this.userId}, ${this.experienceType}, ${JSON.stringify(this.query)})`;
}

class ReadCommand implements fc.AsyncCommand<ServiceModel, Real> {
  constructor(
    readonly userId: string,
    readonly idNumber: number,
    readonly what: "detail" | "gps",
  ) {}
  check = (): boolean => true;
  async run(model: ServiceModel, real: Real): Promise<void> {
    const id = `id-${this.idNumber}`;
    const stored = model.find(this.userId, id);
    if (this.what === "detail") {
      const result = await real.service.getActivity(this.userId, id);
      const detail = stored === undefined ? undefined : buildActivityDetail(stored);
      const item = stored === undefined ? undefined : model.item(stored);
      const expected = stored === undefined || detail === undefined || item === undefined ? undefined : { ...detail, status: item.status, metricSummary: item.metricSummary };
      expect(result).toEqual(expected === undefined ? { ok: false, errors: [expect.objectContaining({ code: 290 })] } : { ok: true, value: expected });
      return;
    }
    const result = await real.service.getGps(this.userId, id);
    // every stored activity has a GPS resource, empty without coordinates 
    expect(result).toEqual(stored === undefined ? { ok: false, errors: [expect.objectContaining({ code: 290 })] } : { ok: true, value: buildGpsData(stored) });
  }
  toString = (): string => `${this.what}(${this.userId}, id-${this.idNumber})`;
}

const user = fc.constantFrom(...USERS);
const addValid = fc
  .tuple(user, fc.array(validActivity, { minLength: 1, maxLength: 5 }))
  .map(([u, body]) => new AddCommand(u, body, true));
const list = fc
  .tuple(user, fc.constantFrom("RUNNING", "WALKING", "CYCLING", "ALL", "WRISTBAND", "FUELBAND"), listQuery)
  .map(([u, type, query]) => new ListCommand(u, type, query));
// adds and lists weighted up so that lists often hold several pages
const commands = [
  addValid,
  addValid,
  list,
  list,
  fc
    .tuple(user, fc.array(validActivity, { maxLength: 2 }), invalidActivity, fc.nat())
    .map(([u, body, bad, at]) => {
      const mixed: unknown[] = [...body];
      mixed.splice(at % (body.length + 1), 0, bad);
      return new AddCommand(u, mixed, false);
    }),
  fc
    .tuple(user, fc.integer({ min: 1, max: 40 }), fc.constantFrom("detail" as const, "gps" as const))
    .map(([u, n, what]) => new ReadCommand(u, n, what)),
];

// a fresh seed each run, printed, so that a failure found by any run can be replayed (SEED=… npx vitest run …)
const SEED = Number(process.env["SEED"] ?? Math.floor(Math.random() * 2 ** 31));
console.info(`service model-based test: seed ${SEED} (replay with SEED=${SEED})`);

describe("the service against a simple model (fast-check commands)", () => {
  it("answers every random sequence of add, list, detail and GPS like the model", async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40, size: "+1" }), async (cmds) => {
        const setup = () => ({ model: new ServiceModel(NOW, PROFILE), real: { service: makeService().service } });
        await fc.asyncModelRun(setup, cmds);
      }),
      { numRuns: runCount(300, 60), seed: SEED },
    );
  });

  it("also with a profile time zone for the wristband days", async () => {
    const profile = { ...PROFILE, timeZoneName: "Pacific/Chatham" };
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25, size: "+1" }), async (cmds) => {
        const setup = () => ({
          model: new ServiceModel(NOW, profile),
          real: { service: makeService({ getProfile: () => profile }).service },
        });
        await fc.asyncModelRun(setup, cmds);
      }),
      { numRuns: runCount(125, 25), seed: SEED + 1 },
    );
  });
});
