/**
 * Builds the resource clients from the contract: one file per resource (src/resources/<resource>.ts,
 * its class, its public parameter types and the schemas its methods answer, by their generated names)
 * and src/resources/index.ts (every resource's exports, and `PaxosResources`, the client with a
 * property per resource, which `Paxos` extends). A new operation is a new method, and a new
 * `x-sdk-resource` a new property of `Paxos`, with no hand edit.
 *
 * Every method is one statement: `call` (or `callWith` where the contract declares `x-sdk-answer`)
 * for an operation, `paginate` for a list. The extensions this reads (the contract's header comment
 * documents them): on a tag, `x-sdk-extends` (a hand-written base class in src/resources/, for
 * methods that are not operations) and `x-sdk-public-class` (the operations that need no credentials
 * go into a base class of that name, so a credential-free client can carry them alone); on an
 * operation, `x-sdk-params-type`, `x-sdk-result-type` and `x-sdk-answer`.
 */
import type { DescribedOperation } from "./descriptor-module";
import { argumentNames } from "./descriptor-module";
import { componentSchema, resolveParameter, schemaRefName, type OpenApiDocument, type SchemaObject } from "./document";
import { GENERATED_HEADER } from "./header";
import { camelCase } from "./sdk-naming";
import { docComment } from "./zod-module";
import { indent } from "./zod-expression";

/** One resource of the SDK: its operations and how its class is built. */
export interface ResourcePlan {
  /** `paxos.<name>`. */
  name: string;
  /** `FiatAccountsResource`. */
  className: string;
  /** `fiat-accounts`: the file under src/resources/. */
  file: string;
  /** What the resource is for (its first tag's description). */
  description: string;
  /** A hand-written base class (`x-sdk-extends`), from src/resources/<kebab of it>.ts. */
  base?: string;
  /** The base class that holds the operations needing no credentials (`x-sdk-public-class`). */
  publicClass?: string;
  operations: DescribedOperation[];
}

interface TagObject {
  name: string;
  description?: string;
  "x-sdk-resource"?: string;
  "x-sdk-extends"?: unknown;
  "x-sdk-public-class"?: unknown;
}

const CLASS_NAME = /^[A-Z][A-Za-z0-9]*$/;

/** `fiatAccounts` → `FiatAccounts`. */
function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** `fiatAccounts` / `MarketFeeds` → `fiat-accounts` / `market-feeds`. */
export function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}

/** The resources in the order the contract first mentions them, with their tags' extensions checked. */
export function planResources(document: OpenApiDocument, described: DescribedOperation[]): ResourcePlan[] {
  const tags = (document.tags ?? []) as TagObject[];
  const plans = new Map<string, ResourcePlan>();
  for (const operation of described) {
    const name = operation.sdk.resource;
    let plan = plans.get(name);
    if (!plan) {
      const own = tags.filter((tag) => (tag["x-sdk-resource"] ?? camelCase(tag.name)) === name);
      const single = (key: "x-sdk-extends" | "x-sdk-public-class"): string | undefined => {
        const values = [...new Set(own.map((tag) => tag[key]).filter((value) => value !== undefined))];
        if (values.length > 1) throw new Error(`resource ${name}: its tags disagree on ${key} (${values.join(", ")})`);
        const value = values[0];
        if (value !== undefined && (typeof value !== "string" || !CLASS_NAME.test(value))) {
          throw new Error(`resource ${name}: ${key} must be a class name (PascalCase)`);
        }
        return value as string | undefined;
      };
      const description = own.map((tag) => tag.description?.trim()).find(Boolean) ?? `The ${name} operations.`;
      plan = { name, className: `${pascal(name)}Resource`, file: kebab(name), description, operations: [] };
      const base = single("x-sdk-extends");
      const publicClass = single("x-sdk-public-class");
      if (base) plan.base = base;
      if (publicClass) plan.publicClass = publicClass;
      plans.set(name, plan);
    }
    plan.operations.push(operation);
  }
  const classes = new Set<string>();
  for (const plan of plans.values()) {
    for (const className of [plan.className, plan.publicClass].filter(Boolean) as string[]) {
      if (classes.has(className)) throw new Error(`class ${className} is generated twice`);
      classes.add(className);
    }
    if (plan.file === "index" || plan.file === "answers") throw new Error(`resource ${plan.name}: its file name ${plan.file}.ts is taken`);
  }
  return [...plans.values()];
}

