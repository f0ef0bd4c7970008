import type { CliIo } from "./cliIo.js";

/** A one-line progress bar on standard error (only drawn on a terminal). */
export interface ProgressBar {
  /** Draws the bar at `done` of its total, naming the item being worked on. */
  update(done: number, label: string): void;
  /** Writes a line above the bar (the bar is cleared, the line written, the bar redrawn by the next update). */
  log(text: string): void;
  /** Clears the bar. */
  done(): void;
}

const WIDTH = 24;

/**
 * The progress bar of a batch of `total` items: drawn with `\r` on standard error when it is a terminal and the
 * batch has more than one item; otherwise a bar that draws nothing and passes lines through.
 *
 * @param io - where to write, and whether standard error is a terminal.
 * @param total - number of items.
 */
export function createProgressBar(io: CliIo, total: number): ProgressBar {
  const active = io.errIsTTY === true && total > 1;
  let drawn = false;
  const clear = (): void => {
    if (drawn) io.err("\r\x1b[K");
    drawn = false;
  };
  return {
    update(done, label) {
      if (!active) return;
      const filled = Math.round((done / total) * WIDTH);
      const name = label.length > 40 ? "…" + label.slice(-39) : label;
      clear();
      io.err(`[${"#".repeat(filled)}${"-".repeat(WIDTH - filled)}] ${done}/${total} ${name}`);
      drawn = true;
    },
    log(text) {
      clear();
      io.err(text);
    },
    done() {
      clear();
    },
  };
}
