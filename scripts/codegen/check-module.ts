/**
 * Builds the text of src/generated/checks.ts: for every response schema of
 * the contract (each component a success response or a feed message reaches, and each
 * operation's own success schema), a straight-line check function and the
 * schema as data (a `ResponseShape`, see src/core/response/response-check.ts; an integer, an enum or a record
 * names its walk, `walkInt` / `walkEnum` / `walkRecord`, so only bundles with such a shape carry it), plus one
 * `ResponseCheck` per operation for its descriptor.
 *
 * The check is what the transport runs on every success body, so it is plain
 * code: one `typeof` or comparison per field, a loop per array, a call per
 * `$ref` — no closures, no dispatch on a schema description, no copy of the
 * body. It accepts exactly what the zod response form (./zod-expression,
 * "response" mode) accepts, an optional field given as null included; the
 * shape is walked only to explain a refusal.
 */
import { componentClosure, componentSchema, directRefs, schemaRefName, type OpenApiDocument, type SchemaObject } from "./document";
import { GENERATED_HEADER } from "./header";
import { feedMessageSchemas } from "./feeds";
import { collectOperations } from "./operations";
import { dependencyOrder, docComment } from "./zod-module";
import { indent, propertyKey } from "./zod-expression";

/** Generates the source of src/generated/checks.ts from the parsed contract. */
export function generateCheckModule(document: OpenApiDocument): string {
  const operations = collectOperations(document).filter((operation) => operation.successResponse);
  // The feeds' messages are checked like success bodies (x-feeds: ./feeds).
  // Components reachable from the response schemas (and the feeds' messages).
  const reached = componentClosure(document, [...operations.map((operation) => operation.successResponse!), ...feedMessageSchemas(document)].flatMap(directRefs));
  const emitter = new CheckEmitter(document);

  const components = dependencyOrder(document)
    .filter((name) => reached.has(name) && !isScalar(componentSchema(document, name)))
    .map((name) => emitter.declare(name, componentSchema(document, name), `\`${name}\``));

  const perOperation = operations.map((operation) => {
    const id = operation.operationId;
    const schema = operation.successResponse!;
    let check: string;
    let shape: string;
    let own = "";
    if (schema.$ref && !isScalar(componentSchema(document, schemaRefName(schema.$ref)))) {
      const name = schemaRefName(schema.$ref);
      check = checkName(name);
      shape = shapeName(name);
    } else {
      const name = `${id[0]!.toUpperCase()}${id.slice(1)}Response`;
      own = emitter.declare(name, schema, `the 200 response of \`${id}\``);
      check = checkName(name);
      shape = shapeName(name);
    }
    emitter.claim(`${id}Response`);
    const doc = docComment(`How \`${id}\` checks its 200 body (its descriptor's \`response\`).`);
    const value = `{ check: ${check}, shape: ${shape} }`;
    const declaration = `export const ${id}Response: ResponseCheck = ${value};`;
    const text = declaration.length <= 110 ? declaration : `export const ${id}Response: ResponseCheck = {\n  check: ${check},\n  shape: ${shape},\n};`;
    return `${own}${doc}\n${text}\n`;
  });

  // The walks an enum or a record shape names (core/response/response-check): imported only where a shape uses one.
  const walks = ["walkInt", "walkEnum", "walkRecord"].filter((walk) => [...components, ...perOperation].some((text) => text.includes(`walk: ${walk} }`)));
  return [
    GENERATED_HEADER,
    `// One check per response schema, in straight-line code: it runs on every success body, so it only\n` +
      `// reads (typeof and comparisons, a loop per array, a call per $ref) and never copies. It accepts\n` +
      `// exactly what the zod response form in schemas.ts accepts (test/sdk/response-checks.test.ts).\n` +
      `// Each shape is the same schema as data, walked by core/response/response-check only to explain a refusal.\n` +
      `// Parameters are \`any\`: every function tests a value's type before it reads from it.\n`,
    `import { isPlainRecord, type ResponseCheck, type ResponseShape${walks.map((walk) => `, ${walk}`).join("")} } from "../core/response/response-check";\n`,
    ...components,
    ...perOperation,
  ].join("\n");
}

