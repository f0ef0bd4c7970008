import type { ListQuery } from "../service/activityService.js";
import type { RecordsQuery, TrainingLoadQuery } from "../service/analysisQueries.js";
import {
  DEFAULT_MAX_BODY_BYTES,
  type ActivityHandler,
  type ActivityHandlerOptions,
} from "./activityHandlerOptions.js";
import { checkJsonContentType } from "./checkJsonContentType.js";
import { createCors } from "./cors.js";
import { httpError } from "./httpError.js";
import { idempotencyKeyHeader } from "./idempotencyKeyHeader.js";
import { fromWebRequest } from "./fromWebRequest.js";
import { HANDLER_CORE, type ActivityAnswer, type ActivityRequest, type HeaderSource } from "./handlerCore.js";
import { errorResponse, jsonResponse } from "./jsonResponse.js";
import { linkedUnderMount, pageUnderMount } from "./linkedUnderMount.js";
import { matchRoute, type ActivityRoute } from "./matchRoute.js";
import { GPX_MEDIA_TYPE, prefersGpx } from "./prefersGpx.js";
import { readJsonBody } from "./readJsonBody.js";
import { redactAccessToken } from "./redactAccessToken.js";
import { redactEchoedValue } from "./redactEchoedValue.js";
import { resolveAccessToken, type AccessTokenSource } from "./resolveAccessToken.js";
import { toWebResponse } from "./toWebResponse.js";

/** List query parameters that the service writes into paging links itself; every other one is kept as is. */
const LIST_PARAMS = ["count", "offset", "startDate", "endDate", "after", "before"] as const;
/** Query parameters of the records route. */
const RECORDS_PARAMS = ["startDate", "endDate"] as const;
/** Query parameters of the training-load route. */
const TRAINING_LOAD_PARAMS = ["startDate", "endDate", "load"] as const;

/**
 * The whole HTTP interface of spec 4 as one Web-standard fetch handler: `(request: Request) => Promise<Response>`
 * on Node 20+, Bun, Deno and edge runtimes, with no web framework (Hono and similar mount it directly).
 *
 * Routes (`/v1` prefix; the unversioned spec 4.3 paths too unless `unversionedPaths: false`):
 * - `POST /v1/me/sport/activities`: Add Activities, 201 with the response array;
 * - `GET /v1/me/sport/activities/{experienceType}`: list, 200 with `{data, paging}`; `GET /v1/me/sport/activities`
 *   lists experience type ALL; an upper-case word is an experience type, anything else an activity id;
 * - `GET /v1/me/sport/activities/{activityId}`: detail, 200;
 * - `GET /v1/me/sport/activities/{activityId}/gps`: GPS data, 200;
 * - `DELETE /v1/me/sport/activities/{activityId}`: deletes the activity, 204 (404 with 290 for an unknown id or
 *   another user's, the same answer);
 * - beyond the spec, the analyses of `ActivityService`: `GET /v1/me/sport/activities/{activityId}/analysis`
 *   (`getAnalysis`, 200; 404 with 290 as for the detail), `GET /v1/me/sport/records/{experienceType}?startDate=&endDate=`
 *   (`getRecords`, 200; 400 with 1120, 1130, 1140, 1150) and `GET /v1/me/sport/training-load?startDate=&endDate=&load=`
 *   (`getTrainingLoad`, 200; 400 with 1120, 1130, 1150, 1170, 1171).
 * HEAD is answered like GET, never with a body (errors and 500 included). With `cors`, browsers' preflights
 * (OPTIONS) are answered and allowed origins get `Access-Control-Allow-Origin`. Add Activities
 * takes an optional `Idempotency-Key` header: a retry with the same key and body answers the first 201
 * again without storing; 422 (1301) for the same key with another body, 400 (1300) for a malformed key.
 *
 * Every request needs one access token, in the `access_token` query parameter or an `Authorization: Bearer`
 * header (RFC 6750), which `authenticate` turns into a user id (spec 5); `paging.next`/`previous`
 * repeat the caller's query (a query token included, a header token never) with the new offset (spec 4.2). Links
 * are written under `mountPath` when the handler is served under a prefix (or the one `toNodeListener` finds).
 *
 * Errors, always `{"errors":[{code, message, detail, activityIndex, path}]}` (docs/http.md):
 * 400 for Add Activities validation and list-query codes, malformed JSON (1210) and a malformed Bearer header
 * (1203); 401 missing (1200), unknown (1201) or two different (1202) tokens; 403 a preflight from an origin not
 * allowed (1204); 404 for an unknown or foreign activity (290) and an
 * unknown path (1250); 405 wrong method (1240, with `Allow`); 409 an ALL_DAY a stored record of its day outreaches (1091); 413 body over `maxBodyBytes` (1230); 415 body not
 * JSON (1220); 500 when `authenticate` or the service throws (1290). The token never appears in an error, nor
 * does any `access_token=` text a client wrote into another value that a detail echoes (a list parameter, an
 * activity id, the path): it is redacted from there to the value's end.
 *
 * @param options - the service, the token check and the limits.
 * @returns the fetch handler; it never rejects.
 * @throws RangeError when `maxBodyBytes` is not a positive safe integer, `cors` holds a value that is not an
 *   origin, or `mountPath` is not a path (configuration errors, at creation).
 *
 * @example
 * ```ts
 * const handler = createActivityHandler({ service, authenticate: (token) => tokens.get(token) });
 * const response = await handler(new Request("http://localhost/v1/me/sport/activities/RUNNING?access_token=t"));
 * ```
 */