/** A schema with its `$ref`s followed. */
function resolve(document: OpenApiDocument, schema: SchemaObject): SchemaObject {
  return schema.$ref ? resolve(document, componentSchema(document, schemaRefName(schema.$ref))) : schema;
}

/** The top-level type names src/generated/openapi.ts declares (its object schemas: see named-schemas.ts). */
export function declaredTypeNames(openapiTypes: string): Set<string> {
  return new Set([...openapiTypes.matchAll(/^export type ([A-Za-z_][A-Za-z0-9_]*)\b/gm)].map((match) => match[1]!));
}

/** The component name of `schema` when the generated types declare it by that name, else undefined. */
function namedType(schema: SchemaObject | undefined, declared: ReadonlySet<string>): string | undefined {
  if (!schema?.$ref) return undefined;
  const name = schemaRefName(schema.$ref);
  return declared.has(name) ? name : undefined;
}

/** What one method needs beyond the described operation. */
interface MethodPlan {
  operation: DescribedOperation;
  /** Public name of the body type (or of the query type when there is no body). */
  paramsType?: string;
  /** Public name of the query type when the operation also takes a body. */
  queryType?: string;
  /** The result type as written in the signature (inside `APIPromise<…>` / `PagePromise<…>`). */
  result: string;
  /** The answer function (`x-sdk-answer.via`) from ./answers. */
  answer?: string;
  /** An alias declared for the result (`x-sdk-result-type`). */
  resultAlias?: string;
}

const TYPE_NAME = /^[A-Z][A-Za-z0-9]*$/;

function planMethod(document: OpenApiDocument, declared: ReadonlySet<string>, operation: DescribedOperation, named: Set<string>): MethodPlan {
  const { info, facts } = operation;
  const id = info.operationId;
  const source = info.source as Record<string, unknown>;
  const declaredParams = source["x-sdk-params-type"];
  if (declaredParams !== undefined && (typeof declaredParams !== "string" || !TYPE_NAME.test(declaredParams) || !declaredParams.endsWith("Params"))) {
    throw new Error(`${id}: x-sdk-params-type must be a PascalCase type name ending in Params`);
  }
  const paramsName = (declaredParams as string | undefined) ?? `${pascal(id)}Params`;
  const plan: MethodPlan = { operation, result: "" };
  if (info.requestBody) plan.paramsType = paramsName;
  if (info.queryParameters.length > 0) {
    if (info.requestBody) plan.queryType = paramsName.replace(/Params$/, "QueryParams");
    else plan.paramsType = paramsName;
  } else if (declaredParams !== undefined && !info.requestBody) {
    throw new Error(`${id}: x-sdk-params-type names a type, but the operation takes no body and no query`);
  }

  const answer = source["x-sdk-answer"] as { via?: unknown; returns?: unknown } | undefined;
  const resultAlias = source["x-sdk-result-type"];
  if (answer !== undefined) {
    if (typeof answer.via !== "string" || !/^[a-z][A-Za-z0-9]*$/.test(answer.via)) throw new Error(`${id}: x-sdk-answer.via must name a function of src/resources/answers.ts`);
    const returns = typeof answer.returns === "string" ? /^([A-Z][A-Za-z0-9]*)(\[\])?$/.exec(answer.returns) : null;
    if (!returns) throw new Error(`${id}: x-sdk-answer.returns must be a schema name, or one followed by []`);
    if (!document.components.schemas[returns[1]!]) throw new Error(`${id}: x-sdk-answer.returns names ${returns[1]}, which is not a schema of the contract`);
    if (facts.list) throw new Error(`${id}: a list cannot declare x-sdk-answer`);
    named.add(returns[1]!);
    plan.answer = answer.via;
    plan.result = answer.returns as string;
  } else if (resultAlias !== undefined) {
    if (typeof resultAlias !== "string" || !TYPE_NAME.test(resultAlias)) throw new Error(`${id}: x-sdk-result-type must be a PascalCase type name`);
    if (facts.list) throw new Error(`${id}: a list cannot declare x-sdk-result-type`);
    plan.resultAlias = resultAlias;
    plan.result = resultAlias;
  } else if (facts.list) {
    let page = info.successResponse && resolve(document, info.successResponse);
    if (page?.anyOf) page = page.anyOf.map((member) => resolve(document, member)).find((member) => member.properties);
    const items = page?.properties?.[facts.list.items];
    const item = namedType(items && resolve(document, items).items, declared);
    plan.result = item ?? `ListItem<${JSON.stringify(id)}, ${JSON.stringify(facts.list.items)}>`;
    if (item) named.add(item);
  } else {
    const result = namedType(info.successResponse, declared);
    plan.result = result ?? `SuccessBody<${JSON.stringify(id)}>`;
    if (result) named.add(result);
  }
  // The items of a result's arrays are named too, so a caller can type what they take out of it.
  const resultSchema = !facts.list && answer === undefined && info.successResponse ? resolve(document, info.successResponse) : undefined;
  for (const property of Object.values(resultSchema?.properties ?? {})) {
    const array = resolve(document, property);
    const item = array.type === "array" ? namedType(array.items, declared) : undefined;
    if (item) named.add(item);
  }
  return plan;
}