/** The check function of a component (or of an operation's own response schema). */
export function checkName(name: string): string {
  return `check${name}`;
}

/** The shape constant of a component (or of an operation's own response schema). */
export function shapeName(name: string): string {
  return `${name}Shape`;
}

/** A schema whose check is one test of the value itself (inlined wherever it is referenced). */
function isScalar(schema: SchemaObject): boolean {
  if (schema.$ref || schema.anyOf || schema.oneOf) return false;
  return schema.enum !== undefined || ["string", "integer", "boolean", "null"].includes(schema.type ?? "");
}

/** Emits check functions and shapes, numbering the helper functions a union needs. */
class CheckEmitter {
  readonly #document: OpenApiDocument;
  readonly #names = new Set<string>();

  constructor(document: OpenApiDocument) {
    this.#document = document;
  }

  /** Reserves an exported name, failing on a clash (a component named like a generated constant). */
  claim(name: string): void {
    if (this.#names.has(name)) throw new Error(`generated name ${name} is declared twice in checks.ts`);
    this.#names.add(name);
  }

  /** The check function and the shape of `schema`, exported as `check<name>` and `<name>Shape`. */
  declare(name: string, schema: SchemaObject, what: string): string {
    this.claim(checkName(name));
    this.claim(shapeName(name));
    const helpers: string[] = [];
    const body = new FunctionBody(this.#document, name, helpers);
    const check = body.function(checkName(name), schema, docComment(`True when \`v\` is a valid ${what} (the response form).`), true);
    const shape =
      `${docComment(`${what[0]!.toUpperCase()}${what.slice(1)} as data, to explain a refused value.`)}\n` +
      `export const ${shapeName(name)}: ResponseShape = ${emitShape(this.#document, schema, name)};\n`;
    return [...helpers, check, shape].join("\n");
  }
}

/** Builds one function's statements; unions whose branches are not one test get helper functions. */
class FunctionBody {
  readonly #document: OpenApiDocument;
  readonly #owner: string;
  readonly #helpers: string[];
  #variables = 0;

  constructor(document: OpenApiDocument, owner: string, helpers: string[]) {
    this.#document = document;
    this.#owner = owner;
    this.#helpers = helpers;
  }

  /** A whole function `name(v)` that returns false at the first mismatch. */
  function(name: string, schema: SchemaObject, doc: string, exported: boolean): string {
    const saved = this.#variables;
    this.#variables = 0;
    // A union (or a reference) is one test: return it.
    const passing = this.#passing(schema, "v", name);
    const lines = passing !== undefined ? [`return ${passing.replace(/^\((.*)\)$/, "$1")};`] : [...this.statements(schema, "v", name), "return true;"];
    this.#variables = saved;
    const body = lines.join("\n");
    return `${doc}\n${exported ? "export " : ""}function ${name}(v: any): boolean {\n${indent(body)}\n}\n`;
  }

  #fresh(prefix: string): string {
    return `${prefix}${this.#variables++}`;
  }

  /** Statements that `return false` when the value held by the identifier `x` does not match. */
  statements(schema: SchemaObject, x: string, where: string): string[] {
    const failing = this.#failing(schema, x, where);
    if (failing !== undefined) return [`if (${failing}) return false;`];
    const resolved = this.#resolve(schema);
    if (resolved.type === "array") return this.#array(resolved, x, where);
    if (resolved.type === "object") return resolved.properties ? this.#object(resolved, x, where) : this.#record(resolved, x, where);
    throw new Error(`${where}: no check for ${JSON.stringify(resolved)}`);
  }

  /** A scalar component referenced by `$ref` is tested inline, like a schema written in place. */
  #resolve(schema: SchemaObject): SchemaObject {
    if (!schema.$ref) return schema;
    const target = componentSchema(this.#document, schemaRefName(schema.$ref));
    return isScalar(target) ? target : schema;
  }

  /**
   * An expression that is true when `x` does NOT match, for schemas checked by one test
   * (scalars, references, unions); undefined for arrays, objects and maps.
   */
  #failing(schema: SchemaObject, x: string, where: string): string | undefined {
    const passing = this.#passing(schema, x, where);
    if (passing === undefined) return undefined;
    return negate(passing);
  }

