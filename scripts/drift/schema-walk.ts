/**
 * What a schema exposes, as the drift report compares it: every field as a dotted path (`legs[].amount`)
 * and every list of allowed values with the path it sits at. `$ref`s are followed; `allOf`, `anyOf` and
 * `oneOf` contribute the fields of every branch (a field any form may carry is a field of the answer);
 * `items` adds `[]` to the path and a schema under `additionalProperties` adds `*`.
 */
import { dereference, isObject, type Json, type JsonObject } from "./document";

/** Which way the schema is read: a request leaves out `readOnly` fields, a response `writeOnly` ones. */
export type Direction = "request" | "response";

/** What a field's schemas say of its values, merged over every branch and form that names the field. */
export interface FieldFacts {
  /** JSON types declared (`string`, `integer` …; `null` is `nullable` instead); empty when no schema names one. */
  types: Set<string>;
  /** `format`s declared (`date-time`, `int64` …). */
  formats: Set<string>;
  /** Listed in the `required` of an object that has it. */
  required: boolean;
  /** `nullable: true`, a `null` type, or `null` among its values or branches. */
  nullable: boolean;
}

/** Fields and enums found under one schema. */
export interface SchemaFacts {
  /** Types, formats, required and nullable by field path (`""` for the schema itself). */
  details: Map<string, FieldFacts>;
  /** Every field path, without the `where` prefix (`items[].id`). */
  fields: Set<string>;
  /** Allowed values by field path (`""` for the schema itself). */
  enums: Map<string, Set<string>>;
  /** Field paths that the schemas' own examples (`example`, `examples`) show, declared or not. */
  exampleFields: Set<string>;
}

/** An empty set of facts, to walk one or more schemas into. */
export function emptyFacts(): SchemaFacts {
  return { fields: new Set(), enums: new Map(), exampleFields: new Set(), details: new Map() };
}

/**
 * The values a schema allows, if it lists them: `enum`, the contract's `x-extensible-enum` (the open
 * form it gives a response enum; see the contract's header), or a `const`. Values are compared as
 * strings; `null` in an enum (how OpenAPI 3.0 documents a nullable enum) is not a value.
 */
function listedValues(schema: JsonObject): string[] | undefined {
  const lists = [schema.enum, schema["x-extensible-enum"]].filter((list): list is Json[] => Array.isArray(list));
  if (schema.const !== undefined && schema.const !== null) lists.push([schema.const]);
  if (lists.length === 0) return undefined;
  return lists.flat().filter((value) => value !== null).map((value) => (typeof value === "string" ? value : JSON.stringify(value)));
}

const join = (prefix: string, name: string) => (prefix === "" ? name : `${prefix}.${name}`);

/** Adds the field path of every member of an example value (`items[].id`, as the walk names fields) to `into`. */
export function examplePaths(value: Json, prefix: string, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) examplePaths(item, `${prefix}[]`, into);
  } else if (isObject(value)) {
    for (const [name, inner] of Object.entries(value)) {
      const path = join(prefix, name);
      into.add(path);
      examplePaths(inner, path, into);
    }
  }
}

/** Walks `schema` (in `document`) into `facts`, its fields prefixed with `prefix`. */
export function walkSchema(document: JsonObject, schema: Json | undefined, direction: Direction, facts: SchemaFacts, prefix = ""): void {
  walk(document, schema, direction, facts, prefix, new Set());
}

function walk(document: JsonObject, value: Json | undefined, direction: Direction, facts: SchemaFacts, prefix: string, refsOnPath: Set<string>): void {
  if (!isObject(value)) return;
  let schema = value;
  const ref = typeof value.$ref === "string" ? value.$ref : undefined;
  if (ref !== undefined) {
    // A schema that contains itself (a tree) is walked once along each path: its fields are already named.
    if (refsOnPath.has(ref)) return;
    refsOnPath = new Set(refsOnPath).add(ref);
    schema = dereference(document, value);
  }
  if (schema.example !== undefined) examplePaths(schema.example, prefix, facts.exampleFields);
  noteDetails(schema, detailsAt(facts, prefix));
  if (Array.isArray(schema.examples)) for (const example of schema.examples) examplePaths(example, prefix, facts.exampleFields);
  const values = listedValues(schema);
  if (values) {
    const known = facts.enums.get(prefix) ?? new Set<string>();
    for (const v of values) known.add(v);
    facts.enums.set(prefix, known);
  }
  for (const keyword of ["allOf", "anyOf", "oneOf"] as const) {
    const branches = schema[keyword];
    if (Array.isArray(branches)) for (const branch of branches) walk(document, branch, direction, facts, prefix, refsOnPath);
  }
  if (isObject(schema.properties)) {
    const required = Array.isArray(schema.required) ? schema.required : [];
    for (const [name, property] of Object.entries(schema.properties)) {
      const hidden = direction === "request" ? "readOnly" : "writeOnly";
      if (isObject(property) && (property[hidden] === true || dereference(document, property)[hidden] === true)) continue;
      const path = join(prefix, name);
      facts.fields.add(path);
      if (required.includes(name)) detailsAt(facts, path).required = true;
      walk(document, property, direction, facts, path, refsOnPath);
    }
  }
  if (isObject(schema.additionalProperties)) walk(document, schema.additionalProperties, direction, facts, join(prefix, "*"), refsOnPath);
  if (schema.items !== undefined) walk(document, schema.items, direction, facts, `${prefix}[]`, refsOnPath);
}

/** The facts of the field at `path`, created empty on first use. */
function detailsAt(facts: SchemaFacts, path: string): FieldFacts {
  let details = facts.details.get(path);
  if (!details) facts.details.set(path, (details = { types: new Set(), formats: new Set(), required: false, nullable: false }));
  return details;
}

/** Adds what `schema` itself says of its values (not its branches: those are walked at the same path). */
function noteDetails(schema: JsonObject, into: FieldFacts): void {
  for (const type of Array.isArray(schema.type) ? schema.type : [schema.type]) {
    if (type === "null") into.nullable = true;
    else if (typeof type === "string") into.types.add(type);
  }
  if (typeof schema.format === "string") into.formats.add(schema.format);
  if (schema.nullable === true) into.nullable = true;
  if (Array.isArray(schema.enum) && schema.enum.includes(null)) into.nullable = true;
  if (schema.const === null) into.nullable = true;
}
