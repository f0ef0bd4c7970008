const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether a value is a calendar date written `yyyy-mm-dd` (ISO 8601 calendar date, proleptic Gregorian, years
 * 0001–9999): the format of the list filters `startDate`/`endDate` (spec 4.2). `2021-02-29` and `2021-13-01` are
 * not dates.
 *
 * @param value - any value.
 */
export function isLocalDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = LOCAL_DATE.exec(value);
  if (match === null) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= daysInMonth;
}
