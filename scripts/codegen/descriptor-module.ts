/**
 * Builds src/generated/descriptors.ts (one exported constant per operation,
 * so a bundle carries only the operations it calls) and
 * src/generated/operation-list.ts (every descriptor, with where the SDK puts
 * it: the one list the mock, the fault matrix, the coverage test and api.md
 * are driven from).
 */
import { GENERATED_HEADER } from "./header";
import { PARAMETER_IMPORT, parameterTables } from "./parameter-module";
import { type EnumFields, operationFacts, type OperationFacts, type WireInputs } from "./operation-facts";
import type { OperationInfo } from "./operations";
import type { OpenApiDocument } from "./document";
import { sdkNames, type SdkName } from "./sdk-naming";
import { docComment } from "./zod-module";
import { indent, propertyKey } from "./zod-expression";

/** One operation with everything the emitters of this module and of api.md need. */
export interface DescribedOperation {
  info: OperationInfo;
  facts: OperationFacts;
  sdk: SdkName;
  /** The public call as documented: `fiatAccounts.update(id, body)`. */
  signature: string;
}

const METHODS = ["GET", "POST", "PUT", "DELETE"];

/** Resolves names and facts of every operation, failing on anything the SDK could not call. */
export function describeOperations(document: OpenApiDocument, operations: OperationInfo[]): DescribedOperation[] {
  const names = sdkNames(document, operations);
  return operations.map((info) => {
    if (!METHODS.includes(info.method)) throw new Error(`${info.operationId}: HTTP method ${info.method} is not supported by the transport`);
    if (!info.successResponse) throw new Error(`${info.operationId}: no application/json 200 response`);
    const sdk = names.get(info.operationId)!;
    return { info, facts: operationFacts(document, info), sdk, signature: `${sdk.resource}.${sdk.method}(${argumentNames(info).join(", ")})` };
  });
}

/** Path parameters in camelCase, then `body`, then `params`: the order of every method's arguments. */
export function argumentNames(info: OperationInfo): string[] {
  const names = info.pathParameters.map((parameter) => parameter.name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()));
  if (info.requestBody) names.push("body");
  if (info.queryParameters.length > 0) names.push("params");
  return names;
}

/**
 * True when a query parameter has a form `flattenQuery` (core/request/query) turns into its wire form: a
 * dotted name (`created_at.gte`, given as `{ created_at: { gte } }`) or a date-time (a `Date` becomes RFC
 * 3339). A schema behind a `$ref` counts as one, so only a query known to be plain goes without them.
 */
function hasFilterForms(info: OperationInfo): boolean {
  return info.queryParameters.some(({ name, schema }) => name.includes(".") || schema.$ref !== undefined || schema.format === "date-time" || schema.items?.format === "date-time");
}

