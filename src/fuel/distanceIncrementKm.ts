/**
 * The distance covered in the interval of data point `index`, km, from a cumulative distance column (decisions
 * D-20, D-38): `d_index − d_(index−1)` with `d_(−1) = 0`, clamped at 0 (a decrease, impossible after validation, and
 * a non-finite difference count as 0). Summed over points `0 … k` it gives `d_k` (for a never-decreasing column).
 *
 * @param rows - the data rows (`metrics.data`).
 * @param column - index of the cumulative `distance` column in each row (≥ 0).
 * @param index - index of the data point (0 … rows.length − 1); a missing row or value reads as 0.
 * @returns kilometres, ≥ 0.
 */
export function distanceIncrementKm(rows: readonly (readonly number[])[], column: number, index: number): number {
  const here = rows[index]?.[column] ?? 0;
  const previous = index > 0 ? (rows[index - 1]?.[column] ?? 0) : 0;
  const delta = here - previous;
  return delta > 0 ? delta : 0;
}
