/**
 * Decision D-74's figures: the nesting-depth scan against decoding and `JSON.parse`, side by side in one process,
 * medians. Run: `npx tsx test/bench/measureDepthScan.ts` (not part of `npm test`; no timing is asserted anywhere).
 */
import { jsonNestingDepth, MAX_JSON_BODY_DEPTH } from "../../src/http/jsonNestingDepth.js";
import { syntheticInputs } from "./syntheticBodies.js";

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
}

/** Median milliseconds of `runs` calls of each function, interleaved so that machine noise hits all alike. */
function sideBySide(runs: number, fns: Record<string, () => unknown>): Record<string, number> {
  const times: Record<string, number[]> = {};
  for (const name of Object.keys(fns)) times[name] = [];
  for (let r = 0; r < runs; r++) {
    for (const [name, fn] of Object.entries(fns)) {
      const t0 = performance.now();
      fn();
      times[name]?.push(performance.now() - t0);
    }
  }
  return Object.fromEntries(Object.entries(times).map(([name, ts]) => [name, median(ts)]));
}

const decode = (bytes: Uint8Array) => new TextDecoder("utf-8", { fatal: true }).decode(bytes);

for (const input of syntheticInputs()) {
  const bytes = new TextEncoder().encode(input.json);
  const m = sideBySide(101, {
    scan: () => jsonNestingDepth(bytes, MAX_JSON_BODY_DEPTH),
    parse: () => JSON.parse(input.json),
    decodeParse: () => JSON.parse(decode(bytes)),
  });
  const [scan, parse, decodeParse] = [m.scan ?? 0, m.parse ?? 1, m.decodeParse ?? 1];
  console.log(
    `${input.name}, ${(bytes.length / 1e6).toFixed(2)} MB: scan ${scan.toFixed(3)} ms, JSON.parse ${parse.toFixed(3)} ms, ` +
      `decode+parse ${decodeParse.toFixed(3)} ms; scan/parse ${(scan / parse).toFixed(2)}, scan/(decode+parse) ${(scan / decodeParse).toFixed(2)}`,
  );
}

const deepN = 5_000_000;
const deep = "[".repeat(deepN) + "]".repeat(deepN);
const deepBytes = new TextEncoder().encode(deep);
const d = sideBySide(5, {
  scan: () => jsonNestingDepth(deepBytes, MAX_JSON_BODY_DEPTH),
  fullScan: () => jsonNestingDepth(deepBytes),
  decodeParse: () => JSON.parse(decode(deepBytes)),
});
console.log(
  `${deepN} deep, ${(deepBytes.length / 1e6).toFixed(1)} MB: scan (stops at depth ${MAX_JSON_BODY_DEPTH + 1}) ` +
    `${((d.scan ?? 0) * 1000).toFixed(1)} µs, full scan ${d.fullScan?.toFixed(1)} ms, decode+parse ${d.decodeParse?.toFixed(0)} ms`,
);
