/** The tags of the encoding: one byte before every value (and the end of every container). */
const Tag = {
  Null: 0x00,
  False: 0x01,
  True: 0x02,
  Number: 0x03,
  String: 0x04,
  Array: 0x05,
  ArrayEnd: 0x06,
  Object: 0x07,
  ObjectEnd: 0x08,
  Undefined: 0x10,
  BigInt: 0x11,
  NonFinite: 0x12,
  Cycle: 0x13,
  Unreadable: 0x14,
  Symbol: 0x15,
  Function: 0x16,
  Kind: 0x17,
  UnreadablePrototype: 0x18,
} as const;
type Tag = (typeof Tag)[keyof typeof Tag];

const UNREADABLE = Symbol("unreadable");

/** Reads `value[key]`, or a marker when the read throws (a getter, a revoked proxy). */
function read(value: object, key: string | number): unknown {
  try {
    return (value as Record<string | number, unknown>)[key];
  } catch {
    return UNREADABLE;
  }
}

/** Own enumerable string keys of an object, sorted by code unit, or `undefined` when they cannot be read. */
function sortedKeys(value: object): string[] | undefined {
  try {
    return Object.keys(value).sort();
  } catch {
    return undefined;
  }
}

/** Length of an array (0 when it cannot be read). */
function lengthOf(array: object): number {
  const length = read(array, "length");
  return typeof length === "number" && Number.isSafeInteger(length) && length >= 0 ? length : 0;
}

/** Bytes of the block the encoding is written into: 1 MiB. */
const BLOCK_BYTES = 1 << 20;
/** Longest array written by the fast path for a row of numbers. */
const ROW_LIMIT = 1024;

/**
 * The canonical encoding of any value, for fingerprints: bytes that are equal exactly when two values are the same
 * JSON data, whatever the order of their objects' keys, so that a body sent again in another key order or spacing
 * is the same request. A tree written depth first, each value a tag byte and its content, prefix-free (so no two
 * different values share an encoding):
 *
 * - `null` 00, `false` 01, `true` 02; a finite number 03 and its IEEE 754 float64 bits, little-endian (−0 as 0, as
 *   its JSON text is `0`); a string 04, its length in UTF-16 code units (uint32) and the code units (uint16 each,
 *   so that an unpaired surrogate stays itself); an array 05, its elements, 06; an object 07, each own enumerable
 *   key (sorted by code unit, as a string) with its value, 08.
 * - Values no JSON text holds get tags of their own: 10 `undefined`, 11 a BigInt (its decimal digits as a string),
 *   12 a non-finite number (its float64 bits), 13 a cycle, 14 a property whose read threw or a revoked proxy,
 *   15 a symbol, 16 a function, 17 with `Object.prototype.toString`'s tag before a non-plain object (a `Date`, a
 *   `Map`), 18 before an object whose prototype cannot be read.
 *
 * The numbers are their bits, not their decimal text: formatting a double costs about 0.2 µs, which for the million
 * numbers of a large body was several times the cost of validating it. The bytes are handed to `emit` in pieces of
 * at most 1 MiB, in order, each a view of one reused block valid only during the call (copy what you keep): a caller
 * that hashes as they come never holds the whole encoding. Total: never throws, iterative (nesting costs no
 * stack), allocates about nothing per value. O(size + keys · log keys) time.
 *
 * @example
 * ```ts
 * const pieces: Uint8Array[] = [];
 * writeCanonicalBytes({ b: [1], a: null }, (piece) => pieces.push(piece.slice()));
 * ```
 *
 * @param value - any value, e.g. a parsed request body.
 * @param emit - receives the encoding's pieces in order (none empty).
 */
