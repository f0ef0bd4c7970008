/** A container being written by {@link canonicalJson}. */
interface Frame {
  readonly value: object;
  readonly keys: readonly string[] | undefined;
  readonly length: number;
  next: number;
}

/** Reads `value[key]`, or a marker when the read throws (a getter, a revoked proxy). */
function read(value: object, key: string | number): unknown {
  try {
    return (value as Record<string | number, unknown>)[key];
  } catch {
    return UNREADABLE;
  }
}

const UNREADABLE = Symbol("unreadable");

/** Own enumerable string keys of an object, sorted by code unit, or `undefined` when they cannot be read. */
function sortedKeys(value: object): string[] | undefined {
  try {
    return Object.keys(value).sort();
  } catch {
    return undefined;
  }
}

/** The text of a value that is not a container. */
function leaf(value: unknown): string {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "number":
      return Number.isFinite(value) ? JSON.stringify(value) : `!n:${String(value)}`;
    case "boolean":
      return value ? "true" : "false";
    case "bigint":
      return `!b:${value.toString()}`;
    case "undefined":
      return "!u";
    case "symbol":
      return value === UNREADABLE ? "!x" : "!s";
    case "function":
      return "!f";
    default:
      return "null";
  }
}

/** The tag of a container that is neither a plain object nor an array (a Map, a Date, a boxed value), else "". */
function kindOf(value: object): string {
  if (Array.isArray(value)) return "";
  let proto: unknown;
  try {
    proto = Object.getPrototypeOf(value);
  } catch {
    return "!p";
  }
  return proto === Object.prototype || proto === null ? "" : `!o${Object.prototype.toString.call(value)}`;
}

/**
 * Canonical text of any value, for fingerprints: JSON data gives its JSON text with the
 * keys of every object sorted by code unit (so two bodies that parse to the same data give the same text however
 * their keys were ordered), and every other value a tagged token that JSON text cannot hold (`!u` undefined, `!b:`
 * BigInt, `!n:` non-finite numbers, `!c` a cycle, `!x` a property whose read threw, `!o[object Date]` before a
 * non-plain object...). Total: never throws, and iterative, so nesting depth costs no stack. O(size + keys · log keys).
 *
 * @param value - any value, e.g. a parsed request body.
 * @returns the canonical text.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  const stack: Frame[] = [];
  const open = new Set<object>();

  const write = (item: unknown): void => {
    if (typeof item !== "object" || item === null) {
      out.push(leaf(item));
      return;
    }
    if (open.has(item)) {
      out.push("!c");
      return;
    }
    let isArray: boolean;
    try {
      isArray = Array.isArray(item);
    } catch {
      out.push("!x"); // a revoked proxy
      return;
    }
    const keys = isArray ? undefined : sortedKeys(item);
    if (!isArray && keys === undefined) {
      out.push("!x");
      return;
    }
    out.push(kindOf(item), isArray ? "[" : "{");
    open.add(item);
    stack.push({ value: item, keys, length: keys === undefined ? lengthOf(item) : keys.length, next: 0 });
  };

  write(value);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    const { value: container, keys } = frame;
    if (frame.next >= frame.length) {
      out.push(keys === undefined ? "]" : "}");
      open.delete(container);
      stack.pop();
      continue;
    }
    const index = frame.next++;
    if (index > 0) out.push(",");
    if (keys === undefined) {
      write(read(container, index));
    } else {
      const key = keys[index] as string;
      out.push(JSON.stringify(key), ":");
      write(read(container, key));
    }
  }
  return out.join("");
}

/** Length of an array (0 when it cannot be read). */
function lengthOf(array: object): number {
  const length = read(array, "length");
  return typeof length === "number" && Number.isSafeInteger(length) && length >= 0 ? length : 0;
}
