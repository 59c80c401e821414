/**
 * Turns one JSON Schema (the subset the contract uses) into the source text of
 * a zod/mini expression, in one of two forms:
 *
 * - "response": lenient. Unknown keys are kept, unknown enum values are
 *   accepted, an optional field may be `null` as well as absent, and no
 *   string check is applied: the service grows, and a response that merely
 *   carries something new (or writes an absent field as null) must still parse.
 * - "input": strict about what the contract promises the server will refuse
 *   (patterns, formats, lengths, counts), so that a bad request fails before
 *   it is sent. Unknown keys are refused (see emitObject). An enum is only a
 *   string here: Paxos may add values, so an unknown one is sent as given and
 *   logged (core/request/unknown-enums); the TypeScript types keep enums closed.
 *
 * Any keyword outside the subset is an error: silently dropping a constraint
 * would make the generated schemas lie about the contract.
 */
import { componentSchema, schemaRefName, type OpenApiDocument, type SchemaObject } from "./document";
import { requestName, type ContractSides } from "./sides";

/** Which of the two forms to emit. */
export type SchemaMode = "response" | "input";

/** What the emitter needs to know about the rest of the generated module. */
export interface ExpressionContext {
  document: OpenApiDocument;
  mode: SchemaMode;
  /** Components that have an exported input form (input mode refers to those, and inlines the others). */
  inputComponents: ReadonlySet<string>;
  /** The sides of the contract: input mode refers to a component by its request form's name where it has one. */
  sides: ContractSides;
  /** Set when the expression calls the module-level date-time helper. */
  usesDateTime: boolean;
  /** Set when the expression calls the module-level amount helper. */
  usesAmount: boolean;
}

/** Name of the helper, emitted once into the module, that builds a checked date-time string schema. */
export const DATE_TIME_HELPER = "dateTime";

/**
 * Source of that helper (a stringFormat, so a failure reports `format: "date-time"`). The calendar
 * check itself is core/request/rfc3339's, which the client's parameter checks (core/request/check-parameters) use too.
 */
export const DATE_TIME_HELPER_SOURCE = `/** A request date-time: checked as RFC 3339, kept as the string (a Date would lose nanoseconds). */
function ${DATE_TIME_HELPER}() {
  return z.stringFormat("date-time", isRfc3339, "must be an RFC 3339 date-time, e.g. 2026-12-01T00:00:00Z");
}
`;

/** The import the helper needs, emitted with it. */
export const DATE_TIME_HELPER_IMPORT = `import { isRfc3339 } from "../core/request/rfc3339";`;

/** Name of the helper, emitted once into the module, that builds a request amount's string schema. */
export const AMOUNT_HELPER = "amount";

/**
 * Source of that helper: a string whose type error, for a number, is the amounts' hint
 * (core/request/amount-refusal), so only a `format: decimal` field says that amounts are decimal strings.
 */
export const AMOUNT_HELPER_SOURCE = `/** A request amount (\`format: decimal\`): a string; a number given here is refused with the amounts' hint. */
function ${AMOUNT_HELPER}() {
  return z.string({ error: amountTypeError });
}
`;

/** The import the helper needs, emitted with it. */
export const AMOUNT_HELPER_IMPORT = `import { amountTypeError } from "../core/request/amount-refusal";`;

/** Exported name of a component's response form. */
export function responseSchemaName(component: string): string {
  return `${component}Schema`;
}

/**
 * Exported name of a component's input form: `<Name>InputSchema`, after the name a request reaches it
 * by (its request form `<Name>Request` where it has one, see ./sides), so that the input form and the
 * request-side type share a name.
 */
export function inputSchemaName(component: string, sides?: ContractSides): string {
  return `${sides ? requestName(sides, component) : component}InputSchema`;
}

const KNOWN_KEYWORDS = new Set([
  "$ref",
  "type",
  "description",
  "title",
  "default",
  "example",
  "examples",
  "format",
  "pattern",
  "enum",
  "x-extensible-enum",
  "maxLength",
  "minLength",
  "maxItems",
  "minItems",
  "minimum",
  "maximum",
  "maxProperties",
  "properties",
  "required",
  "items",
  "propertyNames",
  "additionalProperties",
  "anyOf",
  "oneOf",
  "x-pattern-message",
  "x-closed-enum",
  // Read by the mock's samples (./mock-samples.ts), not by the zod forms.
  "x-address-network",
]);

