import { describe, expect, it } from "vitest";
import { toValidationErrors } from "../../src/schema/index.js";
import { issueCode } from "../../src/schema/issueCode.js";

describe("issueCode: code of a zod issue by params.code or by path", () => {
  it.each([
    [{ code: "invalid_type", expected: "array", path: [] }, 1000],
    [{ code: "custom", params: { code: 1010 }, path: [] }, 1010],
    [{ code: "invalid_type", expected: "object", path: [] }, 1030],
    [{ code: "invalid_type", expected: "object", path: [3] }, 1030],
    [{ code: "invalid_value", path: [0, "activityType"] }, 170],
    [{ code: "invalid_value", path: ["activityType"] }, 170],
    [{ code: "invalid_type", path: [2, "metrics"] }, 190],
    [{ code: "invalid_value", path: [0, "metrics", "intervalUnit"] }, 240],
    [{ code: "invalid_value", path: [0, "metrics", "metricTypes", 4] }, 1070],
    [{ code: "invalid_value", path: ["metricTypes", 4] }, 1070],
    [{ code: "custom", path: ["data"] }, 270],
    [{ code: "custom", params: { code: 260 }, path: [0, "metrics", "data", 5, 1] }, 260],
  ] as const)("%j → %i", (issue, code) => {
    expect(issueCode(issue)).toBe(code);
  });

  it.each([
    [{ code: "invalid_type", path: ["note"] }],
    [{ code: "invalid_type", path: ["constructor"] }],
    [{ code: "invalid_type", path: [0, "metrics", "toString"] }],
    [{ code: "custom", params: { code: 99 }, path: [0, "x", "y"] }],
    [{ code: "invalid_type", path: [0, "metrics", "data", 1] }],
  ] as const)("%j has no code", (issue) => {
    expect(issueCode(issue)).toBeUndefined();
  });
});

describe("toValidationErrors", () => {
  it("builds ValidationErrors with the registry message and the issue message as detail", () => {
    const errors = toValidationErrors([
      { code: "invalid_value", path: [1, "deviceType"], message: "deviceType is \"X\"" },
      { code: "invalid_type", path: ["startTime"], message: "startTime is missing" },
      { code: "invalid_type", path: ["note"], message: "dropped" },
    ], { activityIndex: 7 });
    expect(errors).toEqual([
      { code: 220, message: "Invalid device type.", detail: "deviceType is \"X\"", activityIndex: 1, path: [1, "deviceType"] },
      {
        code: 160,
        message: "Start time is not a valid timestamp in the past and after 23 May 2006.",
        detail: "startTime is missing",
        activityIndex: 7,
        path: [7, "startTime"],
      },
    ]);
  });
});
