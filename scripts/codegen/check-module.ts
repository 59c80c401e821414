/**
 * Builds the text of src/generated/checks.ts: for every response schema of
 * the contract (each component a success response or a feed message reaches, and each
 * operation's own success schema), a straight-line check function, plus one
 * `ResponseCheck` per operation for its descriptor (the check of its 200 body).
 *
 * The check is what the transport runs on every success body, so it is plain
 * code: one `typeof` or comparison per field, a loop per array, a call per
 * `$ref` — no closures, no dispatch on a schema description, no copy of the
 * body. It accepts exactly what the zod response form (./zod-expression,
 * "response" mode) accepts, an optional field given as null included. A body
 * that matches gets nothing back; a refused one its first problem, the path and
 * a short rule (`["items", 3, "id", "string"]`, see src/core/response/response-check.ts),
 * which core/response/explain-problem words only when a refusal is thrown.
 */
import { componentClosure, componentSchema, directRefs, schemaRefName, type OpenApiDocument, type SchemaObject } from "./document";
import { GENERATED_HEADER } from "./header";
import { feedMessageSchemas } from "./feeds";
import { collectOperations } from "./operations";
import { dependencyOrder, docComment } from "./zod-module";
import { indent } from "./zod-expression";

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
    let own = "";
    if (schema.$ref && !isScalar(componentSchema(document, schemaRefName(schema.$ref)))) {
      check = checkName(schemaRefName(schema.$ref));
    } else {
      const name = `${id[0]!.toUpperCase()}${id.slice(1)}Response`;
      own = emitter.declare(name, schema, `the 200 response of \`${id}\``);
      check = checkName(name);
    }
    emitter.claim(`${id}Response`);
    const doc = docComment(`How \`${id}\` checks its 200 body (its descriptor's \`response\`).`);
    return `${own}${doc}\nexport const ${id}Response: ResponseCheck = ${check};\n`;
  });

  // What the checks use besides one another (core/response/response-check): imported only where used.
  const helpers = ["integerRule", "isPlainRecord", "unionOrIntegerRule", "unionProblem"].filter((helper) =>
    [...components, ...perOperation].some((text) => new RegExp(`\\b${helper}\\b`).test(text)),
  );
  return [
    GENERATED_HEADER,
    `// One check per response schema, in straight-line code: it runs on every success body, so it only\n` +
      `// reads (typeof and comparisons, a loop per array, a call per $ref) and never copies. It accepts\n` +
      `// exactly what the zod response form in schemas.ts accepts (test/sdk/response-checks.test.ts).\n` +
      `// A value that matches gets undefined; a refused one its first problem: the path, then the rule\n` +
      `// (core/response/response-check), worded by core/response/explain-problem only when it is thrown.\n` +
      `// Parameters are \`any\`: every function tests a value's type before it reads from it.\n`,
    `import { type CheckProblem, type ResponseCheck${helpers.map((helper) => `, ${helper}`).join("")} } from "../core/response/response-check";\n`,
    ...components,
    ...perOperation,
  ].join("\n");
}

/** The check function of a component (or of an operation's own response schema). */
export function checkName(name: string): string {
  return `check${name}`;
}

/** A schema whose check is one test of the value itself (inlined wherever it is referenced). */
function isScalar(schema: SchemaObject): boolean {
  if (schema.$ref || schema.anyOf || schema.oneOf) return false;
  return schema.enum !== undefined || ["string", "integer", "boolean", "null"].includes(schema.type ?? "");
}

/** Emits check functions, numbering the helper functions a union needs. */
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

  /** The check function of `schema`, exported as `check<name>`. */
  declare(name: string, schema: SchemaObject, what: string): string {
    this.claim(checkName(name));
    const helpers: string[] = [];
    const body = new FunctionBody(this.#document, name, helpers);
    const check = body.function(checkName(name), schema, docComment(`Nothing when \`v\` is a valid ${what} (the response form), else its first problem.`), true);
    return [...helpers, check].join("\n");
  }
}

/** How one value is tested in one expression: when it fails, and the problem to return then. */
interface Test {
  /** An expression that is truthy when the value does not match. */
  failing: string;
  /** The problem (path from the function's value, then the rule), evaluated only after `failing`. */
  problem: string;
}

/** A problem literal: the path's expressions, then the rule. */
function problemLiteral(path: readonly string[], rule: string): string {
  return `[${[...path, rule].join(", ")}]`;
}

/** The problem a call answers (relative to its argument), placed under `path`. */
function problemUnder(path: readonly string[], call: string): string {
  return path.length === 0 ? call : `[${path.join(", ")}, ...${call}!]`;
}