// Formats that only annotate (the value stays a plain string or integer).
// `decimal` is checked through the `pattern` that must accompany it in requests.
const ANNOTATION_FORMATS = new Set(["decimal", "uri", "uri-reference", "int32", "int64"]);

/** Emits the zod/mini expression for `schema`; `where` names the schema in error messages. */
export function emitSchema(schema: SchemaObject, context: ExpressionContext, where: string): string {
  const unknown = Object.keys(schema).filter((keyword) => !KNOWN_KEYWORDS.has(keyword));
  if (unknown.length > 0) throw new Error(`${where}: unsupported keyword(s) ${unknown.join(", ")}`);

  if (schema.$ref) return emitReference(schema, context, where);
  if (schema.anyOf || schema.oneOf) return emitUnion(schema, context, where);
  // A request enum (`enum` or `x-extensible-enum`) checks only that the value is a string: a value the
  // contract does not list is sent and logged (core/request/unknown-enums), not refused.
  // Except `x-closed-enum: true`: a limit of our specification (USD-only sandbox deposits), refused before sending.
  if (context.mode === "input" && schema.enum && schema["x-closed-enum"] === true) return emitClosedEnum(schema.enum, schema.type, where);
  if (context.mode === "input" && (schema.enum || schema["x-extensible-enum"])) return emitRequestEnum(schema.enum ?? schema["x-extensible-enum"], schema.type, where);
  if (schema.enum) return emitClosedEnum(schema.enum, schema.type, where);
  switch (schema.type) {
    case "null":
      return "z.null()";
    case "string":
      return emitString(schema, context, where);
    case "integer":
      return emitInteger(schema, context);
    case "boolean":
      return "z.boolean()";
    case "array":
      return emitArray(schema, context, where);
    case "object":
      return emitObject(schema, context, where);
    default:
      throw new Error(`${where}: unsupported type ${JSON.stringify(schema.type)}`);
  }
}

function emitReference(schema: SchemaObject, context: ExpressionContext, where: string): string {
  const siblings = Object.keys(schema).filter((keyword) => keyword !== "$ref" && keyword !== "description");
  if (siblings.length > 0) throw new Error(`${where}: keywords beside $ref are not supported (${siblings.join(", ")})`);
  const name = schemaRefName(schema.$ref as string);
  const target = componentSchema(context.document, name);
  if (context.mode === "response") return responseSchemaName(name);
  if (context.inputComponents.has(name)) return inputSchemaName(name, context.sides);
  // A component used by parameters only has no exported input form: inline its checks.
  return emitSchema(target, context, `${where} -> ${name}`);
}

/**
 * `anyOf` / `oneOf` become a zod union: the value is accepted when any branch
 * accepts it. Both keywords get the same (anyOf) reading on purpose: the
 * contract uses them where the service may send one of several forms, and
 * refusing a value because two lenient branches both match it would turn a
 * good answer into an error.
 */
function emitUnion(schema: SchemaObject, context: ExpressionContext, where: string): string {
  const keyword = schema.anyOf ? "anyOf" : "oneOf";
  const branches = (schema.anyOf ?? schema.oneOf) as SchemaObject[];
  const siblings = Object.keys(schema).filter((k) => k !== keyword && k !== "description" && k !== "title");
  if (siblings.length > 0) throw new Error(`${where}: keywords beside ${keyword} are not supported (${siblings.join(", ")})`);
  if (!Array.isArray(branches) || branches.length < 2) throw new Error(`${where}: ${keyword} needs at least two schemas`);
  const parts = branches.map((branch, index) => emitSchema(branch, context, `${where}.${keyword}[${index}]`));
  const inline = `z.union([${parts.join(", ")}])`;
  if (!inline.includes("\n") && inline.length <= 100) return inline;
  return `z.union([\n${indent(parts.map((part) => `${part},`).join("\n"))}\n])`;
}

function emitRequestEnum(values: readonly unknown[] | undefined, type: string | undefined, where: string): string {
  if (type !== "string" || !Array.isArray(values) || values.length === 0 || values.some((value) => typeof value !== "string")) {
    throw new Error(`${where}: only non-empty string enums are supported`);
  }
  return "z.string()";
}

