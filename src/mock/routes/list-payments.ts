/** GET /statements/payments — scope statements:read_payment (spec 4.5). */
import { ArrayRows } from "../domain/collections";
import { decodeCursor, encodeCursor, filterFingerprint } from "./cursor";
import { QueryReader } from "./filters";
import { pageItems, paginate } from "./paginate";
import { badRequest, jsonResponse } from "../protocol/problem";
import type { Payment } from "../domain/records";
import type { RouteDefinition } from "./context";

const PARAMS = ["ref_ids", "payment_ids", "customer_id", "product", "payment_status", "limit", "order", "page_cursor"];
const EXCLUSIVE = ["ref_ids", "payment_ids"] as const;
/** Default and maximum page size (default from spec section 8; the maximum is the mock's choice). */
export const PAYMENT_LIMITS = { default: 100, max: 1000 } as const;
const STATUSES = ["PAYMENT_STATUS_PENDING", "PAYMENT_STATUS_COMPLETED", "PAYMENT_STATUS_FAILED"] as const;

/**
 * Lists payments. Two modes: by `ref_ids` or `payment_ids` (exclusive with every other parameter; all
 * matches in one page, newest first), or by `customer_id` + `product` (given together or not at all) with
 * an optional `payment_status`, paged by created_at.
 */
export const listPayments: RouteDefinition = {
  operationId: "listPayments",
  method: "GET",
  path: "/statements/payments",
  scope: "statements:read_payment",
  body: false,
  handle({ query, store }) {
    const q = new QueryReader(query, PARAMS);
    const exclusive = EXCLUSIVE.filter((name) => q.has(name));
    if (exclusive.length > 0) {
      const key = exclusive[0] as (typeof EXCLUSIVE)[number];
      const others = q.present().filter((name) => name !== key);
      if (others.length > 0) {
        throw badRequest(others[0] as string, "exclusive", `${key} cannot be combined with any other parameter (got ${others.join(", ")})`, { exclusive_with: key });
      }
      const values = q.array(key) as string[];
      const found = new Map<string, Payment>();
      for (const value of values) {
        if (key === "payment_ids") {
          const hit = store.payments.get(value);
          if (hit) found.set(hit.id, hit);
        } else {
          for (const hit of store.paymentsByRefId(value)) found.set(hit.id, hit);
        }
      }
      const rows = new ArrayRows(found.values());
      const page = paginate(rows, { order: "DESC", limit: rows.size });
      return jsonResponse(200, { payments: pageItems(rows, page), next_page_cursor: "" });
    }

    const customerId = q.single("customer_id");
    const product = q.enumValue("product", ["USDG_REWARDS"] as const);
    if ((customerId === undefined) !== (product === undefined)) {
      const missing = customerId === undefined ? "customer_id" : "product";
      throw badRequest(missing, "dependentRequired", "customer_id and product must be given together", { with: missing === "product" ? "customer_id" : "product" });
    }
    const status = q.enumValue("payment_status", STATUSES);
    const limit = q.int("limit", 1, PAYMENT_LIMITS.max, PAYMENT_LIMITS.default);
    const order = q.order();
    const fingerprint = filterFingerprint({ customerId, product, status });
    const cursorText = q.single("page_cursor");
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
  },
};
