/**
 * Checks inputs against the generated request schemas before anything is
 * sent, and turns a zod issue into a field, a rule (named after the OpenAPI
 * keyword it enforces) and a sentence a person can act on.
 */
import type { ZodMiniType } from "zod/mini";
import type { $ZodIssue } from "zod/v4/core";
import { AMOUNT_GIVEN_AS_NUMBER } from "./amount-refusal";
import { refuse } from "../response/errors";

/** A zod issue, explained. */
export interface IssueDescription {
  /** Dotted path of the offending field (`legs.0.amount`); empty for the whole value. */
  field: string;
  /** The OpenAPI keyword the value broke: `maxItems`, `pattern`, `format:uuid`, `enum` … */
  rule: string;
  /** What is wrong, to follow the field name in a sentence. */
  explanation: string;
}

/** A value's kind as a refusal words it ("null", "an array", "an object", "a string" …). */
export function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

function joinPath(path: readonly PropertyKey[]): string {
  return path.map(String).join(".");
}

/** Explains one zod issue in the SDK's terms. */
export function describeIssue(issue: $ZodIssue): IssueDescription {
  const field = joinPath(issue.path);
  // A value that is not there (a field left out, or given as undefined), whatever it should have been:
  // a string, one of an enum's values, one of a union's forms. Only an absent value has an undefined
  // input (an optional field's checks never run on one); zod reports the input when asked (reportInput).
  if ("input" in issue && issue.input === undefined) return { field, rule: "required", explanation: "is required" };
  switch (issue.code) {
    case "invalid_type": {
      const received = (issue as { input?: unknown }).input;
      // An amount (format: decimal) words its own refusal of a number: the generated schemas give it the
      // amounts' hint (core/request/amount-refusal). Any other string field reads "must be a string, got a number" below.
      if (issue.message === AMOUNT_GIVEN_AS_NUMBER) return { field, rule: "type", explanation: AMOUNT_GIVEN_AS_NUMBER };
      if (issue.expected === "string" && typeof received === "number" && issue.path[issue.path.length - 2] === "metadata") {
        // Metadata is free text: say how to write the number as one.
        return { field, rule: "type", explanation: `must be a string, not a number (metadata values are text: write "${received}")` };
      }
      // zod calls an integer "int"; a number that is not whole is shown as given (`limit: 1.5`).
      if (issue.expected === "int") {
        return { field, rule: "type", explanation: `must be an integer${typeof received === "number" ? `, got ${received}` : "input" in issue ? `, got ${typeName(received)}` : ""}` };
      }
      const got = "input" in issue ? `, got ${typeName(received)}` : "";
      return { field, rule: "type", explanation: `must be ${article(issue.expected)}${got}` };
    }
    case "too_big": {
      const bound = `${issue.inclusive === false ? "less than" : "at most"} ${String(issue.maximum)}`;
      if (issue.origin === "array") return { field, rule: "maxItems", explanation: `must have at most ${String(issue.maximum)} items` };
      if (issue.origin === "string") return { field, rule: "maxLength", explanation: `must be at most ${String(issue.maximum)} characters long` };
      return { field, rule: issue.inclusive === false ? "exclusiveMaximum" : "maximum", explanation: `must be ${bound}` };
    }
    case "too_small": {
      const bound = `${issue.inclusive === false ? "greater than" : "at least"} ${String(issue.minimum)}`;
      if (issue.origin === "array") {
        return { field, rule: "minItems", explanation: `must have at least ${String(issue.minimum)} item${Number(issue.minimum) === 1 ? "" : "s"}` };
      }
      if (issue.origin === "string") {
        return { field, rule: "minLength", explanation: Number(issue.minimum) === 1 ? "must not be empty" : `must be at least ${String(issue.minimum)} characters long` };
      }
      return { field, rule: issue.inclusive === false ? "exclusiveMinimum" : "minimum", explanation: `must be ${bound}` };
    }
    case "invalid_format": {
      if (issue.format === "regex") {
        const pattern = (issue as { pattern?: string }).pattern ?? "";
        // The generated schemas word each pattern rule (x-pattern-message in the contract); zod's own
        // wording, used when none is given, starts with "Invalid".
        if (issue.message && !issue.message.startsWith("Invalid")) return { field, rule: "pattern", explanation: issue.message };
        if (pattern.includes("[0-9]+(\\.[0-9]+)?")) {
          return { field, rule: "pattern", explanation: "must be a positive decimal string such as \"1250.00\" (no sign, no exponent, not zero)" };
        }
        return { field, rule: "pattern", explanation: `must match ${pattern}` };
      }
      // zod calls its lenient UUID check "guid"; the contract's keyword is format: uuid.
      const format = issue.format === "datetime" ? "date-time" : issue.format === "guid" ? "uuid" : issue.format;
      if (format === "date-time") {
        return { field, rule: "format:date-time", explanation: "must be an RFC 3339 date-time such as 2026-12-01T00:00:00Z (or a Date)" };
      }
      return { field, rule: `format:${format}`, explanation: `must be a valid ${format}` };
    }
    case "invalid_value":
      return {
        field,
        rule: "enum",
        explanation: `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`,
      };
    case "unrecognized_keys": {
      const key = issue.keys[0] ?? "";
      return {
        field: field ? `${field}.${key}` : key,
        rule: "additionalProperties",
        explanation: "is not a field this operation accepts (misspelt?)",
      };
    }
    case "invalid_key": {
      const inner = issue.issues[0];
      const { rule: innerRule, explanation: innerExplanation } = inner ? describeIssue({ ...inner, path: [] } as $ZodIssue) : { rule: "type", explanation: "is invalid" };
      const key = typeof (issue as { input?: unknown }).input === "string" ? (issue as { input: string }).input : "";
      // The key itself is the problem: name the object, quote (the start of) the key, and say the key's rule
      // in words ("metadata key "kkk…" must be at most 100 characters long").
      return {
        field: joinPath(issue.path.slice(0, -1)),
        rule: `propertyNames.${innerRule}`,
        explanation: `key${key ? ` "${key.length > 20 ? `${key.slice(0, 20)}…` : key}"` : ""} ${innerExplanation}`,
      };
    }
    case "invalid_element":
      return { field, rule: "items", explanation: "has an invalid element" };
    case "invalid_union": {
      // The contract uses unions where the service may send one of several forms. The branch whose
      // first problem lies deepest is the form the value was meant to have: name that problem.
      const branches = ((issue as { errors?: $ZodIssue[][] }).errors ?? []).filter((branch) => branch.length > 0);
      const best = branches.map((branch) => branch[0]!).sort((a, b) => b.path.length - a.path.length)[0];
      if (best && best.path.length > 0) return describeIssue({ ...best, path: [...issue.path, ...best.path] } as $ZodIssue);
      return { field, rule: "oneOf", explanation: "matches none of the allowed shapes" };
    }
    case "not_multiple_of":
      return { field, rule: "multipleOf", explanation: `must be a multiple of ${String(issue.divisor)}` };
    case "custom": {
      const params = (issue.params ?? {}) as { rule?: string; limit?: unknown };
      const rule = params.rule ?? "custom";
      if (rule === "maxProperties") {
        return { field, rule, explanation: `must have at most ${String(params.limit)} key/value pairs` };
      }
      return { field, rule, explanation: issue.message || "is invalid" };
    }
    default:
      return { field, rule: "invalid", explanation: "is invalid" };
  }
}

