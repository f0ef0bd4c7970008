/**
 * Status values returned in list items (spec 3). `COMPLETE` is the spelling the historical service
 * returned in data; the spec's `COMPLETED` appears only in its documentation and is never returned.
 * - `NONE`: no lifecycle applies.
 * - `IN_PROGRESS`: the ALL_DAY record of the current local day, still accumulating.
 * - `COMPLETE`: a finished activity, or an ALL_DAY record of a day that has ended.
 */
export const STATUSES = ["NONE", "IN_PROGRESS", "COMPLETE"] as const satisfies readonly Status[];

/** A status value of spec 3 as the service writes it: `NONE`, `IN_PROGRESS` or `COMPLETE`. */
export type Status = "NONE" | "IN_PROGRESS" | "COMPLETE";
