import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "./buildPackage.js";

/**
 * Issue 14.11: `samples.push(...piece.samples)` overflowed the stack from about 125 000 GPX points, since a call
 * spreads its array into that many arguments. No library code may spread an array into the arguments of `push`,
 * `unshift`, `Math.max`/`Math.min`, `String.fromCharCode`/`fromCodePoint` or call `apply`: append with a loop,
 * reduce with a loop. (`src/testing` is excluded: fast-check's `constantFrom(...small constant lists)`.)
 */
const RISKY = /\.(?:push|unshift)\(\s*\.\.\.|Math\.(?:max|min)\(\s*\.\.\.|\.fromChar(?:Code|Point)\(\s*\.\.\.|\.apply\(/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sources(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

describe("no spread of an array into call arguments in library code", () => {
  it("finds no push(...x), Math.max(...x), fromCharCode(...x) or apply in src/", () => {
    const found = sources(join(REPO, "src")).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) => (RISKY.test(line) && !/^\s*(?:\*|\/\/)/.test(line) ? [`${relative(REPO, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
