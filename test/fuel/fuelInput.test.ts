// fuelInput: what the fuel models read of an activity (mutation testing, issue 13).
import { describe, expect, it } from "vitest";
import { fuelInput } from "../../src/fuel/fuelInput.js";
import type { SubmittedActivity } from "../../src/model/submittedActivity.js";
import { getActivityType } from "../../src/registry/activityTypes.js";
import { activity } from "./fuelTestKit.js";

describe("fuelInput", () => {
  it("treats an activity type missing from the registry as OTHER with 4 MET (its docstring)", () => {
    const unknown = { ...activity("RUN", ["heartrate"], [[120]]), activityType: "UNDERWATER_CHESS" } as unknown as SubmittedActivity;
    expect(fuelInput(unknown)).toMatchObject({ activityType: "UNDERWATER_CHESS", family: "OTHER", met: 4 });
    expect(fuelInput(activity("RUN", ["heartrate"], [[120]]))).toMatchObject({ family: "RUN", met: getActivityType("RUN")!.met });
  });
});
