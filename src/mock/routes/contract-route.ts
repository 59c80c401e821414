/**
 * The route an operation gets when the `contractDriven` option names it: an
 * `operationRoute` like every other (auth and scope from its descriptor, the
 * request checked with the generated strict schemas), answering a 200 body that satisfies the contract,
 * made by openapi-sampler from the contract at generation time. A list
 * answers a few sampled items, paged with the mock's keyset cursors.
 */
import type { Operation } from "../../core/call/operation-descriptor";
import { MOCK_SAMPLES } from "../../generated/mock-samples";
import type { OrderedRows } from "../domain/collections";
import { decodeCursor, encodeCursor, filterFingerprint, type SortOrder } from "./cursor";
import { type OperationId } from "../protocol/operation-id";
import { pageItems, paginate } from "./paginate";
import { jsonResponse } from "../protocol/problem";
import { operationRoute } from "./operation-route";
import { formatParts } from "../domain/timestamps";
import type { RouteDefinition } from "./context";

/** How many items a contract-driven list holds: enough for a walk over several pages with `limit`. */
export const CONTRACT_LIST_SIZE = 5;
const DEFAULT_LIMIT = 100;
// 2026-01-01T00:00:00Z: the sampled items' keyset positions, one second apart.
const FIRST_SECOND = 1_767_225_600;

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

/** The contract-driven route of one operation: its generated checks, then the sampled answer. */
export function contractRoute(op: Operation): RouteDefinition {
  const sample = MOCK_SAMPLES[op.operationId];
  if (!sample) throw new Error(`mock: no generated sample for ${op.operationId}; run npm run generate`);
  return operationRoute(op.operationId as OperationId, ({ query }) => {
    const answer = structuredClone(sample.response);
    return jsonResponse(200, op.list ? listPage(op, answer as Record<string, unknown>, query) : answer);
  });
}
