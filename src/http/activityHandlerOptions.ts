import type { ActivityService } from "../service/activityService.js";

/**
 * Resolves an access token (spec 5) to the id of the user it belongs to.
 *
 * @param accessToken - the `access_token` query parameter, non-empty, exactly as received.
 * @returns the user id, or `undefined`/`null` (or an empty string) when the token is unknown, expired or revoked.
 */
export type Authenticate = (
  accessToken: string,
) => string | null | undefined | Promise<string | null | undefined>;

/** What {@link ActivityHandlerOptions.onError} is told about the request that failed; never the access token. */
export interface HandlerErrorContext {
  /** Request method, e.g. `"POST"`. */
  readonly method: string;
  /** Path and query of the request with the `access_token` value replaced by `REDACTED`. */
  readonly url: string;
}

/** Options of `createActivityHandler`. */
export interface ActivityHandlerOptions {
  /** The service that answers the four operations; every call is scoped to the authenticated user. */
  readonly service: ActivityService;
  /** Turns the `access_token` query parameter into a user id (spec 5); called once per request. */
  readonly authenticate: Authenticate;
  /**
   * Largest accepted Add Activities body in bytes, default {@link DEFAULT_MAX_BODY_BYTES} (10 MiB). A larger
   * Content-Length is refused before reading; a body without one is read as a stream and refused as soon as it
   * passes the limit (code 1230, HTTP 413; decision D-75). A positive safe integer.
   */
  readonly maxBodyBytes?: number;
  /**
   * Whether the unversioned paths of spec 4.3 (`/me/sport/activities/...`) are served beside the `/v1` ones,
   * default `true` (decision D-71). Links in responses always use the service's own (versioned) base path.
   */
  readonly unversionedPaths?: boolean;
  /**
   * Called with what the injected `authenticate` or service threw (the client then gets HTTP 500, code 1290).
   * Exceptions thrown by `onError` itself are ignored. The request's URL is given with the token redacted; the
   * thrown value is passed as is, so an `authenticate` that puts the token into its own errors leaks it here.
   *
   * @param error - the thrown value.
   * @param context - method and redacted URL of the request.
   */
  readonly onError?: (error: unknown, context: HandlerErrorContext) => void;
}

/** A Web-standard fetch handler: Node 20+, Bun, Deno, edge runtimes, Hono's `app.mount`. Never rejects. */
export type ActivityHandler = (request: Request) => Promise<Response>;

/** Default body limit of Add Activities: 10 MiB (decision D-75). */
export const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;
