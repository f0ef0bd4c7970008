/**
 * What the modules made from `@example` blocks (exampleModules.ts) import besides the library: the check of a
 * `// → VALUE` line, a console that keeps what an example prints, `describe`/`it` that only record (an example may
 * register tests; they must not run inside this test), and `pg` whose pools are ended after the example.
 */
import { isDeepStrictEqual } from "node:util";
import pg from "pg";

/** Whether `actual` is `expected`: numbers to 1e-9 (relative), arrays and typed arrays element by element, objects on the keys `expected` gives. */
function matches(actual: unknown, expected: unknown): boolean {
  if (typeof expected === "number" && typeof actual === "number") {
    return Object.is(actual, expected) || Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
  }
  if (Array.isArray(expected)) {
    const list = ArrayBuffer.isView(actual) ? Array.from(actual as unknown as ArrayLike<unknown>) : actual;
    return Array.isArray(list) && list.length === expected.length && expected.every((item, i) => matches(list[i], item));
  }
  if (typeof expected === "object" && expected !== null) {
    if (typeof actual !== "object" || actual === null) return false;
    return Object.entries(expected).every(([key, value]) => matches((actual as Record<string, unknown>)[key], value));
  }
  return isDeepStrictEqual(actual, expected);
}

/** The check of one example's `// → VALUE` lines; `count` says how many ran. */
export function expecter(where: string): { (actual: unknown, expected: unknown, line: number): void; count: number } {
  const check = (actual: unknown, expected: unknown, line: number): void => {
    check.count++;
    if (!matches(actual, expected)) {
      const show = (value: unknown): string => JSON.stringify(value, (_key, v: unknown) => (ArrayBuffer.isView(v) ? Array.from(v as unknown as ArrayLike<unknown>) : v));
      throw new Error(`${where}, line ${line} of the example: the value is ${show(actual)}, the example says ${show(expected)}`);
    }
  };
  check.count = 0;
  return check;
}

/** A console that keeps what the examples print instead of writing it among the test's output. */
export const printed: unknown[][] = [];
export const quietConsole: Pick<Console, "log" | "error" | "warn" | "info"> = {
  log: (...args: unknown[]) => void printed.push(args),
  error: (...args: unknown[]) => void printed.push(args),
  warn: (...args: unknown[]) => void printed.push(args),
  info: (...args: unknown[]) => void printed.push(args),
};

/** Test names an example registered with `describe`/`it`/`test` (run nowhere: the example shows how to register them). */
export const registeredTests: string[] = [];
export const it = (name: string, _body: () => unknown): void => void registeredTests.push(name);
export const test = (name: string, _body: () => unknown): void => void registeredTests.push(name);
export const describe = (name: string, body: () => void): void => {
  registeredTests.push(`${name} ›`);
  body();
};

/** Pools an example opened, ended by {@link endPools}. */
const pools: pg.Pool[] = [];
class TrackedPool extends pg.Pool {
  constructor(config?: pg.PoolConfig) {
    super(config);
    this.on("error", () => undefined); // a server stopped after the example cuts idle clients
    pools.push(this);
  }
}
/** `pg` as an example imports it, with pools that {@link endPools} ends. */
export const trackedPg = { ...pg, Pool: TrackedPool } as unknown as typeof pg;
export async function endPools(): Promise<void> {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
}
