import { getMetricType, metricTypeBit, type MetricTypeInfo } from "../registry/metricTypes.js";
import { describeValue } from "./describeValue.js";

/**
 * Why an element of `metrics.metricTypes` is rejected (code 1070): not a metric type name of spec 2.7, a metric type
 * that cannot be submitted (stars, weight, age, duration), or a repeat of an earlier element.
 */
type MetricTypeProblemReason = "unknown" | "notSubmittable" | "repeated";

/** One rejected element of `metrics.metricTypes` (code 1070). */
interface MetricTypeProblem {
  /** Index of the element in `metricTypes`. */
  readonly index: number;
  /** Why it is rejected. */
  readonly reason: MetricTypeProblemReason;
  /** The error detail, e.g. `metric type "speed" is repeated`. */
  readonly detail: string;
}

/** What {@link metricColumns} finds in a `metrics.metricTypes` array. */
export interface MetricColumns {
  /**
   * One entry per element: its registry entry, or `undefined` when the element is rejected (then `scanRows` checks
   * only finiteness in that column).
   */
  readonly columns: (MetricTypeInfo | undefined)[];
  /** Bitmask ({@link metricTypeBit}) of the accepted metric types, the submitted half of the code 320 rule. */
  readonly mask: number;
  /** The rejected elements in index order (code 1070); empty when every element is accepted. */
  readonly problems: readonly MetricTypeProblem[];
}

const NO_PROBLEMS: readonly MetricTypeProblem[] = [];

/**
 * Reads the column list `metrics.metricTypes` of a submitted activity (spec 2.2, 2.7): each element must be the
 * lower-case name of a submittable metric type, at most once. The first occurrence of a name is accepted, every
 * later one is a `"repeated"` problem. Allocates the columns array and, only when some element is rejected, the
 * problems.
 *
 * @param metricTypes - `metrics.metricTypes`, already known to be an array (its elements may be anything).
 * @returns the columns for `scanRows`, the mask of accepted types and the problems (code 1070 each).
 */
export function metricColumns(metricTypes: readonly unknown[]): MetricColumns {
  // Stryker disable next-line ArrayDeclaration: equivalent, the loop below assigns every index
  const columns = new Array<MetricTypeInfo | undefined>(metricTypes.length);
  let mask = 0;
  let problems: MetricTypeProblem[] | undefined;
  for (let c = 0; c < metricTypes.length; c++) {
    const name: unknown = metricTypes[c];
    const info = getMetricType(name);
    const bit = info === undefined ? 0 : metricTypeBit(info.name);
    if (info === undefined || !info.submittable || (mask & bit) !== 0) {
      const reason: MetricTypeProblemReason = info === undefined ? "unknown" : !info.submittable ? "notSubmittable" : "repeated";
      const why = reason === "unknown" ? "is not a metric type" : reason === "notSubmittable" ? "cannot be submitted" : "is repeated";
      (problems ??= []).push({ index: c, reason, detail: `metric type ${describeValue(name)} ${why}` });
      columns[c] = undefined;
    } else {
      columns[c] = info;
      mask |= bit;
    }
  }
  return { columns, mask, problems: problems ?? NO_PROBLEMS };
}
