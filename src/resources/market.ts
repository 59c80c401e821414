import * as ops from "../generated/descriptors";
import { APIPromise } from "../core/api-promise";
import { send } from "../core/call";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { Ticker } from "../generated/openapi";

// The contract's `Ticker` schema, by its generated name, so that hovers and messages read `Ticker`.
export type { Ticker };

/** Public market data; needs no credentials. */
export class MarketResource extends APIResource {
  /**
   * `GET /all-markets/ticker` (no credentials): the ticker of every market.
   * The service may answer a bare array or `{ tickers: [...] }` (the two
   * sources disagree; see `AllTickers` in the contract): both give the array.
   */
  listTickers(options?: RequestOptions): APIPromise<Ticker[]> {
    return new APIPromise(
      send(this.context, ops.listTickers, {}, options).then(({ data, response }) => ({
        data: Array.isArray(data) ? data : (data.tickers ?? []),
        response,
      })),
    );
  }
}
