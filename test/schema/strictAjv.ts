import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

/**
 * ajv for JSON Schema draft 2020-12 in strict mode (unknown keywords, missing types, ignored keywords and unknown
 * formats are errors), with the standard formats (date-time, date, uri, ...), collecting every error.
 */
export function strictAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  return ajv;
}

/** The same for draft-07, ajv's default dialect (Fastify's too). */
export function strictAjv07(): Ajv {
  const ajv = new Ajv({ strict: true, allErrors: true });
  (addFormats as unknown as (ajv: Ajv) => void)(ajv);
  return ajv;
}
