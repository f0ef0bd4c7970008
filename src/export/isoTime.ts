/** `"00"` … `"59"`. */
const TWO_DIGITS: readonly string[] = /* @__PURE__ */ Array.from({ length: 60 }, (_, i) => (i < 10 ? `0${i}` : String(i)));
/** `"00Z"` … `"59Z"`: the end of a time on a whole second, one shared string each. */
const SECONDS_Z: readonly string[] = /* @__PURE__ */ TWO_DIGITS.map((s) => `${s}Z`);
const MS_PER_MINUTE = 60_000;
const MINUTES_PER_DAY = 1440;

/** A UTC `xsd:dateTime` in two parts, so that a writer appends them without building the whole time first. */
export interface IsoTimeParts {
  /** `yyyy-mm-ddThh:mm:` of the time (the same string for every time of one minute). */
  readonly head: (ms: number) => string;
  /** `ss` (and `.mmm` when the time has milliseconds) and `Z` (a shared string on whole seconds). */
  readonly tail: (ms: number) => string;
}

/**
 * Formats epoch milliseconds as an `xsd:dateTime` in UTC, `2018-05-27T08:01:05Z`, in two parts ({@link IsoTimeParts}),
 * with `.mmm` only when the time has milliseconds. The date is computed once per UTC day and `hh:mm` once per
 * minute, by arithmetic; whole seconds take their tail from a table. A track's thousands of times a few seconds
 * apart so cost no new string each (every string built costs again when the document is flattened).
 *
 * @returns the two formatters; they share one cache of the current minute (no module state).
 */
export function createIsoTimeParts(): IsoTimeParts {
  let day = NaN;
  let date = "";
  let minute = NaN;
  let head = "";
  return {
    head: (time) => {
      const m = Math.floor(Math.round(time) / MS_PER_MINUTE);
      if (m !== minute) {
        minute = m;
        const d = Math.floor(m / MINUTES_PER_DAY);
        if (d !== day) {
          day = d;
          date = new Date(d * MINUTES_PER_DAY * MS_PER_MINUTE).toISOString().slice(0, 11);
        }
        const inDay = m - d * MINUTES_PER_DAY;
        head = `${date}${TWO_DIGITS[Math.floor(inDay / 60)] as string}:${TWO_DIGITS[inDay % 60] as string}:`;
      }
      return head;
    },
    tail: (time) => {
      const t = Math.round(time) - Math.floor(Math.round(time) / MS_PER_MINUTE) * MS_PER_MINUTE;
      const seconds = Math.floor(t / 1000);
      const millis = t - seconds * 1000;
      return millis === 0 ? (SECONDS_Z[seconds] as string) : `${TWO_DIGITS[seconds] as string}.${String(millis).padStart(3, "0")}Z`;
    },
  };
}

/**
 * Formats epoch milliseconds as an `xsd:dateTime` in UTC, `2018-05-27T08:01:05Z` (`.mmm` only with milliseconds).
 *
 * @returns a formatter keeping its own cache of the current minute ({@link createIsoTimeParts}).
 */
export function createIsoTime(): (ms: number) => string {
  const parts = createIsoTimeParts();
  return (ms) => parts.head(ms) + parts.tail(ms);
}
