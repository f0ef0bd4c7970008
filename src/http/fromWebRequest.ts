import { concatBytes } from "./concatBytes.js";
import { MOUNT_PATH, type ActivityRequest, type BodyRead } from "./handlerCore.js";

/**
 * A Web `Request` as the handler reads it: its URL parsed, its headers, its body stream read chunk by chunk and
 * cancelled as soon as it passes the limit.
 *
 * @param request - the request; its body is consumed when the handler reads it.
 * @throws TypeError when `request.url` is not an absolute URL (the handler answers 500).
 */
export function fromWebRequest(request: Request): ActivityRequest {
  const mountPath = (request as { [MOUNT_PATH]?: unknown })[MOUNT_PATH];
  return {
    method: request.method,
    url: new URL(request.url),
    headers: request.headers,
    readBody: (maxBytes) => readAtMost(request.body, maxBytes),
    mountPath: typeof mountPath === "string" ? mountPath : "",
  };
}

/** Reads a stream into one array, stopping (and cancelling the stream) once more than `max` bytes arrived. */
async function readAtMost(body: ReadableStream<Uint8Array> | null, max: number): Promise<BodyRead> {
  if (body === null) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > max) {
        reader.cancel().catch(() => undefined);
        return "too-large";
      }
      chunks.push(value);
    }
  } catch {
    return "failed";
  }
  return concatBytes(chunks, total);
}
