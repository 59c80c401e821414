/**
 * Which side of the wire each component schema of the contract is read on,
 * and how the two readings differ:
 *
 * - **request side** (what the SDK sends: request bodies, path and query
 *   parameters): an enum is closed (`x-extensible-enum` lists the values a
 *   request may carry, and no others), and no field is `null`;
 * - **response side** (everything else: answers, events, feed messages, and any
 *   component no request reaches): an enum stays open (a value added after this
 *   SDK was built still parses), and an optional field may arrive as `null` as
 *   well as absent (the service writes either).
 *
 * A component a request reaches but no response does is read on the request
 * side only. A component both reach is read on the response side under its own
 * name; where its request reading differs (it holds an open enum, or an object
 * with an optional field, at any depth), the request side gets its own form,
 * `<Name>Request` (the contract's naming for request forms), which the emitters
 * refer to wherever a request reaches the component.
 */
import {
  componentClosure,
  componentSchema,
  directRefs,
  schemaRefName,
  HTTP_METHODS,
  type OpenApiDocument,
  type OperationObject,
  type SchemaObject,
} from "./document";
import { collectOperations } from "./operations";

/** The sides of the contract's components. */
export interface ContractSides {
  /** Components read on the response side (their own name). */
  readonly response: ReadonlySet<string>;
  /** Components read on the request side only. */
  readonly requestOnly: ReadonlySet<string>;
  /** Response-side components a request also reaches and reads differently: name → its request form's name. */
  readonly requestForms: ReadonlyMap<string, string>;
}

/** The name a request reaches `component` by: its request form's name, or its own. */
export function requestName(sides: ContractSides, component: string): string {
  return sides.requestForms.get(component) ?? component;
}

/** Works out the sides of every component of `document`. */
export function contractSides(document: OpenApiDocument): ContractSides {
  const operations = collectOperations(document);
  const requestRoots = operations.flatMap((operation) => [
    ...(operation.requestBody ? directRefs(operation.requestBody) : []),
    ...[...operation.pathParameters, ...operation.queryParameters].flatMap((parameter) => directRefs(parameter.schema)),
  ]);
  const requested = componentClosure(document, requestRoots);
  // The response side: what any answer reaches, and every component no request reaches (events, feed
  // messages, problems), with all they refer to.
  const responseRoots = [
    ...operations.flatMap((operation) => Object.values(operation.source.responses ?? {}).flatMap((answer) => responseSchemas(document, answer))),
    ...Object.keys(document.components.schemas).filter((name) => !requested.has(name)),
  ];
  const response = componentClosure(document, responseRoots.flatMap((root) => (typeof root === "string" ? [root] : directRefs(root))));
  const requestOnly = new Set([...requested].filter((name) => !response.has(name)));

  const differs = new Map<string, boolean>();
  const componentDiffers = (name: string): boolean => {
    let known = differs.get(name);
    if (known === undefined) {
      known = readsDifferently(componentSchema(document, name), componentDiffers);
      differs.set(name, known);
    }
    return known;
  };
  const requestForms = new Map<string, string>();
  for (const name of Object.keys(document.components.schemas)) {
    if (!requested.has(name) || !response.has(name) || !componentDiffers(name)) continue;
    const form = `${name}Request`;
    if (document.components.schemas[form]) {
      throw new Error(
        `${name} is sent in requests and read in answers, and reads differently in each (an open enum or an optional field); ` +
          `its request form would be ${form}, which the contract already declares: rename one of them`,
      );
    }
    requestForms.set(name, form);
  }
  return { response, requestOnly, requestForms };
}

/** The schemas of one answer (`responses.<status>`, possibly a `$ref` into components/responses). */
function responseSchemas(document: OpenApiDocument, answer: { $ref?: string; content?: Record<string, { schema?: SchemaObject }> }): SchemaObject[] {
  const resolved = answer.$ref
    ? ((document.components.responses as Record<string, typeof answer> | undefined)?.[answer.$ref.split("/").pop()!] ?? {})
    : answer;
  return Object.values(resolved.content ?? {}).flatMap((media) => (media.schema ? [media.schema] : []));
}