function emitClosedEnum(values: readonly unknown[], type: string | undefined, where: string): string {
  if (type !== "string" || !Array.isArray(values) || values.length === 0 || values.some((value) => typeof value !== "string")) {
    throw new Error(`${where}: only non-empty string enums are supported`);
  }
  // A custom check, not z.enum: the same refusal (field, rule "enum", the words core/request/validation
  // gives zod's enum issue, and the mock's `allowed`), without the code of z.enum, which this one field
  // brought into the whole SDK's bundle (0.34 KB).
  const quoted = values.map((value) => JSON.stringify(value));
  return (
    `z.custom<${quoted.join(" | ")}>((value) => ${quoted.map((value) => `value === ${value}`).join(" || ")}, ` +
    `{ params: { rule: "enum", allowed: [${quoted.join(", ")}] }, error: ${message(`must be one of ${quoted.join(", ")}`)} })`
  );
}

function emitString(schema: SchemaObject, context: ExpressionContext, where: string): string {
  const extensible = schema["x-extensible-enum"];
  if (extensible && (!Array.isArray(extensible) || extensible.some((value) => typeof value !== "string"))) {
    throw new Error(`${where}: x-extensible-enum must list strings`);
  }
  const format = schema.format;
  if (format !== undefined && format !== "date-time" && format !== "uuid" && !ANNOTATION_FORMATS.has(format)) {
    throw new Error(`${where}: unsupported format ${format}`);
  }
  // Responses: any string. An extensible enum accepts values added after this
  // SDK was built; the known ones live in the TypeScript type.
  if (context.mode === "response") return "z.string()";

  if (format === "decimal" && schema.pattern === undefined) {
    throw new Error(`${where}: a request decimal needs a pattern stating its syntax`);
  }
  let base = "z.string()";
  if (format === "decimal") {
    context.usesAmount = true;
    base = `${AMOUNT_HELPER}()`;
  } else if (format === "date-time") {
    context.usesDateTime = true;
    base = `${DATE_TIME_HELPER}()`;
  } else if (format === "uuid") {
    // guid rather than uuid: any 8-4-4-4-12 hex id, whatever its version bits;
    // the server decides whether it names something.
    base = `z.guid(${message("must be a UUID")})`;
  }
  const checks: string[] = [];
  const patternMessage = schema["x-pattern-message"];
  if (patternMessage !== undefined && (typeof patternMessage !== "string" || schema.pattern === undefined)) {
    throw new Error(`${where}: x-pattern-message must be a string beside a pattern`);
  }
  if (schema.pattern !== undefined) {
    // x-pattern-message states the rule in words, for patterns a reader cannot be expected to decode.
    const explanation =
      patternMessage ??
      (format === "decimal"
        ? `must be a positive decimal string such as "1250.00" (no sign, no exponent, not zero)`
        : `must match ${schema.pattern}`);
    checks.push(`z.regex(${regexLiteral(schema.pattern, where)}, ${message(explanation)})`);
  }
  if (schema.minLength !== undefined) {
    checks.push(`z.minLength(${schema.minLength}, ${message(schema.minLength === 1 ? "must not be empty" : `must be at least ${schema.minLength} characters`)})`);
  }
  if (schema.maxLength !== undefined) {
    checks.push(`z.maxLength(${schema.maxLength}, ${message(`must be at most ${schema.maxLength} characters`)})`);
  }
  return withChecks(base, checks);
}

function emitInteger(schema: SchemaObject, context: ExpressionContext): string {
  if (context.mode === "response") return "z.int()";
  const checks: string[] = [];
  if (schema.minimum !== undefined) checks.push(`z.minimum(${schema.minimum}, ${message(`must be at least ${schema.minimum}`)})`);
  if (schema.maximum !== undefined) checks.push(`z.maximum(${schema.maximum}, ${message(`must be at most ${schema.maximum}`)})`);
  return withChecks("z.int()", checks);
}

function emitArray(schema: SchemaObject, context: ExpressionContext, where: string): string {
  if (!schema.items) throw new Error(`${where}: an array needs items`);
  const base = `z.array(${emitSchema(schema.items, context, `${where}[]`)})`;
  const checks: string[] = [];
  if (context.mode === "input" && schema.minItems !== undefined) {
    checks.push(`z.minLength(${schema.minItems}, ${message(`must have at least ${schema.minItems} item${schema.minItems === 1 ? "" : "s"}`)})`);
  }
  if (context.mode === "input" && schema.maxItems !== undefined) {
    checks.push(`z.maxLength(${schema.maxItems}, ${message(`must have at most ${schema.maxItems} items`)})`);
  }
  return withChecks(base, checks);
}