/** The public type of a path parameter: `string`, or the contract's type where it is narrower (an enum). */
function pathParameterType(document: OpenApiDocument, operationId: string, name: string, schema: SchemaObject | undefined): string {
  const resolved = schema ? resolve(document, schema) : undefined;
  const plain = resolved?.type === "string" && !resolved.enum && !resolved["x-extensible-enum"];
  return plain ? "string" : `PathParameters<${JSON.stringify(operationId)}>[${JSON.stringify(name)}]`;
}

/** `Get a fiat account` → `get a fiat account` (an acronym such as `API …` keeps its case). */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** The doc comment of a method: `METHOD /path` (scope …): summary, then what a caller must know. */
function methodDoc(method: MethodPlan): string {
  const { info, facts } = method.operation;
  const sentences = [
    `\`${info.method} ${info.path}\` (${info.scope ? `scope \`${info.scope}\`` : "no credentials"}): ${lowerFirst(info.summary)}.`,
  ];
  if (facts.list) sentences.push("Paginated: await it for a page, `for await` it for every item.");
  if (facts.idempotencyField) {
    sentences.push(`Its \`${facts.idempotencyField}\` is the idempotency key: one is generated when omitted and the same one is sent on every retry.`);
  } else if (facts.retry === "never-after-send") {
    sentences.push("It has no idempotency key, so it is never re-sent once it may have reached the service.");
  }
  if (info.sandboxOnly) sentences.push("Sandbox only: refused in production.");
  if (method.answer) sentences.push(`The service answers in more than one form; each is handed back as \`${method.result}\`.`);
  if (facts.deprecatedParameters) {
    sentences.push(`Paxos has deprecated the parameter${Object.keys(facts.deprecatedParameters).length > 1 ? "s" : ""} ${Object.keys(facts.deprecatedParameters).map((name) => `\`${name}\``).join(", ")}.`);
  }
  if (!facts.deprecated) return docComment(sentences.join(" "));
  // `@deprecated` on a line of its own, so editors strike the method through and show the replacement.
  const retired = facts.retiredOn ? `Retired by Paxos on ${facts.retiredOn} (the service answers 404). ` : "";
  const body = docComment(sentences.join(" ")).replace(/^\/\*\* ?/, "").replace(/\s*\*\/$/, "").split("\n").map((line) => line.replace(/^ \* ?/, ""));
  const tag = docComment(`@deprecated ${retired}${facts.deprecated}`).replace(/^\/\*\* ?/, "").replace(/\s*\*\/$/, "").split("\n").map((line) => line.replace(/^ \* ?/, ""));
  return `/**\n${[...body, "", ...tag].filter((line, index, all) => line !== "" || (index > 0 && all[index - 1] !== "")).map((line) => (line ? ` * ${line}` : " *")).join("\n")}\n */`;
}

/** The method's source: its doc comment, signature and one statement. */
function methodSource(document: OpenApiDocument, method: MethodPlan): string {
  const { info, facts, sdk } = method.operation;
  const id = info.operationId;
  const names = argumentNames(info);
  const parameters: string[] = [];
  const pathEntries: string[] = [];
  info.pathParameters.forEach((parameter, index) => {
    const resolved = resolveParameter(document, parameter);
    const argument = names[index]!;
    parameters.push(`${argument}: ${pathParameterType(document, id, resolved.name, resolved.schema)}`);
    pathEntries.push(argument === resolved.name ? argument : `${JSON.stringify(resolved.name).replace(/^"(.*)"$/, "$1")}: ${argument}`);
  });
  const path = pathEntries.length > 0 ? `{ ${pathEntries.join(", ")} }` : undefined;
  if (info.requestBody) parameters.push(info.source.requestBody?.required === true ? `body: ${method.paramsType}` : `body: ${method.paramsType} = {}`);
  if (info.queryParameters.length > 0) parameters.push(`params: ${method.queryType ?? method.paramsType} = {}`);
  let statement: string;
  let returns: string;
  if (facts.list) {
    parameters.push("options?: ListOptions");
    returns = `PagePromise<${method.result}>`;
    statement = `paginate(this.context, ops.${id}, params, options${path ? `, ${path}` : ""})`;
  } else {
    parameters.push("options?: RequestOptions");
    returns = `APIPromise<${method.result}>`;
    const args = [path && `path: ${path}`, info.requestBody && "body", info.queryParameters.length > 0 && "query: params"].filter(Boolean);
    const argsText = args.length > 0 ? `{ ${args.join(", ")} }` : "{}";
    statement = method.answer
      ? `callWith(this.context, ops.${id}, ${argsText}, options, ${method.answer})`
      : `call(this.context, ops.${id}, ${argsText}, options)`;
  }
  return `${methodDoc(method)}\n${sdk.method}(${parameters.join(", ")}): ${returns} {\n  return ${statement};\n}`;
}

/** The doc comment of a parameter type. */
function paramsDoc(method: MethodPlan, kind: "body" | "query"): string {
  const { info, facts, sdk } = method.operation;
  const call = `\`${sdk.resource}.${sdk.method}\``;
  if (kind === "query") return docComment(`Query parameters of ${call}.`);
  const leaves = JSON.stringify(facts.inputs ?? {});
  const forms = [
    leaves.includes('"decimal"') ? "amounts as decimal strings or `Decimal`s" : "",
    leaves.includes('"date"') ? "times as RFC 3339 strings or `Date`s" : "",
  ].filter(Boolean);
  const idempotency = facts.idempotencyField ? ` \`${facts.idempotencyField}\` is generated when omitted.` : "";
  void info;
  return docComment(`Body of ${call}${forms.length > 0 ? `: ${forms.join(", ")}` : ""}.${idempotency}`);
}

