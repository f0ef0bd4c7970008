/**
 * A `node:http` adapter for the Web-standard fetch handler of `activity-fuel/http`: `toNodeListener(handler)`.
 * Only for Node; Bun, Deno and edge runtimes serve the handler directly.
 *
 * @module activity-fuel/http/node
 */
export { toNodeListener, type NodeListenerOptions, type FetchHandler, type NodeRequestListener } from "./toNodeListener.js";
