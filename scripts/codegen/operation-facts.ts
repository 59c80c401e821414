/**
 * The facts of an operation the descriptors carry beyond method, path and
 * scope, read from the contract's extensions and formats: the retry class,
 * the idempotency field, how a list reads its items and cursor, and which
 * request-body fields accept a `Decimal` or a `Date`, and which request
 * fields are enums (sent as given at run time, logged when unknown).
 */
import { componentSchema, schemaRefName, type OpenApiDocument, type SchemaObject } from "./document";
import type { OperationInfo } from "./operations";

/** When a failed call may be sent again (the contract's `x-retry`). */
export type RetryClass = "idempotent" | "idempotency-field" | "never-after-send";

const RETRY_CLASSES: readonly RetryClass[] = ["idempotent", "idempotency-field", "never-after-send"];

/**
 * Body fields that accept a friendlier form: `"decimal"` (a `Decimal` as
 * well as a string), `"date"` (a `Date` as well as a string), or a nested
 * object of the same kind; `"*"` stands for every item of an array.
 */
export interface WireInputs {
  [field: string]: "decimal" | "date" | WireInputs;
}

/**
 * The request fields that are enums, as a tree whose leaves are the values
 * the contract lists; `"*"` stands for every item of an array. A value
 * outside the list is sent as given and logged (core/request/unknown-enums).
 */
export interface EnumFields {
  [field: string]: readonly string[] | EnumFields;
}

/**
 * One way to fetch the record a used idempotency key already holds (`x-existing-lookup`): a GET whose
 * path parameters come from the existing record's fields (`path`: parameter → field; a parameter not
 * named there is the create's own path parameter of that name), or a list filtered by the key (`query`:
 * parameter → the request body's field).
 */
export interface ExistingLookup {
  operationId: string;
  path?: Record<string, string>;
  query?: Record<string, string>;
}

/** Everything the descriptor emitter needs besides OperationInfo. */
export interface OperationFacts {
  retry: RetryClass;
  /** For `idempotency-field`: the body field that carries the duplicate key. */
  idempotencyField?: string;
  /** For `idempotency-field`: how to fetch the record that holds a used key, tried in order. */
  existingLookup?: ExistingLookup[];
  /**
   * For list operations: where the items and the next cursor are in a page, and the arrays an older form
   * of the answer carries the items in (read when `items` is absent).
   */
  list?: { items: string; cursor: string; formerItems?: string[] };
  /** Body fields that accept `Decimal` / `Date`; undefined when none does. */
  inputs?: WireInputs;
  /** Enum fields of the body, the query and the path; undefined when the operation has none. */
  enums?: { body?: EnumFields; query?: EnumFields; path?: EnumFields };
  /** `deprecated: true`: what to use instead (`x-deprecated-replacement`). */
  deprecated?: string;
  /** `x-retired-on`: the date Paxos retired a deprecated operation. */
  retiredOn?: string;
  /** Parameters marked `deprecated: true`: wire name → what to use instead. */
  deprecatedParameters?: Record<string, string>;
}

/** The `x-deprecated-replacement` of something marked `deprecated: true`, checked both ways. */
function replacementOf(where: string, source: Record<string, unknown>): string | undefined {
  const replacement = source["x-deprecated-replacement"];
  if (source.deprecated !== true) {
    if (replacement !== undefined) throw new Error(`${where}: x-deprecated-replacement needs deprecated: true`);
    return undefined;
  }
  if (typeof replacement !== "string" || replacement.trim() === "") {
    throw new Error(`${where}: deprecated: true needs x-deprecated-replacement (what to use instead, or that Paxos names nothing)`);
  }
  return replacement.trim();
}

