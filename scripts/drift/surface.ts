/**
 * The surface of every operation of a document, as the drift report compares it: its id, whether it is
 * deprecated, its parameters, the fields of its request body and of its success answers, the values each
 * of those lists, and the scopes its security requirements name. Operations are keyed by method and path
 * (`GET /profiles`), the one identity the two documents share.
 */
import { dereference, isObject, type Json, type JsonObject } from "./document";
import { emptyFacts, examplePaths, walkSchema, type Direction, type FieldFacts, type SchemaFacts } from "./schema-walk";

/** One parameter: `deprecated` and `required` as the document marks them. */
export interface ParameterSurface {
  deprecated: boolean;
  /** `required: true` (every path parameter). */
  required: boolean;
}

/** What the report compares of one operation. */
export interface OperationSurface {
  /** `GET /profiles`: the operation's key in both documents. */
  operation: string;
  operationId: string | undefined;
  deprecated: boolean;
  /** By `<in>:<name>` (`query:limit`, `path:id`). */
  parameters: Map<string, ParameterSurface>;
  /** Field paths of the request body (every media type's schema). */
  requestFields: Set<string>;
  /** Field paths of every 2xx answer. */
  responseFields: Set<string>;
  /**
   * Field paths the operation's own examples show (of its bodies and answers, and of the schemas they
   * reach), whatever its schemas declare.
   */
  exampleFields: { request: Set<string>; response: Set<string> };
  /**
   * Listed values by where they sit: `query:order`, `request:legs[].direction`, `response:items[].type`
   * (`request` / `response` alone for a body that is itself an enum).
   */
  enums: Map<string, Set<string>>;
  /** Every scope of every security requirement (an operation without credentials has none). */
  scopes: Set<string>;
  /**
   * Types, formats, required and nullable by place, named as enums are (`query:limit`, `path:id`,
   * `request:legs[].amount`, `response:items[].created_at`; `request` / `response` for the body itself).
   */
  details: Map<string, FieldFacts>;
  /**
   * The security schemes of its requirements, by what they are rather than by name (the two documents
   * name the same scheme differently): `oauth2 clientCredentials <tokenUrl>`, `apiKey header:<name>`,
   * `http bearer` …
   */
  schemes: Set<string>;
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"] as const;

/** Every operation of `document`, by its key, in the document's order. */
export function operationSurfaces(document: JsonObject): Map<string, OperationSurface> {
  const surfaces = new Map<string, OperationSurface>();
  const paths = document.paths as JsonObject;
  for (const [path, rawItem] of Object.entries(paths)) {
    if (!isObject(rawItem)) continue;
    const item = dereference(document, rawItem);
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const key = `${method.toUpperCase()} ${path}`;
      try {
        surfaces.set(key, operationSurface(document, key, item, operation));
      } catch (error) {
        throw new Error(`${key}: ${(error as Error).message}`);
      }
    }
  }
  return surfaces;
}

