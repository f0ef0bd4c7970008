/** `activity-fuel --help`. */
export const MAIN_HELP = `activity-fuel: import real recordings and validate Add Activities bodies

Usage:
  activity-fuel import <recording...> [options]   FIT, TCX or GPX in, Add Activities submission out
  activity-fuel validate <file.json> [options]    check a request body; print every error's code and path
  activity-fuel help [command]                    this text, or a command's options

Examples:
  activity-fuel import ride.fit --tz Europe/Paris --summary --weight 72 --age 41
  activity-fuel import run.gpx --type RUN --out run.json && activity-fuel validate run.json
  activity-fuel import recordings/*.fit --summary          (progress on standard error)

Exit status: 0 success, 1 an import or validation error, 2 a usage error.
`;

/** `activity-fuel help import`. */
export const IMPORT_HELP = `activity-fuel import <recording...> [options]

Imports FIT, TCX and GPX files (format recognised by content) and prints the Add Activities request body
(a JSON array, one activity per FIT session / TCX activity / GPX file) on standard output, or a summary.
Warnings (gaps, guesses, repairs) go to standard error. Each activity is also validated; with --weight and
--age the profile counts for the metric-type options (spec 2.8: types other than RUN, WALK and CYCLE need
heartrate + age or calories + weight).

Options:
  --type <TYPE>          activity type, e.g. RUN, CYCLE, HIKING (default: from the file's sport; a
                         cycling file without distance becomes STATIONARY_BIKING)
  --tz <IANA name>       time zone, e.g. Europe/Paris (default: the FIT device's UTC offset, else the
                         first longitude as Etc/GMT±N, else Etc/UTC; abbreviations such as PST are refused)
  --weight <kg>          the user's weight, for validation and the summary's fuel and calories
  --age <years>          the user's age, for validation and heart-rate fuel
  --interval <5|10>      grid interval in seconds (default 10; RUN is always 10)
  --pauses <keep|remove> keep pauses as elapsed time (default) or remove them (about the timer time)
  --device-type <TYPE>   device type, e.g. WATCH (default: guessed from the device name)
  --lenient              FIT: keep the records of a truncated or corrupt file instead of refusing it
  --summary              print a table (type, start, duration, distance, fuel, warnings) instead of JSON
  --out <file.json>      write the JSON body to a file
  -h, --help             this text
`;

/** `activity-fuel help validate`. */
export const VALIDATE_HELP = `activity-fuel validate <file.json> [options]

Validates an Add Activities request body (a JSON array of activities, spec 2.1/2.2) and prints one line per
error: code, key, JSON Pointer path and detail. Exit status 1 when there is any error.

Options:
  --weight <kg>   the user's weight (counts as the weight metric type, spec 2.8)
  --age <years>   the user's age (counts as the age metric type)
  -h, --help      this text
`;
