/**
 * The words for a problem a generated check found (./response-check): imported only by the paths that
 * refuse a body or a feed message, so the checks themselves carry nothing but a path and a short rule.
 * The words are the ones the SDK gives zod's first issue (`describeIssue` in core/request/validation).
 */
import { type CheckProblem, type CheckRule, valueAt } from "./response-check";

/** Why a body was refused: the offending field and what it must be. */
export interface ResponseProblem {
  /** Dotted path of the field (`items.3.id`); empty for the whole body. */
  field: string;
  /** What is wrong, to follow the field name in a sentence: `must be a string`. */
  explanation: string;
}

/** The field and the words of `problem`, found by a check in `body`. */
export function explainProblem(body: unknown, problem: CheckProblem): ResponseProblem {
  const rule = problem[problem.length - 1] as CheckRule;
  return {
    // A union's mark (null) is no field.
    field: problem.slice(0, -1).filter((key) => key !== null).join("."),
    explanation:
      typeof rule === "function"
        ? rule(valueAt(body, problem))
        : typeof rule !== "string"
          ? `must be one of ${rule.map((value) => JSON.stringify(value)).join(", ")}`
          : rule === "union"
            ? "matches none of the allowed shapes"
            : `must be ${/^[aeiou]/.test(rule) ? "an" : "a"} ${rule}`,
  };
}
