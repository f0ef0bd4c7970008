/**
 * Time zone names that every generated activity or profile uses: political Area/Location zones (current and
 * backward-link spellings such as `Asia/Calcutta` and `US/Pacific`), zones with unusual offsets (`Asia/Kathmandu`
 * +05:45, `Pacific/Chatham` +12:45, `Australia/Lord_Howe` with a 30-minute DST shift, `Pacific/Apia` across the
 * date line), `Etc/GMT±N` names and `UTC`. All are accepted by `isValidTimeZone` (tested).
 */
export const SAMPLE_TIME_ZONE_NAMES: readonly string[] = [
  "America/Los_Angeles",
  "America/New_York",
  "America/Phoenix",
  "America/Indiana/Indianapolis",
  "America/Argentina/Buenos_Aires",
  "America/Sao_Paulo",
  "Europe/London",
  "Europe/Paris",
  "Europe/Berlin",
  "Africa/Nairobi",
  "Asia/Kolkata",
  "Asia/Calcutta",
  "Asia/Tokyo",
  "Asia/Kathmandu",
  "Australia/Sydney",
  "Australia/Lord_Howe",
  "Pacific/Apia",
  "Pacific/Chatham",
  "US/Pacific",
  "Etc/GMT+5",
  "Etc/GMT-14",
  "Etc/UTC",
  "UTC",
];
