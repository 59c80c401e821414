/**
 * Builds the text of src/generated/schemas.ts: zod/mini schemas for every
 * component read on the response side (response form, see ./sides), for
 * every component a request body reaches (input form, named after the
 * request-side type: `<Name>Request` where the component has a request form),
 * per-operation body/path/query/response schemas, and `operationMeta`. Output
 * order is fixed by the document (dependencies first), so the same document
 * always yields the same bytes.
 */
import { componentSchema, directRefs, schemaRefName, type OpenApiDocument, type ParameterObject, type SchemaObject } from "./document";
import { GENERATED_HEADER } from "./header";
import { collectOperations, type OperationInfo } from "./operations";
import { contractSides, type ContractSides } from "./sides";
import {
  AMOUNT_HELPER_IMPORT,
  AMOUNT_HELPER_SOURCE,
  DATE_TIME_HELPER_IMPORT,
  DATE_TIME_HELPER_SOURCE,
  emitSchema,
  indent,
  inputSchemaName,
  propertyKey,
  responseSchemaName,
  type ExpressionContext,
  type SchemaMode,
} from "./zod-expression";

/** Generates the source of src/generated/schemas.ts from the parsed contract. */
export function generateZodModule(document: OpenApiDocument): string {
  const operations = collectOperations(document);
  const order = dependencyOrder(document);
  const inputComponents = reachableFromRequestBodies(document, operations);
  const sides = contractSides(document);
  const names = new Set<string>();
  let usesDateTime = false;
  let usesAmount = false;

  const expression = (schema: SchemaObject, mode: SchemaMode, where: string): string => {
    const context: ExpressionContext = { document, mode, inputComponents, sides, usesDateTime: false, usesAmount: false };
    const text = emitSchema(schema, context, where);
    usesDateTime ||= context.usesDateTime;
    usesAmount ||= context.usesAmount;
    return text;
  };
  const declare = (name: string, doc: string, value: string): string => {
    if (names.has(name)) throw new Error(`generated name ${name} is declared twice`);
    names.add(name);
    return `${docComment(doc)}\nexport const ${name} = ${value};\n`;
  };

  // A component only a request reaches has no response form (nothing answers with it).
  const responseForms = order.filter((component) => sides.response.has(component)).map((component) => {
    const schema = componentSchema(document, component);
    return declare(
      responseSchemaName(component),
      componentDoc("response", component, schema),
      pure(expression(schema, "response", component)),
    );
  });

  const inputForms = order
    .filter((component) => inputComponents.has(component))
    .map((component) => {
      const schema = componentSchema(document, component);
      return declare(
        inputSchemaName(component, sides),
        componentDoc("input", component, schema, sides.requestForms.get(component)),
        pure(expression(schema, "input", component)),
      );
    });

  const operationForms = operations.flatMap((operation) => {
    const id = operation.operationId;
    const out: string[] = [];
    if (operation.requestBody) {
      out.push(
        declare(
          `${id}BodySchema`,
          `Request body of \`${id}\` (${operation.summary}), checked before sending.`,
          aliasOrPure(operation.requestBody, "input", expression(operation.requestBody, "input", `${id} body`), sides),
        ),
      );
    }
    if (operation.pathParameters.length > 0) {
      out.push(
        declare(
          `${id}PathSchema`,
          `Path parameters of \`${id}\`, checked before they are put into the URL.`,
          pure(parametersObject("z.object", operation.pathParameters, (p, w) => expression(p, "input", w), id)),
        ),
      );
    }
    if (operation.queryParameters.length > 0) {
      let query = parametersObject("z.strictObject", operation.queryParameters, (p, w) => expression(p, "input", w), id);
      if (operation.exclusiveParameters) {
        query += `.check(exclusiveParameters(${stringList(operation.exclusiveParameters)}))`;
      }
      for (const group of operation.requiredTogether ?? []) {
        query += `.check(requiredTogether(${stringList(group)}))`;
      }
      out.push(
        declare(
          `${id}QuerySchema`,
          `Query parameters of \`${id}\` keyed by their wire names; unknown keys are refused.` +
            (operation.exclusiveParameters
              ? ` Each of ${operation.exclusiveParameters.join(", ")} must be the only parameter when given.`
              : "") +
            (operation.requiredTogether ?? []).map((group) => ` ${group.join(" and ")} go together.`).join(""),
          pure(query),
        ),
      );
    }
    if (operation.successResponse) {
      out.push(
        declare(
          `${id}ResponseSchema`,
          `Successful (200) response of \`${id}\`, lenient.`,
          aliasOrPure(operation.successResponse, "response", expression(operation.successResponse, "response", `${id} response`), sides),
        ),
      );
    }
    return out;
  });

  const usesExclusive = operations.some((operation) => operation.exclusiveParameters);
  const usesTogether = operations.some((operation) => operation.requiredTogether);
  const helpers: string[] = [];
  if (usesDateTime) helpers.push(DATE_TIME_HELPER_SOURCE);
  if (usesAmount) helpers.push(AMOUNT_HELPER_SOURCE);
  if (usesExclusive) helpers.push(EXCLUSIVE_PARAMETERS_HELPER);
  if (usesTogether) helpers.push(REQUIRED_TOGETHER_HELPER);

  return [
    GENERATED_HEADER,
    `// Every schema is built on first use (lazySchema: the SDK's import builds none of them), inside a\n` +
      `// \`/* @__PURE__ */\` call so that a bundler drops the ones a bundle does not use (zod calls are not\n` +
      `// known to be side-effect free).\n`,
    `import * as z from "${ZOD_FACADE_IMPORT}";\n${LAZY_SCHEMA_IMPORT}${usesAmount ? `\n${AMOUNT_HELPER_IMPORT}` : ""}${usesDateTime ? `\n${DATE_TIME_HELPER_IMPORT}` : ""}\n`,
    ...helpers,
    section("Response (lenient) forms: unknown keys and enum values are kept, strings are not checked."),
    ...responseForms,
    section("Request (strict) forms: every limit of the contract is checked; unknown keys pass through."),
    ...inputForms,
    section("Per-operation schemas."),
    ...operationForms,
    section("Operation facts."),
    operationMetaSource(operations),
  ].join("\n");
}

