/**
 * Size limits of an Add Activities request (spec 8 leaves them open). Each has its own error code.
 */
export interface Limits {
  /** Most activities in one request body; more gives code 1020. Default 100. */
  readonly maxActivitiesPerRequest: number;
  /** Most data points (rows of `metrics.data`) in one activity; more gives code 1040. Default 100,000. */
  readonly maxDataPointsPerActivity: number;
  /**
   * Most errors one validation returns; beyond it the first ones are kept and one last error, code 1080, says how
   * many more were found. Default 100.
   */
  readonly maxErrorsPerResponse: number;
}

/**
 * Default limits: 100 activities per request (the spec recommends one), 100,000 data points per activity
 * (5.8 days at 5 s, 11.6 days at 10 s: longer than any real single recording, small enough to scan in ~2 ms),
 * 100 errors per response.
 */
export const DEFAULT_LIMITS: Limits = { maxActivitiesPerRequest: 100, maxDataPointsPerActivity: 100_000, maxErrorsPerResponse: 100 };

/** Earliest accepted startTime, epoch ms: 2006-05-24T00:00:00.000Z, the first instant "after 23 May 2006" . */
export const EARLIEST_START_TIME_MS = 1_148_428_800_000;

/**
 * Longest accepted `deviceName`, in UTF-16 code units (JavaScript string length): 256 (spec 2.1 leaves
 * the length open). A longer name is rejected with code 1060, and by the importer's option check with code 1690.
 */
export const MAX_DEVICE_NAME_LENGTH = 256;
