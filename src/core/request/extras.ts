/**
 * What a caller sends on purpose although the contract does not know it yet: the `extraBody` and
 * `extraQuery` per-call options (the extra headers are the `headers` option). They are for what the
 * contract lacks, never a way round its checks: an extra that names a field or parameter the operation
 * lists is refused (give it where it is checked), so nothing is given twice and no precedence has to
 * be guessed. They are merged before the request is signed, so the signature covers them.
 */
import { refuse } from "../response/errors";
import type { Operation } from "../call/operation-descriptor";
import { isRecord } from "../shared/is-record";

/** Refuses an extra option that is not a plain object (`option`: `extraBody` or `extraQuery`). */
export function checkExtraObject(operation: string, option: string, value: unknown): asserts value is Record<string, unknown> {
  if (!isRecord(value)) refuse(operation, option, "type", `${option} must be an object of fields to add`);
}

/** Refuses extra headers the client sets itself: its token and its signature are never the caller's to replace. */
export function checkExtraHeaders(operation: string, headers: Record<string, string>): void {
  for (const name of Object.keys(headers)) {
    const lower = name.toLowerCase();
    if (lower === "authorization" || lower === "paxos-signature") {
      refuse(
        operation,
        `headers.${name}`,
        "reserved",
        `headers.${name} is set by the client (${lower === "authorization" ? "its access token: use the accessToken or tokenProvider option" : "request signing: use the requestSigning option"}), never per call`,
      );
    }
  }
}

/**
 * `query` with `extraQuery`'s entries appended (after the operation's own parameters); an entry that
 * names one of the operation's query parameters, or holds anything but strings, finite numbers and
 * booleans (or text that is not well-formed Unicode), is refused before any is appended. Written small,
 * without ./query's helpers: every page carries it, also one whose operations have no query.
 */
export function withExtraQuery(op: Operation, query: URLSearchParams | undefined, extraQuery: unknown): URLSearchParams | undefined {
  if (extraQuery === undefined) return query;
  checkExtraObject(op.name, "extraQuery", extraQuery);
  const merged = new URLSearchParams(query);
  for (const key of Object.keys(extraQuery)) {
    const field = `extraQuery.${key}`;
    if (Object.hasOwn(op.queryParameters?.properties ?? {}, key)) {
      refuse(op.name, field, "listed", `${field} is a query parameter of this operation: pass it with the method's parameters, where it is checked`);
    }
    for (const item of [extraQuery[key]].flat()) {
      if (typeof item !== "string" && typeof item !== "boolean" && !Number.isFinite(item)) {
        refuse(op.name, field, "type", `${field} must be a string, a finite number, a boolean or an array of them`);
      }
      // A lone surrogate would reach the wire as U+FFFD: refused, as in the operation's own parameters
      // (`test` reads a number or a boolean as its text, which has none).
      if (/\p{Cs}/u.test(item as string)) refuse(op.name, field, "format:unicode", `${field} must be well-formed Unicode`);
      merged.append(key, String(item));
    }
  }
  return merged.size > 0 ? merged : undefined;
}

/** Refuses `extraBody` on an operation that sends no body. */
export function refuseExtraBody(op: Operation, extraBody: unknown): void {
  if (extraBody !== undefined) refuse(op.name, "extraBody", "body", `extraBody is refused: ${op.method} ${op.path} sends no body`);
}
