import { listTickersResponseSchema } from "../generated/schemas";
import type { SuccessBody } from "../core/operation-types";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";

/** Order-book statistics of one market. */
export type Ticker = Extract<SuccessBody<"listTickers">, readonly unknown[]>[number];

/** Public market data; needs no credentials. */
export class MarketResource extends APIResource {
  /**
   * `GET /all-markets/ticker` (no credentials): the ticker of every market.
   * The service may answer a bare array or `{ tickers: [...] }` (the two
   * sources disagree; see `AllTickers` in the contract): both give the array.
   */
  async listTickers(options?: RequestOptions): Promise<Ticker[]> {
    const body = await this.context.transport.request(
      {
        operation: "listTickers",
        method: "GET",
        path: "/all-markets/ticker",
        scope: null,
        retry: "idempotent",
        response: listTickersResponseSchema,
      },
      options,
    );
    return Array.isArray(body) ? body : (body.tickers ?? []);
  }
}