function operationSurface(document: JsonObject, key: string, item: JsonObject, operation: JsonObject): OperationSurface {
  const enums = new Map<string, Set<string>>();
  const addEnums = (where: string, facts: SchemaFacts) => {
    for (const [path, values] of facts.enums) {
      const at = path === "" ? where : `${where}:${path}`;
      const known = enums.get(at) ?? new Set<string>();
      for (const value of values) known.add(value);
      enums.set(at, known);
    }
  };

  const details = new Map<string, FieldFacts>();
  const addDetails = (where: string, facts: SchemaFacts) => {
    for (const [path, fact] of facts.details) details.set(path === "" ? where : `${where}:${path}`, fact);
  };

  const parameters = new Map<string, ParameterSurface>();
  for (const parameter of collectParameters(document, item, operation)) {
    const where = `${parameter.in}:${parameter.name}`;
    parameters.set(where, { deprecated: parameter.deprecated === true, required: parameter.required === true });
    const facts = emptyFacts();
    walkSchema(document, parameter.schema, "request", facts);
    if (isObject(parameter.content)) for (const media of Object.values(parameter.content)) if (isObject(media)) walkSchema(document, media.schema, "request", facts);
    // A parameter's enum sits at the parameter itself (`query:order`), an array's at `query:assets[]`.
    const place = (path: string) => `${where}${path.startsWith("[") || path === "" ? path : `.${path}`}`;
    for (const [path, values] of facts.enums) enums.set(place(path), values);
    for (const [path, fact] of facts.details) details.set(place(path), path === "" ? { ...fact, required: parameter.required === true } : fact);
  }

  const request = emptyFacts();
  const body = isObject(operation.requestBody) ? dereference(document, operation.requestBody) : undefined;
  if (body) {
    walkContent(document, body.content, "request", request);
    collectExampleFields(document, body.content, request.exampleFields);
  }
  addEnums("request", request);
  addDetails("request", request);

  const response = emptyFacts();
  if (isObject(operation.responses)) {
    for (const [status, answer] of Object.entries(operation.responses)) {
      if (!status.startsWith("2") || !isObject(answer)) continue;
      const content = dereference(document, answer).content;
      walkContent(document, content, "response", response);
      collectExampleFields(document, content, response.exampleFields);
    }
  }
  addEnums("response", response);
  addDetails("response", response);

  const security = operation.security ?? document.security;
  const scopes = new Set<string>();
  const schemes = new Set<string>();
  if (Array.isArray(security)) {
    for (const requirement of security) {
      if (!isObject(requirement)) continue;
      for (const [scheme, names] of Object.entries(requirement)) {
        schemes.add(describeScheme(document, scheme));
        if (Array.isArray(names)) for (const name of names) if (typeof name === "string") scopes.add(name);
      }
    }
  }

  return {
    operation: key,
    operationId: typeof operation.operationId === "string" ? operation.operationId : undefined,
    deprecated: operation.deprecated === true,
    parameters,
    requestFields: request.fields,
    responseFields: response.fields,
    exampleFields: { request: request.exampleFields, response: response.exampleFields },
    enums,
    scopes,
    details,
    schemes,
  };
}

/**
 * What the scheme `name` of `components.securitySchemes` is, in words that do not depend on its name:
 * its type and, for OAuth 2, each flow with its token URL; for an API key, where it goes; for HTTP, its
 * scheme. A name the document does not define is kept as `undefined <name>`.
 */
function describeScheme(document: JsonObject, name: string): string {
  const components = isObject(document.components) ? document.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const raw = schemes[name];
  if (!isObject(raw)) return `undefined ${name}`;
  const scheme = dereference(document, raw);
  const type = typeof scheme.type === "string" ? scheme.type : "unknown";
  if (type === "oauth2" && isObject(scheme.flows)) {
    const flows = Object.entries(scheme.flows).map(([flow, body]) => {
      const url = isObject(body) && typeof body.tokenUrl === "string" ? ` ${body.tokenUrl}` : "";
      return `${flow}${url}`;
    });
    return `oauth2 ${flows.sort().join(" + ")}`;
  }
  if (type === "apiKey") return `apiKey ${String(scheme.in)}:${String(scheme.name)}`;
  if (type === "http") return `http ${String(scheme.scheme).toLowerCase()}`;
  return type;
}

/** The schemas of every media type of a `content` map, walked into `facts`. */
function walkContent(document: JsonObject, content: Json | undefined, direction: Direction, facts: SchemaFacts): void {
  if (!isObject(content)) return;
  for (const media of Object.values(content)) if (isObject(media)) walkSchema(document, media.schema, direction, facts);
}

/** The field paths of every example of a `content` map (`example`, and `examples` with their `$ref`s). */
function collectExampleFields(document: JsonObject, content: Json | undefined, into: Set<string>): void {
  if (!isObject(content)) return;
  for (const media of Object.values(content)) {
    if (!isObject(media)) continue;
    const values: Json[] = media.example !== undefined ? [media.example] : [];
    if (isObject(media.examples)) {
      for (const example of Object.values(media.examples)) if (isObject(example)) values.push(dereference(document, example).value ?? null);
    }
    for (const value of values) examplePaths(value, "", into);
  }
}

interface Parameter extends JsonObject {
  name: string;
  in: string;
}

/** The path item's parameters, overridden by the operation's own of the same name and location. */
function collectParameters(document: JsonObject, item: JsonObject, operation: JsonObject): Parameter[] {
  const byKey = new Map<string, Parameter>();
  for (const list of [item.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      if (!isObject(raw)) continue;
      const parameter = dereference(document, raw);
      if (typeof parameter.name !== "string" || typeof parameter.in !== "string") {
        throw new Error(`a parameter without a name or location (${JSON.stringify(raw).slice(0, 80)})`);
      }
      byKey.set(`${parameter.in}:${parameter.name}`, parameter as Parameter);
    }
  }
  return [...byKey.values()];
}
