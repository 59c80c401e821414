/** GET /all-markets/ticker — no token needed (spec 4.7). */
import { jsonResponse } from "../protocol/problem";
import { noQuery } from "./body";
import type { RouteDefinition } from "./context";

/** The ten markets' ticker at mock now; prices move with the mock clock (see domain/market.ts). */
export const listTickers: RouteDefinition = {
  operationId: "listTickers",
  method: "GET",
  path: "/all-markets/ticker",
  body: false,
  handle({ query, clock, market }) {
    noQuery(query);
    return jsonResponse(200, market.snapshot(clock.nowNanos()));
  },
};
