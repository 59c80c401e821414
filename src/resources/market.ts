import * as ops from "../generated/descriptors";
import type { SuccessBody } from "../core/operation-types";
import { call } from "../core/call";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";

/** Order-book statistics of one market. */
export type Ticker = SuccessBody<"listTickers">[number];

/** Public market data; needs no credentials. */
export class MarketResource extends APIResource {
  /** `GET /all-markets/ticker` (no credentials): the ticker of every market. */
  listTickers(options?: RequestOptions): Promise<Ticker[]> {
    return call(this.context, ops.listTickers, {}, options);
  }
}
