import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isExperienceTypeSegment, matchRoute } from "../../src/http/matchRoute.js";
import { EXPERIENCE_TYPES } from "../../src/registry/experienceTypes.js";

describe("matchRoute", () => {
  it("recognises the four routes under /v1 and, by default, without it", () => {
    for (const prefix of ["/v1/me/sport/activities", "/me/sport/activities"]) {
      expect(matchRoute(prefix)).toEqual({ kind: "collection" });
      expect(matchRoute(`${prefix}/RUNNING`)).toEqual({ kind: "list", experienceType: "RUNNING" });
      expect(matchRoute(`${prefix}/abc-123`)).toEqual({ kind: "detail", activityId: "abc-123" });
      expect(matchRoute(`${prefix}/abc-123/gps`)).toEqual({ kind: "gps", activityId: "abc-123" });
    }
    expect(matchRoute("/me/sport/activities/RUNNING", false)).toBeUndefined();
    expect(matchRoute("/v1/me/sport/activities/RUNNING", false)).toEqual({ kind: "list", experienceType: "RUNNING" });
  });

  it("reads every registered experience type and alias as a list", () => {
    for (const type of EXPERIENCE_TYPES) {
      for (const name of [type.name, ...type.aliases]) {
        expect(matchRoute(`/v1/me/sport/activities/${name}`)).toEqual({ kind: "list", experienceType: name });
      }
    }
  });

  it("reads the historical id forms (UUIDs, digit strings) and lower-case words as activity ids", () => {
    fc.assert(
      fc.property(fc.oneof(fc.uuid(), fc.stringMatching(/^[0-9]{1,20}$/), fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/)), (id) => {
        expect(isExperienceTypeSegment(id)).toBe(false);
        expect(matchRoute(`/v1/me/sport/activities/${id}`)).toEqual({ kind: "detail", activityId: id });
        expect(matchRoute(`/v1/me/sport/activities/${id}/gps`)).toEqual({ kind: "gps", activityId: id });
      }),
      { numRuns: 200 },
    );
  });

  it("reads any upper-case word as an experience type, and as an id before /gps", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z][A-Z0-9_]{0,15}$/), (word) => {
        expect(matchRoute(`/v1/me/sport/activities/${word}`)).toEqual({ kind: "list", experienceType: word });
        expect(matchRoute(`/v1/me/sport/activities/${word}/gps`)).toEqual({ kind: "gps", activityId: word });
      }),
      { numRuns: 100 },
    );
  });

  it("round-trips any id through percent-encoding", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (id) => {
        const route = matchRoute(`/v1/me/sport/activities/${encodeURIComponent(id)}`);
        expect(route).toEqual(isExperienceTypeSegment(id) ? { kind: "list", experienceType: id } : { kind: "detail", activityId: id });
      }),
      { numRuns: 200 },
    );
  });

  it("rejects everything else", () => {
    for (const path of ["", "/", "/v1", "/v1/me/sport", "/v1/me/sport/activities/", "/v1/me/sport/activities//gps",
      "/v1/me/sport/activities/a/b", "/v1/me/sport/activities/a/gps/", "/V1/me/sport/activities", "/v1/me/sport/activities%2FRUNNING",
      "/v1/me/sport/activities/%zz", "/api/v1/me/sport/activities"]) {
      expect(matchRoute(path), path).toBeUndefined();
    }
  });
});
