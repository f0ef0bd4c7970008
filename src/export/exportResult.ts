import type { ExportError } from "./exportError.js";

/** Outcome of an export: the document's text, or why it could not be written. Never thrown. */
export type ExportResult =
  | {
      /** The activity was written. */
      readonly ok: true;
      /** The XML document (UTF-8 when encoded), ending with a line feed. */
      readonly text: string;
    }
  | {
      /** Nothing was written. */
      readonly ok: false;
      /** Why. */
      readonly error: ExportError;
    };
