/** GET /transfer/deposit-addresses — scope transfer:read_deposit_address (spec 4.8). */
import { ArrayRows, type OrderedRows } from "../domain/collections";
import { decodeCursor, encodeCursor, filterFingerprint } from "./cursor";
import { orderOf, timeRangeOf } from "./checked-query";
import { pageItemsJson, paginate } from "./paginate";
import { rawJsonResponse } from "../protocol/problem";
import type { DepositAddress } from "../domain/records";
import { operationRoute } from "./operation-route";

const ARRAY_FILTERS = ["profile_ids", "identity_ids", "ids", "ref_ids", "account_ids", "networks"] as const;
/** Default page size (spec section 8); the contract caps `limit` at 1000 and each filter at 100 values. */
export const DEPOSIT_ADDRESS_PAGE_SIZE = 100;

/**
 * Lists deposit addresses. Filters combine with AND; the values within one filter with OR. `ids` and
 * `ref_ids` resolve their (at most 100) rows directly; created_at bounds and the cursor are binary
 * searches; the other filters are checked per row while the page is filled. A page of seeded rows is
 * kept by its query string (after the contract's check, which every request passes).
 */
export const listDepositAddresses = operationRoute("listDepositAddresses", ({ query: checked }, { query, store, depositAddressPages: pages }) => {
  const table = store.depositAddresses;
  // The same query at the same table version is the same page: answer it from the cache.
  const key = pages && query.toString();
  const kept = key === undefined ? undefined : pages!.get(key, table.version);
  if (kept !== undefined) return rawJsonResponse(200, kept);

  const filters: Partial<Record<(typeof ARRAY_FILTERS)[number], string[]>> = {};
  for (const name of ARRAY_FILTERS) {
    const values = checked[name] as string[] | undefined;
    if (values) filters[name] = values;
  }
  const created = timeRangeOf(checked, "created_at");
  const limit = (checked.limit as number | undefined) ?? DEPOSIT_ADDRESS_PAGE_SIZE;
  const order = orderOf(checked);
  const orderBy = (checked.order_by as string | undefined) ?? "CREATED_AT";
  const fingerprint = filterFingerprint({
    ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, [...new Set(v)].sort()])),
    created,
    orderBy,
  });
  const cursorText = checked.page_cursor as string | undefined;
  const after = cursorText === undefined ? undefined : decodeCursor(cursorText, order, fingerprint);

  const profiles = filters.profile_ids && new Set(filters.profile_ids);
  const identities = filters.identity_ids && new Set(filters.identity_ids);
  const accounts = filters.account_ids && new Set(filters.account_ids);
  const networks = filters.networks && new Set(filters.networks);
  let rows: OrderedRows<DepositAddress> = table;
  let match: ((i: number) => boolean) | undefined;

  if (filters.ids || filters.ref_ids) {
    // A direct lookup of at most 100 rows each; the other filters then apply to that small subset.
    let subset = new Map<string, DepositAddress>();
    if (filters.ids) {
      for (const id of filters.ids) {
        const hit = table.get(id);
        if (hit) subset.set(hit.id, hit);
      }
    }
    if (filters.ref_ids) {
      const byRef = new Map<string, DepositAddress>();
      for (const ref of filters.ref_ids) for (const hit of table.getByRefId(ref)) byRef.set(hit.id, hit);
      subset = filters.ids ? new Map([...subset].filter(([id]) => byRef.has(id))) : byRef;
    }
    const small = new ArrayRows(subset.values());
    rows = small;
    match = (i) => {
      const a = small.item(i);
      return (
        (!profiles || profiles.has(a.profile_id)) &&
        (!identities || identities.has(a.identity_id)) &&
        (!accounts || accounts.has(a.account_id)) &&
        (!networks || networks.has(a.crypto_network))
      );
    };
  } else if (profiles || identities || accounts || networks) {
    match = (i) =>
      (!profiles || profiles.has(table.profileId(i))) &&
      (!identities || identities.has(table.identityId(i))) &&
      (!accounts || accounts.has(table.accountId(i))) &&
      (!networks || networks.has(table.network(i)));
  }

  const page = paginate(rows, { order, limit, created, ...(after ? { after } : {}), ...(match ? { match } : {}) });
  const next = page.hasMore && page.last ? encodeCursor(page.last, order, fingerprint) : "";
  // Built as text: seeded rows serialise straight from their index, without an intermediate object.
  const body = `{"items":${pageItemsJson(rows, page)},"next_page_cursor":${JSON.stringify(next)}}`;
  if (key !== undefined && rows === table && table.seededOnly(page.indices)) pages!.set(key, table.version, body);
  return rawJsonResponse(200, body);
});