/** Reads and checks the extensions of one operation. */
export function operationFacts(document: OpenApiDocument, operation: OperationInfo): OperationFacts {
  const id = operation.operationId;
  const declared = operation.source["x-retry"];
  if (declared === undefined && operation.method !== "GET") {
    throw new Error(`${id}: x-retry is required on a ${operation.method} (idempotent, idempotency-field or never-after-send)`);
  }
  const retry = (declared ?? "idempotent") as RetryClass;
  if (!RETRY_CLASSES.includes(retry)) throw new Error(`${id}: x-retry ${JSON.stringify(declared)} is not one of ${RETRY_CLASSES.join(", ")}`);
  const facts: OperationFacts = { retry };

  const field = operation.source["x-idempotency-field"];
  if (retry === "idempotency-field") {
    if (typeof field !== "string") throw new Error(`${id}: x-retry idempotency-field needs x-idempotency-field (the body field)`);
    const body = operation.requestBody && resolve(document, operation.requestBody);
    const property = body?.properties?.[field];
    if (!property || resolve(document, property).type !== "string") {
      throw new Error(`${id}: x-idempotency-field ${field} is not a string property of the request body`);
    }
    if (body?.required?.includes(field)) throw new Error(`${id}: x-idempotency-field ${field} must be optional (the SDK fills it in)`);
    facts.idempotencyField = field;
  } else if (field !== undefined) {
    throw new Error(`${id}: x-idempotency-field needs x-retry: idempotency-field`);
  }
  const lookup = operation.source["x-existing-lookup"];
  if (lookup !== undefined) {
    if (retry !== "idempotency-field") throw new Error(`${id}: x-existing-lookup needs x-retry: idempotency-field`);
    if (!Array.isArray(lookup) || lookup.length === 0) throw new Error(`${id}: x-existing-lookup must be a non-empty list of { operationId, path?, query? }`);
    facts.existingLookup = lookup.map((entry: unknown, index: number) => {
      const where = `${id}: x-existing-lookup[${index}]`;
      if (typeof entry !== "object" || entry === null) throw new Error(`${where} must be an object`);
      const { operationId, path, query, ...rest } = entry as Record<string, unknown>;
      if (Object.keys(rest).length > 0) throw new Error(`${where}: unknown keys ${Object.keys(rest).join(", ")}`);
      if (typeof operationId !== "string") throw new Error(`${where}.operationId must be a string`);
      const checked: ExistingLookup = { operationId };
      for (const [name, value] of [["path", path], ["query", query]] as const) {
        if (value === undefined) continue;
        if (typeof value !== "object" || value === null || Object.values(value).some((v) => typeof v !== "string")) {
          throw new Error(`${where}.${name} must map parameter names to field names`);
        }
        checked[name] = value as Record<string, string>;
      }
      return checked;
    });
  }

  const deprecated = replacementOf(id, operation.source as Record<string, unknown>);
  if (deprecated) facts.deprecated = deprecated;
  const retiredOn = operation.source["x-retired-on"];
  if (retiredOn !== undefined) {
    if (!deprecated) throw new Error(`${id}: x-retired-on needs deprecated: true`);
    if (typeof retiredOn !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(retiredOn)) throw new Error(`${id}: x-retired-on must be a date (YYYY-MM-DD, quoted)`);
    facts.retiredOn = retiredOn;
  }
  for (const parameter of [...operation.pathParameters, ...operation.queryParameters]) {
    const replacement = replacementOf(`${id}: parameter ${parameter.name}`, parameter as unknown as Record<string, unknown>);
    if (replacement && parameter.in === "path") throw new Error(`${id}: a path parameter cannot be deprecated alone (deprecate the operation)`);
    if (replacement) (facts.deprecatedParameters ??= {})[parameter.name] = replacement;
  }

  const list = listFacts(document, operation);
  if (list) facts.list = list;
  if (operation.requestBody) {
    const inputs = wireInputs(document, operation.requestBody, new Set());
    if (typeof inputs === "object") facts.inputs = inputs;
  }
  const enums: NonNullable<OperationFacts["enums"]> = {};
  const body = operation.requestBody && enumFields(document, operation.requestBody, new Set());
  if (body && !Array.isArray(body)) enums.body = body as EnumFields;
  for (const where of ["query", "path"] as const) {
    const tree: EnumFields = {};
    for (const parameter of where === "query" ? operation.queryParameters : operation.pathParameters) {
      const found = parameter.schema && enumFields(document, parameter.schema, new Set());
      if (found) tree[parameter.name] = found;
    }
    if (Object.keys(tree).length > 0) enums[where] = tree;
  }
  if (Object.keys(enums).length > 0) facts.enums = enums;
  return facts;
}

/** A schema with its `$ref` followed (one level; components refer to components). */
function resolve(document: OpenApiDocument, schema: SchemaObject): SchemaObject {
  return schema.$ref ? resolve(document, componentSchema(document, schemaRefName(schema.$ref))) : schema;
}

/**
 * A list is an operation with a `page_cursor` query parameter, unless it
 * declares `x-pagination: false` (a plain call returning one page). Its items are
 * `x-pagination.items`, else the only array property of the response (of its
 * object member, when the response is an `anyOf` of the page and a bare
 * array); its cursor `x-pagination.cursor`, else `next_page_cursor`.
 */
