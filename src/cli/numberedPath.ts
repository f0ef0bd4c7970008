/**
 * The file name for item `n` (1-based) of `total` written from one `--out`/`--chart` path: the path itself for a
 * single item, else the number before the extension (`ride.gpx` → `ride-2.gpx`; `out` → `out-2`).
 *
 * @param path - the path given on the command line.
 * @param n - the item's number, from 1.
 * @param total - how many items are written.
 */
export function numberedPath(path: string, n: number, total: number): string {
  if (total <= 1) return path;
  const slash = Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\"));
  const dot = path.lastIndexOf(".");
  return dot > slash + 1 ? `${path.slice(0, dot)}-${n}${path.slice(dot)}` : `${path}-${n}`;
}
