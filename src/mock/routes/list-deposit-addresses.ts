/** GET /transfer/deposit-addresses — scope transfer:read_deposit_address (spec 4.8). */
import { ArrayRows, type OrderedRows } from "../domain/collections";
import { decodeCursor, encodeCursor, filterFingerprint } from "./cursor";
import { QueryReader, timeRangeParams } from "./filters";
import { MAX_FILTER_VALUES } from "./limits";
import { pageItemsJson, paginate } from "./paginate";
import { rawJsonResponse } from "../protocol/problem";
import type { DepositAddress } from "../domain/records";
import type { RouteDefinition } from "./context";

const ARRAY_FILTERS = ["profile_ids", "identity_ids", "ids", "ref_ids", "account_ids", "networks"] as const;
const PARAMS = [...ARRAY_FILTERS, ...timeRangeParams("created_at"), "limit", "order", "order_by", "page_cursor"];
/** Default and maximum page size (spec section 8). */
export const DEPOSIT_ADDRESS_LIMITS = { default: 100, max: 1000 } as const;

/**
 * Lists deposit addresses. Filters combine with AND; the values within one filter with OR. `ids` and
 * `ref_ids` resolve their (at most 100) rows directly; created_at bounds and the cursor are binary
 * searches; the other filters are checked per row while the page is filled.
 */
export const listDepositAddresses: RouteDefinition = {
  operationId: "listDepositAddresses",
  method: "GET",
  path: "/transfer/deposit-addresses",
  scope: "transfer:read_deposit_address",
  body: false,
  handle({ query, store, depositAddressPages: pages }) {
    const table = store.depositAddresses;
    // The same query at the same table version is the same page: answer it from the cache.
    const key = pages && query.toString();
    const kept = key === undefined ? undefined : pages!.get(key, table.version);
    if (kept !== undefined) return rawJsonResponse(200, kept);

    const q = new QueryReader(query, PARAMS);
    const filters: Partial<Record<(typeof ARRAY_FILTERS)[number], string[]>> = {};
    for (const name of ARRAY_FILTERS) {
      const values = q.array(name, MAX_FILTER_VALUES);
      if (values) filters[name] = values;
    }
    const created = q.timeRange("created_at");
    const limit = q.int("limit", 1, DEPOSIT_ADDRESS_LIMITS.max, DEPOSIT_ADDRESS_LIMITS.default);
    const order = q.order();
    const orderBy = q.enumValue("order_by", ["CREATED_AT"] as const, "CREATED_AT");
    const fingerprint = filterFingerprint({
      ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, [...new Set(v)].sort()])),
      created,
      orderBy,
    });
    const cursorText = q.single("page_cursor");
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
  },
};
