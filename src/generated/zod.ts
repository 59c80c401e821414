/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

// The zod/mini functions src/generated/schemas.ts calls (and tsup's entry for zod's own chunk: see tsup.config.ts).
export { array, boolean, custom, guid, int, looseObject, maxLength, maximum, minLength, minimum, null, nullable, object, optional, record, refine, regex, strictObject, string, stringFormat, superRefine, union, unknown } from "zod/mini";
