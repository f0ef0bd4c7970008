import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { redactAccessToken } from "../../src/http/redactAccessToken.js";

describe("redactAccessToken", () => {
  it("replaces the token value in paths and absolute URLs, keeping the rest", () => {
    expect(redactAccessToken("/v1/me/sport/activities/RUNNING?count=1&access_token=abc&offset=2")).toBe(
      "/v1/me/sport/activities/RUNNING?count=1&access_token=REDACTED&offset=2",
    );
    expect(redactAccessToken("http://127.0.0.1:8787/v1/me/sport/activities?access_token=abc")).toBe(
      "http://127.0.0.1:8787/v1/me/sport/activities?access_token=REDACTED",
    );
  });

  it("redacts every occurrence, and percent-encoded keys", () => {
    expect(redactAccessToken("/x?access_token=a&access%5Ftoken=b&access_token=c")).toBe(
      "/x?access_token=REDACTED&access_token=REDACTED&access_token=REDACTED",
    );
  });

  it("leaves URLs without a token unchanged", () => {
    expect(redactAccessToken("/v1/me/sport/activities/RUNNING?count=1")).toBe("/v1/me/sport/activities/RUNNING?count=1");
    expect(redactAccessToken("/")).toBe("/");
  });

  it("never lets a token through, whatever its characters", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 4, maxLength: 40 }).filter((t) => !"REDACTED".includes(t)), fc.string(), (token, other) => {
        const query = new URLSearchParams([["other", other], ["access_token", token]]).toString();
        const out = redactAccessToken(`/p?${query}`);
        expect(new URLSearchParams(out.slice(out.indexOf("?"))).get("access_token")).toBe("REDACTED");
        expect(new URLSearchParams(out.slice(out.indexOf("?"))).get("other")).toBe(other);
      }),
      { numRuns: 200 },
    );
  });
});
