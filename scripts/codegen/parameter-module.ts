/**
 * Builds the parameter tables of src/generated/descriptors.ts: per operation, its path and
 * its query parameters as data (a `ParametersSchema`, see
 * src/core/request/check-parameters.ts), which the client checks before sending. They are
 * the contract's JSON Schemas of the parameters, references resolved and
 * annotations dropped, in the subset parameters use, with `type`, `format`
 * and the rules between parameters written as references to the checks of
 * src/core/request/parameter-rules.ts (so a bundle carries only the checks it uses).
 * Anything outside the subset is an error here, so a new kind of parameter
 * cannot go unchecked. The zod forms of the same parameters (schemas.ts)
 * stay the reference: test/sdk/parameter-checks.test.ts proves the two agree.
 */
import { componentSchema, schemaRefName, type OpenApiDocument, type ParameterObject, type SchemaObject } from "./document";
import type { OperationInfo } from "./operations";
import { docComment } from "./zod-module";
import { indent, propertyKey } from "./zod-expression";

/** Keywords that only annotate a parameter's schema. */
const ANNOTATIONS = new Set(["description", "title", "default", "example", "examples"]);
/** Formats that leave the value a plain string or integer (as the zod input form reads them). */
const ANNOTATION_FORMATS = new Set(["uri", "uri-reference", "int32", "int64"]);
/** The formats core/request/parameter-rules checks, by the name it exports them under. */
const FORMATS: Record<string, string> = { uuid: "uuid", "date-time": "dateTime" };

/** Source text written into the module as it is (a reference to core/request/parameter-rules), not as a string. */
class Code {
  constructor(readonly text: string) {}
}

/** A check of core/request/parameter-rules, by its exported name. */
const kind = (name: string) => new Code(`p.${name}`);

/** What each type may carry besides `type` itself. */
const ALLOWED: Record<string, readonly string[] | undefined> = {
  string: ["format", "minLength", "maxLength"],
  integer: ["format", "minimum", "maximum"],
  boolean: [],
  array: ["items", "minItems", "maxItems"],
};

/**
 * The path and query parameters of one operation as data (`ParametersSchema` literals), for its
 * descriptor's `pathParameters` and `queryParameters`; undefined where it has none.
 */
export function parameterTables(document: OpenApiDocument, operation: OperationInfo): { path?: string; query?: string } {
  const id = operation.operationId;
  const tables: { path?: string; query?: string } = {};
  if (operation.pathParameters.length > 0) tables.path = parametersValue(document, operation.pathParameters, id, { strict: false });
  if (operation.queryParameters.length > 0) {
    tables.query = parametersValue(document, operation.queryParameters, id, {
      strict: true,
      exclusive: operation.exclusiveParameters,
      together: operation.requiredTogether,
    });
  }
  return tables;
}

/** The import the parameter tables need (their `type`, `format` and `rules` refer to it). */
export const PARAMETER_IMPORT = `import * as p from "../core/request/parameter-rules";`;

interface Rules {
  strict: boolean;
  exclusive?: readonly string[];
  together?: readonly (readonly string[])[];
}

function parametersValue(document: OpenApiDocument, parameters: ParameterObject[], id: string, rules: Rules): string {
  const properties = parameters.map((parameter) => {
    const schema = parameterSchema(document, parameter.schema, `${id} ${parameter.in} ${parameter.name}`);
    return `${propertyKey(parameter.name)}: ${literal(schema)},`;
  });
  const required = parameters.filter((parameter) => parameter.in === "path" || parameter.required === true).map((parameter) => parameter.name);
  const fields = [`properties: {\n${indent(properties.join("\n"))}\n},`];
  if (required.length > 0) fields.push(`required: ${literal(required)},`);
  if (rules.strict) fields.push("strict: true,");
  // Calls marked pure, so that a bundle without this operation drops them with its schema.
  const checks = [
    ...(rules.exclusive ? [`/* @__PURE__ */ p.exclusive(${literal(rules.exclusive)})`] : []),
    ...(rules.together ?? []).map((group) => `/* @__PURE__ */ p.together(${literal(group)})`),
  ];
  if (checks.length > 0) fields.push(`rules: [\n${indent(checks.map((check) => `${check},`).join("\n"))}\n],`);
  return `{\n${indent(fields.join("\n"))}\n}`;
}