export function createActivityHandler(options: ActivityHandlerOptions): ActivityHandler {
  const { service, authenticate, onError, gpx } = options;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (!Number.isSafeInteger(maxBodyBytes) || maxBodyBytes <= 0) {
    throw new RangeError(`maxBodyBytes must be a positive safe integer, got ${String(maxBodyBytes)}`);
  }
  const unversionedPaths = options.unversionedPaths ?? true;
  const cors = options.cors === undefined ? undefined : createCors(options.cors);
  const mountPath = normalizeMountPath(options.mountPath);

  async function answer(request: ActivityRequest, links: string): Promise<ActivityAnswer> {
    const { url } = request;
    const pathname = mountPath !== "" && url.pathname.startsWith(mountPath + "/") ? url.pathname.slice(mountPath.length) : url.pathname;
    const route = matchRoute(pathname, unversionedPaths);
    if (route === undefined) {
      const notServed = errorResponse([httpError(1250, `No activity resource at ${truncate(redactEchoedValue(url.pathname))}.`)]);
      return { ...notServed, unmatched: true };
    }
    const method = request.method.toUpperCase();
    const allow = route.kind === "collection" ? "GET, HEAD, POST" : route.kind === "detail" ? "GET, HEAD, DELETE" : "GET, HEAD";
    const isRead = method === "GET" || method === "HEAD";
    const isDelete = method === "DELETE" && route.kind === "detail";
    const preflight = cors?.preflight(request, allow);
    if (preflight !== undefined) return preflight;
    if (!isRead && !isDelete && !(method === "POST" && route.kind === "collection")) {
      return errorResponse([httpError(1240, `${truncate(method)} is not allowed here; allowed: ${allow}.`)], {
        allow,
      });
    }

    const credential = resolveAccessToken(url.searchParams, request.headers);
    if (!credential.ok) return errorResponse([credential.error], { "www-authenticate": credential.challenge });
    const userId = await authenticate(credential.token);
    if (typeof userId !== "string" || userId === "") {
      return errorResponse([httpError(1201, "The access token names no known user.")], {
        "www-authenticate": 'Bearer error="invalid_token"',
      });
    }

    if (isDelete && route.kind === "detail") return deleteActivity(userId, redactEchoedValue(route.activityId));
    if (!isRead) return addActivities(request, userId, links);
    return read(route, userId, url, credential.source, request.headers, links);
  }

  async function addActivities(request: ActivityRequest, userId: string, links: string): Promise<ActivityAnswer> {
    const typeProblem = checkJsonContentType(request.headers);
    if (typeProblem !== undefined) {
      return errorResponse([httpError(1220, typeProblem)], { "accept-post": "application/json" });
    }
    const idempotency = idempotencyKeyHeader(request.headers);
    if (!idempotency.ok) return errorResponse([idempotency.error]);
    const body = await readJsonBody(request, maxBodyBytes);
    if (!body.ok) return errorResponse([body.error]);
    const result = await service.addActivities(userId, body.value, idempotency.options);
    return result.ok ? jsonResponse(201, links === "" ? result.value : result.value.map((item) => linkedUnderMount(links, item))) : errorResponse(result.errors);
  }

  /** The GPS route as GPX (`toGpx` of the detail), after the JSON GPS route's own checks passed. */
  async function gpxResponse(write: NonNullable<ActivityHandlerOptions["gpx"]>, userId: string, activityId: string): Promise<ActivityAnswer> {
    const detail = await service.getActivity(userId, activityId);
    if (!detail.ok) return errorResponse(detail.errors);
    const document = write(detail.value);
    if (!document.ok) throw new Error(`the service's detail cannot be written as GPX: ${document.error.code} ${document.error.detail}`);
    return {
      status: 200,
      headers: { "content-type": `${GPX_MEDIA_TYPE}; charset=utf-8`, "cache-control": "no-store", vary: "Accept" },
      body: document.text,
    };
  }

  async function deleteActivity(userId: string, activityId: string): Promise<ActivityAnswer> {
    const result = await service.deleteActivity(userId, activityId);
    return result.ok ? { status: 204, headers: {}, body: null } : errorResponse(result.errors);
  }

  async function read(route: ActivityRoute, userId: string, url: URL, tokenSource: AccessTokenSource, headers: HeaderSource, links: string): Promise<ActivityAnswer> {
    switch (route.kind) {
      case "collection":
      case "list": {
        const experienceType = route.kind === "list" ? route.experienceType : "ALL";
        const { query, keepParams } = listQueryOf(url.searchParams, tokenSource);
        const result = await service.listActivities(userId, experienceType, query, { keepParams });
        return result.ok ? jsonResponse(200, pageUnderMount(links, result.value)) : errorResponse(result.errors);
      }
      case "detail": {
        const result = await service.getActivity(userId, redactEchoedValue(route.activityId));
        return result.ok ? jsonResponse(200, linkedUnderMount(links, result.value)) : errorResponse(result.errors);
      }
      case "gps": {
        const result = await service.getGps(userId, redactEchoedValue(route.activityId));
        if (!result.ok) return errorResponse(result.errors);
        if (gpx !== undefined && prefersGpx(headers.get("accept"))) return gpxResponse(gpx, userId, redactEchoedValue(route.activityId));
        return jsonResponse(200, linkedUnderMount(links, result.value), { vary: "Accept" });
      }
      case "analysis": {
        const result = await service.getAnalysis(userId, redactEchoedValue(route.activityId));
        return result.ok ? jsonResponse(200, result.value) : errorResponse(result.errors);
      }
      case "records": {
        const query: RecordsQuery = queryOf(url.searchParams, RECORDS_PARAMS);
        const result = await service.getRecords(userId, redactEchoedValue(route.experienceType), query);
        return result.ok ? jsonResponse(200, result.value) : errorResponse(result.errors);
      }
      case "trainingLoad": {
        const query: TrainingLoadQuery = queryOf(url.searchParams, TRAINING_LOAD_PARAMS);
        const result = await service.getTrainingLoad(userId, query);
        return result.ok ? jsonResponse(200, result.value) : errorResponse(result.errors);
      }
    }
  }

  /** The whole work on one request, whatever carries it: never rejects. */
  async function core(request: ActivityRequest): Promise<ActivityAnswer> {
    try {
      return finish(request, await answer(request, request.mountPath !== "" ? request.mountPath : mountPath));
    } catch (error) {
      if (onError !== undefined) {
        try {
          onError(error, { method: request.method, url: redactAccessToken(request.url.pathname + request.url.search) });
        } catch {
          // A failing logger must not turn a 500 into a rejection.
        }
      }
      return finish(request, errorResponse([httpError(1290, "The request could not be answered; try again later.")]));
    }
  }

  /** Every answer passes here: CORS headers for an allowed origin; no body for HEAD, whatever the status (14.12). */
  function finish(request: ActivityRequest, answer: ActivityAnswer): ActivityAnswer {
    const decorated = cors === undefined ? answer : cors.decorate(request, answer);
    if (decorated.body === null || request.method.toUpperCase() !== "HEAD") return decorated;
    return { ...decorated, body: null };
  }

  const handleActivityRequest: ActivityHandler = async (request) => {
    let activityRequest: ActivityRequest;
    try {
      activityRequest = fromWebRequest(request);
    } catch (error) {
      // a URL that does not parse: answered as any failure, reported with the path unknown
      if (onError !== undefined) {
        try {
          onError(error, { method: request.method, url: "/" });
        } catch {
          // as above
        }
      }
      const failed = errorResponse([httpError(1290, "The request could not be answered; try again later.")]);
      return toWebResponse(request.method.toUpperCase() === "HEAD" ? { ...failed, body: null } : failed);
    }
    return toWebResponse(await core(activityRequest));
  };
  Object.defineProperty(handleActivityRequest, HANDLER_CORE, { value: core });
  return handleActivityRequest;
}

