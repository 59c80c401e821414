/**
 * The parts of an OpenAPI 3.1 document the generators read, and how to find
 * them. Typed loosely on purpose: the document is hand-written YAML, and the
 * emitters check for anything outside the subset they understand.
 */
import { parse } from "yaml";

/** A JSON Schema object, as far as the contract uses it. */
export interface SchemaObject {
  $ref?: string;
  type?: string;
  description?: string;
  format?: string;
  pattern?: string;
  enum?: string[];
  "x-extensible-enum"?: string[];
  /** With `enum`: a limit of our specification, refused before sending (request enums are otherwise sent as given). */
  "x-closed-enum"?: boolean;
  /** On a request's blockchain address: the sibling field that names its network (the mock checks the address's form). */
  "x-address-network"?: string;
  default?: unknown;
  maxLength?: number;
  maxItems?: number;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  maxProperties?: number;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  propertyNames?: SchemaObject;
  additionalProperties?: boolean | SchemaObject;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  [keyword: string]: unknown;
}

/** A parameter object (or a reference to one under components/parameters). */
export interface ParameterObject {
  $ref?: string;
  name: string;
  in: "query" | "path" | "header" | "cookie";
  required?: boolean;
  description?: string;
  style?: string;
  explode?: boolean;
  schema: SchemaObject;
}

/** A media type map entry: only the schema matters to the generators. */
export interface MediaTypeObject {
  schema?: SchemaObject;
}

/** An operation object. */
export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, MediaTypeObject> };
  responses?: Record<string, { $ref?: string; content?: Record<string, MediaTypeObject> }>;
  security?: Record<string, string[]>[];
  "x-exclusive-parameters"?: string[];
  "x-sandbox-only"?: boolean;
  "x-rate-limit-class"?: string;
  [key: string]: unknown;
}

/** The whole document, as far as the generators read it. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  security?: Record<string, string[]>[];
  components: {
    schemas: Record<string, SchemaObject>;
    parameters?: Record<string, ParameterObject>;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/** HTTP methods in the order OpenAPI lists them in a path item. */
export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** Parses the YAML text of the contract. */
export function parseDocument(text: string): OpenApiDocument {
  const document = parse(text) as OpenApiDocument;
  if (!document || typeof document !== "object" || !document.components?.schemas || !document.paths) {
    throw new Error("openapi/paxos.yaml: expected an OpenAPI document with paths and components.schemas");
  }
  return document;
}

const SCHEMA_REF = "#/components/schemas/";
const PARAMETER_REF = "#/components/parameters/";

/** The component name a `$ref` points to; only local schema references are supported. */
export function schemaRefName($ref: string): string {
  if (!$ref.startsWith(SCHEMA_REF)) throw new Error(`unsupported $ref ${$ref}: only ${SCHEMA_REF}* is supported`);
  return $ref.slice(SCHEMA_REF.length);
}

/** Looks up a component schema by name, failing loudly on a dangling reference. */
export function componentSchema(document: OpenApiDocument, name: string): SchemaObject {
  const schema = document.components.schemas[name];
  if (!schema) throw new Error(`unknown component schema ${name}`);
  return schema;
}

/** Follows a parameter `$ref` into components/parameters. */
export function resolveParameter(document: OpenApiDocument, parameter: ParameterObject): ParameterObject {
  if (!parameter.$ref) return parameter;
  if (!parameter.$ref.startsWith(PARAMETER_REF)) throw new Error(`unsupported parameter $ref ${parameter.$ref}`);
  const resolved = document.components.parameters?.[parameter.$ref.slice(PARAMETER_REF.length)];
  if (!resolved) throw new Error(`unknown parameter ${parameter.$ref}`);
  return resolved;
}

/** The components `roots` name, with every component they refer to, directly or through others. */
export function componentClosure(document: OpenApiDocument, roots: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    pending.push(...directRefs(componentSchema(document, name)));
  }
  return reached;
}

/** Names of the component schemas a schema refers to, directly or through nested schemas. */
export function directRefs(schema: SchemaObject): string[] {
  const names: string[] = [];
  const visit = (node: SchemaObject | boolean | undefined): void => {
    if (!node || typeof node !== "object") return;
    if (node.$ref) names.push(schemaRefName(node.$ref));
    for (const child of Object.values(node.properties ?? {})) visit(child);
    visit(node.items);
    visit(node.propertyNames);
    visit(node.additionalProperties);
    for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) visit(branch);
  };
  visit(schema);
  return names;
}
