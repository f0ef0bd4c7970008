import { UNMATCHED, type ActivityAnswer } from "./handlerCore.js";

/**
 * The handler's answer as a Web `Response` (marked when its path is none of the routes, for `toNodeListener`).
 *
 * @param answer - status, headers and body text.
 */
export function toWebResponse(answer: ActivityAnswer): Response {
  const response = new Response(answer.body, { status: answer.status, headers: answer.headers });
  if (answer.unmatched === true) Object.defineProperty(response, UNMATCHED, { value: true });
  return response;
}
