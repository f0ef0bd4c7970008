/**
 * The words of a line of lower-case names, upper-cased: `"run walk"` → `["RUN", "WALK"]`. Registry lists of
 * upper-case names are written this way because a gzipped bundle stores lower-case text for less.
 *
 * @param line - names separated by single spaces.
 */
/* @__NO_SIDE_EFFECTS__ */
export function upperCaseWords(line: string): string[] {
  return line.toUpperCase().split(" ");
}