  /** An expression that is true when `x` matches, for schemas checked by one test. */
  #passing(schema: SchemaObject, x: string, where: string): string | undefined {
    const resolved = this.#resolve(schema);
    if (resolved.$ref) return `${checkName(schemaRefName(resolved.$ref))}(${x})`;
    if (resolved.anyOf || resolved.oneOf) {
      const branches = (resolved.anyOf ?? resolved.oneOf)!;
      // A branch that needs statements of its own becomes a helper function of this component.
      const tests = branches.map((branch, index) => {
        const test = this.#passing(branch, x, `${where}|${index}`);
        if (test !== undefined) return test;
        // The slot is taken before the helper is built: a union inside it adds helpers of its own.
        const slot = this.#helpers.push("") - 1;
        const helper = `${checkName(this.#owner)}$${slot}`;
        this.#helpers[slot] = new FunctionBody(this.#document, this.#owner, this.#helpers).function(
          helper,
          branch,
          docComment(`Branch ${index} of a union in \`${this.#owner}\`.`),
          false,
        );
        return `${helper}(${x})`;
      });
      // zod's union accepts a value when any branch does (every branch keeps its input as it is).
      return `(${tests.join(" || ")})`;
    }
    if (resolved.enum) return `(${resolved.enum.map((value) => `${x} === ${JSON.stringify(value)}`).join(" || ")})`;
    switch (resolved.type) {
      case "string":
        return `typeof ${x} === "string"`;
      case "boolean":
        return `typeof ${x} === "boolean"`;
      case "null":
        return `${x} === null`;
      case "integer":
        // z.int(): a finite number, an integer, within the safe range.
        return `Number.isSafeInteger(${x})`;
      case "number":
        return `Number.isFinite(${x})`;
      default:
        return undefined;
    }
  }

  #array(schema: SchemaObject, x: string, where: string): string[] {
    if (!schema.items) throw new Error(`${where}: an array needs items`);
    const i = this.#fresh("i");
    const element = `${x}[${i}]`;
    const failing = this.#failing(schema.items, element, `${where}[]`);
    let loop: string[];
    if (failing !== undefined && failing.split(element).length === 2) {
      loop = [`for (let ${i} = 0; ${i} < ${x}.length; ${i}++) if (${failing}) return false;`];
    } else {
      // An element tested more than once (an enum, a union) or field by field is read once.
      const item = this.#fresh("e");
      const body = [`const ${item} = ${element};`, ...this.statements(schema.items, item, `${where}[]`)];
      loop = [`for (let ${i} = 0; ${i} < ${x}.length; ${i}++) {`, indent(body.join("\n")), `}`];
    }
    return [`if (!Array.isArray(${x})) return false;`, ...loop];
  }

  #object(schema: SchemaObject, x: string, where: string): string[] {
    const required = new Set(schema.required ?? []);
    const lines = [`if (typeof ${x} !== "object" || ${x} === null || Array.isArray(${x})) return false;`];
    const entries = Object.entries(schema.properties ?? {});
    if (entries.length === 0) return lines;
    const f = this.#fresh("f");
    let declared = false;
    for (const [name, property] of entries) {
      // zod never reads a property named __proto__ (and a shape literal could not hold one).
      if (name === "__proto__") throw new Error(`${where}: a property named __proto__ is not supported`);
      lines.push(`${declared ? "" : "let "}${f} = ${x}${accessor(name)};`);
      declared = true;
      const failing = this.#failing(property, f, `${where}.${name}`);
      if (required.has(name)) {
        lines.push(...(failing !== undefined ? [`if (${failing}) return false;`] : this.statements(property, f, `${where}.${name}`)));
      } else if (failing !== undefined) {
        // Optional: absent, undefined or null (the service may write an absent field as null). `!= null`
        // is one test for both, and keeps the functions as small as they were (measured: as fast as
        // `!== undefined` alone, and a smaller bundle than adding `&& f !== null`).
        lines.push(`if (${f} != null && ${failing}) return false;`);
      } else {
        lines.push(`if (${f} != null) {`, indent(this.statements(property, f, `${where}.${name}`).join("\n")), `}`);
      }
    }
    return lines;
  }

  #record(schema: SchemaObject, x: string, where: string): string[] {
    const additional = schema.additionalProperties;
    if (additional === undefined || additional === false) throw new Error(`${where}: an object needs properties or additionalProperties`);
    const lines = [`if (!isPlainRecord(${x})) return false;`];
    // additionalProperties: true is z.unknown(): any value passes, so the keys need no visit.
    if (additional === true) return lines;
    const key = this.#fresh("k");
    const value = this.#fresh("e");
    lines.push(
      `for (const ${key} in ${x}) {`,
      indent(
        [
          // zod visits own enumerable keys and skips __proto__.
          `if (${key} === "__proto__" || !Object.hasOwn(${x}, ${key})) continue;`,
          `const ${value} = ${x}[${key}];`,
          ...this.statements(additional, value, `${where}{}`),
        ].join("\n"),
      ),
      `}`,
    );
    return lines;
  }
}

