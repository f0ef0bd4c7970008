const MS_PER_DAY = 86_400_000;

const two = (n: number): string => (n < 10 ? `0${n}` : String(n));

/**
 * Formats epoch milliseconds as an `xsd:dateTime` in UTC, `2018-05-27T08:01:05Z`, with `.mmm` only when the time
 * has milliseconds. Consecutive calls within one UTC day reuse the date part (a track's times are thousands of
 * calls a few seconds apart), so the cost per call is a few string concatenations.
 *
 * @returns a formatter; each formatter keeps its own cache (no module state).
 */
export function createIsoTime(): (ms: number) => string {
  let dayStart = Number.NaN;
  let prefix = "";
  return (time) => {
    const ms = Math.round(time);
    const inDay = ms - dayStart;
    if (!(inDay >= 0 && inDay < MS_PER_DAY)) {
      dayStart = Math.floor(ms / MS_PER_DAY) * MS_PER_DAY;
      prefix = new Date(dayStart).toISOString().slice(0, 11);
    }
    const t = ms - dayStart;
    const seconds = Math.floor(t / 1000);
    const millis = t - seconds * 1000;
    const hms = `${prefix}${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
    return millis === 0 ? `${hms}Z` : `${hms}.${String(millis).padStart(3, "0")}Z`;
  };
}
