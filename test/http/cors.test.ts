// Issue 12: opt-in CORS, so that a browser client's preflight is answered instead of 405.
import { describe, expect, it } from "vitest";
import { createActivityHandler } from "../../src/http/createActivityHandler.js";
import type { CorsOptions } from "../../src/http/cors.js";
import { createFakeService } from "./fakeActivityService.js";

const APP = "https://app.example.com";
const LIST = "http://svc/v1/me/sport/activities/RUNNING";
const COLLECTION = "http://svc/v1/me/sport/activities";

function handler(cors?: CorsOptions) {
  return createActivityHandler({ service: createFakeService(), authenticate: (t) => (t === "tok" ? "alice" : undefined), ...(cors ? { cors } : {}) });
}

function preflight(url: string, origin: string, method: string, headers = "authorization, content-type"): Request {
  return new Request(url, {
    method: "OPTIONS",
    headers: { origin, "access-control-request-method": method, "access-control-request-headers": headers },
  });
}

async function codes(response: Response): Promise<number[]> {
  return ((await response.json()) as { errors: { code: number }[] }).errors.map((e) => e.code);
}

describe("CORS off (the default)", () => {
  it("answers a preflight 405 as before and adds no Access-Control header", async () => {
    const response = await handler()(preflight(LIST, APP, "GET"));
    expect(response.status).toBe(405);
    const get = await handler()(new Request(`${LIST}?access_token=tok`, { headers: { origin: APP } }));
    expect(get.status).toBe(200);
    expect(get.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("cors: { origins }", () => {
  const h = handler({ origins: [APP, "http://localhost:5173"], maxAgeS: 120 });

  it("answers the preflight of an allowed origin 204 without a token, with methods, headers and max-age", async () => {
    const response = await h(preflight(COLLECTION, APP, "POST"));
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect(response.headers.get("access-control-allow-origin")).toBe(APP);
    expect(response.headers.get("access-control-allow-methods")).toBe("GET, HEAD, POST");
    expect(response.headers.get("access-control-allow-headers")?.toLowerCase().split(", ")).toEqual(
      // Idempotency-Key too, so that a browser client on another origin can retry an add safely
      expect.arrayContaining(["authorization", "content-type", "idempotency-key"]),
    );
    expect(response.headers.get("access-control-max-age")).toBe("120");
    expect(response.headers.get("vary")).toContain("Origin");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("refuses the preflight of another origin, or of a method the path does not serve, with 403 code 1204", async () => {
    const foreign = await h(preflight(LIST, "https://evil.example", "GET"));
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
    expect(await codes(foreign)).toEqual([1204]);
    const post = await h(preflight(LIST, APP, "POST"));
    expect(post.status).toBe(403);
    expect(await codes(post)).toEqual([1204]);
  });

  it("lets an allowed origin read answers and errors (Access-Control-Allow-Origin, exposed WWW-Authenticate)", async () => {
    const ok = await h(new Request(`${LIST}?access_token=tok`, { headers: { origin: APP } }));
    expect(ok.status).toBe(200);
    expect(ok.headers.get("access-control-allow-origin")).toBe(APP);
    expect(ok.headers.get("vary")).toContain("Origin");
    const unauthorized = await h(new Request(LIST, { headers: { origin: APP } }));
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get("access-control-allow-origin")).toBe(APP);
    expect(unauthorized.headers.get("access-control-expose-headers")).toContain("WWW-Authenticate");
  });

  it("gives another origin's request its answer without Access-Control-Allow-Origin (the browser hides it)", async () => {
    const response = await h(new Request(`${LIST}?access_token=tok`, { headers: { origin: "https://evil.example" } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("still answers an OPTIONS that is no preflight 405, and unknown paths 404", async () => {
    expect((await h(new Request(LIST, { method: "OPTIONS" }))).status).toBe(405);
    expect((await h(preflight("http://svc/v2/x", APP, "GET"))).status).toBe(404);
  });

  it('allows any origin with "*" (no credentials)', async () => {
    const any = handler({ origins: "*" });
    const response = await any(preflight(LIST, "https://whoever.example", "GET"));
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const get = await any(new Request(`${LIST}?access_token=tok`, { headers: { origin: "https://x.example" } }));
    expect(get.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("refuses origins that are not origins at creation", () => {
    for (const origin of ["https://app.example.com/", "app.example.com", "https://app.example.com/path", "*.example.com"]) {
      expect(() => handler({ origins: [origin] }), origin).toThrow(RangeError);
    }
    expect(() => handler({ origins: [APP], maxAgeS: -1 })).toThrow(RangeError);
  });
});
