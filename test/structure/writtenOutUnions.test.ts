// The union types that public declarations name are written out, so that no declaration refers to a table that is
// not exported (`typeof ERROR_CODES` in a sub-entry's declarations would need ERROR_CODES there too). Each is checked
// here, by `npm run typecheck`, to hold exactly the values of its table, both ways (each table is also checked
// against its union by `satisfies`).
import { describe, expect, it } from "vitest";
import { EXPORT_ERROR_CODES, type ExportErrorCode, type ExportErrorKey } from "../../src/export/exportError.js";
import { IMPORT_ERROR_CODES, type ImportErrorCode, type ImportErrorKey } from "../../src/import/importError.js";
import { ACTIVITY_TYPES, type ActivityTypeName } from "../../src/registry/activityTypes.js";
import { ERROR_CODES, type ErrorCode } from "../../src/registry/errorCodes.js";
import { METRIC_TYPE_NAMES, SUBMITTABLE_METRIC_TYPE_NAMES, type MetricTypeName, type SubmittableMetricTypeName } from "../../src/registry/metricTypes.js";
import { STATUSES, type Status } from "../../src/registry/statuses.js";

/** `true` when `A` and `B` hold the same values, else `false`. */
type Same<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : false;

const CHECKS: Record<string, true> = {
  ActivityTypeName: true satisfies Same<ActivityTypeName, (typeof ACTIVITY_TYPES)[number]["name"]>,
  ErrorCode: true satisfies Same<ErrorCode, (typeof ERROR_CODES)[number]["code"]>,
  ImportErrorCode: true satisfies Same<ImportErrorCode, (typeof IMPORT_ERROR_CODES)[number]["code"]>,
  ImportErrorKey: true satisfies Same<ImportErrorKey, (typeof IMPORT_ERROR_CODES)[number]["key"]>,
  ExportErrorCode: true satisfies Same<ExportErrorCode, (typeof EXPORT_ERROR_CODES)[number]["code"]>,
  ExportErrorKey: true satisfies Same<ExportErrorKey, (typeof EXPORT_ERROR_CODES)[number]["key"]>,
  MetricTypeName: true satisfies Same<MetricTypeName, (typeof METRIC_TYPE_NAMES)[number]>,
  Status: true satisfies Same<Status, (typeof STATUSES)[number]>,
};

describe("written-out unions", () => {
  it("are checked by the compiler against their tables (this file compiles only when each is exact)", () => {
    expect(Object.keys(CHECKS)).toHaveLength(8);
  });

  it("SubmittableMetricTypeName is the names of the submittable metric types", () => {
    const submittable: readonly SubmittableMetricTypeName[] = SUBMITTABLE_METRIC_TYPE_NAMES;
    expect([...submittable].sort()).toEqual(["calories", "distance", "elevation", "fuel", "gpssignalstrength", "grade", "heartrate", "latitude", "longitude", "speed", "steps", "watts"]);
  });
});
