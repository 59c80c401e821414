/**
 * Body fields the contract does not list yet. Paxos adds optional request fields as a non-breaking
 * change, so a request the SDK refused for one would need an SDK release before anyone could use it.
 * But a misspelt field must not go out either: the service may ignore it, and `amout` instead of
 * `amount` is a request that does something else than meant. So, at every level of the body (a leg of
 * a settlement is checked against a leg's fields):
 *
 * - a near miss of a field the object has (../shared/near-miss: case, `_`/`-`, one or two edits) is refused,
 *   naming the field and "did you mean …";
 * - anything else is taken out before the known fields are checked, put back afterwards, and sent as
 *   given; the client's logger says so once per process for each operation and field
 *   (./once-per-process, the mechanism the unknown enum values use).
 *
 * The fields an object has are read from the generated request schema itself (zod's `_zod.def`, its
 * documented surface for tools that walk schemas), so nothing more is generated per operation. Only a
 * strict object (the request forms) counts: a free map (`metadata`) takes any key.
 */
import type { ZodMiniType } from "zod/mini";
import type { ClientContext } from "../call/client-context";
import { refuse } from "../response/errors";
import { nearMissOf } from "../shared/near-miss";
import { warnOncePerProcess } from "./once-per-process";
import { isRecord } from "../shared/is-record";

/** A field of the body the contract does not list, where it was and what it held. */
export interface UnknownField {
  /** Where it sits in the body: keys and array indices. */
  readonly path: readonly (string | number)[];
  readonly value: unknown;
}

/** The parts of zod's schema definition this walk reads. */
interface SchemaDef {
  readonly type?: string;
  readonly shape?: Readonly<Record<string, ZodMiniType>>;
  readonly catchall?: ZodMiniType;
  readonly innerType?: ZodMiniType;
  readonly element?: ZodMiniType;
  readonly options?: readonly ZodMiniType[];
}

const defOf = (schema: ZodMiniType): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The schemas a value may have to match, with optional, nullable and union unwrapped. */
function forms(schemas: readonly ZodMiniType[]): ZodMiniType[] {
  const out: ZodMiniType[] = [];
  const visit = (schema: ZodMiniType): void => {
    const def = defOf(schema);
    if ((def.type === "optional" || def.type === "nullable") && def.innerType) visit(def.innerType);
    else if (def.type === "union" && def.options) def.options.forEach(visit);
    else out.push(schema);
  };
  schemas.forEach(visit);
  return out;
}

/**
 * Takes the fields `schema` does not list out of `body` (a wire-form copy the caller does not hold, which
 * this changes), refusing a near miss of a listed one; returns what was taken, to be put back with
 * {@link restoreUnknownFields} once the rest has been checked.
 */
export function takeUnknownFields(schema: ZodMiniType, body: unknown, operation: string): UnknownField[] {
  const taken: UnknownField[] = [];
  const walk = (schemas: readonly ZodMiniType[], value: unknown, path: (string | number)[]): void => {
    const candidates = forms(schemas);
    if (Array.isArray(value)) {
      const elements = candidates.flatMap((schema) => {
        const def = defOf(schema);
        return def.type === "array" && def.element ? [def.element] : [];
      });
      if (elements.length > 0) value.forEach((item, index) => walk(elements, item, [...path, index]));
      return;
    }
    if (!isRecord(value)) return;
    const objects = candidates.filter((schema) => defOf(schema).type === "object");
    // A value no object form fits (a map, or the wrong type) is left to validation, which names what is wrong.
    if (objects.length === 0 || candidates.some((schema) => defOf(schema).type === "record")) return;
    // A form that takes any key (a loose object) lists no field a key could be unknown to.
    if (objects.some((schema) => defOf(defOf(schema).catchall ?? schema).type !== "never")) return;
    const known = new Map<string, ZodMiniType[]>();
    for (const schema of objects) {
      for (const [key, field] of Object.entries(defOf(schema).shape ?? {})) known.set(key, [...(known.get(key) ?? []), field]);
    }
    for (const key of Object.keys(value)) {
      const fields = known.get(key);
      if (fields) {
        walk(fields, value[key], [...path, key]);
        continue;
      }
      const where = [...path, key].join(".");
      const meant = nearMissOf(key, known.keys());
      if (meant !== null) {
        const sibling = [...path, meant].join(".");
        refuse(
          operation,
          where,
          "additionalProperties",
          `${where} is not a field of this operation; did you mean ${meant}? (${sibling} is; a field the contract does not list yet goes in the extraBody option)`,
        );
      }
      taken.push({ path: [...path, key], value: value[key] });
      delete value[key];
    }
  };
  walk([schema], body, []);
  return taken;
}

/** The top-level fields `schema` (a request body's) lists, in every form it may take. */
export function listedFields(schema: ZodMiniType): Set<string> {
  const fields = new Set<string>();
  for (const form of forms([schema])) for (const key of Object.keys(defOf(form).shape ?? {})) fields.add(key);
  return fields;
}

/** Puts `taken` back into `checked` (the validated body, which has the same shape), where each was. */
export function restoreUnknownFields(checked: unknown, taken: readonly UnknownField[]): unknown {
  for (const { path, value } of taken) {
    let target = checked as Record<string | number, unknown>;
    for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>;
    target[path[path.length - 1]!] = value;
  }
  return checked;
}

/**
 * Logs, once per process for each operation and field, the body fields sent although the contract does
 * not list them; an array's items count as one field (`legs[].memo`).
 */
export function noteUnknownFields(context: ClientContext, operation: string, taken: readonly UnknownField[]): void {
  for (const { path } of taken) {
    const field = path.map((step, index) => (typeof step === "number" ? "[]" : index === 0 ? step : `.${step}`)).join("");
    warnOncePerProcess(
      context,
      `field ${operation} ${field}`,
      `${operation}: body field ${field} is not one this SDK's contract lists; sent as given (Paxos may have added it).`,
    );
  }
}
