/**
 * `npm run bench -- --only a,b --update`: docs/performance.md with the rows of the sections just measured replaced
 * (each section's rows where its first old row was, a new section's at the end of the table), the other rows kept,
 * a line saying when those sections were measured again, and the line of targets not met computed again from the
 * whole table.
 */

const isRow = (line: string): boolean => line.startsWith("| ") && !line.startsWith("| section |");
const groupOf = (line: string): string => line.slice(2, line.indexOf(" | "));

/**
 * The document with the new rows.
 *
 * @param doc - docs/performance.md as it is.
 * @param rows - the new table rows (`| group | figure | value | target | holds |`), in order.
 * @param note - the line saying what was measured again and when (`- Measured again …`), replacing an earlier
 *   one with the same beginning up to its colon.
 */
export function updatePerformanceDoc(doc: string, rows: readonly string[], note: string): string {
  const lines = doc.split("\n");
  const fresh = new Map<string, string[]>();
  for (const row of rows) fresh.set(groupOf(row), [...(fresh.get(groupOf(row)) ?? []), row]);
  let end = lines.length;
  while (end > 0 && !isRow(lines[end - 1]!)) end--;
  const placed = new Set<string>();
  const out: string[] = [];
  const noteKey = note.slice(0, note.indexOf(":"));
  for (const [i, line] of lines.entries()) {
    if (i === end) for (const [group, groupRows] of fresh) if (!placed.has(group)) out.push(...groupRows);
    if (isRow(line) && fresh.has(groupOf(line))) {
      if (!placed.has(groupOf(line))) out.push(...fresh.get(groupOf(line))!);
      placed.add(groupOf(line));
      continue;
    }
    if (line.startsWith("Targets not met:") || line === "Every target holds." || line.startsWith(noteKey)) continue;
    out.push(line);
  }
  out.splice(out.findIndex((line) => line.startsWith("- Library:")) + 1, 0, note);
  const notMet = out.filter((line) => isRow(line) && line.endsWith("| **NO** |")).map((line) => {
    const cells = line.slice(2, -2).split(" | ");
    return `${cells[1]} (${cells[2]}, target ${cells[3]})`;
  });
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  out.push("", notMet.length === 0 ? "Every target holds." : `Targets not met: ${notMet.join("; ")}.`, "");
  return out.join("\n");
}
