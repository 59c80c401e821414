/**
 * What the generated checks of answers and feed messages (src/generated/checks.ts) are made of: a check
 * is a straight-line function per response schema that returns nothing for a body that matches, and,
 * for the rare body it refuses, its first problem: where (the keys and indices from the body down) and
 * the rule. So the schema is not kept a second time as data to explain a refusal; the words come from
 * ./explain-problem, which only the paths that throw import.
 *
 * The problem is the one zod would report first for the schema's zod form (test/sdk/response-checks.test.ts
 * and test/contract/check-generator.test.ts prove verdicts and explanations agree). zod itself is not used
 * here, so a page that only lists tickers does not carry it (see bench/README.md, History).
 */

/**
 * The rule a value broke: a type word (`"string"`, `"boolean"`, `"null"`, `"number"`, `"array"`,
 * `"object"`, `"record"`), the values of an enum, `"union"` (no form of a union fits), or, for a rule
 * whose words depend on the value, the function that words it (`integerRule`, `unionOrIntegerRule`:
 * only checks with an integer import them, so only their bundles carry those words).
 */
export type CheckRule = string | readonly string[] | ((value: unknown) => string);

/**
 * A refused value's first problem: the path from the checked value down (keys and indices), then the
 * rule. A `null` in the path marks where a union's problem was taken from the form that went deepest
 * (./explain-problem drops it; a union uses it to compare depths as zod does).
 */
export type CheckProblem = readonly (string | number | null | CheckRule)[];

/** How an operation's success body (or a feed's message) is checked: nothing when it matches, else its first problem. */
export type ResponseCheck = (body: unknown) => CheckProblem | undefined;

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

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** The words of an integer out of the safe range, else undefined. */
function outOfRange(value: unknown): string | undefined {
  if (!Number.isInteger(value)) return undefined;
  if ((value as number) > MAX_SAFE) return `must be at most ${MAX_SAFE}`;
  if ((value as number) < -MAX_SAFE) return `must be at least ${-MAX_SAFE}`;
  return undefined;
}

/** The rule of an integer (zod's `z.int()`): a finite number, whole, within the safe range. */
export function integerRule(value: unknown): string {
  return outOfRange(value) ?? (Number.isFinite(value) ? "must be an integer" : "must be a number");
}

/**
 * The rule of a union of one-test forms exactly one of which is an integer: an integer out of the safe
 * range is that form's problem (zod goes on after it), anything else the union's.
 */
export function unionOrIntegerRule(value: unknown): string {
  return outOfRange(value) ?? "matches none of the allowed shapes";
}

/** The value a problem's path leads to inside `value` (the path's union marks skipped). */
export function valueAt(value: unknown, problem: CheckProblem): unknown {
  for (let i = 0; i < problem.length - 1; i++) if (problem[i] !== null) value = (value as Record<string | number, unknown>)[problem[i] as string];
  return value;
}

/**
 * True when the problem is an integer out of the safe range: the one problem after which zod goes on
 * checking, so a union form whose only problems are such is the form zod reports. A union's problem
 * taken from its deepest form (marked) is not one.
 */
export function isOutOfRange(value: unknown, problem: CheckProblem): boolean {
  // Both functions of a rule are an integer's (see CheckRule), after which zod goes on when out of range.
  if (typeof problem[problem.length - 1] !== "function" || problem.includes(null)) return false;
  return outOfRange(valueAt(value, problem)) !== undefined;
}

/** A copy of `value` with the part at `path` replaced by `part` (the rest shared). */
function replaced(value: unknown, path: CheckProblem, at: number, part: unknown): unknown {
  if (at === path.length - 1) return part;
  const key = path[at] as string | number;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[key] = replaced(copy[key], path, at + 1, part);
  return copy;
}

/** One form of a union: its check, or, for a form tested in one expression, its problem (the rule it broke). */
export type UnionForm = ResponseCheck | CheckProblem;

/**
 * The first problem of a value no form of a union accepted, as zod reports it: the form that could go on
 * (its only problems integers out of range) if there is exactly one; else the form whose first problem
 * lies deepest (the first of equals), when deeper than the union itself; else `"union"`. Runs only for a
 * refused value, so it checks the forms again rather than have the success path keep their problems.
 */
export function unionProblem(value: unknown, forms: readonly UnionForm[]): CheckProblem {
  const problems = forms.map((form) => (typeof form === "function" ? form(value)! : form));
  const goingOn = problems.filter((problem, i) => {
    let checked = value;
    let first: CheckProblem | undefined = problem;
    const form = forms[i]!;
    // The next problem is the one after this integer: the form checked again with the integer in range.
    while (first && isOutOfRange(checked, first)) {
      if (typeof form !== "function") return true;
      checked = replaced(checked, first, 0, 0);
      first = form(checked);
    }
    return !first;
  });
  if (goingOn.length === 1) return goingOn[0]!;
  let best: CheckProblem | undefined;
  for (const problem of problems) if (!best || depth(problem) > depth(best)) best = problem;
  return best && depth(best) > 0 ? [null, ...best] : ["union"];
}

/** How deep a problem lies, as zod compares a union's forms: to the first union mark, else to the rule. */
function depth(problem: CheckProblem): number {
  const mark = problem.indexOf(null);
  return mark < 0 ? problem.length - 1 : mark;
}
