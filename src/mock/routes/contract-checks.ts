/**
 * The generated checks every route runs before its behaviour (`operationRoute`, and the contract-driven
 * route): a request's path, query and body validated with the operation's generated strict schemas, the
 * first issue answered 400 naming the field and the rule as the SDK names them, with what the rule needs
 * to be acted on in `meta` (the bound, the allowed values, the format or pattern).
 */
import type { ZodMiniType } from "zod/mini";
import type { $ZodIssue } from "zod/v4/core";
import type { Operation } from "../../core/call/operation-descriptor";
import { describeIssue } from "../../core/request/validation";
import { badRequest, type ProblemMeta } from "../protocol/problem";
import type { RouteContext } from "./context";

/** A request that passed its operation's generated checks: the parsed path, query and body. */
export interface CheckedRequest {
  path: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

/** What an issue adds to the problem's `meta` beside its field and rule. */
function issueMeta(issue: $ZodIssue): ProblemMeta {
  switch (issue.code) {
    case "too_big":
      return { limit: Number(issue.maximum) };
    case "too_small":
      return { limit: Number(issue.minimum) };
    case "invalid_value":
      return { allowed: [...issue.values] };
    case "invalid_format":
      if (issue.format === "regex") return { pattern: (issue as { pattern?: string }).pattern };
      return { format: issue.format === "guid" ? "uuid" : issue.format === "datetime" ? "date-time" : issue.format };
    case "invalid_key": {
      // A record's key broke its rule (a metadata key too long): the key's own rule's details, and the key.
      const inner = issue.issues[0] as $ZodIssue | undefined;
      const key = (issue as { input?: unknown }).input;
      return { ...(inner ? issueMeta(inner) : {}), ...(typeof key === "string" ? { key } : {}) };
    }
    case "custom": {
      // The generated whole-query checks say what they need in params (`others`, `with`, `limit`).
      const { rule: _rule, parameter: _parameter, ...details } = (issue.params ?? {}) as Record<string, unknown>;
      return details;
    }
    default:
      return {};
  }
}

/** Validates `value` with a generated strict schema, answering 400 with the field and rule of the first issue. */
export function check<T>(schema: ZodMiniType<T>, value: unknown, what: string): T {
  // reportInput: a field left out is named as required (core/request/validation), not as a wrong type.
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0] as $ZodIssue;
  const { field, rule, explanation } = describeIssue(issue);
  throw badRequest(field, rule, `${field || what} ${explanation}`, issueMeta(issue));
}

/** The query as the generated schema expects it: arrays from repeated keys, numbers and booleans parsed. */
export function readQuery(query: URLSearchParams, kinds: Readonly<Record<string, string>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    const kind = kinds[key];
    // A repeated scalar is refused by the schema (an array where a scalar belongs).
    if (kind === "array" || values.length > 1) out[key] = values;
    else if ((kind === "integer" || kind === "number") && values[0] !== "" && Number.isFinite(Number(values[0]))) out[key] = Number(values[0]);
    else if (kind === "boolean" && (values[0] === "true" || values[0] === "false")) out[key] = values[0] === "true";
    else out[key] = values[0];
  }
  return out;
}

/**
 * Checks one request against `operation`'s generated schemas: the path parameters, the query (read with
 * `queryKinds`, the generated sample's parameter kinds), the body. An operation without a query schema
 * takes no parameter at all.
 */
export function checkRequest(operation: Operation, queryKinds: Readonly<Record<string, string>>, ctx: Pick<RouteContext, "params" | "query" | "body">): CheckedRequest {
  const path = operation.pathSchema ? (check(operation.pathSchema, ctx.params, "path") as Record<string, string>) : {};
  let query: Record<string, unknown> = {};
  if (operation.querySchema) query = check(operation.querySchema, readQuery(ctx.query, queryKinds), "query") as Record<string, unknown>;
  else for (const key of ctx.query.keys()) throw badRequest(key, "unknownParameter", `unknown query parameter ${key}: this operation takes none`, { allowed: [] });
  const body = operation.bodySchema ? (check(operation.bodySchema, ctx.body, "body") as Record<string, unknown>) : {};
  return { path, query, body };
}
