/**
 * What the handler of `createActivityHandler` reads of a request and writes of an answer, whatever carries them:
 * a Web `Request` and `Response` (fromWebRequest, toWebResponse), or Node's `IncomingMessage` and `ServerResponse`
 * read and written directly by `toNodeListener` (no `Request`, `Headers`, streams or `Response` built).
 */

/** The request headers the handler reads: `get` as `Headers.get` answers it (name lower case, repeats joined by `, `). */
export interface HeaderSource {
  get(name: string): string | null;
}

/** A request body as its carrier gives it: bytes, a value a framework already parsed, or why it was not read. */
export type BodyRead =
  | Uint8Array
  | {
      /** What the framework's body parser made of the body: a JSON value, or its text. */
      readonly parsed: unknown;
    }
  | "too-large"
  | "failed";

/** One request, as the handler reads it. */
export interface ActivityRequest {
  /** The method as sent. */
  readonly method: string;
  /** Path and query (the origin is fixed; the handler reads neither host nor scheme). */
  readonly url: URL;
  /** The request headers. */
  readonly headers: HeaderSource;
  /**
   * The body, read to its end unless it passes `maxBytes` (then `"too-large"`, and the rest is not read) or its
   * stream fails (`"failed"`). Called at most once.
   */
  readBody(maxBytes: number): Promise<BodyRead>;
  /** The path prefix a framework stripped before the handler saw the path (Express's `req.baseUrl`), or `""`. */
  readonly mountPath: string;
}

/** One answer, as the handler writes it. */
export interface ActivityAnswer {
  /** HTTP status. */
  readonly status: number;
  /** Response headers, names lower case. */
  readonly headers: Record<string, string>;
  /** The body text (UTF-8 on the wire), or `null` for none. */
  readonly body: string | null;
  /** The path is none of the handler's routes (404, code 1250): an adapter with a next handler passes it on. */
  readonly unmatched?: true;
}

/** The handler's work on one request; never rejects. */
export type HandlerCore = (request: ActivityRequest) => Promise<ActivityAnswer>;

/**
 * Key of the property of a `createActivityHandler` handler that holds its {@link HandlerCore}, for `toNodeListener`.
 * In the global symbol registry, so that the `./http` and `./http/node` bundles agree on it.
 */
export const HANDLER_CORE: unique symbol = Symbol.for("activity-fuel.http.handlerCore");

/** Key of the property of a Web `Response` answering a path that is none of the routes (see {@link ActivityAnswer.unmatched}). */
export const UNMATCHED: unique symbol = Symbol.for("activity-fuel.http.unmatched");

/** Key of the property of a Web `Request` that carries the mount path `toNodeListener` found (see {@link ActivityRequest.mountPath}). */
export const MOUNT_PATH: unique symbol = Symbol.for("activity-fuel.http.mountPath");
