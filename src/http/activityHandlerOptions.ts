import type { ExportResult } from "../export/exportResult.js";
import type { ActivityDetail } from "../model/activityDetail.js";
import type { ActivityService } from "../service/activityService.js";
import type { CorsOptions } from "./cors.js";

/**
 * Resolves an access token (spec 5) to the id of the user it belongs to.
 *
 * @param accessToken - the request's one token, non-empty: the `access_token` query parameter (percent-decoded)
 *   or the credential of an `Authorization: Bearer` header.
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
  /**
   * Turns the request's access token (query parameter or Bearer header) into a user id (spec 5); called at most
   * once per request, never for a request with two different tokens.
   */
  readonly authenticate: Authenticate;
  /**
   * Largest accepted Add Activities body in bytes, default `DEFAULT_MAX_BODY_BYTES` (10 MiB). A larger
   * Content-Length is refused before reading; a body without one is read as a stream and refused as soon as it
   * passes the limit (code 1230, HTTP 413). A positive safe integer.
   */
  readonly maxBodyBytes?: number;
  /**
   * Whether the unversioned paths of spec 4.3 (`/me/sport/activities/...`) are served beside the `/v1` ones,
   * default `true`. Links in responses always use the service's own (versioned) base path.
   */
  readonly unversionedPaths?: boolean;
  /**
   * The path prefix the handler is served under, as clients see it (e.g. `"/api"`), default none: every link the
   * handler answers (`self`, `gps`, `paging.next`/`previous`) is written under it, and a request path that still
   * starts with it is matched without it. For frameworks that strip a mount prefix before the handler sees the path
   * (Hono's `app.mount("/api", handler)`). Under Express, `toNodeListener` finds the mount point itself
   * (`req.baseUrl`). A path of `/`-separated segments; trailing slashes are dropped.
   */
  readonly mountPath?: string;
  /**
   * Called with what the injected `authenticate` or service threw (the client then gets HTTP 500, code 1290).
   * Exceptions thrown by `onError` itself are ignored. The request's URL is given with the token redacted; the
   * thrown value is passed as is, so an `authenticate` that puts the token into its own errors leaks it here.
   *
   * @param error - the thrown value.
   * @param context - method and redacted URL of the request.
   */
  readonly onError?: (error: unknown, context: HandlerErrorContext) => void;
  /**
   * Cross-origin access for browser clients, off by default: preflights from the listed origins
   * are answered 204, other preflights 403 (code 1204), and every answer to an allowed origin carries
   * `Access-Control-Allow-Origin`.
   */
  readonly cors?: CorsOptions;
  /**
   * Writes the GPS route as GPX for clients that ask for it (`Accept: application/gpx+xml`): pass `toGpx` from
   * `activity-fuel/export/gpx`. Without it the GPS route always answers JSON, and the handler's bundle carries no
   * GPX writer.
   *
   * @param detail - the activity's detail, as the service returns it.
   * @returns the GPX document, or why it cannot be written (then the request fails with 500, code 1290).
   */
  readonly gpx?: (detail: ActivityDetail) => ExportResult;
}

/** A Web-standard fetch handler: Node 20+, Bun, Deno, edge runtimes, Hono's `app.mount`. Never rejects. */
export type ActivityHandler = (request: Request) => Promise<Response>;

/** Default body limit of Add Activities: 10 MiB. */
export const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;
