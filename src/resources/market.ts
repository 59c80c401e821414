import { listTickersResponseSchema, operationMeta } from "../generated/schemas";
import type { SuccessBody } from "../core/operation-types";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";

/** Order-book statistics of one market. */
export type Ticker = SuccessBody<"listTickers">[number];

/** Public market data; needs no credentials. */
export class MarketResource extends APIResource {
  /** `GET /all-markets/ticker` (no credentials): the ticker of every market. */
  listTickers(options?: RequestOptions): Promise<Ticker[]> {
    return this.context.transport.request(
      {
        operation: "listTickers",
        method: "GET",
        path: "/all-markets/ticker",
        scope: null,
        rateLimitClass: operationMeta.listTickers.rateLimitClass,
        retry: "idempotent",
        response: listTickersResponseSchema,
      },
      options,
    );
  }
}