export function writeCanonicalBytes(value: unknown, emit: (piece: Uint8Array) => void): void {
  const block = new Uint8Array(BLOCK_BYTES);
  const view = new DataView(block.buffer);
  let at = 0;

  /** Makes room for `n` ≤ {@link BLOCK_BYTES} more bytes in the block (handing on what it holds when they do not fit). */
  const room = (n: number): void => {
    if (at + n <= BLOCK_BYTES) return;
    emit(block.subarray(0, at));
    at = 0;
  };
  const tag = (t: Tag): void => {
    room(1);
    block[at++] = t;
  };
  const float = (t: Tag, x: number): void => {
    room(9);
    block[at] = t;
    view.setFloat64(at + 1, x + 0, true); // x + 0: −0 becomes 0
    at += 9;
  };
  const string = (t: Tag, s: string): void => {
    const n = s.length;
    room(5);
    block[at] = t;
    view.setUint32(at + 1, n, true);
    at += 5;
    for (let i = 0; i < n; i++, at += 2) {
      if (at + 2 > BLOCK_BYTES) room(2);
      view.setUint16(at, s.charCodeAt(i), true);
    }
  };

  // the open containers, one entry per level in four parallel stacks (no object per container: a body's rows are
  // many, and what an encoding allocates makes the collector copy the freshly parsed body sooner)
  const containers: object[] = [];
  const keyLists: (readonly string[] | undefined)[] = [];
  const lengths: number[] = [];
  const nexts: number[] = [];
  // the open containers beyond the first levels, for the cycle check of deep nesting (a scan of the first levels
  // costs less than a set kept for every row)
  const SCANNED_LEVELS = 16;
  const deepOpen = new Set<object>();
  const isOpen = (item: object): boolean => {
    const scanned = Math.min(containers.length, SCANNED_LEVELS);
    for (let i = 0; i < scanned; i++) if (containers[i] === item) return true;
    return containers.length > SCANNED_LEVELS && deepOpen.has(item);
  };

  /** Writes a value that is not an object. */
  const leaf = (item: unknown): void => {
    switch (typeof item) {
      case "number":
        float(item - item === 0 ? Tag.Number : Tag.NonFinite, item);
        return;
      case "string":
        string(Tag.String, item);
        return;
      case "boolean":
        tag(item ? Tag.True : Tag.False);
        return;
      case "bigint":
        string(Tag.BigInt, item.toString());
        return;
      case "undefined":
        tag(Tag.Undefined);
        return;
      case "symbol":
        tag(item === UNREADABLE ? Tag.Unreadable : Tag.Symbol);
        return;
      case "function":
        tag(Tag.Function);
        return;
      default:
        tag(Tag.Null);
    }
  };

  /** Writes a value: a leaf, or a container opened (pushed on the stacks). */
  const write = (item: unknown): void => {
    if (typeof item !== "object" || item === null) return leaf(item);
    if (isOpen(item)) return tag(Tag.Cycle);
    let isArray: boolean;
    try {
      isArray = Array.isArray(item);
    } catch {
      return tag(Tag.Unreadable); // a revoked proxy
    }
    const keys = isArray ? undefined : sortedKeys(item);
    if (!isArray && keys === undefined) return tag(Tag.Unreadable);
    if (!isArray) {
      let proto: unknown;
      try {
        proto = Object.getPrototypeOf(item);
      } catch {
        proto = UNREADABLE;
      }
      if (proto === UNREADABLE) tag(Tag.UnreadablePrototype);
      else if (proto !== Object.prototype && proto !== null) string(Tag.Kind, Object.prototype.toString.call(item));
    }
    tag(isArray ? Tag.Array : Tag.Object);
    if (containers.length >= SCANNED_LEVELS) deepOpen.add(item);
    containers.push(item);
    keyLists.push(keys);
    lengths.push(keys === undefined ? lengthOf(item) : keys.length);
    nexts.push(0);
  };

  /**
   * Writes an array of at most {@link ROW_LIMIT} finite numbers whole (a data point), the bytes {@link write} would
   * give, and answers true; for any other value writes nothing and answers false. Such an array holds no object, so
   * it can close no cycle.
   */
  const numberRow = (row: unknown): boolean => {
    let n: number;
    try {
      if (!Array.isArray(row)) return false;
      n = row.length;
    } catch {
      return false; // a revoked proxy
    }
    if (!(n <= ROW_LIMIT)) return false;
    room(2 + 9 * n); // in one block, so that a row found to be something else is undone
    const from = at;
    try {
      block[at++] = Tag.Array;
      for (let i = 0; i < n; i++) {
        const item: unknown = row[i];
        if (typeof item !== "number" || item - item !== 0) {
          at = from;
          return false;
        }
        block[at] = Tag.Number;
        view.setFloat64(at + 1, item + 0, true);
        at += 9;
      }
    } catch {
      at = from;
      return false;
    }
    block[at++] = Tag.ArrayEnd;
    return true;
  };

  write(value);
  while (containers.length > 0) {
    const top = containers.length - 1;
    const container = containers[top] as object;
    const keys = keyLists[top];
    const length = lengths[top] as number;
    const next = nexts[top] as number;
    if (next >= length) {
      tag(keys === undefined ? Tag.ArrayEnd : Tag.ObjectEnd);
      containers.pop();
      keyLists.pop();
      lengths.pop();
      nexts.pop();
      if (top >= SCANNED_LEVELS) deepOpen.delete(container);
      continue;
    }
    if (keys === undefined) {
      // an array's elements in one loop until one opens a container: a row of numbers stays in this loop
      let index = next;
      for (; index < length && containers.length === top + 1; index++) {
        const item = read(container, index);
        if (typeof item === "number" && item - item === 0) {
          if (at + 9 > BLOCK_BYTES) room(9);
          block[at] = Tag.Number;
          view.setFloat64(at + 1, item + 0, true);
          at += 9;
        } else if (!numberRow(item)) write(item);
      }
      nexts[top] = index;
      continue;
    }
    const key = keys[next] as string;
    nexts[top] = next + 1;
    string(Tag.String, key);
    write(read(container, key));
  }

  if (at > 0) emit(block.subarray(0, at));
}
