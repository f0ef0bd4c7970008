/**
 * SQL of an epoch-milliseconds value (a float8 parameter or column) as a `timestamptz`, exactly: µs arithmetic on
 * integers below 2^53.
 *
 * @param value - SQL text of the float8 value, e.g. `"$3"`.
 */
export const MS_TO_TIMESTAMPTZ = (value: string): string => `('epoch'::timestamptz + ${value}::float8 * interval '1 millisecond')`;

/**
 * SQL of a `timestamptz` column as epoch milliseconds (float8).
 *
 * @param column - SQL text of the column, e.g. `"a.start_time"`.
 */
export const TIMESTAMPTZ_TO_MS = (column: string): string => `(extract(epoch FROM ${column}) * 1000)::float8`;