function listFacts(document: OpenApiDocument, operation: OperationInfo): OperationFacts["list"] {
  const id = operation.operationId;
  const declaration = operation.source["x-pagination"] as { items?: string; cursor?: string; formerItems?: unknown } | boolean | undefined;
  if (declaration === false) return undefined;
  if (declaration === true || (declaration !== undefined && (typeof declaration !== "object" || declaration === null))) {
    throw new Error(`${id}: x-pagination must be an object ({ items, cursor }) or false`);
  }
  const declared = declaration;
  const paged = operation.queryParameters.some((parameter) => parameter.name === "page_cursor");
  if (!paged && !declared) return undefined;
  if (!paged) throw new Error(`${id}: x-pagination needs a page_cursor query parameter`);
  if (operation.method !== "GET") throw new Error(`${id}: only a GET can be a list`);
  let response = operation.successResponse && resolve(document, operation.successResponse);
  // An answer that may be the page object or a bare array of items (`anyOf`): the page object names the
  // fields; the core reads a bare array as one page without a cursor.
  if (response?.anyOf) response = response.anyOf.map((member) => resolve(document, member)).find((member) => member.properties);
  const properties = response?.properties ?? {};
  const arrays = Object.keys(properties).filter((name) => resolve(document, properties[name]!).type === "array");
  const items = declared?.items ?? (arrays.length === 1 ? arrays[0] : undefined);
  if (!items) throw new Error(`${id}: cannot tell which response array holds the items (declare x-pagination.items)`);
  if (!arrays.includes(items)) throw new Error(`${id}: x-pagination.items ${items} is not an array property of the response`);
  const cursor = declared?.cursor ?? "next_page_cursor";
  if (!properties[cursor]) throw new Error(`${id}: the response has no cursor property ${cursor}`);
  const former = declared?.formerItems;
  if (former === undefined) return { items, cursor };
  if (!Array.isArray(former) || former.length === 0 || former.some((name) => typeof name !== "string" || !arrays.includes(name) || name === items)) {
    throw new Error(`${id}: x-pagination.formerItems must list other array properties of the response`);
  }
  return { items, cursor, formerItems: former as string[] };
}

/**
 * Walks the component a `$ref` names with `walk`; undefined when that component is already being
 * walked (a recursive schema), so the request-tree walks below end.
 */
function throughRef<T>(document: OpenApiDocument, ref: string, visiting: Set<string>, walk: (target: SchemaObject) => T | undefined): T | undefined {
  const name = schemaRefName(ref);
  if (visiting.has(name)) return undefined;
  visiting.add(name);
  const found = walk(componentSchema(document, name));
  visiting.delete(name);
  return found;
}

/** The `format: decimal` / `format: date-time` fields under a request schema, as a tree; undefined when none. */
export function wireInputs(document: OpenApiDocument, schema: SchemaObject, visiting: Set<string>): WireInputs | "decimal" | "date" | undefined {
  if (schema.$ref) return throughRef(document, schema.$ref, visiting, (target) => wireInputs(document, target, visiting));
  if (schema.type === "string" && schema.format === "decimal") return "decimal";
  if (schema.type === "string" && schema.format === "date-time") return "date";
  if (schema.type === "array" && schema.items) {
    const item = wireInputs(document, schema.items, visiting);
    return item === undefined ? undefined : { "*": item };
  }
  const tree: WireInputs = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const found = wireInputs(document, property, visiting);
    if (found !== undefined) tree[name] = found;
  }
  return Object.keys(tree).length > 0 ? tree : undefined;
}

/**
 * The enum fields under a request schema, as a tree (see EnumFields); undefined when none. Every
 * branch of an `anyOf` / `oneOf` contributes, and a field two branches share lists both branches'
 * values: a value either form accepts is known.
 */
export function enumFields(document: OpenApiDocument, schema: SchemaObject, visiting: Set<string>): EnumFields | readonly string[] | undefined {
  if (schema.$ref) return throughRef(document, schema.$ref, visiting, (target) => enumFields(document, target, visiting));
  // A closed enum is refused before sending, so it never reaches the unknown-value log.
  if (schema["x-closed-enum"] === true) return undefined;
  const values = schema.enum ?? schema["x-extensible-enum"];
  if (Array.isArray(values)) return values.filter((value): value is string => typeof value === "string");
  let found: EnumFields | readonly string[] | undefined;
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) found = mergeEnumFields(found, enumFields(document, branch, visiting));
  if (schema.type === "array" && schema.items) {
    const item = enumFields(document, schema.items, visiting);
    if (item !== undefined) found = mergeEnumFields(found, { "*": item });
  }
  const tree: EnumFields = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const field = enumFields(document, property, visiting);
    if (field !== undefined) tree[name] = field;
  }
  if (Object.keys(tree).length > 0) found = mergeEnumFields(found, tree);
  return found;
}

function mergeEnumFields(
  a: EnumFields | readonly string[] | undefined,
  b: EnumFields | readonly string[] | undefined,
): EnumFields | readonly string[] | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  if (Array.isArray(a) && Array.isArray(b)) return [...new Set([...a, ...b])];
  // An enum in one form and an object in another: keep the object's tree (its fields are what is walked).
  if (Array.isArray(a)) return b;
  if (Array.isArray(b)) return a;
  const out: EnumFields = { ...(a as EnumFields) };
  for (const [key, value] of Object.entries(b as EnumFields)) out[key] = mergeEnumFields(out[key], value)!;
  return out;
}