/** True when `schema` reads differently on the two sides: an open enum, or an object with an optional field. */
function readsDifferently(schema: SchemaObject, componentDiffers: (name: string) => boolean): boolean {
  if (schema.$ref) return componentDiffers(schemaRefName(schema.$ref));
  if (schema["x-extensible-enum"]) return true;
  if (schema.properties && Object.keys(schema.properties).some((name) => !(schema.required ?? []).includes(name))) return true;
  const children = [
    ...Object.values(schema.properties ?? {}),
    ...(schema.items ? [schema.items] : []),
    ...(typeof schema.additionalProperties === "object" ? [schema.additionalProperties] : []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
  ];
  return children.some((child) => readsDifferently(child, componentDiffers));
}

/** Marks an optional property that may arrive as `null` (read by the type generator, ./openapi-types). */
export const NULLABLE_MARK = "x-sdk-nullable";

/**
 * A copy of `document` for the type generator, with each side written out:
 * request forms added as components; on the request side, references to a
 * component with a request form lead to that form and `x-extensible-enum`
 * becomes a closed `enum`; on the response side, every optional property is
 * marked with `NULLABLE_MARK`. The other generators read the contract itself
 * and `contractSides`.
 */
export function typingDocument(document: OpenApiDocument, sides: ContractSides = contractSides(document)): OpenApiDocument {
  const copy = structuredClone(document);
  const schemas = copy.components.schemas;
  const request = (schema: SchemaObject): SchemaObject => requestSide(schema, sides);
  for (const name of Object.keys(schemas)) {
    if (sides.requestOnly.has(name)) schemas[name] = request(schemas[name]!);
    else schemas[name] = responseSide(schemas[name]!);
  }
  for (const [name, form] of sides.requestForms) {
    const schema = request(document.components.schemas[name]!);
    const what = schema.enum ? "only the listed values" : "no field null, and every enum closed to its listed values";
    const note = `The request form of \`${name}\` (what a request may send): ${what}.`;
    schemas[form] = { ...schema, description: schema.description ? `${schema.description.trimEnd()}\n\n${note}` : note };
  }
  for (const parameter of Object.values(copy.components.parameters ?? {})) parameter.schema = request(parameter.schema);
  const responses = (copy.components.responses ?? {}) as Record<string, { content?: Record<string, { schema?: SchemaObject }> }>;
  for (const answer of Object.values(responses)) answerSide(answer);
  for (const pathItem of Object.values(copy.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method] as OperationObject | undefined;
      if (!operation) continue;
      // A reference leads into components/parameters, written out above.
      for (const parameter of operation.parameters ?? []) if (!parameter.$ref) parameter.schema = request(parameter.schema);
      for (const media of Object.values(operation.requestBody?.content ?? {})) if (media.schema) media.schema = request(media.schema);
      for (const answer of Object.values(operation.responses ?? {})) if (!answer.$ref) answerSide(answer);
    }
  }
  return copy;
}

function answerSide(answer: { content?: Record<string, { schema?: SchemaObject }> }): void {
  for (const media of Object.values(answer.content ?? {})) if (media.schema) media.schema = responseSide(media.schema);
}

/** `schema` as sent: references to components with a request form lead there, open enums are closed. */
function requestSide(schema: SchemaObject, sides: ContractSides): SchemaObject {
  const out: SchemaObject = { ...schema };
  if (out.$ref) out.$ref = `#/components/schemas/${requestName(sides, schemaRefName(out.$ref))}`;
  const known = out["x-extensible-enum"];
  if (known) {
    delete out["x-extensible-enum"];
    out.enum = [...known];
  }
  return mapChildren(out, (child) => requestSide(child, sides));
}

/** `schema` as received: every optional property of every object marked nullable. */
function responseSide(schema: SchemaObject): SchemaObject {
  const out = mapChildren({ ...schema }, responseSide);
  if (out.properties) {
    const required = new Set(out.required ?? []);
    out.properties = Object.fromEntries(
      Object.entries(out.properties).map(([name, property]) => [name, required.has(name) ? property : { ...property, [NULLABLE_MARK]: true }]),
    );
  }
  return out;
}

/** `schema` with each subschema (properties, items, map values, union branches) replaced by `map` of it. */
function mapChildren(schema: SchemaObject, map: (child: SchemaObject) => SchemaObject): SchemaObject {
  if (schema.properties) schema.properties = Object.fromEntries(Object.entries(schema.properties).map(([name, child]) => [name, map(child)]));
  if (schema.items) schema.items = map(schema.items);
  if (typeof schema.additionalProperties === "object") schema.additionalProperties = map(schema.additionalProperties);
  if (schema.anyOf) schema.anyOf = schema.anyOf.map(map);
  if (schema.oneOf) schema.oneOf = schema.oneOf.map(map);
  return schema;
}
