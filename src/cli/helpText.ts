/** `activity-fuel --help`. */
export const MAIN_HELP = `activity-fuel: import real recordings, validate Add Activities bodies, export GPX and TCX

Usage:
  activity-fuel import <recording...> [options]   FIT, TCX or GPX in, Add Activities submission out
  activity-fuel validate <file.json> [options]    check a request body; print every error's code and path
  activity-fuel export <file.json> [options]      an Add Activities body or an activity detail out as GPX or TCX
  activity-fuel analyze <file> [options]          splits, best efforts, curves, zones, TRIMP of each activity
  activity-fuel help [command]                    this text, or a command's options
  activity-fuel --version [--json]                the package version

An input written - is read from standard input. Every command takes --json (machine-readable output) and
--max-bytes <n> (largest input read, default 67108864 = 64 MiB; a larger input is refused unread).

Examples:
  activity-fuel import ride.fit --tz Europe/Paris --summary --weight 72 --age 41
  activity-fuel import run.gpx --type RUN --out run.json && activity-fuel validate run.json
  activity-fuel import recordings/*.fit --summary          (a progress bar on a terminal's standard error)
  activity-fuel import ride.fit --summary --chart ride.svg  (an SVG chart of each activity)
  activity-fuel export run.json --out run.tcx --lap-km 1
  activity-fuel analyze ride.fit --age 41 --ftp 250 --zones reserve --resting-hr 52
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
  --tz <IANA name>       time zone, e.g. Europe/Paris (default: the zone at the first position when
                         @photostructure/tz-lookup is installed, else the FIT device's UTC offset, else the
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
  --chart <file.svg>     write an SVG chart of each activity (speed or pace, heart rate, elevation, fuel per
                         minute; the fuel with --weight/--age); several activities: file-1.svg, file-2.svg, ...
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

/** `activity-fuel help export`. */
export const EXPORT_HELP = `activity-fuel export <file.json> [options]

Writes activities as GPX 1.1 (time, position, elevation, heart rate and cadence in Garmin's TrackPointExtension)
or TCX (laps, distance, heart rate, cadence, power). The input (- reads standard input) is an Add Activities body
(a JSON array, e.g. what import wrote) or one activity detail (a JSON object, as GET
/v1/me/sport/activities/{id} returns it). One activity goes to standard output unless --out is given; several
need --out and are written to name-1.gpx, name-2.gpx, ... An activity that cannot be exported is reported on
standard error (code, key, JSON Pointer) and makes the exit status 1; the others are still written.

Options:
  --format <gpx|tcx>     output format (default: the --out extension, else gpx)
  --out <file>           write to this file (several activities: numbered files)
  --index <n>            export only the n-th activity of a body (from 1)
  --lap-km <km>          TCX: a lap at every multiple of this distance (default: one lap)
  --lap-minutes <min>    TCX: a lap every this many minutes
  --json                 print {format, files: [{activity, file, bytes}]} (needs --out)
  --max-bytes <n>        largest input read (default 67108864)
  -h, --help             this text

Exit status: 0 every activity written, 1 unreadable input or an activity that cannot be exported, 2 usage
error, 70 internal error.
`;

/** `activity-fuel help analyze`. */
export const ANALYZE_HELP = `activity-fuel analyze <file> [options]

Analyses each activity of an Add Activities body (JSON: an array of activities, or one) or of a FIT, TCX or GPX
recording (- reads standard input): splits with moving time and pace, best efforts over the standard distances,
mean-maximal curves of power, speed and heart rate, time in heart-rate and power zones, intensity minutes and
TRIMP (docs/analysis.md). The activities are validated first (the profile counts for spec 2.8); the fuel of each
split is derived with the profile. Zones need a maximum heart rate (--max-hr, or --age for 208 - 0.7 x age) and,
for power, --ftp.

Options:
  --weight <kg>          the user's weight (fuel, validation)
  --age <years>          the user's age (HRmax when --max-hr is absent, validation)
  --sex <male|female>    Banister's TRIMP coefficients (default male)
  --resting-hr <bpm>     resting heart rate (default 70)
  --max-hr <bpm>         maximum heart rate
  --threshold-hr <bpm>   threshold heart rate (for --zones threshold)
  --ftp <W>              functional threshold power (power zones)
  --zones <basis>        heart-rate zones by % of max (default), reserve or threshold
  --splits <km|mile>     the table's splits (--json has both)
  --json                 print [{activity, activityType, startTime, analysis}] instead of the table
  --max-bytes <n>        largest input read (default 67108864)
  -h, --help             this text

Exit status: 0 analysed, 1 unreadable, not importable or invalid input, 2 usage error, 70 internal error,
141 standard output closed early (e.g. | head).
`;
