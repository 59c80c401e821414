/**
 * Compiles a generated response schema, once, into a plain type-checking
 * function. zod builds a new copy of every object it validates; for a
 * 1000-item page that costs about as much as `JSON.parse` itself, on the
 * thread that also has to parse the next page. The compiled check only reads.
 *
 * It covers the constructs the generated response schemas use (loose objects,
 * strings, booleans, integers, arrays, string-keyed records, optionals,
 * unknowns, nulls, unions) and accepts exactly what zod accepts for them; for anything else
 * it compiles to nothing and the caller uses zod. zod stays the source of
 * truth: a value the check refuses is parsed by zod, which names the problem.
 */

/** A compiled check: true when the value matches the schema. */
export type Check = (value: unknown) => boolean;

interface SchemaDef {
  type: string;
  options?: readonly unknown[];
  checks?: readonly unknown[];
  format?: string;
  shape?: Record<string, unknown>;
  catchall?: unknown;
  innerType?: unknown;
  element?: unknown;
  keyType?: unknown;
  valueType?: unknown;
}

const compiled = new WeakMap<object, Check | null>();

/** Field checks an object check runs inline. */
const enum Kind {
  String,
  OptionalString,
  Other,
}

const optionalStrings = new WeakSet<Check>();

function kindOf(check: Check): Kind {
  if (check === isString) return Kind.String;
  return optionalStrings.has(check) ? Kind.OptionalString : Kind.Other;
}

function defOf(schema: unknown): SchemaDef | undefined {
  return (schema as { _zod?: { def?: SchemaDef } } | undefined)?._zod?.def;
}

const always: Check = () => true;
const isString: Check = (value) => typeof value === "string";
const isBoolean: Check = (value) => typeof value === "boolean";
const isNull: Check = (value) => value === null;
const isFiniteNumber: Check = (value) => typeof value === "number" && Number.isFinite(value);
const isSafeInteger: Check = (value) => Number.isSafeInteger(value);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function compileDef(schema: unknown): Check | undefined {
  const def = defOf(schema);
  if (!def) return undefined;
  // Refinements, formats and length checks are zod's to run.
  if (def.checks !== undefined && def.checks.length > 0) return undefined;
  switch (def.type) {
    case "unknown":
    case "any":
      return always;
    case "string":
      return isString;
    case "boolean":
      return isBoolean;
    case "null":
      return isNull;
    case "union": {
      // Every option keeps its input as it is (loose objects, arrays of them, scalars), so the first
      // option that accepts the value is what zod would return too.
      const options = (def.options ?? []).map(compileDef);
      if (options.length === 0 || options.some((option) => option === undefined)) return undefined;
      const checks = options as Check[];
      return (value) => {
        for (let i = 0; i < checks.length; i++) if (checks[i]!(value)) return true;
        return false;
      };
    }
    case "number":
      if (def.format === "safeint") return isSafeInteger;
      return def.format === undefined ? isFiniteNumber : undefined;
    case "optional": {
      const inner = compileDef(def.innerType);
      if (!inner) return undefined;
      const check: Check = (value) => value === undefined || inner(value);
      if (inner === isString) optionalStrings.add(check);
      return check;
    }
    case "array": {
      const element = compileDef(def.element);
      if (!element) return undefined;
      return (value) => {
        if (!Array.isArray(value)) return false;
        for (let i = 0; i < value.length; i++) if (!element(value[i])) return false;
        return true;
      };
    }
    case "record": {
      const key = defOf(def.keyType);
      const item = compileDef(def.valueType);
      if (!item || key?.type !== "string" || (key.checks?.length ?? 0) > 0) return undefined;
      return (value) => {
        if (!isObject(value)) return false;
        for (const name in value) if (Object.hasOwn(value, name) && !item(value[name])) return false;
        return true;
      };
    }
    case "object": {
      // Only loose objects: their output is the input with every key kept, so
      // the checked value can be handed over as it is.
      if (defOf(def.catchall)?.type !== "unknown" || !def.shape) return undefined;
      const names: string[] = [];
      const kinds: Kind[] = [];
      const checks: Check[] = [];
      for (const [name, fieldSchema] of Object.entries(def.shape)) {
        const check = compileDef(fieldSchema);
        if (!check) return undefined;
        names.push(name);
        kinds.push(kindOf(check));
        checks.push(check);
      }
      // Most fields are (optional) strings: test those inline rather than through a call each,
      // which makes a 1000-item page several times cheaper to check.
      return (value) => {
        if (!isObject(value)) return false;
        for (let i = 0; i < names.length; i++) {
          const field = value[names[i]!];
          switch (kinds[i]) {
            case Kind.String:
              if (typeof field !== "string") return false;
              break;
            case Kind.OptionalString:
              if (field !== undefined && typeof field !== "string") return false;
              break;
            default:
              if (!checks[i]!(field)) return false;
          }
        }
        return true;
      };
    }
    default:
      return undefined;
  }
}

/** The compiled check of `schema`, built on first use; undefined when zod must do the work. */
export function compiledCheck(schema: object): Check | undefined {
  let check = compiled.get(schema);
  if (check === undefined) {
    check = compileDef(schema) ?? null;
    compiled.set(schema, check);
  }
  return check ?? undefined;
}
