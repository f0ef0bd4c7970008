import { DEFAULT_LIMITS, type Limits } from "../registry/limits.js";

/**
 * The data point limit of one activity (code 1040): the detail of the error when `dataPoints` exceeds
 * `limits.maxDataPointsPerActivity` (default `DEFAULT_LIMITS.maxDataPointsPerActivity`), e.g.
 * `data has 7 data points; the limit is 6`.
 *
 * @param dataPoints - number of rows of `metrics.data`.
 * @param limits - the validation context's limits, if any.
 * @returns the error detail, or `undefined` when the count is within the limit.
 */
export function dataPointLimitDetail(dataPoints: number, limits: Partial<Limits> | undefined): string | undefined {
  const max = limits?.maxDataPointsPerActivity ?? DEFAULT_LIMITS.maxDataPointsPerActivity;
  return dataPoints > max ? `data has ${dataPoints} data points; the limit is ${max}` : undefined;
}
