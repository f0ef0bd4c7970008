/**
 * Shape of an acceptable name (decision D-11): `UTC`, or `Area/Location[/Sub]` with every segment starting with an
 * upper-case letter, as IANA names do (`America/Argentina/Buenos_Aires`, `Etc/GMT+5`). Slash-less legacy names
 * (PST, EST, CET, ART, EST5EDT, GMT) and offsets (`GMT-04:00`, `+05:00`) never match.
 */
const NAME_SHAPE = /^(?:UTC|[A-Z][A-Za-z0-9_+-]*(?:\/[A-Z][A-Za-z0-9_+-]*)+)$/;

/** Largest number of names whose `Intl` verdict is remembered; the memo is cleared when full. */
const MEMO_LIMIT = 1024;

let supported: ReadonlySet<string> | undefined;
/** The names of `supported` that have an accepted shape: the fast path of {@link isValidTimeZone}. */
let accepted: ReadonlySet<unknown> | undefined;
/** Every segment of the names in `supported`, by its lower-case spelling (e.g. `"asia"` → `"Asia"`). */
let segments: ReadonlyMap<string, string> | undefined;
const memo = /* @__PURE__ */ new Map<string, boolean>();

/**
 * Whether `name` is a wrong-case spelling that `Intl` (case-insensitive) would accept: it differs only in case from
 * the zone `Intl` resolves it to (`AMERICA/PHOENIX`, `ETC/GMT+5`), or one of its segments differs only in case from
 * a segment of a listed name (`ASIA/KOLKATA`, `US/PACIFIC`).
 */
function isMiscased(name: string, resolved: string): boolean {
  if (resolved !== name && resolved.toLowerCase() === name.toLowerCase()) return true;
  segments ??= new Map([...supported!].flatMap((n) => n.split("/")).map((segment) => [segment.toLowerCase(), segment]));
  return name.split("/").some((segment) => {
    const listed = segments!.get(segment.toLowerCase());
    return listed !== undefined && listed !== segment;
  });
}

function supportedZones(): string[] {
  return typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
}

function hasAcceptedShape(name: string): boolean {
  return name.length <= 64 && NAME_SHAPE.test(name) && !name.startsWith("SystemV/");
}

function knownToIntl(name: string): boolean {
  supported ??= new Set(supportedZones());
  if (supported.has(name)) return true;
  const known = memo.get(name);
  if (known !== undefined) return known;
  let ok: boolean;
  try {
    ok = !isMiscased(name, new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone);
  } catch {
    ok = false;
  }
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(name, ok);
  return ok;
}

/**
 * Whether a value is an acceptable `timeZoneName` (code 180 otherwise): an IANA time zone database name of the
 * form Area/Location (political zones such as `Europe/Paris`, backward links such as `Asia/Calcutta`), an
 * `Etc/GMT±N` offset name, or `UTC`, that the runtime's `Intl` knows. Case-sensitive.
 *
 * Rejected: abbreviations and slash-less legacy IDs (`PST`, `EST`, `CET`, `ART`, `IST`, `EST5EDT`), offsets
 * (`GMT-04:00`, `+05:00`), `SystemV/*`, lower-case spellings, wrong-case spellings that `Intl` would accept
 * (`AMERICA/PHOENIX`, `ASIA/KOLKATA`: a name differing only in case from its resolved zone, or with a segment
 * differing only in case from a segment of `Intl.supportedValuesOf`), unknown names.
 *
 * Cost: about 20 ns for a name in `Intl.supportedValuesOf("timeZone")`, 90 ns for a remembered one; the first
 * call builds the set once (2–4 ms), an unknown name costs one `Intl.DateTimeFormat` (about 50–100 µs) and is then
 * remembered (at most 1,024 names).
 *
 * @param value - any value.
 */
export function isValidTimeZone(value: unknown): value is string {
  accepted ??= new Set(supportedZones().filter(hasAcceptedShape));
  if (accepted.has(value as string)) return true;
  return (
    typeof value === "string" &&
    hasAcceptedShape(value) &&
    knownToIntl(value)
  );
}