/** Generates src/resources/<resource>.ts. */
export function generateResourceModule(document: OpenApiDocument, declared: ReadonlySet<string>, plan: ResourcePlan): string {
  const named = new Set<string>();
  const methods = plan.operations.map((operation) => planMethod(document, declared, operation, named));
  const types: string[] = [];
  const coreTypes = new Set<string>();
  for (const method of methods) {
    const { info, sdk } = method.operation;
    const id = JSON.stringify(info.operationId);
    if (info.requestBody) {
      coreTypes.add("BodyInput");
      types.push(`${paramsDoc(method, "body")}\nexport type ${method.paramsType} = BodyInput<${id}>;`);
    }
    if (info.queryParameters.length > 0) {
      coreTypes.add("ListParams");
      types.push(`${paramsDoc(method, "query")}\nexport type ${method.queryType ?? method.paramsType} = ListParams<${id}>;`);
    }
    if (method.resultAlias) {
      coreTypes.add("SuccessBody");
      types.push(`${docComment(`Answer of \`${sdk.resource}.${sdk.method}\`.`)}\nexport type ${method.resultAlias} = SuccessBody<${id}>;`);
    }
    if (method.result.startsWith("SuccessBody<")) coreTypes.add("SuccessBody");
    if (info.pathParameters.some((parameter) => pathParameterType(document, info.operationId, resolveParameter(document, parameter).name, resolveParameter(document, parameter).schema) !== "string")) {
      coreTypes.add("PathParameters");
    }
  }
  const publicMethods = plan.publicClass ? methods.filter((method) => method.operation.info.scope === null) : [];
  const ownMethods = methods.filter((method) => !publicMethods.includes(method));
  const usesList = methods.some((method) => method.operation.facts.list);
  const usesCall = methods.some((method) => !method.operation.facts.list && !method.answer);
  const answers = [...new Set(methods.flatMap((method) => (method.answer ? [method.answer] : [])))].sort();
  const schemaNames = [...named].sort();

  const imports = [
    `import * as ops from "../generated/descriptors";`,
    methods.some((method) => !method.operation.facts.list) ? `import type { APIPromise } from "../core/call/api-promise";` : "",
    usesCall || answers.length > 0 ? `import { ${[usesCall && "call", answers.length > 0 && "callWith"].filter(Boolean).join(", ")} } from "../core/call/call";` : "",
    usesList ? `import { type ListOptions, paginate } from "../core/pagination/paginate";` : "",
    methods.some((method) => method.result.startsWith("ListItem<")) ? `import type { ListItem } from "../core/call/operation-descriptor";` : "",
    coreTypes.size > 0 ? `import type { ${[...coreTypes].sort().join(", ")} } from "../core/request/call-arguments";` : "",
    usesList ? `import type { PagePromise } from "../core/pagination/page";` : "",
    plan.base ? `import { ${plan.base} } from "./${kebab(plan.base)}";` : `import { APIResource } from "../core/call/resource";`,
    methods.some((method) => !method.operation.facts.list) ? `import type { RequestOptions } from "../core/sending/transport";` : "",
    schemaNames.length > 0 ? `import type { ${schemaNames.join(", ")} } from "../generated/openapi";` : "",
    answers.length > 0 ? `import { ${answers.join(", ")} } from "./answers";` : "",
  ].filter(Boolean);

  const base = plan.base ?? "APIResource";
  const classes: string[] = [];
  if (plan.publicClass) {
    classes.push(
      `${docComment(
        `The operations of \`${plan.name}\` that need no credentials: the base of \`${plan.className}\`, which adds ` +
          "those that need them.",
      )}\nexport class ${plan.publicClass} extends ${base} {\n${indent(publicMethods.map((method) => methodSource(document, method)).join("\n\n"))}\n}\n`,
    );
  }
  classes.push(
    `${docComment(plan.description)}\nexport class ${plan.className} extends ${plan.publicClass ?? base} {\n${indent(ownMethods.map((method) => methodSource(document, method)).join("\n\n"))}\n}\n`,
  );
  return [
    GENERATED_HEADER,
    imports.join("\n") + "\n",
    schemaNames.length > 0
      ? `// The contract's schemas by their generated names, so that hovers and messages read them.\nexport type { ${schemaNames.join(", ")} };\n`
      : "",
    types.length > 0 ? `${types.join("\n")}\n` : "",
    ...classes,
  ]
    .filter(Boolean)
    .join("\n");
}

