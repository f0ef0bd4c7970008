/** What the CLI touches outside itself, so commands can be run and tested without a process. */
export interface CliIo {
  /** Writes to standard output. */
  readonly out: (text: string) => void;
  /** Writes to standard error (warnings, progress, errors). */
  readonly err: (text: string) => void;
  /**
   * Reads a file's bytes, or standard input when the path is `-`; rejects when more than `maxBytes` arrive (the
   * rest is not read) or the file cannot be read.
   */
  readonly readFile: (path: string, maxBytes: number) => Promise<Uint8Array>;
  /** Writes a text file. */
  readonly writeFile: (path: string, text: string) => Promise<void>;
  /** Current time, epoch ms. */
  readonly now: () => number;
  /** The package version printed by `--version` (default `"unknown"`). */
  readonly version?: string;
  /** Whether standard error is a terminal: the progress bar of long imports is drawn only then. */
  readonly errIsTTY?: boolean;
}

/** Default cap of one input (a recording or a JSON body): 64 MiB; `--max-bytes` changes it. */
export const DEFAULT_MAX_INPUT_BYTES = 64 * 1024 * 1024;

/**
 * Exit status when standard output (or error) is closed before everything was written, e.g. by `| head -1`:
 * 141, i.e. 128 + SIGPIPE (13), what a shell reports for `cat` or `grep` ended by the same closed pipe. The command
 * stops at once and prints nothing more (no error message, no stack).
 */
export const EXIT_OUTPUT_CLOSED = 141;
