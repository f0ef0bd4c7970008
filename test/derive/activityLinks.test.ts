import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { activityLinks, activityPath } from "../../src/derive/activityLinks.js";

describe("activityPath", () => {
  it("is the base path and the id URI-component-encoded, for any id (property)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.uuid(), fc.string(), fc.string({ unit: "grapheme" }), fc.stringMatching(/^[\w.~!*'()-]*$/)), (id) => {
        expect(activityPath(id, "/v1/me/sport/activities")).toBe(`/v1/me/sport/activities/${encodeURIComponent(id)}`);
      }),
      { numRuns: 2000 },
    );
  });

  it("encodes what needs it and drops trailing slashes of the base", () => {
    expect(activityPath("a b/c?d#é", "/api/")).toBe("/api/a%20b%2Fc%3Fd%23%C3%A9");
    expect(activityPath("x~y_z.1-2")).toBe("/v1/me/sport/activities/x~y_z.1-2");
    expect(activityLinks("id")).toEqual([{ rel: "self", href: "/v1/me/sport/activities/id" }, { rel: "gps", href: "/v1/me/sport/activities/id/gps" }]);
  });
});
