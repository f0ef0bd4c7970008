import type { FitMessages } from "./fitToTracks.js";

/** How many messages of each group (`recordMesgs`, `sessionMesgs`, ...) one FIT file of a chain holds. */
export type FitPartCounts = Readonly<Record<string, number>>;

/**
 * Splits the messages of a chained FIT file (several FIT files one after the other, which the FIT protocol
 * allows) into one message set per file. The decoder returns every file's messages merged in file order (and
 * merges the heart rates of a chained HRV or swim-HR file into the records, which is why the whole chain is
 * decoded at once); `counts` says how many messages of each group each file added, so each file gets its own
 * slice of every group. A plain file (one count, or none) is returned as is.
 *
 * @param messages - the decoder's message groups for the whole chain.
 * @param counts - per file, in order: its number of messages of each group.
 * @returns one message set per file.
 *
 * @example
 * ```ts
 * splitFitChain({ recordMesgs: [a, b, c] }, [{ recordMesgs: 2 }, { recordMesgs: 1 }]);
 * // [{ recordMesgs: [a, b] }, { recordMesgs: [c] }]
 * ```
 */
export function splitFitChain(messages: FitMessages, counts: readonly FitPartCounts[]): FitMessages[] {
  if (counts.length <= 1) return [messages];
  const taken: Record<string, number> = {};
  return counts.map((count) => {
    const part: Record<string, FitMessages[string]> = {};
    for (const [key, group] of Object.entries(messages)) {
      const from = taken[key] ?? 0;
      const to = from + (count[key] ?? 0);
      part[key] = group?.slice(from, to);
      taken[key] = to;
    }
    return part;
  });
}
