/** GET /all-markets/ticker — no token needed (spec 4.7). */
import { jsonResponse } from "../protocol/problem";
import { operationRoute } from "./operation-route";

/** The ten markets' ticker at mock now; prices move with the mock clock (see domain/market.ts). */
export const listTickers = operationRoute("listTickers", (_request, { clock, market }) => jsonResponse(200, market.snapshot(clock.nowNanos())));