/** The helper every schema is built through (src/core/request/lazy-schema.ts). */
const LAZY_SCHEMA_IMPORT = `import { lazySchema } from "../core/request/lazy-schema";`;

/** How src/generated/schemas.ts imports zod: through src/generated/zod.ts, never from the package itself. */
const ZOD_FACADE_IMPORT = "./zod";

/**
 * Builds the text of src/generated/zod.ts from that of src/generated/schemas.ts: the zod/mini functions
 * the schemas call, re-exported, and nothing else. The schemas are the SDK's only run-time use of zod, so
 * this module reaches exactly the parts of zod the SDK does. tsup.config.ts builds it as an entry point of
 * its own: esbuild groups code by the entry points that reach it, and without this one zod and the zod-free
 * core (both reached by the SDK and the mock) shared a chunk, whose zod top-level statements then went into
 * every page bundled from dist/, even one that validates nothing with zod.
 */
export function generateZodFacade(schemasSource: string): string {
  const called = [...new Set([...schemasSource.matchAll(/(?<![\w$.])z\.([A-Za-z_$][\w$]*)(?:<[^>()]*>)?\(/g)].map((match) => match[1]!))].sort();
  if (called.length === 0) throw new Error("src/generated/schemas.ts calls no zod function: nothing to re-export");
  return [
    GENERATED_HEADER,
    "// The zod/mini functions src/generated/schemas.ts calls (and tsup's entry for zod's own chunk: see tsup.config.ts).",
    `export { ${called.join(", ")} } from "zod/mini";\n`,
  ].join("\n");
}

/** Component names in dependency order (a component after everything it refers to), ties in document order. */
export function dependencyOrder(document: OpenApiDocument): string[] {
  const order: string[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (name: string, trail: string[]): void => {
    const current = state.get(name);
    if (current === "done") return;
    if (current === "visiting") throw new Error(`reference cycle: ${[...trail, name].join(" -> ")}`);
    state.set(name, "visiting");
    for (const dependency of directRefs(componentSchema(document, name))) visit(dependency, [...trail, name]);
    state.set(name, "done");
    order.push(name);
  };
  for (const name of Object.keys(document.components.schemas)) visit(name, []);
  return order;
}

/** Components reachable from any request body, which therefore need an input form. */
export function reachableFromRequestBodies(document: OpenApiDocument, operations: OperationInfo[]): Set<string> {
  const reached = new Set<string>();
  const pending = operations.flatMap((operation) => (operation.requestBody ? directRefs(operation.requestBody) : []));
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (reached.has(name)) continue;
    reached.add(name);
    pending.push(...directRefs(componentSchema(document, name)));
  }
  return reached;
}

function parametersObject(
  factory: "z.object" | "z.strictObject",
  parameters: ParameterObject[],
  emit: (schema: SchemaObject, where: string) => string,
  operationId: string,
): string {
  const lines = parameters.map((parameter) => {
    const value = emit(parameter.schema, `${operationId} ${parameter.in} ${parameter.name}`);
    const required = parameter.in === "path" || parameter.required === true;
    return `${propertyKey(parameter.name)}: ${required ? value : `z.optional(${value})`},`;
  });
  return `${factory}({\n${indent(lines.join("\n"))}\n})`;
}

/** A `$ref` becomes a plain alias of the component's schema; anything else is built in place. */
function aliasOrPure(schema: SchemaObject, mode: SchemaMode, built: string, sides: ContractSides): string {
  if (schema.$ref) {
    const name = schemaRefName(schema.$ref);
    return mode === "response" ? responseSchemaName(name) : inputSchemaName(name, sides);
  }
  return pure(built);
}

/**
 * Wraps an expression so that it is built on first use, not at import (src/core/request/lazy-schema.ts), and so
 * that bundlers may drop it when unused.
 */
function pure(expression: string): string {
  if (!expression.includes("\n")) return `/* @__PURE__ */ lazySchema(() => ${expression})`;
  return `/* @__PURE__ */ lazySchema(() =>\n${indent(expression)})`;
}

function operationMetaSource(operations: OperationInfo[]): string {
  const entries = operations.map((operation) => {
    const fields = [
      `method: ${JSON.stringify(operation.method)},`,
      `path: ${JSON.stringify(operation.path)},`,
      `scope: ${JSON.stringify(operation.scope)},`,
      `sandboxOnly: ${operation.sandboxOnly},`,
      `rateLimitClass: ${JSON.stringify(operation.rateLimitClass)},`,
    ];
    if (operation.exclusiveParameters) fields.push(`exclusiveParameters: ${stringList(operation.exclusiveParameters)},`);
    return `${propertyKey(operation.operationId)}: {\n${indent(fields.join("\n"))}\n},`;
  });
  return [
    `${docComment("What every operation is, as the contract states it.")}`,
    `export interface OperationMeta {`,
    `  /** Upper-case HTTP method. */`,
    `  readonly method: string;`,
    `  /** Path template relative to the server URL (which ends in /v2), e.g. \`/transfer/fiat-accounts/{id}\`. */`,
    `  readonly path: string;`,
    `  /** The OAuth scope to request, or null when the operation needs no credentials. */`,
    `  readonly scope: string | null;`,
    `  /** True when the operation exists only in the sandbox environment. */`,
    `  readonly sandboxOnly: boolean;`,
    `  /** The rate-limit class the operation counts against (\`x-rate-limit-class\`; \`default\` when absent). */`,
    `  readonly rateLimitClass: string;`,
    `  /** Query parameters of which each, when given, must be the only parameter. */`,
    `  readonly exclusiveParameters?: readonly string[];`,
    `}`,
    ``,
    `${docComment("Method, path, scope and parameter rules of every operation, keyed by operationId.")}`,
    `export const operationMeta = {\n${indent(entries.join("\n"))}\n} as const satisfies Record<string, OperationMeta>;`,
    ``,
    `${docComment("The operationId of an operation of the contract.")}`,
    `export type OperationId = keyof typeof operationMeta;`,
    ``,
  ].join("\n");
}

// Emitted into schemas.ts when an operation carries x-exclusive-parameters.
const EXCLUSIVE_PARAMETERS_HELPER = `/**
 * Refuses a query in which one of \`names\` is given together with any other
 * parameter (\`x-exclusive-parameters\`). A key whose value is undefined is not given.
 */
function exclusiveParameters(names: readonly string[]) {
  return z.superRefine((query: Record<string, unknown>, context) => {
    const given = Object.keys(query).filter((key) => query[key] !== undefined);
    for (const name of names) {
      if (query[name] === undefined || given.length < 2) continue;
      const others = given.filter((key) => key !== name);
      context.addIssue({
        code: "custom",
        path: [name],
        params: { rule: "exclusive", parameter: name, others },
        message: \`must be the only parameter when given (also given: \${others.join(", ")})\`,
      });
    }
  });
}
`;

// Emitted into schemas.ts when an operation carries x-required-together.
const REQUIRED_TOGETHER_HELPER = `/**
 * Refuses a query that gives some but not all of \`names\`
 * (\`x-required-together\`). A key whose value is undefined is not given.
 */
function requiredTogether(names: readonly string[]) {
  return z.superRefine((query: Record<string, unknown>, context) => {
    const given = names.filter((name) => query[name] !== undefined);
    if (given.length === 0 || given.length === names.length) return;
    for (const name of names.filter((candidate) => !given.includes(candidate))) {
      context.addIssue({
        code: "custom",
        path: [name],
        params: { rule: "requiredTogether", parameter: name, with: given },
        message: \`is required when \${given.join(", ")} \${given.length === 1 ? "is" : "are"} given (they go together)\`,
      });
    }
  });
}
`;

/** `["a", "b"]`, spaced as a person would write it. */
function stringList(values: readonly string[]): string {
  return `[${values.map((value) => JSON.stringify(value)).join(", ")}]`;
}

function section(title: string): string {
  return `// ---------------------------------------------------------------------------\n// ${title}\n// ---------------------------------------------------------------------------\n`;
}

/** Doc comment of a component schema: its kind, the first sentence of its description, its known values. */
function componentDoc(mode: SchemaMode, component: string, schema: SchemaObject, requestForm?: string): string {
  const kind = mode === "response" ? "Response (lenient) form" : "Request (strict) form";
  const name = requestForm ? `\`${requestForm}\` (the request form of \`${component}\`)` : `\`${component}\``;
  const parts = [`${kind} of ${name}${schema.description ? `: ${summary(schema.description)}` : "."}`];
  const known = schema["x-extensible-enum"];
  if (known) {
    parts.push(mode === "response" ? `Known values: ${known.join(", ")}; any other string is accepted.` : `Accepted values: ${known.join(", ")}; no other.`);
  }
  return parts.join(" ");
}

/** The first sentence of a description, on one line. */
function summary(description: string | undefined): string {
  if (!description) return "";
  const flat = description.replace(/\s+/g, " ").trim();
  const end = flat.search(/\.(\s|$)/);
  return end === -1 ? flat : flat.slice(0, end + 1);
}

/** A JSDoc block wrapped at 100 columns. */
export function docComment(text: string): string {
  const words = text.replace(/\*\//g, "*\\/").trim().split(/\s+/);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    if (line && line.length + 1 + word.length > 96) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.length === 1 && lines[0]!.length <= 93 ? `/** ${lines[0]} */` : `/**\n${lines.map((l) => ` * ${l}`).join("\n")}\n */`;
}
