/** GET /statements (scope statements:read_statement): a seeded customer's monthly statements; see ../statements.ts. */
import { jsonResponse } from "../protocol/problem";
import { customerStatements, type StatementRecord } from "../domain/statements";
import { listPage } from "./list-page";
import { operationRoute } from "./operation-route";

/**
 * The statements of `customer_id` (none for a customer the mock did not seed: the contract has no 404
 * here), newest period first unless `order` is ASC, filtered by `ref_ids`, `statement_ids` and
 * `statuses`, in keyset pages of `limit` (100 by default).
 */
export const listStatements = operationRoute("listStatements", ({ query }, { store, seed, clock }) => {
  const customer = store.ids.customerIds.indexOf(query.customer_id as string);
  const records = customer < 0 ? [] : customerStatements(seed, customer, query.customer_id as string, clock.nowMs());
  const wanted = (name: string) => query[name] as string[] | undefined;
  const [refIds, ids, statuses] = [wanted("ref_ids"), wanted("statement_ids"), wanted("statuses")];
  const match = (s: StatementRecord) => (refIds === undefined || refIds.includes(s.ref_id)) && (ids === undefined || ids.includes(s.id)) && (statuses === undefined || statuses.includes(s.status));
  const { items, next_page_cursor } = listPage(records, query, match);
  return jsonResponse(200, { statements: items, next_page_cursor });
});
