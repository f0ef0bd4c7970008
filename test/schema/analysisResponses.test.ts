// The schemas of the analysis routes' answers (issue 30): their outputs are the service's types (compile-time
// proofs), and the zod schemas and the shipped JSON Schemas (both dialects) accept what the real service answers
// and refuse a near miss.
import { readFileSync } from "node:fs";
import type * as z from "zod";
import { describe, expect, it } from "vitest";
import type { ActivityAnalysis } from "../../src/analysis/analyzeActivity.js";
import type { LoadDay } from "../../src/analysis/trainingLoad.js";
import type { ActivityRecords } from "../../src/model/activityRecords.js";
import { createInMemoryActivityRepository } from "../../src/repository/createInMemoryActivityRepository.js";
import { activityAnalysisSchema, trainingLoadReportSchema, userRecordsSchema } from "../../src/schema/index.js";
import { activityRecordsSchema } from "../../src/schema/activityAnalysis.js";
import { jsonSchemaDocuments } from "../../src/schema/jsonSchemas.js";
import { loadDaySchema } from "../../src/schema/trainingLoadReport.js";
import { recordHolderSchema } from "../../src/schema/userRecords.js";
import type { RecordHolder, TrainingLoadReport, UserRecords } from "../../src/service/analysisQueries.js";
import { createActivityService } from "../../src/service/createActivityService.js";
import { strictAjv, strictAjv07 } from "./strictAjv.js";

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type DeepReadonly<T> = T extends (...args: never[]) => unknown ? T : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
type SameModel<S extends z.ZodType, M> = Equals<DeepReadonly<z.output<S>>, DeepReadonly<M>>;

const proofs = {
  activityAnalysis: true satisfies SameModel<typeof activityAnalysisSchema, ActivityAnalysis>,
  activityRecords: true satisfies SameModel<typeof activityRecordsSchema, ActivityRecords>,
  userRecords: true satisfies SameModel<typeof userRecordsSchema, UserRecords>,
  recordHolder: true satisfies SameModel<typeof recordHolderSchema, RecordHolder>,
  trainingLoadReport: true satisfies SameModel<typeof trainingLoadReportSchema, TrainingLoadReport>,
  loadDay: true satisfies SameModel<typeof loadDaySchema, LoadDay>,
  nearMiss: false satisfies SameModel<typeof loadDaySchema, Omit<LoadDay, "form">>,
};

const NOW = Date.UTC(2024, 5, 30, 12);
const RUN = JSON.parse(readFileSync(new URL("../fixtures/run-garmin-connect-export.submission.json", import.meta.url), "utf8")) as { startTime: number }[];

/** Real answers of the service: a recorded run (GPS, heart rate) and a ride with power, for a profile with every field. */
async function answers(): Promise<{ analyses: ActivityAnalysis[]; records: UserRecords; load: TrainingLoadReport }> {
  const service = createActivityService({
    repository: createInMemoryActivityRepository(),
    clock: () => NOW,
    getProfile: () => ({ weightKg: 70, ageYears: 35, timeZoneName: "Europe/Paris", functionalThresholdPowerW: 200, restingHeartRateBpm: 55, sex: "female" }),
  });
  const ride = {
    activityType: "CYCLE",
    deviceType: "BIKE",
    startTime: NOW - 86_400_000,
    timeZoneName: "Europe/Paris",
    metrics: { intervalUnit: "sec", intervalValue: 5, metricTypes: ["distance", "watts", "heartrate"], data: Array.from({ length: 400 }, (_, i) => [i * 0.04, 150 + (i % 50), i % 7 === 0 ? 0 : 140]) },
  };
  const added = await service.addActivities("u", [...RUN, ride]);
  if (!added.ok) throw new Error(JSON.stringify(added.errors));
  const analyses: ActivityAnalysis[] = [];
  for (const item of added.value) {
    const analysis = await service.getAnalysis("u", item.activityId);
    if (analysis.ok) analyses.push(analysis.value);
  }
  const records = await service.getRecords("u", "ALL");
  const load = await service.getTrainingLoad("u", { startDate: "2024-06-20", endDate: "2024-06-30", load: "trimp" });
  if (!records.ok || !load.ok) throw new Error("no records or load");
  return { analyses, records: records.value, load: load.value };
}

describe("the analysis answers' schemas", () => {
  it("have the service's types as outputs (compile-time proofs above)", () => {
    expect(Object.entries(proofs).filter(([name]) => name !== "nearMiss").every(([, ok]) => ok)).toBe(true);
  });

  it("accept the real service's answers, as zod schemas and as JSON Schemas in both dialects", async () => {
    const { analyses, records, load } = await answers();
    expect(analyses).toHaveLength(2);
    // the ride has power zones (the profile's FTP) beside heart-rate zones; the run has splits and best efforts
    expect(analyses[1]?.zones.power?.unit).toBe("W");
    expect(analyses[0]?.splits.km.length).toBeGreaterThan(0);
    expect(records.watts.length).toBeGreaterThan(0);
    const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
    const cases: [string, z.ZodType, unknown][] = [
      ...analyses.map((a): [string, z.ZodType, unknown] => ["activity-analysis.json", activityAnalysisSchema, json(a)]),
      ["user-records.json", userRecordsSchema, json(records)],
      ["training-load.json", trainingLoadReportSchema, json(load)],
    ];
    for (const [draft, ajvOf] of [["2020-12", strictAjv], ["draft-07", strictAjv07]] as const) {
      const documents = jsonSchemaDocuments({ draft });
      for (const [file, schema, value] of cases) {
        expect(schema.safeParse(value).success, file).toBe(true);
        const valid = ajvOf().compile(documents[file]!);
        expect(valid(value), `${draft} ${file}: ${JSON.stringify(valid.errors)}`).toBe(true);
      }
    }
  });

  it("refuse near misses: a load kind the service never answers, a date that is not a date, a split without its number", async () => {
    const { analyses, load } = await answers();
    const documents = jsonSchemaDocuments();
    const loadValid = strictAjv().compile(documents["training-load.json"]!);
    for (const bad of [{ ...load, load: "watts" }, { ...load, days: [{ ...load.days[0], date: "30.06.2024" }] }, { days: load.days }]) {
      expect(trainingLoadReportSchema.safeParse(bad).success).toBe(false);
      expect(loadValid(bad)).toBe(false);
    }
    const analysis = JSON.parse(JSON.stringify(analyses[0])) as { splits: { km: Record<string, unknown>[] } };
    delete analysis.splits.km[0]!["split"];
    expect(activityAnalysisSchema.safeParse(analysis).success).toBe(false);
    expect(strictAjv().compile(documents["activity-analysis.json"]!)(analysis)).toBe(false);
  });
});