/** A parameter's schema as `core/request/check-parameters` reads it; throws on anything it could not check. */
function parameterSchema(document: OpenApiDocument, schema: SchemaObject, where: string): Record<string, unknown> {
  if (schema.$ref) {
    const siblings = Object.keys(schema).filter((keyword) => keyword !== "$ref" && !ANNOTATIONS.has(keyword));
    if (siblings.length > 0) throw new Error(`${where}: keywords beside $ref are not supported (${siblings.join(", ")})`);
    const name = schemaRefName(schema.$ref);
    return parameterSchema(document, componentSchema(document, name), `${where} -> ${name}`);
  }
  const keywords = Object.keys(schema).filter((keyword) => !ANNOTATIONS.has(keyword));
  // An enum (`enum` or `x-extensible-enum`) is checked as a string, as in the zod input form: a value the
  // contract does not list is sent and logged (core/request/unknown-enums, from the descriptor's `enums`).
  const values = schema.enum ?? schema["x-extensible-enum"];
  if (values) {
    const keyword = schema.enum ? "enum" : "x-extensible-enum";
    if (schema.type !== "string" || values.length === 0 || values.some((value) => typeof value !== "string")) {
      throw new Error(`${where}: only non-empty string enums are supported`);
    }
    const extra = keywords.filter((other) => other !== "type" && other !== keyword);
    if (extra.length > 0) throw new Error(`${where}: keywords beside enum are not supported in parameters (${extra.join(", ")})`);
    return { type: kind("string") };
  }
  const type = schema.type;
  const allowed = typeof type === "string" ? ALLOWED[type] : undefined;
  if (!allowed) throw new Error(`${where}: parameters of type ${JSON.stringify(type)} are not supported (core/request/check-parameters checks string, integer, boolean, enum and arrays of them)`);
  const unsupported = keywords.filter((keyword) => keyword !== "type" && !allowed.includes(keyword));
  if (unsupported.length > 0) throw new Error(`${where}: unsupported keyword(s) in a parameter: ${unsupported.join(", ")} (add them to core/request/check-parameters first)`);
  const out: Record<string, unknown> = { type: kind(type as string) };
  const format = schema.format;
  if (format !== undefined) {
    const checked = type === "string" ? FORMATS[format] : undefined;
    if (checked !== undefined) out.format = kind(checked);
    else if (!ANNOTATION_FORMATS.has(format)) throw new Error(`${where}: unsupported format ${format}`);
  }
  for (const keyword of ["minLength", "maxLength", "minimum", "maximum", "minItems", "maxItems"] as const) {
    if (schema[keyword] !== undefined) out[keyword] = schema[keyword];
  }
  // A string with a format or length bounds has a kind of its own, so a bundle whose strings have none carries none of those checks.
  if (type === "string" && ["format", "minLength", "maxLength"].some((keyword) => keyword in out)) out.type = kind("constrainedString");
  if (type === "array") {
    if (!schema.items) throw new Error(`${where}: an array needs items`);
    const items = parameterSchema(document, schema.items, `${where}[]`);
    if ((items.type as Code).text === "p.array") throw new Error(`${where}: arrays of arrays are not supported in parameters`);
    out.items = items;
  }
  return out;
}

/** A value as an object literal: on one line when it fits (a list of names always), otherwise one member per line. */
function literal(value: unknown): string {
  if (value instanceof Code) return value.text;
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== "object")) return JSON.stringify(value).replace(/","/g, '", "');
  const parts = Array.isArray(value)
    ? value.map((item) => literal(item))
    : Object.entries(value).map(([key, item]) => `${propertyKey(key)}: ${literal(item)}`);
  const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{ ", " }"];
  const inline = `${open}${parts.join(", ")}${close}`;
  if (!inline.includes("\n") && inline.length <= 90) return inline;
  const [openBlock, closeBlock] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  return `${openBlock}\n${indent(parts.map((part) => `${part},`).join("\n"))}\n${closeBlock}`;
}
