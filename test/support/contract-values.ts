/**
 * Values read off the contract, for the tests that walk every operation: a valid value for any
 * request schema (every optional field filled in too, so that every nested field is there to take
 * away), the fields of such a value that the contract requires or closes to an enum, and the
 * arguments of an operation's SDK method. Not a test file itself.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { componentSchema, parseDocument, schemaRefName, type OpenApiDocument, type SchemaObject } from "../../scripts/codegen/document";
import { collectOperations, type OperationInfo } from "../../scripts/codegen/operations";

/** The contract, parsed. */
export const CONTRACT: OpenApiDocument = parseDocument(readFileSync(fileURLToPath(new URL("../../openapi/paxos.yaml", import.meta.url)), "utf8"));

/** Every operation of the contract, resolved. */
export const CONTRACT_OPERATIONS: OperationInfo[] = collectOperations(CONTRACT);

/** A schema with its `$ref`s followed. */
export function resolve(schema: SchemaObject): SchemaObject {
  return schema.$ref ? resolve(componentSchema(CONTRACT, schemaRefName(schema.$ref))) : schema;
}

const UUID = "7d5f2ba4-8d1b-4f5c-9e3a-0c6a1b2d3e4f";
/** Strings tried, in order, against a pattern (the contract's patterns are few: decimals, codes, dates, text). */
const CANDIDATES = ["1.5", "15", "abc", "USD", "2026-01-02", "1234567890123", "a"];

/** The values an enum (closed or `x-extensible-enum`) lists; undefined when `schema` is no enum. */
export function enumValues(schema: SchemaObject): readonly string[] | undefined {
  const resolved = resolve(schema);
  return resolved.enum ?? resolved["x-extensible-enum"];
}

/** A value `schema` accepts as a request value, with every optional field present; `where` names it in errors. */
export function validValue(schema: SchemaObject, where: string): unknown {
  const s = resolve(schema);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return validValue(branches.find((branch) => resolve(branch).type !== "null") ?? branches[0]!, `${where}|0`);
  const values = enumValues(s);
  if (values) return values[0];
  switch (s.type) {
    case "string":
      return validString(s, where);
    case "integer":
      return s.minimum ?? Math.min(1, s.maximum ?? 1);
    case "number":
      return s.minimum ?? 1;
    case "boolean":
      return true;
    case "null":
      return null;
    case "array": {
      const item = validValue(s.items!, `${where}.0`);
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => structuredClone(item));
    }
    case "object": {
      if (s.properties) return Object.fromEntries(Object.entries(s.properties).map(([name, property]) => [name, validValue(property, `${where}.${name}`)]));
      const additional = s.additionalProperties;
      return typeof additional === "object" ? { key: validValue(additional, `${where}.key`) } : { key: "value" };
    }
    default:
      throw new Error(`${where}: no valid value for ${JSON.stringify(s)}`);
  }
}

function validString(s: SchemaObject, where: string): string {
  if (s.format === "uuid") return UUID;
  if (s.format === "date-time") return "2026-01-02T03:04:05Z";
  const fits = (text: string) =>
    (s.pattern === undefined || new RegExp(s.pattern).test(text)) && text.length >= (s.minLength ?? 0) && text.length <= (s.maxLength ?? Infinity);
  const found = CANDIDATES.find(fits) ?? (s.minLength ? "a".repeat(s.minLength) : undefined);
  if (found === undefined || !fits(found)) throw new Error(`${where}: no candidate string fits ${JSON.stringify(s)} (add one to CANDIDATES)`);
  return found;
}

/** One field of a value, by its path (`legs.0.amount`), and the schema that governs it. */
export interface FieldAt {
  path: (string | number)[];
  schema: SchemaObject;
  required: boolean;
}

/** Every field of `value` (made by `validValue` from `schema`), depth first, with whether its object requires it. */
export function fieldsOf(schema: SchemaObject, value: unknown, path: (string | number)[] = []): FieldAt[] {
  const s = resolve(schema);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return fieldsOf(branches.find((branch) => resolve(branch).type !== "null") ?? branches[0]!, value, path);
  if (s.type === "array" && Array.isArray(value) && value.length > 0) return fieldsOf(s.items!, value[0], [...path, 0]);
  if (s.type === "object" && s.properties && typeof value === "object" && value !== null) {
    const required = new Set(s.required ?? []);
    return Object.entries(s.properties).flatMap(([name, property]) => [
      { path: [...path, name], schema: property, required: required.has(name) },
      ...fieldsOf(property, (value as Record<string, unknown>)[name], [...path, name]),
    ]);
  }
  return [];
}

/** `value` (deeply copied) with the field at `path` removed, or set to `replacement` when given. */
export function withField(value: unknown, path: readonly (string | number)[], replacement?: { value: unknown }): unknown {
  const copy = structuredClone(value);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (replacement) parent[last] = replacement.value;
  else delete parent[last];
  return copy;
}

/** The valid path parameters, the fullest valid body and the required query parameters of an operation. */
export interface ValidArguments {
  path: Record<string, unknown>;
  body?: unknown;
  query: Record<string, unknown>;
}

/** Valid arguments of `operation`: every path parameter, a body with every field, the required query parameters. */
export function validArguments(operation: OperationInfo): ValidArguments {
  const id = operation.operationId;
  const args: ValidArguments = {
    path: Object.fromEntries(operation.pathParameters.map((p) => [p.name, validValue(p.schema, `${id} path ${p.name}`)])),
    query: Object.fromEntries(operation.queryParameters.filter((p) => p.required).map((p) => [p.name, validValue(p.schema, `${id} query ${p.name}`)])),
  };
  if (operation.requestBody) args.body = validValue(operation.requestBody, `${id} body`);
  return args;
}

/** The SDK method's arguments, in its order: path parameters, then the body, then the query. */
export function methodArguments(operation: OperationInfo, args: ValidArguments): unknown[] {
  const out: unknown[] = operation.pathParameters.map((p) => args.path[p.name]);
  if (operation.requestBody) out.push(args.body);
  if (operation.queryParameters.length > 0) out.push(args.query);
  return out;
}