/** The `mountPath` option without trailing slashes, `""` when absent; a RangeError for a value that is not a path. */
function normalizeMountPath(value: string | undefined): string {
  if (value === undefined) return "";
  const trimmed = value.replace(/\/+$/, "");
  if (trimmed !== "" && !/^(?:\/[^/?#\s]+)+$/.test(trimmed)) {
    throw new RangeError(`mountPath must be a path such as "/api", got ${JSON.stringify(value)}`);
  }
  return trimmed;
}

/**
 * Splits a list request's query: the four list parameters go to the service, with any `access_token=` text in
 * them redacted (an invalid one is echoed in its error's detail); every other parameter is kept in order for the
 * paging links (spec 4.2). Of `access_token` only the first non-empty occurrence is kept, which
 * `resolveAccessToken` made sure is the token that authenticated (repeats of it, and empty ones, are dropped);
 * a token sent in the `Authorization` header is never written into a link.
 */
function listQueryOf(params: URLSearchParams, tokenSource: AccessTokenSource): {
  query: ListQuery;
  keepParams: (readonly [string, string])[];
} {
  const query: ListQuery = queryOf(params, LIST_PARAMS);
  const keepParams: (readonly [string, string])[] = [];
  let tokenKept = tokenSource === "header";
  for (const [key, value] of params) {
    if (key === "access_token") {
      if (tokenKept || value === "") continue;
      tokenKept = true;
    }
    if (!(LIST_PARAMS as readonly string[]).includes(key)) keepParams.push([key, value]);
  }
  return { query, keepParams };
}

/**
 * The named query parameters a route reads (the first occurrence of each), with any `access_token=` text
 * redacted, since an invalid value is echoed in its error's detail; the others are ignored.
 */
function queryOf<Name extends string>(params: URLSearchParams, names: readonly Name[]): { [K in Name]?: string } {
  const query: { [K in Name]?: string } = {};
  for (const name of names) {
    const value = params.get(name);
    if (value !== null) query[name] = redactEchoedValue(value);
  }
  return query;
}

/** Cuts a request-controlled string for an error detail. */
function truncate(value: string): string {
  return value.length > 200 ? value.slice(0, 200) + "…" : value;
}
