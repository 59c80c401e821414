/** GET /statements/payments — scope statements:read_payment (spec 4.5). */
import { ArrayRows } from "../domain/collections";
import { decodeCursor, encodeCursor, filterFingerprint } from "./cursor";
import { orderOf } from "./checked-query";
import { pageItems, paginate } from "./paginate";
import { jsonResponse } from "../protocol/problem";
import type { Payment } from "../domain/records";
import { operationRoute } from "./operation-route";

/** Default page size (spec section 8); the contract caps `limit` at 1000. */
export const PAYMENT_PAGE_SIZE = 100;

/**
 * Lists payments. Two modes: by `ref_ids` or `payment_ids` (exclusive with every other parameter, which the
 * contract's check enforces; all matches in one page, newest first), or by `customer_id` + `product` (given
 * together or not at all, likewise) with an optional `payment_status`, paged by created_at.
 */
export const listPayments = operationRoute("listPayments", ({ query }, { store }) => {
  const byIds = query.payment_ids as string[] | undefined;
  const byRefs = query.ref_ids as string[] | undefined;
  if (byIds !== undefined || byRefs !== undefined) {
    const found = new Map<string, Payment>();
    for (const id of byIds ?? []) {
      const hit = store.payments.get(id);
      if (hit) found.set(hit.id, hit);
    }
    for (const ref of byRefs ?? []) for (const hit of store.paymentsByRefId(ref)) found.set(hit.id, hit);
    const rows = new ArrayRows(found.values());
    const page = paginate(rows, { order: "DESC", limit: rows.size });
    return jsonResponse(200, { payments: pageItems(rows, page), next_page_cursor: "" });
  }

  const customerId = query.customer_id as string | undefined;
  const product = query.product as string | undefined;
  const status = query.payment_status as string | undefined;
  const limit = (query.limit as number | undefined) ?? PAYMENT_PAGE_SIZE;
  const order = orderOf(query);
  const fingerprint = filterFingerprint({ customerId, product, status });
  const cursorText = query.page_cursor as string | undefined;
  const after = cursorText === undefined ? undefined : decodeCursor(cursorText, order, fingerprint);
  const rows = store.payments;
  const match =
    customerId !== undefined || status !== undefined
      ? (i: number) => {
          const p = rows.item(i);
          return (customerId === undefined || (p.customer_id === customerId && p.product === product)) && (status === undefined || p.payment_status === status);
        }
      : undefined;
  const page = paginate(rows, { order, limit, ...(after ? { after } : {}), ...(match ? { match } : {}) });
  const next = page.hasMore && page.last ? encodeCursor(page.last, order, fingerprint) : "";
  return jsonResponse(200, { payments: pageItems(rows, page), next_page_cursor: next });
});
