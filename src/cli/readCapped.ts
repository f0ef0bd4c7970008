/** The error of {@link readCapped} when the input is larger than the cap. */
export class InputTooLargeError extends Error {
  /**
   * @param maxBytes - the cap that was passed.
   */
  constructor(readonly maxBytes: number) {
    super(`larger than ${maxBytes} bytes (raise --max-bytes to read it)`);
    this.name = "InputTooLargeError";
  }
}

/**
 * Reads a byte stream (a file or standard input) into one array, stopping as soon as more than `maxBytes` arrived:
 * the rest is never read and the stream is closed (an endless source such as /dev/zero costs at most the cap).
 *
 * @param chunks - the stream's chunks (a Node readable, a web stream's iterator, ...).
 * @param maxBytes - the largest accepted input.
 * @throws InputTooLargeError past the cap; the stream's own error when reading fails.
 */
export async function readCapped(chunks: AsyncIterable<Uint8Array>, maxBytes: number): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new InputTooLargeError(maxBytes); // leaving the loop closes the stream
    parts.push(chunk);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}
