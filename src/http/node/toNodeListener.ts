import type { IncomingMessage, ServerResponse } from "node:http";

/** A Web-standard fetch handler, e.g. the result of `createActivityHandler`. */
export type FetchHandler = (request: Request) => Response | Promise<Response>;

/** Options of {@link toNodeListener}. */
export interface NodeListenerOptions {
  /**
   * Origin written into `request.url` (the handler reads only path and query), default `http://localhost`. The
   * client's Host header is not used, so a forged Host cannot change what the handler sees.
   */
  readonly origin?: string;
  /**
   * Called when the handler rejects or writing the response fails (the client then gets a bare 500, or the
   * connection is closed if the response had started).
   *
   * @param error - the thrown value.
   */
  readonly onError?: (error: unknown) => void;
}

/** A `node:http` request listener: `(req, res) => void`. */
export type NodeRequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Serves a fetch handler on `node:http` (or `node:https`): converts each `IncomingMessage` to a Web `Request`
 * and writes the `Response` back, streaming both bodies with backpressure.
 *
 * The request body is pulled from the socket only as fast as the handler reads it; when the handler stops early
 * (e.g. a body over its size limit), the rest is never read and the connection is closed after the response
 * (`Connection: close`), so a huge upload is neither buffered nor drained. No Node built-in is imported at run
 * time: only the global `Request`, `Response`, `ReadableStream` of Node 20.
 *
 * @param handler - the fetch handler.
 * @param options - origin and error hook.
 * @returns a listener for `http.createServer(listener)`.
 *
 * @example
 * ```ts
 * import { createServer } from "node:http";
 * createServer(toNodeListener(createActivityHandler({ service, authenticate }))).listen(8787, "127.0.0.1");
 * ```
 */
export function toNodeListener(handler: FetchHandler, options: NodeListenerOptions = {}): NodeRequestListener {
  const origin = options.origin ?? "http://localhost";
  return (req, res) => {
    void serve(handler, origin, req, res).catch((error: unknown) => {
      try {
        options.onError?.(error);
      } catch {
        // a failing logger must not keep the client waiting nor crash the process with an unhandled rejection
      }
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader("connection", "close");
        res.end();
      } else {
        res.destroy();
      }
    });
  };
}

async function serve(handler: FetchHandler, origin: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = req.method ?? "GET";
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] as string;
    if (!name.startsWith(":")) headers.append(name, raw[i + 1] as string);
  }
  const hasBody = method !== "GET" && method !== "HEAD";
  let bodyEnded = !hasBody;
  const aborted = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) aborted.abort();
  });

  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: aborted.signal };
  if (hasBody) {
    const chunks = req[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
    init.body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const next = await chunks.next();
          if (next.done === true) {
            bodyEnded = true;
            controller.close();
          } else {
            controller.enqueue(next.value);
          }
        },
        // Not `chunks.return()`: that destroys the socket before the response can be written.
      },
      { highWaterMark: 0 },
    );
    init.duplex = "half";
  }
  const path = (req.url ?? "/").startsWith("/") ? (req.url ?? "/") : "/" + (req.url ?? "");
  const response = await handler(new Request(origin + path, init));

  res.statusCode = response.status;
  if (response.statusText !== "") res.statusMessage = response.statusText;
  const setCookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value);
  });
  if (setCookies.length > 0) res.setHeader("set-cookie", setCookies);
  if (!bodyEnded) res.setHeader("connection", "close");

  if (response.body === null || method === "HEAD") {
    await response.body?.cancel();
    res.end();
    return;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (res.destroyed) {
      await reader.cancel();
      return;
    }
    if (!res.write(value)) await new Promise<void>((resolve) => {
      const go = (): void => {
        res.off("drain", go);
        res.off("close", go);
        resolve();
      };
      res.on("drain", go);
      res.on("close", go);
    });
  }
  res.end();
}
