/**
 * What the transport checks a success body with: a generated straight-line
 * function per response schema (src/generated/checks.ts), and, for the rare
 * body it refuses, the same schema as data, walked here to name the first
 * offending field and what was expected.
 *
 * The explanation is the one zod would give for the schema's zod form (the
 * first issue zod reports, worded as `describeIssue` in ../request/validation words
 * it): test/sdk/response-checks.test.ts proves verdicts and explanations agree
 * on every generated schema. zod itself is not used here, so a page that
 * only lists tickers does not carry it (see bench/README.md, History).
 */

/** A response schema as data: the lenient response form of the contract. */
export type ResponseShape =
  | "string"
  | "number"
  | "boolean"
  | "null"
  | "unknown"
  | { readonly int: true; readonly walk: Walk }
  | { readonly enum: readonly string[]; readonly walk: Walk }
  | { readonly array: ResponseShape }
  | { readonly record: ResponseShape; readonly walk: Walk }
  | { readonly object: { readonly [field: string]: ResponseShape }; readonly required?: readonly string[] }
  | { readonly anyOf: readonly ResponseShape[] };

/**
 * How an integer, an enum or a record shape is walked (`walkInt`, `walkEnum`, `walkRecord`): named by
 * the shape itself, so a bundle whose shapes have none of them carries none of these walks (few
 * response schemas do).
 */
export type Walk = (shape: never, value: unknown, path: Path, out: Issue[]) => void;

/** How an operation's success body is checked. */
export interface ResponseCheck {
  /** True when the body matches the response schema; reads the body, never copies it. */
  readonly check: (body: unknown) => boolean;
  /** The same schema as data, walked only to explain a body `check` refused. */
  readonly shape: ResponseShape;
}

/** Why a body was refused: the offending field and what it must be. */
export interface ResponseProblem {
  /** Dotted path of the field (`items.3.id`); empty for the whole body. */
  field: string;
  /** What is wrong, to follow the field name in a sentence: `must be a string`. */
  explanation: string;
}

/**
 * A plain object as zod's `z.record` accepts it (`util.isPlainObject` of zod):
 * not null, not an array, and no constructor of its own kind. Every object
 * `JSON.parse` builds is one.
 */
export function isPlainRecord(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const ctor = (value as { constructor?: unknown }).constructor;
  if (ctor === undefined || typeof ctor !== "function") return true;
  const prototype = (ctor as { prototype?: unknown }).prototype;
  return typeof prototype === "object" && prototype !== null && !Array.isArray(prototype) && Object.hasOwn(prototype, "isPrototypeOf");
}

/** Where a problem is: the keys and indices from the body down. */
export type Path = readonly (string | number)[];

/** One problem, as zod would record it. */
export interface Issue {
  path: Path;
  /** The explanation; absent for a union that no branch accepted. */
  says?: string;
  /** zod lets a parse go on after this problem (an integer out of the safe range). */
  goesOn?: true;
  /** For a union: every branch's problems. */
  branches?: Issue[][];
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

function expected(path: Path, type: string): Issue {
  return { path, says: `must be ${/^[aeiou]/.test(type) ? "an" : "a"} ${type}` };
}

/** Appends the problems of `value` against `shape` to `out`, in zod's order. */
function collect(shape: ResponseShape, value: unknown, path: Path, out: Issue[]): void {
  if (typeof shape === "string") {
    if (shape === "unknown") return;
    if (shape === "null") {
      if (value !== null) out.push(expected(path, "null"));
    } else if (shape === "string" || shape === "boolean") {
      if (typeof value !== shape) out.push(expected(path, shape));
    } else if (!Number.isFinite(value)) {
      out.push(expected(path, "number"));
    }
  } else if ("walk" in shape) {
    shape.walk(shape as never, value, path, out);
  } else if ("array" in shape) {
    if (!Array.isArray(value)) out.push(expected(path, "array"));
    else for (let i = 0; i < value.length; i++) collect(shape.array, value[i], [...path, i], out);
  } else if ("object" in shape) {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      out.push(expected(path, "object"));
      return;
    }
    const object = value as Record<string, unknown>;
    for (const key of Object.keys(shape.object)) {
      const field = object[key];
      if (!shape.required?.includes(key)) {
        // Optional: absent, undefined or null is fine, whatever the field's type (the service may write an absent field as null).
        if (field !== undefined && field !== null) collect(shape.object[key]!, field, [...path, key], out);
        continue;
      }
      const before = out.length;
      collect(shape.object[key]!, field, [...path, key], out);
      if (out.length === before && !(key in object)) out.push(expected([...path, key], "nonoptional"));
    }
  } else {
    const results = shape.anyOf.map((branch) => {
      const issues: Issue[] = [];
      collect(branch, value, path, issues);
      return issues;
    });
    if (results.some((issues) => issues.length === 0)) return;
    // zod hands over the problems of the one branch that could go on, if there is exactly one.
    const goingOn = results.filter((issues) => issues.every((issue) => issue.goesOn));
    if (goingOn.length === 1) out.push(...goingOn[0]!);
    else out.push({ path, branches: results });
  }
}

/** The walk of an integer shape (`{ int: true, walk: walkInt }`): a finite number, whole, within the safe range. */
export function walkInt(_: unknown, value: unknown, path: Path, out: Issue[]): void {
  const n = value as number;
  if (!Number.isFinite(n)) out.push(expected(path, "number"));
  else if (!Number.isInteger(n)) out.push(expected(path, "integer"));
  else if (n > MAX_SAFE) out.push({ path, says: `must be at most ${MAX_SAFE}`, goesOn: true });
  else if (n < -MAX_SAFE) out.push({ path, says: `must be at least ${-MAX_SAFE}`, goesOn: true });
}

/** The walk of an enum shape (`{ enum, walk: walkEnum }`): one of the listed values. */
export function walkEnum(shape: { readonly enum: readonly string[] }, value: unknown, path: Path, out: Issue[]): void {
  if (!shape.enum.includes(value as string)) {
    out.push({ path, says: `must be one of ${shape.enum.map((v) => JSON.stringify(v)).join(", ")}` });
  }
}

/** The walk of a record shape (`{ record, walk: walkRecord }`): a plain object, every value of its own keys but `__proto__` like `record`. */
export function walkRecord(shape: { readonly record: ResponseShape }, value: unknown, path: Path, out: Issue[]): void {
  if (!isPlainRecord(value)) out.push(expected(path, "record"));
  else {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) if (key !== "__proto__") collect(shape.record, record[key], [...path, key], out);
  }
}

function describe(issue: Issue): ResponseProblem {
  if (issue.branches) {
    // The branch whose first problem lies deepest is the form the value was meant to have.
    let best: Issue | undefined;
    for (const branch of issue.branches) if (branch[0] && (!best || branch[0].path.length > best.path.length)) best = branch[0];
    if (best && best.path.length > issue.path.length) return describe(best);
    return { field: issue.path.join("."), explanation: "matches none of the allowed shapes" };
  }
  return { field: issue.path.join("."), explanation: issue.says! };
}

/**
 * The first problem of a body its check refused: the field and what it must
 * be, as zod would name them. Undefined when the body matches after all.
 */
export function explainResponse(shape: ResponseShape, body: unknown): ResponseProblem | undefined {
  const issues: Issue[] = [];
  collect(shape, body, [], issues);
  return issues[0] && describe(issues[0]);
}
