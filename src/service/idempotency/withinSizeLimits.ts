import { DEFAULT_LIMITS, type Limits } from "../../registry/limits.js";

/**
 * Whether a body is within the size limits that validation checks first (activities per request, data points
 * per activity), read without a full walk: a body over them is refused (1020, 1040) and is never fingerprinted,
 * so an idempotency key adds nothing to the cost of a refused oversized body. A read that throws counts as over.
 *
 * @param body - the parsed request body.
 * @param limits - the service's limits.
 */
export function withinSizeLimits(body: unknown, limits: Partial<Limits> | undefined): boolean {
  const maxActivities = limits?.maxActivitiesPerRequest ?? DEFAULT_LIMITS.maxActivitiesPerRequest;
  const maxPoints = limits?.maxDataPointsPerActivity ?? DEFAULT_LIMITS.maxDataPointsPerActivity;
  try {
    if (!Array.isArray(body) || body.length > maxActivities) return false;
    for (const activity of body as unknown[]) {
      const data: unknown = (activity as { metrics?: { data?: unknown } } | null)?.metrics?.data;
      if (Array.isArray(data) && data.length > maxPoints) return false;
    }
    return true;
  } catch {
    return false;
  }
}