function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/**
 * Parses `value` with `schema`, or throws a `ValidationError` naming the first
 * offending field and rule; `operation` opens the message.
 */
export function validateInput<T>(schema: ZodMiniType<T>, value: unknown, operation: string, what = "the input"): T {
  // reportInput lets the explanation say what was given (a number where a string belongs, nothing
  // where a field is required …).
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const { field, rule, explanation } = describeIssue(issue);
  refuse(operation, field, rule, `${field || what} ${explanation}`);
}

/** Refuses an integer option outside [min, max]; `context` opens the message. */
export function checkInteger(field: string, value: number, min: number, max: number, context: string): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    refuse(context, field, "range", `${field} must be an integer from ${min} to ${max}`);
  }
  return value;
}

/** The longest wait setTimeout supports, in milliseconds (a longer one fires at once). */
export const MAX_TIMEOUT_MS = 2_147_483_647;

/** Refuses extra headers that fetch could not send (a bad name or value), before anything is sent. */
export function checkHeaders(headers: Record<string, string>, context: string): void {
  try {
    new Headers(headers);
  } catch {
    const bad = Object.keys(headers).find((name) => {
      try {
        new Headers({ [name]: String(headers[name]) });
        return false;
      } catch {
        return true;
      }
    });
    refuse(context, `headers.${bad ?? ""}`, "format:header", `header ${JSON.stringify(bad)} has an invalid name or value`);
  }
}
