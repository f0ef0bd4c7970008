import type { IncomingMessage, ServerResponse } from "node:http";
import { concatBytes } from "../concatBytes.js";
import { HANDLER_CORE, MOUNT_PATH, UNMATCHED, type ActivityAnswer, type ActivityRequest, type BodyRead, type HandlerCore, type HeaderSource } from "../handlerCore.js";

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

/**
 * A `node:http` request listener, `(req, res) => void`, that is also Express middleware, `(req, res, next) => void`:
 * given `next`, a request for a path the handler does not serve is passed on to it.
 */
export type NodeRequestListener = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

/** What Express adds to a request: the mount point (`app.use("/api", …)`) and the body a parser made. */
interface FrameworkRequest extends IncomingMessage {
  readonly baseUrl?: unknown;
  readonly body?: unknown;
}

/**
 * Serves a fetch handler on `node:http` (or `node:https`), or as Express middleware.
 *
 * A handler made by `createActivityHandler` is served without Web objects: the adapter reads method, path and
 * headers from the `IncomingMessage`, the body straight from it (chunk by chunk, up to the handler's
 * `maxBodyBytes`), and writes the answer with one `writeHead` and one `end` (with its `Content-Length`). About
 * twice the requests per CPU second of building a `Request` and reading a `Response` (docs/performance.md). Any
 * other fetch handler (e.g. one wrapping it) gets a Web `Request` whose body streams from the socket as the
 * handler reads it, and its `Response` is streamed back with backpressure.
 *
 * Either way, the request body is read only as far as the handler reads it; when the handler answers before the
 * end of a body (e.g. one over its size limit, or a request refused before its body is read), the rest is never
 * read and the connection is closed after the answer (`Connection: close`), so a huge upload is neither buffered
 * nor drained.
 *
 * Under Express (`app.use(listener)` or `app.use("/api", listener)`): a body that a parser already read
 * (`express.json()`, `express.text()`, `express.raw()`) is taken from `req.body` as it is; links are written under
 * the mount point (`req.baseUrl`); a path that is none of the handler's routes goes on to `next()`, so routes
 * registered after the listener answer it. No Node built-in is imported at run time.
 *
 * @param handler - the fetch handler.
 * @param options - origin and error hook.
 * @returns a listener for `http.createServer(listener)`, or for `app.use(listener)`.
 *
 * @example
 * ```ts
 * import { createServer } from "node:http";
 * createServer(toNodeListener(createActivityHandler({ service, authenticate }))).listen(8787, "127.0.0.1");
 * ```
 */
export function toNodeListener(handler: FetchHandler, options: NodeListenerOptions = {}): NodeRequestListener {
  const origin = options.origin ?? "http://localhost";
  const failed = (res: ServerResponse, error: unknown): void => {
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
  };
  const core = (handler as { readonly [HANDLER_CORE]?: unknown })[HANDLER_CORE];
  if (typeof core === "function") {
    return (req, res, next) => {
      const exchange = new NodeExchange(req, origin);
      (core as HandlerCore)(exchange)
        .then((answer) => exchange.write(res, answer, next))
        .catch((error: unknown) => failed(res, error));
    };
  }
  return (req, res, next) => {
    void serve(handler, origin, req, res, next).catch((error: unknown) => failed(res, error));
  };
}

/** The request path as sent, starting with `/`. */
function pathOf(req: IncomingMessage): string {
  const url = req.url ?? "/";
  return url.startsWith("/") ? url : "/" + url;
}

/**
 * A request header as `Headers.get` answers it: the values of every line of that name joined by `, ` (Node's
 * `req.headers` keeps only the first Authorization or Content-Type line, where a repeat must be seen), `null`
 * when absent. A scan of `rawHeaders`: no object is built.
 */
function rawHeader(raw: readonly string[], name: string): string | null {
  let value: string | null = null;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const key = raw[i] as string;
    if (key.length === name.length && key.toLowerCase() === name) value = value === null ? (raw[i + 1] as string) : `${value}, ${raw[i + 1] as string}`;
  }
  return value;
}