function emitObject(schema: SchemaObject, context: ExpressionContext, where: string): string {
  if (schema.properties) {
    if (schema.additionalProperties !== undefined && schema.additionalProperties !== true) {
      throw new Error(`${where}: properties together with additionalProperties are not supported`);
    }
    if (schema.maxProperties !== undefined || schema.propertyNames !== undefined) {
      throw new Error(`${where}: maxProperties/propertyNames are supported on maps only`);
    }
    const required = new Set(schema.required ?? []);
    for (const name of required) {
      if (!(name in schema.properties)) throw new Error(`${where}: required property ${name} is not declared`);
    }
    const lines = Object.entries(schema.properties).map(([name, property]) => {
      const value = emitSchema(property, context, `${where}.${name}`);
      if (required.has(name)) return `${propertyKey(name)}: ${value},`;
      // The service may write an optional field it leaves out as null: a response accepts both.
      return `${propertyKey(name)}: z.optional(${context.mode === "response" ? `z.nullable(${value})` : value}),`;
    });
    // Responses keep unknown keys (the service adds fields over time). Requests
    // refuse them: a misspelt or unsupported field would otherwise reach a
    // service that may silently ignore it.
    const factory = context.mode === "input" ? "z.strictObject" : "z.looseObject";
    return lines.length === 0 ? `${factory}({})` : `${factory}({\n${indent(lines.join("\n"))}\n})`;
  }

  const additional = schema.additionalProperties;
  if (additional === undefined || additional === false) {
    throw new Error(`${where}: an object needs properties or additionalProperties`);
  }
  // A map of free keys. Responses only check the value type; requests also
  // check the key length and the number of pairs.
  const value = additional === true ? "z.unknown()" : emitSchema(additional, context, `${where}{}`);
  const key = context.mode === "input" ? emitKey(schema.propertyNames, where) : "z.string()";
  const checks: string[] = [];
  if (context.mode === "input" && schema.maxProperties !== undefined) {
    const limit = schema.maxProperties;
    // params.rule names the OpenAPI keyword, so a caller can tell which limit was hit.
    checks.push(
      `z.refine((value) => Object.keys(value).length <= ${limit}, {\n` +
        indent(`params: { rule: "maxProperties", limit: ${limit} },\nerror: ${message(`must have at most ${limit} entries`)},`) +
        `\n})`,
    );
  }
  const record = `z.record(${key}, ${value})`;
  const base = record.length <= 80 ? record : `z.record(\n${indent(`${key},\n${value},`)}\n)`;
  return withChecks(base, checks);
}

function emitKey(names: SchemaObject | undefined, where: string): string {
  if (!names) return "z.string()";
  const unsupported = Object.keys(names).filter((keyword) => keyword !== "maxLength" && keyword !== "type");
  if (unsupported.length > 0) throw new Error(`${where}: propertyNames supports maxLength only`);
  const checks =
    names.maxLength === undefined
      ? []
      : [`z.maxLength(${names.maxLength}, ${message(`keys must be at most ${names.maxLength} characters`)})`];
  return withChecks("z.string()", checks);
}

function withChecks(base: string, checks: string[]): string {
  if (checks.length === 0) return base;
  const inline = `${base}.check(${checks.join(", ")})`;
  if (!inline.includes("\n") && inline.length <= 100) return inline;
  return `${base}.check(\n${indent(checks.map((check) => `${check},`).join("\n"))}\n)`;
}

function message(text: string): string {
  return JSON.stringify(text);
}

function regexLiteral(pattern: string, where: string): string {
  try {
    new RegExp(pattern);
  } catch (error) {
    throw new Error(`${where}: invalid pattern ${pattern}: ${(error as Error).message}`);
  }
  return `/${pattern.replace(/\//g, "\\/")}/`;
}

/** A property key as written in an object literal: bare when it is an identifier, quoted otherwise. */
export function propertyKey(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}

/** Indents every non-empty line by `spaces`. */
export function indent(text: string, spaces = 2): string {
  const pad = " ".repeat(spaces);
  return text
    .split("\n")
    .map((line) => (line.length > 0 ? pad + line : line))
    .join("\n");
}
