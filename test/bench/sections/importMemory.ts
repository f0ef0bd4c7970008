/**
 * Peak memory of the importers per input byte (target: ≤ 10× the file's size): FIT files of about 9 MB (one long
 * ride, a chain of ten rides; test/bench/measureFitMemory.ts) and 16 MB TCX and GPX documents (real-looking
 * tracks, and text dense with entities, kept and dropped; test/bench/measureXmlMemory.ts). Each case runs in its own
 * Node process, the importer from source (tsx); the figure is the peak resident set during the import above the
 * resident set before it, over the input's size. Linux only: elsewhere the section reports that it was skipped.
 * For each FIT file two floors follow, without a target: `@garmin/fitsdk`'s `Decoder.read()` alone (records emptied as
 * decoded), and the same keeping the records' nine fields in exactly sized float64 columns: what any importer built
 * on `read()` costs before its own work.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { atMost, info, times, type BenchFigure, type BenchSection } from "../benchKit.js";
import { FIT_CASES, FIT_FLOORS, FIT_MEMORY_SCRIPT, fitMemoryArgs, type FitFloor } from "../measureFitMemory.js";
import { XML_CASES, XML_MEMORY_SCRIPT } from "../measureXmlMemory.js";

const TARGET = 10;
/** The XML cases run here (every case: `npx tsx test/bench/measureXmlMemory.ts`). */
const XML_NAMES = ["real-looking GPX track (1 Hz, HR)", "real-looking TCX track (1 Hz, HR)", "kept text of &lt; (a track name)", "dropped text of &lt; (metadata)"];

/** The import-memory rows. */
export const importMemorySection: BenchSection = {
  name: "import-memory",
  async run({ log }) {
    if (!existsSync("/proc/self/clear_refs")) return [info("import memory", "peak memory of the importers", "skipped: needs Linux /proc")];
    const tsx = fileURLToPath(new URL("../../../node_modules/tsx/dist/cli.mjs", import.meta.url));
    const dir = mkdtempSync(join(tmpdir(), "import-memory-"));
    const runs: { name: string; script: string; index: number; make: () => string | Uint8Array; floor?: FitFloor }[] = [
      ...FIT_CASES.flatMap((c, index) => [
        { name: c.name, script: FIT_MEMORY_SCRIPT, index, make: c.make },
        ...FIT_FLOORS.map((floor) => ({ name: `${c.name}, floor: ${floor}`, script: FIT_MEMORY_SCRIPT, index, make: c.make, floor })),
      ]),
      ...XML_NAMES.map((name) => {
        const index = XML_CASES.findIndex((c) => c.name === name);
        if (index < 0) throw new Error(`no XML case ${name}`);
        return { name, script: XML_MEMORY_SCRIPT, index, make: (XML_CASES[index] as (typeof XML_CASES)[number]).make };
      }),
    ];
    const figures: BenchFigure[] = [];
    try {
      for (const run of runs) {
        const file = join(dir, `case-${run.index}`);
        writeFileSync(file, run.make());
        const child = spawnSync(process.execPath, ["--expose-gc", "--max-old-space-size=6144", tsx, run.script, ...fitMemoryArgs(run.index, file, run.floor)], { encoding: "utf8" });
        rmSync(file);
        const line = child.stdout.trim().split("\n").at(-1) ?? "";
        if (child.status !== 0 || !line.startsWith("{")) throw new Error(`${run.name}: the import failed (${child.status}): ${child.stderr.trim().split("\n").slice(-2).join(" ")}`);
        const r = JSON.parse(line) as { inputBytes: number; peakAboveBeforeBytes: number; outcome: string };
        const ratio = r.peakAboveBeforeBytes / r.inputBytes;
        const mb = (b: number): string => `${(b / 2 ** 20).toFixed(1)} MB`;
        log(`${run.name}: ${mb(r.inputBytes)} in, peak +${mb(r.peakAboveBeforeBytes)} (${ratio.toFixed(1)}×; ${r.outcome})`);
        const figure = `peak memory / input size, ${run.name} (${mb(r.inputBytes)})`;
        figures.push(run.floor === undefined ? atMost("import memory", figure, ratio, TARGET, times) : info("import memory", figure, times(ratio)));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return figures;
  },
};