/** Generates the source of src/generated/descriptors.ts. */
export function generateDescriptorModule(document: OpenApiDocument, described: DescribedOperation[]): string {
  const imports: string[] = [];
  const checks: string[] = [];
  const enumLists = new EnumLists();
  const constants = described.map(({ info, facts, sdk, signature }) => {
    const id = info.operationId;
    const schema = (suffix: string) => {
      imports.push(`${id}${suffix}`);
      return `${id}${suffix}`;
    };
    const fields = [
      `operationId: ${JSON.stringify(id)},`,
      `name: ${JSON.stringify(`${sdk.resource}.${sdk.method}`)},`,
      `method: ${JSON.stringify(info.method)},`,
      `path: ${JSON.stringify(info.path)},`,
      `scope: ${JSON.stringify(info.scope)},`,
      `rateLimitClass: ${JSON.stringify(info.rateLimitClass)},`,
      `retry: ${JSON.stringify(facts.retry)},`,
    ];
    if (facts.idempotencyField) {
      fields.push(`idempotencyField: ${JSON.stringify(facts.idempotencyField)},`);
      // A 409 Already Exists on the SDK's own re-send returns the existing record (core/call/existing-record),
      // fetched, when the problem's copy will not do, by the lookups (thunks: the GETs may come later here).
      const lookups = (facts.existingLookup ?? []).map((lookup) => {
        const target = described.find((other) => other.info.operationId === lookup.operationId);
        if (!target) throw new Error(`${id}: x-existing-lookup names ${lookup.operationId}, which is not an operation`);
        if (target.info.method !== "GET") throw new Error(`${id}: x-existing-lookup ${lookup.operationId} must be a GET`);
        const ownPath = new Set(info.pathParameters.map((parameter) => parameter.name));
        for (const parameter of target.info.pathParameters) {
          if (!lookup.path?.[parameter.name] && !ownPath.has(parameter.name)) {
            throw new Error(`${id}: x-existing-lookup ${lookup.operationId} needs its path parameter ${parameter.name} (map it in path, or share the create's)`);
          }
        }
        for (const name of Object.keys(lookup.query ?? {})) {
          if (!target.info.queryParameters.some((parameter) => parameter.name === name)) throw new Error(`${id}: x-existing-lookup ${lookup.operationId} has no query parameter ${name}`);
        }
        if (lookup.query && !target.facts.list) throw new Error(`${id}: x-existing-lookup ${lookup.operationId} with a query must be a list`);
        const parts = [`operation: () => ${lookup.operationId}`];
        if (lookup.path) parts.push(`path: ${JSON.stringify(lookup.path)}`);
        if (lookup.query) parts.push(`query: ${JSON.stringify(lookup.query)}`);
        return `{ ${parts.join(", ")} }`;
      });
      if (lookups.length > 0) fields.push(`existingLookup: [${lookups.join(", ")}],`);
      fields.push("recoverExisting,");
    }
    // The refusal in production only in the descriptors of sandbox-only operations, so other bundles do without it.
    if (info.sandboxOnly) fields.push("refuseInProduction,");
    if (facts.deprecated) fields.push(`deprecated: ${JSON.stringify(facts.deprecated)},`);
    if (facts.retiredOn) fields.push(`retiredOn: ${JSON.stringify(facts.retiredOn)},`);
    if (facts.deprecatedParameters) fields.push(`deprecatedParameters: ${JSON.stringify(facts.deprecatedParameters)},`);
    // The deprecation code only in the descriptors that need it, so other bundles do without it.
    if (facts.deprecated || facts.deprecatedParameters) fields.push("noteDeprecation,");
    if (facts.retiredOn) fields.push("retiredError,");
    // Unknown enum values are sent and logged (core/request/unknown-enums); the code only where an enum is.
    if (facts.enums) fields.push(`enums: ${enumLists.tree(facts.enums)},`, "noteUnknownEnums,");
    // The parameters as data in the descriptor itself: their field names are the enums' and the path
    // template's, so gzip finds them near (the whole SDK's bundle 0.3 KB lighter than with named tables in
    // a module of their own, which a bundle placed tens of KB away).
    const tables = parameterTables(document, info);
    if (tables.path) fields.push(`pathParameters: ${tables.path},`);
    if (tables.query) fields.push(`queryParameters: ${tables.query},`);
    if (info.requestBody) fields.push(`bodySchema: ${schema("BodySchema")},`);
    if (info.requestBody && info.source.requestBody?.required !== true) fields.push("bodyOptional: true,");
    if (facts.inputs) fields.push(`inputs: ${inputsValue(facts.inputs)},`);
    checks.push(`${id}Response`);
    fields.push(`response: ${id}Response,`);
    // Lists encode their query per page (core/pagination/paginate); other operations with arguments encode them here.
    // An operation without a body checks its parameters without zod (core/request/prepare).
    // A query without a filter form, and nothing else, takes neither the path encoder nor the filter flattening.
    if (!facts.list && info.requestBody) fields.push("prepare: prepareRequest,");
    else if (!facts.list && info.pathParameters.length === 0 && info.queryParameters.length > 0 && !hasFilterForms(info)) fields.push("prepare: prepareQuery,");
    else if (!facts.list && (info.pathParameters.length > 0 || info.queryParameters.length > 0)) fields.push("prepare: prepareParameters,");
    if (facts.list) {
      const former = facts.list.formerItems ? `, formerItems: ${JSON.stringify(facts.list.formerItems)}` : "";
      fields.push(`list: { items: ${JSON.stringify(facts.list.items)}, cursor: ${JSON.stringify(facts.list.cursor)}${former} },`);
    }
    const type = facts.list ? "ListOperation" : "Operation";
    const typeArguments = facts.list ? `${JSON.stringify(id)}, ${JSON.stringify(facts.list.items)}` : JSON.stringify(id);
    const doc = docComment(
      `\`${info.method} ${info.path}\` → \`paxos.${signature}\`` +
        `${info.scope ? `, scope \`${info.scope}\`` : ", no credentials"}; retry: ${facts.retry}` +
        `${facts.idempotencyField ? ` (${facts.idempotencyField})` : ""}. ${info.summary}.` +
        `${facts.deprecated ? ` Deprecated by Paxos${facts.retiredOn ? ` (retired on ${facts.retiredOn})` : ""}.` : ""}`,
    );
    return `${doc}\nexport const ${id}: ${type}<${typeArguments}> = {\n${indent(fields.join("\n"))}\n};\n`;
  });

  const inputTypes = described
    .filter(({ facts }) => facts.inputs)
    .map(({ info, facts }) => `${propertyKey(info.operationId)}: ${inputsType(facts.inputs!)};`);

  return [
    GENERATED_HEADER,
    `// One constant per operation and no object that gathers them, so that a bundle keeps only the\n` +
      `// descriptors (request schemas, response checks) of the operations it calls. The full list is\n` +
      `// operation-list.ts. Before each descriptor, its operation's path and query parameters as data,\n` +
      `// checked by core/request/check-parameters before a request is sent; \`type\`, \`format\` and \`rules\`\n` +
      `// refer to the checks of core/request/parameter-rules, so a bundle keeps only those its operations\n` +
      `// use. They accept exactly what the zod forms in schemas.ts accept (test/sdk/parameter-checks.test.ts);\n` +
      `// the client checks with these, so that a page calling no operation with a body carries no zod.\n`,
    `import type { ListOperation, Operation } from "../core/call/operation-descriptor";`,
    `import { prepareParameters, prepareQuery, prepareRequest } from "../core/request/prepare";`,
    described.some(({ facts }) => facts.deprecated || facts.deprecatedParameters)
      ? `import { ${described.some(({ facts }) => facts.retiredOn) ? "noteDeprecation, retiredError" : "noteDeprecation"} } from "../core/call/deprecation";`
      : "",
    described.some(({ facts }) => facts.enums) ? `import { noteUnknownEnums } from "../core/request/unknown-enums";` : "",
    described.some(({ info }) => info.sandboxOnly) ? `import { refuseInProduction } from "../core/request/sandbox-only";` : "",
    described.some(({ facts }) => facts.idempotencyField) ? `import { recoverExisting } from "../core/call/existing-record";` : "",
    `import {\n${indent(checks.map((name) => `${name},`).join("\n"))}\n} from "./checks";`,
    ...(described.some(({ info }) => info.pathParameters.length > 0 || info.queryParameters.length > 0) ? [PARAMETER_IMPORT] : []),
    imports.length > 0 ? `import {\n${indent(imports.map((name) => `${name},`).join("\n"))}\n} from "./schemas";\n` : "",
    ...enumLists.declarations(),
    ...constants,
    docComment(
      "Every OAuth scope an operation of the contract needs, sorted: what the token manager widens a token to " +
        "(the first time a client needs a second scope), without reading every operation's descriptor.",
    ),
    `export const CONTRACT_SCOPES: readonly string[] = [\n${indent(contractScopes(described).map((scope) => `${JSON.stringify(scope)},`).join("\n"))}\n];\n`,
    docComment("Body fields of each operation that accept a `Decimal` (\"decimal\") or a `Date` (\"date\"), for the input types."),
    `export interface OperationInputs {\n${indent(inputTypes.join("\n"))}\n}\n`,
  ].join("\n");
}

/**
 * The lists of enum values the descriptors' `enums` name, each list once, declared together before the
 * descriptors: side by side, gzip finds what the values share (the whole SDK's bundle 0.37 KB lighter
 * than with each list written where it is used); a bundle keeps only the lists of its operations.
 */
class EnumLists {
  readonly #names = new Map<string, string>();
  readonly #taken = new Set<string>();
  readonly #declarations: string[] = [];

  /** `tree` as code, each list of values replaced by the name of its declaration. */
  tree(tree: EnumFields | readonly string[], field = ""): string {
    if (Array.isArray(tree)) return this.#list(tree as readonly string[], field);
    const parts = Object.entries(tree as EnumFields).map(([key, value]) => `${propertyKey(key)}: ${this.tree(value, key === "*" ? field : key)}`);
    return `{ ${parts.join(", ")} }`;
  }

  /** The module-private constants, in the order of first use. */
  declarations(): string[] {
    return this.#declarations.length === 0
      ? []
      : [`// The values of each enum field of a request, for the descriptors' \`enums\` (each list once).\n${this.#declarations.join("\n")}\n`];
  }

  #list(values: readonly string[], field: string): string {
    const key = JSON.stringify(values);
    const known = this.#names.get(key);
    if (known) return known;
    const stem = `${field.replace(/[^A-Za-z0-9]+([A-Za-z0-9])/g, (_, c: string) => c.toUpperCase()).replace(/^[^A-Za-z]+/, "") || "enum"}Values`;
    let name = stem;
    for (let n = 2; this.#taken.has(name); n++) name = `${stem}${n}`;
    this.#taken.add(name);
    this.#names.set(key, name);
    this.#declarations.push(`const ${name}: readonly string[] = ${JSON.stringify(values).replace(/","/g, '", "')};`);
    return name;
  }
}

/** The distinct scopes of the operations, sorted. */
function contractScopes(described: DescribedOperation[]): string[] {
  return [...new Set(described.flatMap(({ info }) => (info.scope === null ? [] : [info.scope])))].sort();
}

/** Generates the source of src/generated/operation-list.ts. */
export function generateOperationList(described: DescribedOperation[]): string {
  const entries = described.map(({ info, sdk, signature }) => {
    const id = info.operationId;
    // The mock checks requests with the zod forms of the parameters; the client's descriptor has them as data.
    const zodForms = [
      info.pathParameters.length > 0 ? `pathSchema: schemas.${id}PathSchema` : "",
      info.queryParameters.length > 0 ? `querySchema: schemas.${id}QuerySchema` : "",
    ].filter(Boolean);
    const operation = zodForms.length > 0 ? `{ ...descriptors.${id}, ${zodForms.join(", ")} }` : `descriptors.${id}`;
    return `{ operation: ${operation}, resource: ${JSON.stringify(sdk.resource)}, method: ${JSON.stringify(sdk.method)}, signature: ${JSON.stringify(signature)} },`;
  });
  return [
    GENERATED_HEADER,
    `// Imports every descriptor: for the mock, the tests and the docs, never for the client itself.\n`,
    `import type { Operation } from "../core/call/operation-descriptor";`,
    `import * as descriptors from "./descriptors";`,
    `import * as schemas from "./schemas";\n`,
    docComment("An operation of the contract and where the SDK puts it."),
    `export interface OperationEntry {`,
    `  /** The descriptor the core calls, with the zod forms of its parameters (\`pathSchema\`, \`querySchema\`) for the mock. */`,
    `  readonly operation: Operation;`,
    `  /** \`paxos.<resource>\`. */`,
    `  readonly resource: string;`,
    `  /** The method of the resource. */`,
    `  readonly method: string;`,
    `  /** The documented call: \`fiatAccounts.update(id, body)\`. */`,
    `  readonly signature: string;`,
    `}\n`,
    docComment("Every operation of the contract, in document order."),
    `export const OPERATIONS: readonly OperationEntry[] = [\n${indent(entries.join("\n"))}\n];\n`,
    docComment("The operationIds of the contract, in document order."),
    `export const OPERATION_IDS = [\n${indent(described.map(({ info }) => `${JSON.stringify(info.operationId)},`).join("\n"))}\n] as const;\n`,
  ].join("\n");
}

function inputsValue(inputs: WireInputs): string {
  const parts = Object.entries(inputs).map(([key, value]) => `${propertyKey(key)}: ${typeof value === "string" ? JSON.stringify(value) : inputsValue(value)}`);
  return `{ ${parts.join(", ")} }`;
}

function inputsType(inputs: WireInputs): string {
  const parts = Object.entries(inputs).map(([key, value]) => `${propertyKey(key)}: ${typeof value === "string" ? JSON.stringify(value) : inputsType(value)}`);
  return `{ ${parts.join("; ")} }`;
}