/** Builds one function's statements; unions whose forms are not one test get helper functions. */
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

  /** A whole function `name(v)` that returns the first problem of `v`, or nothing. */
  function(name: string, schema: SchemaObject, doc: string, exported: boolean): string {
    const saved = this.#variables;
    this.#variables = 0;
    const resolved = this.#resolve(schema);
    let lines: string[];
    if (resolved.$ref) {
      // A reference is the referenced check, problem and all.
      lines = [`return ${checkName(schemaRefName(resolved.$ref))}(v);`];
    } else {
      lines = this.statements(schema, "v", []);
    }
    this.#variables = saved;
    const body = lines.join("\n");
    return `${doc}\n${exported ? "export " : ""}function ${name}(v: any): CheckProblem | undefined {\n${indent(body)}\n}\n`;
  }

  #fresh(prefix: string): string {
    return `${prefix}${this.#variables++}`;
  }

  /** Statements that return the first problem of the value held by the identifier `x`, found at `path`. */
  statements(schema: SchemaObject, x: string, path: readonly string[]): string[] {
    const test = this.#test(schema, x, path);
    if (test !== undefined) return [`if (${test.failing}) return ${test.problem};`];
    const resolved = this.#resolve(schema);
    if (resolved.type === "array") return this.#array(resolved, x, path);
    if (resolved.type === "object") return resolved.properties ? this.#object(resolved, x, path) : this.#record(resolved, x, path);
    throw new Error(`${this.#owner} at ${path.join(".")}: no check for ${JSON.stringify(resolved)}`);
  }

  /** A scalar component referenced by `$ref` is tested inline, like a schema written in place. */
  #resolve(schema: SchemaObject): SchemaObject {
    if (!schema.$ref) return schema;
    const target = componentSchema(this.#document, schemaRefName(schema.$ref));
    return isScalar(target) ? target : schema;
  }

  /** The test of a value checked in one expression (scalars, references, unions); undefined for arrays, objects and maps. */
  #test(schema: SchemaObject, x: string, path: readonly string[]): Test | undefined {
    const resolved = this.#resolve(schema);
    if (resolved.$ref) {
      // The problem is the referenced check's, found again (only a refused value pays for the second call).
      const call = `${checkName(schemaRefName(resolved.$ref))}(${x})`;
      return { failing: call, problem: problemUnder(path, call) };
    }
    const passing = this.#passing(resolved, x);
    if (passing !== undefined) return { failing: negate(passing), problem: problemLiteral(path, this.#rule(resolved)) };
    const branches = resolved.anyOf ?? resolved.oneOf;
    if (!branches) return undefined;
    // A union with a form that is more than one test: each form's check, and the union's problem from
    // core/response/response-check's `unionProblem` (which checks the forms again: a refused value only).
    const forms = branches.map((branch, index) => {
      const resolvedBranch = this.#resolve(branch);
      if (resolvedBranch.$ref) return { failing: `${checkName(schemaRefName(resolvedBranch.$ref))}(${x})`, form: checkName(schemaRefName(resolvedBranch.$ref)) };
      const test = this.#passing(resolvedBranch, x);
      if (test !== undefined) return { failing: negate(test), form: `[${this.#rule(resolvedBranch)}]` };
      // A form that needs statements of its own becomes a helper function of this component.
      // The slot is taken before the helper is built: a union inside it adds helpers of its own.
      const slot = this.#helpers.push("") - 1;
      const helper = `${checkName(this.#owner)}$${slot}`;
      this.#helpers[slot] = new FunctionBody(this.#document, this.#owner, this.#helpers).function(
        helper,
        branch,
        docComment(`Form ${index} of a union in \`${this.#owner}\`.`),
        false,
      );
      return { failing: `${helper}(${x})`, form: helper };
    });
    // zod's union accepts a value when any form does (every form keeps its input as it is).
    return {
      // Every form's failing test is a call, a negation or a chain of `&&`, so the chain needs no parentheses.
      failing: forms.map((form) => form.failing).join(" && "),
      problem: problemUnder(path, `unionProblem(${x}, [${forms.map((form) => form.form).join(", ")}])`),
    };
  }

  /** The rule a value tested in one expression breaks, as code (see `CheckRule`). */
  #rule(schema: SchemaObject): string {
    if (schema.anyOf || schema.oneOf) return goesOnOutOfRange(this.#document, schema) ? "unionOrIntegerRule" : '"union"';
    if (schema.enum) return JSON.stringify(schema.enum);
    return schema.type === "integer" ? "integerRule" : JSON.stringify(schema.type);
  }

  /** An expression that is true when `x` matches, for scalars and unions of scalars; undefined for anything else. */
  #passing(schema: SchemaObject, x: string): string | undefined {
    const resolved = this.#resolve(schema);
    if (resolved.$ref) return undefined;
    if (resolved.anyOf || resolved.oneOf) {
      const tests = (resolved.anyOf ?? resolved.oneOf)!.map((branch) => this.#passing(branch, x));
      if (tests.some((test) => test === undefined)) return undefined;
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

  #array(schema: SchemaObject, x: string, path: readonly string[]): string[] {
    if (!schema.items) throw new Error(`${this.#owner} at ${path.join(".")}: an array needs items`);
    const i = this.#fresh("i");
    const element = `${x}[${i}]`;
    const test = this.#test(schema.items, element, [...path, i]);
    let loop: string[];
    if (test !== undefined && test.failing.split(element).length === 2) {
      loop = [`for (let ${i} = 0; ${i} < ${x}.length; ${i}++) if (${test.failing}) return ${test.problem};`];
    } else {
      // An element tested more than once (an enum, a union) or field by field is read once.
      const item = this.#fresh("e");
      const body = [`const ${item} = ${element};`, ...this.statements(schema.items, item, [...path, i])];
      loop = [`for (let ${i} = 0; ${i} < ${x}.length; ${i}++) {`, indent(body.join("\n")), `}`];
    }
    return [`if (!Array.isArray(${x})) return ${problemLiteral(path, '"array"')};`, ...loop];
  }

  #object(schema: SchemaObject, x: string, path: readonly string[]): string[] {
    const required = new Set(schema.required ?? []);
    const lines = [`if (typeof ${x} !== "object" || ${x} === null || Array.isArray(${x})) return ${problemLiteral(path, '"object"')};`];
    const entries = Object.entries(schema.properties ?? {});
    if (entries.length === 0) return lines;
    const f = this.#fresh("f");
    // The field's name is held in `n` as it is read, and a refusal's path names `n`: written a second
    // time in the refusal, each name cost the whole SDK's bundle about 2 B of gzip (a short match that
    // breaks the line's repeat), 1.7 KB in all. A read with a constant key is a named read once the
    // check is optimized.
    const n = this.#fresh("n");
    let declared = false;
    for (const [name, property] of entries) {
      // zod never reads a property named __proto__ (and a shape literal could not hold one).
      if (name === "__proto__") throw new Error(`${this.#owner} at ${path.join(".")}: a property named __proto__ is not supported`);
      lines.push(`${declared ? "" : `let ${n}: string, `}${f} = ${x}[(${n} = ${JSON.stringify(name)})];`);
      declared = true;
      const at = [...path, n];
      const test = this.#test(property, f, at);
      if (required.has(name)) {
        lines.push(...(test !== undefined ? [`if (${test.failing}) return ${test.problem};`] : this.statements(property, f, at)));
      } else if (test !== undefined) {
        // Optional: absent, undefined or null (the service may write an absent field as null). `!= null`
        // is one test for both, and keeps the functions as small as they were (measured: as fast as
        // `!== undefined` alone, and a smaller bundle than adding `&& f !== null`).
        lines.push(`if (${f} != null && ${test.failing}) return ${test.problem};`);
      } else {
        lines.push(`if (${f} != null) {`, indent(this.statements(property, f, at).join("\n")), `}`);
      }
    }
    return lines;
  }

  #record(schema: SchemaObject, x: string, path: readonly string[]): string[] {
    const additional = schema.additionalProperties;
    if (additional === undefined || additional === false) throw new Error(`${this.#owner} at ${path.join(".")}: an object needs properties or additionalProperties`);
    const lines = [`if (!isPlainRecord(${x})) return ${problemLiteral(path, '"record"')};`];
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
          ...this.statements(additional, value, [...path, key]),
        ].join("\n"),
      ),
      `}`,
    );
    return lines;
  }
}

/**
 * True when zod goes on after an integer out of the safe range given where `schema` is: an integer, or a
 * union with exactly one form that does (zod then reports that form's problem, not the union's).
 */
function goesOnOutOfRange(document: OpenApiDocument, schema: SchemaObject): boolean {
  let resolved = schema;
  if (resolved.$ref) {
    const target = componentSchema(document, schemaRefName(resolved.$ref));
    if (!isScalar(target)) return false;
    resolved = target;
  }
  const branches = resolved.anyOf ?? resolved.oneOf;
  if (branches) return branches.filter((branch) => goesOnOutOfRange(document, branch)).length === 1;
  return resolved.type === "integer" && !resolved.enum;
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