/** The names a resource module exports: its classes (values) and its types. */
function moduleExports(document: OpenApiDocument, declared: ReadonlySet<string>, plan: ResourcePlan): { values: string[]; types: string[] } {
  const named = new Set<string>();
  const types: string[] = [];
  for (const operation of plan.operations) {
    const method = planMethod(document, declared, operation, named);
    for (const name of [method.paramsType, method.queryType, method.resultAlias]) if (name) types.push(name);
  }
  return { values: [plan.publicClass, plan.className].filter(Boolean) as string[], types: [...named, ...types].sort() };
}

/** What src/resources/index.ts exports: each resource's classes and types, the hand-written bases, the client. */
interface ResourceIndexExports {
  /** Per resource, in the contract's order: its classes, and the types no resource before it exported. */
  perResource: { plan: ResourcePlan; values: string[]; types: string[] }[];
  /** The hand-written base classes of generated resources. */
  bases: string[];
}

function resourceIndexExports(document: OpenApiDocument, declared: ReadonlySet<string>, plans: ResourcePlan[]): ResourceIndexExports {
  // A schema two resources answer (`Transfer`) is exported once, from the first.
  const exported = new Set<string>();
  const perResource = plans.map((plan) => {
    const { values, types: all } = moduleExports(document, declared, plan);
    const types = all.filter((name) => !exported.has(name));
    for (const name of types) exported.add(name);
    return { plan, values, types };
  });
  const bases = [...new Set(plans.flatMap((plan) => (plan.base ? [plan.base] : [])))].sort();
  return { perResource, bases };
}