/** `.name` or `["odd-name"]`. */
function accessor(name: string): string {
  const key = propertyKey(name);
  return key === name ? `.${name}` : `[${key}]`;
}

/** The negation of a test, written the way a person would. */
function negate(test: string): string {
  const typeofTest = /^typeof (\S+) === ("\w+")$/.exec(test);
  if (typeofTest) return `typeof ${typeofTest[1]} !== ${typeofTest[2]}`;
  const nullTest = /^(\S+) === null$/.exec(test);
  if (nullTest) return `${nullTest[1]} !== null`;
  const enumTest = /^\((\S+ === "[^"]*"(?: \|\| \S+ === "[^"]*")*)\)$/.exec(test);
  if (enumTest) return enumTest[1]!.split(" || ").map((part) => part.replace(" === ", " !== ")).join(" && ");
  return `!${test}`;
}

/** The shape literal of `schema` (see `ResponseShape`). */
function emitShape(document: OpenApiDocument, schema: SchemaObject, where: string): string {
  if (schema.$ref) {
    const name = schemaRefName(schema.$ref);
    const target = componentSchema(document, name);
    return isScalar(target) ? emitShape(document, target, `${where} -> ${name}`) : shapeName(name);
  }
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return `{ anyOf: [${branches.map((branch, i) => emitShape(document, branch, `${where}|${i}`)).join(", ")}] }`;
  // An integer, an enum and a record name their walk, so a bundle without such a shape carries none of them.
  if (schema.enum) return `{ enum: [${schema.enum.map((value) => JSON.stringify(value)).join(", ")}], walk: walkEnum }`;
  switch (schema.type) {
    case "string":
    case "boolean":
    case "null":
    case "number":
      return JSON.stringify(schema.type);
    case "integer":
      return `{ int: true, walk: walkInt }`;
    case "array":
      if (!schema.items) throw new Error(`${where}: an array needs items`);
      return `{ array: ${emitShape(document, schema.items, `${where}[]`)} }`;
    case "object": {
      if (schema.properties) {
        const fields = Object.entries(schema.properties).map(
          ([name, property]) => `${propertyKey(name)}: ${emitShape(document, property, `${where}.${name}`)}`,
        );
        const required = (schema.required ?? []).map((name) => JSON.stringify(name));
        const lines = [fields.length === 0 ? "object: {}," : `object: {\n${indent(fields.map((field) => `${field},`).join("\n"))}\n},`];
        if (required.length > 0) lines.push(`required: [${required.join(", ")}],`);
        return `{\n${indent(lines.join("\n"))}\n}`;
      }
      const additional = schema.additionalProperties;
      if (additional === undefined || additional === false) throw new Error(`${where}: an object needs properties or additionalProperties`);
      return `{ record: ${additional === true ? `"unknown"` : emitShape(document, additional, `${where}{}`)}, walk: walkRecord }`;
    }
    default:
      throw new Error(`${where}: no shape for type ${JSON.stringify(schema.type)}`);
  }
}
