import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { toNodeListener, type FetchHandler } from "../../../src/http/node/toNodeListener.js";

const servers: Server[] = [];

async function serve(handler: FetchHandler, onError?: (e: unknown) => void): Promise<string> {
  const server = createServer(toNodeListener(handler, onError ? { onError } : {}));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  const open = servers.splice(0);
  await Promise.all(
    open.map((s) => new Promise<void>((resolve) => {
      s.close(() => resolve());
      s.closeAllConnections();
    })),
  );
});

describe("toNodeListener", () => {
  it("gives the handler method, path, query, headers and the exact body bytes", async () => {
    let seen: { method: string; url: string; header: string | null; bytes: number; sum: number } | undefined;
    const url = await serve(async (request) => {
      const buf = new Uint8Array(await request.arrayBuffer());
      seen = { method: request.method, url: request.url, header: request.headers.get("x-test"), bytes: buf.byteLength, sum: buf.reduce((a, b) => (a + b) % 65_521, 0) };
      return new Response("ok", { status: 202, headers: { "x-reply": "1" } });
    });
    const body = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251);
    const expectedSum = body.reduce((a, b) => (a + b) % 65_521, 0);
    const response = await fetch(`${url}/a/b?c=d%20e`, { method: "PUT", body, headers: { "x-test": "yes" } });
    expect(response.status).toBe(202);
    expect(response.headers.get("x-reply")).toBe("1");
    expect(await response.text()).toBe("ok");
    expect(seen).toEqual({ method: "PUT", url: "http://localhost/a/b?c=d%20e", header: "yes", bytes: body.byteLength, sum: expectedSum });
  });

  it("ignores the Host header when building request.url", async () => {
    let seenUrl = "";
    const url = await serve((request) => {
      seenUrl = request.url;
      return new Response(null, { status: 204 });
    });
    const port = new URL(url).port;
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path: "//evil.example/x", headers: { host: "evil.example" } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(204);
    expect(new URL(seenUrl).host).toBe("localhost");
    expect(new URL(seenUrl).pathname).toBe("//evil.example/x");
  });

  it("streams a large response body and keeps several Set-Cookie headers apart", async () => {
    const size = 5 * 1024 * 1024;
    const url = await serve(() => {
      const headers = new Headers();
      headers.append("set-cookie", "a=1");
      headers.append("set-cookie", "b=2");
      return new Response(new Uint8Array(size).fill(7), { headers });
    });
    const response = await fetch(url);
    expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect((await response.arrayBuffer()).byteLength).toBe(size);
  });

  it("answers 500 and reports when the handler rejects", async () => {
    const errors: unknown[] = [];
    const boom = new Error("boom");
    const url = await serve(() => Promise.reject(boom), (e) => errors.push(e));
    const response = await fetch(url);
    expect(response.status).toBe(500);
    expect(errors).toEqual([boom]);
  });

  it("still answers 500, without an unhandled rejection, when onError itself throws", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => void unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const boom = new Error("boom");
      const reported: unknown[] = [];
      const url = await serve(
        () => Promise.reject(boom),
        (e) => {
          reported.push(e);
          throw new Error("the logger is down");
        },
      );
      // a listener that never answers would leave the client waiting: fail after 3 s (before the test timeout) instead of hanging
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      expect(response.status).toBe(500);
      expect(response.headers.get("connection")).toBe("close");
      expect(reported).toEqual([boom]);
      // unhandled rejections are reported after the microtask queue drains: give them a macrotask turn
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });

  it("closes the connection after answering without reading the request body", async () => {
    const url = await serve(() => new Response("no", { status: 401 }));
    const response = await fetch(url, { method: "POST", body: "x".repeat(1000) });
    expect(response.status).toBe(401);
    expect(response.headers.get("connection")).toBe("close");
    const read = await serve(async (request) => new Response(await request.text(), { status: 200 }));
    const echoed = await fetch(read, { method: "POST", body: "abc" });
    expect(echoed.headers.get("connection")).not.toBe("close");
    expect(await echoed.text()).toBe("abc");
  });
});

describe("toNodeListener as middleware (next)", () => {
  it("passes on what the activity handler does not serve, also through a wrapping fetch handler; other 404s are answers", async () => {
    const { createActivityHandler } = await import("../../../src/http/createActivityHandler.js");
    const { createFakeService } = await import("../fakeActivityService.js");
    const handler = createActivityHandler({ service: createFakeService(), authenticate: () => "user" });
    const passed: string[] = [];
    const serveWith = async (fetchHandler: FetchHandler): Promise<string> => {
      const listener = toNodeListener(fetchHandler);
      const server = createServer((req, res) =>
        listener(req, res, () => {
          passed.push(req.url ?? "");
          res.end("next");
        }),
      );
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    };
    for (const fetchHandler of [handler, (request: Request) => handler(request)]) {
      const url = await serveWith(fetchHandler);
      expect(await (await fetch(`${url}/health`)).text()).toBe("next");
      expect((await fetch(`${url}/v1/me/sport/activities/RUNNING`)).status).toBe(401);
    }
    expect(passed).toEqual(["/health", "/health"]);
    const plain = await serveWith(() => new Response("mine", { status: 404 }));
    const response = await fetch(`${plain}/health`);
    expect([response.status, await response.text()]).toEqual([404, "mine"]);
  });
});
