/** GET /identity/accounts — scope identity:read_account (spec 4.6). */
import { decodeCursor, encodeCursor, filterFingerprint } from "./cursor";
import { orderOf, timeRangeOf } from "./checked-query";
import { inTimeRange, pageItems, paginate } from "./paginate";
import { jsonResponse } from "../protocol/problem";
import { operationRoute } from "./operation-route";

/** Default page size (not specified; the mock uses the deposit addresses'); the contract caps `limit` at 1000. */
export const IDENTITY_ACCOUNT_PAGE_SIZE = 100;

/** Lists identity accounts, filtered by primary identity and by created_at / updated_at comparisons. */
export const listAccounts = operationRoute("listAccounts", ({ query }, { store }) => {
  const identityId = query.identity_id as string | undefined;
  const created = timeRangeOf(query, "created_at");
  const updated = timeRangeOf(query, "updated_at");
  const limit = (query.limit as number | undefined) ?? IDENTITY_ACCOUNT_PAGE_SIZE;
  const order = orderOf(query);
  const orderBy = (query.order_by as string | undefined) ?? "CREATED_AT";
  const fingerprint = filterFingerprint({ identityId, created, updated, orderBy });
  const cursorText = query.page_cursor as string | undefined;
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
});