/** Whether the request carries a body (RFC 9112 §6.3: a Transfer-Encoding, or a Content-Length above 0). */
function hasBody(req: IncomingMessage): boolean {
  const method = req.method ?? "GET";
  if (method === "GET" || method === "HEAD") return false;
  const length = rawHeader(req.rawHeaders, "content-length");
  return rawHeader(req.rawHeaders, "transfer-encoding") !== null || (length !== null && length.trim() !== "0");
}

/** One request as the handler's core reads it, straight from the `IncomingMessage`, and the writing of its answer. */
class NodeExchange implements ActivityRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: HeaderSource;
  readonly mountPath: string;
  /** The body is read to its end (or there is none): the connection may serve another request. */
  private bodyEnded: boolean;

  constructor(
    private readonly req: FrameworkRequest,
    origin: string,
  ) {
    this.method = req.method ?? "GET";
    this.url = new URL(origin + pathOf(req));
    const raw = req.rawHeaders;
    this.headers = { get: (name) => rawHeader(raw, name) };
    this.mountPath = typeof req.baseUrl === "string" ? req.baseUrl : "";
    this.bodyEnded = !hasBody(req) || req.readableEnded;
  }

  readBody(maxBytes: number): Promise<BodyRead> {
    const req = this.req;
    if (req.body !== undefined) return Promise.resolve({ parsed: req.body });
    // read by someone else who kept nothing of it
    if (req.readableEnded) return Promise.resolve(new Uint8Array(0));
    return new Promise((resolve) => {
      const chunks: Uint8Array[] = [];
      let total = 0;
      const done = (read: BodyRead): void => {
        req.off("data", onData);
        req.off("end", onEnd);
        req.off("error", onFailure);
        req.off("close", onFailure);
        resolve(read);
      };
      const onData = (chunk: Uint8Array): void => {
        total += chunk.byteLength;
        if (total > maxBytes) {
          req.pause();
          done("too-large");
        } else {
          chunks.push(chunk);
        }
      };
      const onEnd = (): void => {
        this.bodyEnded = true;
        done(concatBytes(chunks, total));
      };
      const onFailure = (): void => done("failed");
      req.on("data", onData);
      req.on("end", onEnd);
      req.on("error", onFailure);
      req.on("close", onFailure);
    });
  }

  /** Writes the answer: one `writeHead`, one `end`; a path the handler does not serve goes to `next` when given. */
  write(res: ServerResponse, answer: ActivityAnswer, next: ((error?: unknown) => void) | undefined): void {
    if (answer.unmatched === true && typeof next === "function") {
      next();
      return;
    }
    const headers = answer.headers;
    if (answer.body !== null) headers["content-length"] = String(Buffer.byteLength(answer.body));
    if (!this.bodyEnded && !this.req.readableEnded) headers["connection"] = "close";
    res.writeHead(answer.status, headers);
    if (answer.body === null) res.end();
    else res.end(answer.body);
  }
}

async function serve(handler: FetchHandler, origin: string, req: FrameworkRequest, res: ServerResponse, next: ((error?: unknown) => void) | undefined): Promise<void> {
  const method = req.method ?? "GET";
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] as string;
    if (!name.startsWith(":")) headers.append(name, raw[i + 1] as string);
  }
  const withBody = hasBody(req) && !req.readableEnded;
  let bodyEnded = !withBody;
  const aborted = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) aborted.abort();
  });

  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: aborted.signal };
  if (withBody) {
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
  const request = new Request(origin + pathOf(req), init);
  if (typeof req.baseUrl === "string" && req.baseUrl !== "") Object.defineProperty(request, MOUNT_PATH, { value: req.baseUrl });
  const response = await handler(request);
  if ((response as { readonly [UNMATCHED]?: unknown })[UNMATCHED] === true && typeof next === "function") {
    await response.body?.cancel();
    next();
    return;
  }

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
