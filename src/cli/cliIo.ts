/** What the CLI touches outside itself, so commands can be run and tested without a process. */
export interface CliIo {
  /** Writes to standard output. */
  readonly out: (text: string) => void;
  /** Writes to standard error (warnings, progress, errors). */
  readonly err: (text: string) => void;
  /** Reads a file's bytes. */
  readonly readFile: (path: string) => Promise<Uint8Array>;
  /** Writes a text file. */
  readonly writeFile: (path: string, text: string) => Promise<void>;
  /** Current time, epoch ms. */
  readonly now: () => number;
}
