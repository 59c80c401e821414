/**
 * The route every operation of the contract gets when nobody wrote one by
 * hand: auth and scope from its descriptor (checked by the API before
 * `handle`), the request checked with the generated strict schemas (400
 * naming the field and the rule), and a 200 body that satisfies the contract,
 * made by openapi-sampler from the contract at generation time. A list
 * answers a few sampled items, paged with the mock's keyset cursors.
 */
import type { ZodMiniType } from "zod/mini";
import type { $ZodIssue } from "zod/v4/core";
import type { Operation } from "../../core/call/operation-descriptor";
import { describeIssue } from "../../core/request/validation";
import { MOCK_SAMPLES } from "../../generated/mock-samples";
import type { OrderedRows } from "../domain/collections";
import { decodeCursor, encodeCursor, filterFingerprint, type SortOrder } from "./cursor";
import { type OperationId } from "../protocol/operation-id";
import { pageItems, paginate } from "./paginate";
import { badRequest, jsonResponse } from "../protocol/problem";
import { formatParts } from "../domain/timestamps";
import type { RouteDefinition } from "./context";

/** How many items a contract-driven list holds: enough for a walk over several pages with `limit`. */
export const CONTRACT_LIST_SIZE = 5;
const DEFAULT_LIMIT = 100;
// 2026-01-01T00:00:00Z: the sampled items' keyset positions, one second apart.
const FIRST_SECOND = 1_767_225_600;

/** Validates `value` with a generated strict schema, answering 400 with the field and rule of the first issue. */
export function check<T>(schema: ZodMiniType<T>, value: unknown, what: string): T {
  // reportInput: a field left out is named as required (core/request/validation), not as a wrong type.
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const { field, rule, explanation } = describeIssue(result.error.issues[0] as $ZodIssue);
  throw badRequest(field, rule, `${field || what} ${explanation}`);
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

/** Rows of a sampled list: the sampled item repeated, each with its own id and keyset position. */
function sampledRows(item: unknown): OrderedRows<unknown> {
  const id = (i: number) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`;
  return {
    size: CONTRACT_LIST_SIZE,
    createdAt: (i) => formatParts(FIRST_SECOND + i, 0),
    id,
    item: (i) => {
      const copy = structuredClone(item);
      if (copy && typeof copy === "object" && typeof (copy as { id?: unknown }).id === "string") (copy as { id: string }).id = id(i);
      return copy;
    },
  };
}

/** One page of a sampled list, honouring `limit`, `order` and `page_cursor` as the hand-written lists do. */
function listPage(op: Operation, sample: Record<string, unknown>, query: Record<string, unknown>): Record<string, unknown> {
  const { items, cursor } = op.list!;
  const sampled = Array.isArray(sample[items]) ? (sample[items] as unknown[]) : [];
  const rows = sampledRows(sampled[0] ?? {});
  const order: SortOrder = query.order === "ASC" ? "ASC" : "DESC";
  const limit = typeof query.limit === "number" ? query.limit : DEFAULT_LIMIT;
  const { page_cursor: given, limit: _limit, ...filters } = query;
  const fingerprint = filterFingerprint(filters);
  const after = typeof given === "string" ? decodeCursor(given, order, fingerprint) : undefined;
  const page = sampled.length === 0 ? { indices: [], hasMore: false } : paginate(rows, { order, limit, ...(after ? { after } : {}) });
  const next = page.hasMore && "last" in page && page.last ? encodeCursor(page.last, order, fingerprint) : "";
  return { ...sample, [items]: pageItems(rows, page), [cursor]: next };
}

/** The contract-driven route of one operation. */
export function contractRoute(op: Operation): RouteDefinition {
  const sample = MOCK_SAMPLES[op.operationId];
  if (!sample) throw new Error(`mock: no generated sample for ${op.operationId}; run npm run generate`);
  return {
    operationId: op.operationId as OperationId,
    method: op.method,
    path: op.path,
    ...(op.scope !== null ? { scope: op.scope } : {}),
    rateLimitClass: op.rateLimitClass,
    body: op.bodySchema !== undefined,
    handle({ params, query, body }) {
      if (op.pathSchema) check(op.pathSchema, params, "path");
      let parsed: Record<string, unknown> = {};
      if (op.querySchema) parsed = check(op.querySchema, readQuery(query, sample.query), "query");
      else for (const key of query.keys()) throw badRequest(key, "unknownParameter", `unknown query parameter ${key}: this operation takes none`);
      if (op.bodySchema) check(op.bodySchema, body, "body");
      const answer = structuredClone(sample.response);
      return jsonResponse(200, op.list ? listPage(op, answer as Record<string, unknown>, parsed) : answer);
    },
  };
}
