/** `activity-fuel --help`. */
export const MAIN_HELP = `activity-fuel: import real recordings and validate Add Activities bodies

Usage:
  activity-fuel import <recording...> [options]   FIT, TCX or GPX in, Add Activities submission out
  activity-fuel validate <file.json> [options]    check a request body; print every error's code and path
  activity-fuel help [command]                    this text, or a command's options
  activity-fuel --version [--json]                the package version

An input written - is read from standard input. Every command takes --json (machine-readable output) and
--max-bytes <n> (largest input read, default 67108864 = 64 MiB; a larger input is refused unread).

Examples:
  activity-fuel import ride.fit --tz Europe/Paris --summary --weight 72 --age 41
  activity-fuel import run.gpx --type RUN --out run.json && activity-fuel validate run.json
  activity-fuel import recordings/*.fit --summary          (a progress bar on a terminal's standard error)
  cat body.json | activity-fuel validate - --json

Standard output carries only what succeeded; warnings, failures and progress go to standard error.

Exit status:
  0   success
  1   an input could not be read, imported or validated (each failure is reported on standard error)
  2   usage error (unknown option, missing argument, bad option value)
  70  internal error (a bug: please report it with the message)
  141 standard output was closed before the end (e.g. | head -1): the command stopped quietly, as cat does
`;

/** `activity-fuel help import`. */
export const IMPORT_HELP = `activity-fuel import <recording...> [options]

Imports FIT, TCX and GPX files (format recognised by content; - reads standard input) and prints the Add
Activities request body (a JSON array, one activity per FIT session / TCX activity / GPX file) on standard
output, or a summary. Only activities that imported and validated are printed; a failed file or activity is
reported on standard error and makes the exit status 1. Warnings (gaps, guesses, repairs) go to standard error;
with several files, a progress bar too when standard error is a terminal. Each activity is also validated; with --weight and
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
  --json                 print [{recording, activity, derived: {durationMs, distanceKm, fuel, fuelModel},
                         warnings}] instead of the bare body
  --out <file.json>      write the JSON body to a file
  --max-bytes <n>        largest recording read (default 67108864)
  -h, --help             this text

Exit status: 0 every activity imported and valid, 1 any failure, 2 usage error, 70 internal error, 141 standard
output closed early (e.g. | head).
`;

/** `activity-fuel help validate`. */
export const VALIDATE_HELP = `activity-fuel validate <file.json> [options]

Validates an Add Activities request body (a JSON array of activities, spec 2.1/2.2; - reads standard input)
and prints one line per error: code, key, JSON Pointer path and detail.

Options:
  --weight <kg>     the user's weight (counts as the weight metric type, spec 2.8)
  --age <years>     the user's age (counts as the age metric type)
  --json            print {file, valid, activities, errors: [{code, key, pointer, path, message, detail}]}
  --max-bytes <n>   largest body read (default 67108864)
  -h, --help        this text

Exit status: 0 valid, 1 invalid or unreadable (nothing on standard output when unreadable), 2 usage error,
70 internal error, 141 standard output closed early (e.g. | head).
`;
