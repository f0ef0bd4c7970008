/** Days in each month of a common year. */
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** The value of the ASCII digits of `text` from `start` to `end` (exclusive), or −1 when one is not a digit. */
function digits(text: string, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    value = value * 10 + d;
  }
  return value;
}

/**
 * Whether a value is a calendar date written `yyyy-mm-dd` (ISO 8601 calendar date, proleptic Gregorian, years
 * 0001–9999): the format of the list filters `startDate`/`endDate` (spec 4.2). `2021-02-29` and `2021-13-01` are
 * not dates.
 *
 * @param value - any value.
 */
export function isLocalDate(value: unknown): value is string {
  // read character by character (no regular expression, nothing allocated): the repositories check every date
  // they are given on each add
  if (typeof value !== "string" || value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return false;
  const year = digits(value, 0, 4);
  const month = digits(value, 5, 7);
  const day = digits(value, 8, 10);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] as number));
}