/** Generates src/resources/index.ts: every resource's exports, and the client with a property per resource. */
export function generateResourceIndex(plans: ResourcePlan[], { perResource, bases }: ResourceIndexExports): string {
  const exports = perResource.map(({ plan, values, types }) =>
    [
      `export { ${values.join(", ")} } from "./${plan.file}";`,
      types.length > 0 ? `export type { ${types.join(", ")} } from "./${plan.file}";` : "",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  const properties = plans.map((plan) => `${docComment(plan.description)}\nreadonly ${plan.name}: ${plan.className};`);
  const assignments = plans.map((plan) => `this.${plan.name} = new ${plan.className}(this);`);
  return [
    GENERATED_HEADER,
    `import { PaxosClient, type PaxosOptions } from "../paxos-client";`,
    ...plans.map((plan) => `import { ${plan.className} } from "./${plan.file}";`),
    "",
    "// Each resource is built from a client (`new SettlementResource(client)`): a page bundles only those it builds.",
    ...exports,
    ...(bases.length > 0 ? ["// The hand-written bases of generated resources (methods that are not operations).", ...bases.map((name) => `export { ${name} } from "./${kebab(name)}";`)] : []),
    "",
    docComment(
      "A client with every resource of the contract as a property, sharing one token and one transport: the base of " +
        "`Paxos`, which adds what is not an operation of the contract (webhook receivers).",
    ),
    `export class PaxosResources extends PaxosClient {\n${indent(properties.join("\n"))}\n\n  constructor(options: PaxosOptions = {}) {\n    super(options);\n${indent(assignments.join("\n"), 4)}\n  }\n}\n`,
  ].join("\n");
}

/**
 * Generates src/resources/type-aliases.ts: every name src/resources/index.ts exports (classes as their
 * instance types) as a local type alias, the wire part of the `PaxosTypes` namespace that src/types.ts
 * re-exports. Local aliases, not `export type … from`: see src/types.ts for why the declaration bundler
 * needs them.
 */
export function generateResourceTypeAliases({ perResource, bases }: ResourceIndexExports): string {
  const names = [...perResource.flatMap(({ values, types }) => [...values, ...types]), ...bases, "PaxosResources"].sort();
  return [
    GENERATED_HEADER,
    "// Every resource's parameters and results, the resource classes as types (`PaxosTypes.SettlementResource` is the",
    "// type of `paxos.settlement`), their hand-written bases and `PaxosResources`: all that ./index exports.",
    `import type * as resources from "./index";`,
    ...names.map((name) => `export type ${name} = resources.${name};`),
    "",
  ].join("\n");
}

/** Every generated resource file, by path relative to the root. */
export function generateResourceFiles(document: OpenApiDocument, described: DescribedOperation[], openapiTypes: string): Record<string, string> {
  const declared = declaredTypeNames(openapiTypes);
  const plans = planResources(document, described);
  const files: Record<string, string> = {};
  for (const plan of plans) files[`src/resources/${plan.file}.ts`] = generateResourceModule(document, declared, plan);
  // index.ts and type-aliases.ts name the same exports: worked out once for both.
  const exports = resourceIndexExports(document, declared, plans);
  files["src/resources/index.ts"] = generateResourceIndex(plans, exports);
  files["src/resources/type-aliases.ts"] = generateResourceTypeAliases(exports);
  return files;
}
