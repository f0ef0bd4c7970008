const WATCH = /watch|forerunner|\bfr\d|fenix|f[eē]nix|v[ií]vo|venu|instinct|epix|enduro|polar|suunto|amazfit|huami|fitbit|coros|apple/i;
const BIKE = /\bedge|elemnt|\bbolt\b|\broam\b|karoo|bike computer|sigma/i;
const PHONE = /android|iphone|\bios\b|\bapp\b|strava|mapmy|runkeeper|mytrails|komoot|endomondo|runtastic/i;

/**
 * Guesses a device type from a device or application name: bike computers (`Edge`, `ELEMNT`,
 * `Bolt`, `Karoo`, Sigma) give BIKE, watches (Forerunner, fēnix, vívoactive, Polar, Suunto, Amazfit, Fitbit,
 * Coros) WATCH, phone apps (Strava, MapMyRide, MyTrails, "Android", "iPhone") PHONE, anything else OTHER.
 *
 * @param name - a device or application name, e.g. `"Garmin Edge 1000"`.
 */
export function guessDeviceType(name: string | undefined): "WATCH" | "BIKE" | "PHONE" | "OTHER" {
  if (name === undefined) return "OTHER";
  if (BIKE.test(name)) return "BIKE";
  if (WATCH.test(name)) return "WATCH";
  if (PHONE.test(name)) return "PHONE";
  return "OTHER";
}
