import { describe, expect, it } from "vitest";
import { dailyTimeZone } from "../../src/service/index.js";
import { contractActivity } from "../../src/testing/contract/fixtures.js";

const latest = contractActivity({ userId: "u", activityId: "a", startTime: Date.UTC(2024, 0, 1), timeZoneName: "Asia/Tokyo" });

describe("dailyTimeZone (decision D-12)", () => {
  it("prefers the profile's zone", () => {
    expect(dailyTimeZone({ timeZoneName: "Europe/Paris" }, latest)).toBe("Europe/Paris");
  });
  it("falls back to the most recent activity's zone, also when the profile's zone is not acceptable", () => {
    expect(dailyTimeZone({}, latest)).toBe("Asia/Tokyo");
    expect(dailyTimeZone({ timeZoneName: "PST" }, latest)).toBe("Asia/Tokyo");
    expect(dailyTimeZone(undefined, latest)).toBe("Asia/Tokyo");
  });
  it("is UTC without either", () => {
    expect(dailyTimeZone(undefined, undefined)).toBe("UTC");
  });
});
