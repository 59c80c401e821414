/**
 * The order and execution lists over the order-book model (scope exchange:read_order): GET /orders and
 * GET /executions across profiles, GET /profiles/{profile_id}/orders and /executions for one. Both pairs
 * share one set of filters, so the cross-profile list with `profile_id` answers what the profile's own
 * list does.
 */
import type { ExecutionRecord, OrderRecord } from "../domain/order-book";
import { badRequest, jsonResponse } from "../protocol/problem";
import type { MockState } from "../domain/store";
import type { RouteContext } from "./context";
import { type ListQuery, inclusiveWindow, listPage } from "./list-page";
import { operationRoute } from "./operation-route";
import { requireProfile } from "./references";

/** Executions answered when no `limit` is given: 20 for a profile's list (the contract's default); the cross-profile one states none, 100 is the mock's. */
const EXECUTION_LIMIT = { profile: 20, all: 100 } as const;

/** The profiles a query selects: one by `profile_id`, those of an account by `account_id` (at most one of them), or all. */
function profileScope(query: ListQuery, store: MockState, pathProfileId?: string): ((profileId: string) => boolean) | undefined {
  if (pathProfileId !== undefined) {
    const { id } = requireProfile(store, pathProfileId, "profile_id");
    return (profileId) => profileId === id;
  }
  if (query.profile_id !== undefined && query.account_id !== undefined) {
    throw badRequest("account_id", "exclusive", "give at most one of profile_id and account_id", { exclusive_with: "profile_id" });
  }
  if (typeof query.profile_id === "string") {
    const wanted = query.profile_id.toLowerCase();
    return (profileId) => profileId === wanted;
  }
  if (typeof query.account_id === "string") {
    const account = query.account_id.toLowerCase();
    return (profileId) => store.profiles.find(profileId)?.account_id?.toLowerCase() === account;
  }
  return undefined;
}

/** Orders newest first, by profile or account, market, status, time placed (order_time.begin/end, inclusive) and ref_ids. */
function orderPage(query: ListQuery, { store }: RouteContext, pathProfileId?: string) {
  const inScope = profileScope(query, store, pathProfileId);
  const placed = inclusiveWindow(query, "order_time");
  const refIds = query.ref_ids as string[] | undefined;
  const match = (o: OrderRecord) =>
    (inScope === undefined || inScope(o.profile_id)) &&
    (query.market === undefined || o.market === query.market) &&
    (query.status === undefined || o.status === query.status) &&
    placed(o.created_at) &&
    (refIds === undefined || (o.ref_id !== undefined && refIds.includes(o.ref_id)));
  return jsonResponse(200, listPage(store.orders.values(), query, match));
}

/**
 * Executions oldest first, by profile or account, order_id, executed_at (range.begin/end, inclusive) and
 * since_execution_id (leaves out the executions after that one, as the contract says). The log is
 * append-only, so a fill's position in it is its keyset id.
 */
function executionPage(query: ListQuery, { store }: RouteContext, defaultLimit: number, pathProfileId?: string) {
  const inScope = profileScope(query, store, pathProfileId);
  const executed = inclusiveWindow(query, "range");
  const since = query.since_execution_id === undefined ? undefined : store.executions.findIndex((e) => e.execution_id === query.since_execution_id);
  const rows = store.executions.map((e, i) => ({ ...e, id: String(i).padStart(12, "0"), created_at: e.executed_at, position: i }));
  const match = (e: ExecutionRecord & { position: number }) =>
    (inScope === undefined || inScope(e.profile_id)) &&
    (query.order_id === undefined || e.order_id === query.order_id) &&
    executed(e.executed_at) &&
    (since === undefined || (since >= 0 && e.position <= since));
  const page = listPage(rows, { limit: defaultLimit, ...query }, match, "ASC");
  return jsonResponse(200, { items: page.items.map(({ id: _id, created_at: _c, position: _p, ...e }) => e), next_page_cursor: page.next_page_cursor });
}

/** Orders of every profile (or of the one `profile_id` / the account `account_id` names). */
export const listOrders = operationRoute("listOrders", ({ query }, ctx) => orderPage(query, ctx));

/** The orders of one profile (404 naming profile_id when it does not exist). */
export const listProfileOrders = operationRoute("listProfileOrders", ({ path, query }, ctx) => orderPage(query, ctx, path.profile_id as string));

/** Executions of every profile (or of the one `profile_id` / the account `account_id` names). */
export const listExecutions = operationRoute("listExecutions", ({ query }, ctx) => executionPage(query, ctx, EXECUTION_LIMIT.all));

/** The executions of one profile, 20 a page unless `limit` says otherwise. */
export const listProfileExecutions = operationRoute("listProfileExecutions", ({ path, query }, ctx) =>
  executionPage(query, ctx, EXECUTION_LIMIT.profile, path.profile_id as string),
);
