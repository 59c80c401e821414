/** GET /identity/accounts — scope identity:read_account (spec 4.6). */
import { decodeCursor, encodeCursor, filterFingerprint } from "./cursor";
import { QueryReader, timeRangeParams } from "./filters";
import { inTimeRange, pageItems, paginate } from "./paginate";
import { jsonResponse } from "../protocol/problem";
import type { RouteDefinition } from "./context";

const PARAMS = ["page_cursor", "order", "order_by", "limit", "identity_id", ...timeRangeParams("created_at"), ...timeRangeParams("updated_at")];
/** Default and maximum page size (not specified; the mock uses the deposit-address values). */
export const IDENTITY_ACCOUNT_LIMITS = { default: 100, max: 1000 } as const;

/** Lists identity accounts, filtered by primary identity and by created_at / updated_at comparisons. */
export const listAccounts: RouteDefinition = {
  operationId: "listAccounts",
  method: "GET",
  path: "/identity/accounts",
  scope: "identity:read_account",
  rateLimitClass: "identity",
  body: false,
  handle({ query, store }) {
    const q = new QueryReader(query, PARAMS);
    const identityId = q.single("identity_id");
    const created = q.timeRange("created_at");
    const updated = q.timeRange("updated_at");
    const limit = q.int("limit", 1, IDENTITY_ACCOUNT_LIMITS.max, IDENTITY_ACCOUNT_LIMITS.default);
    const order = q.order();
    const orderBy = q.enumValue("order_by", ["CREATED_AT"] as const, "CREATED_AT");
    const fingerprint = filterFingerprint({ identityId, created, updated, orderBy });
    const cursorText = q.single("page_cursor");
    const after = cursorText === undefined ? undefined : decodeCursor(cursorText, order, fingerprint);
    const rows = store.identityAccounts;
    const hasUpdated = Object.keys(updated).length > 0;
    const match =
      identityId !== undefined || hasUpdated
        ? (i: number) => {
            const a = rows.item(i);
            return (identityId === undefined || a.identity_id === identityId) && (!hasUpdated || inTimeRange(a.updated_at, updated));
          }
        : undefined;
    const page = paginate(rows, { order, limit, created, ...(after ? { after } : {}), ...(match ? { match } : {}) });
    const next = page.hasMore && page.last ? encodeCursor(page.last, order, fingerprint) : "";
    return jsonResponse(200, { items: pageItems(rows, page), next_page_cursor: next });
  },
};
