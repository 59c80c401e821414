/** GET /transfer/limits/utilizations (scope transfer:read_transfer_limit): the limits of one transfer type and what is left of them; see ../transfer-limits.ts. */
import { jsonResponse } from "../protocol/problem";
import { transferLimits } from "../domain/transfer-limits";
import { operationRoute } from "./operation-route";

/** The period and single-transaction limits of `transfer_type`, the period's use read from the recorded transfers. */
export const listTransferLimits = operationRoute("listTransferLimits", ({ query }, { store, seed, clock }) =>
  jsonResponse(200, { items: transferLimits(query.transfer_type as string, store.transfers.values(), seed, clock.nowNanos()) }),
);
