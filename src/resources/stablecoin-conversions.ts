/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

import * as ops from "../generated/descriptors";
import type { APIPromise } from "../core/call/api-promise";
import { call } from "../core/call/call";
import { type ListOptions, paginate } from "../core/pagination/paginate";
import type { BodyInput, ListParams } from "../core/request/call-arguments";
import type { PagePromise } from "../core/pagination/page";
import { APIResource } from "../core/call/resource";
import type { RequestOptions } from "../core/sending/transport";
import type { StablecoinConversion } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { StablecoinConversion };

/** Query parameters of `stablecoinConversions.list`. */
export type ListStablecoinConversionsParams = ListParams<"listStablecoinConversions">;
/**
 * Body of `stablecoinConversions.create`: amounts as decimal strings or `Decimal`s. `ref_id` is
 * generated when omitted.
 */
export type CreateStablecoinConversionParams = BodyInput<"createStablecoinConversion">;

/** One-to-one conversions between USD and Paxos-issued stablecoins. */
export class StablecoinConversionsResource extends APIResource {
  /**
   * `GET /conversion/stablecoins` (scope `conversion:read_conversion_stablecoin`): list stablecoin
   * conversions. Paginated: await it for a page, `for await` it for every item.
   *
   * @deprecated Use orchestrations (`paxos.orchestrations`).
   */
  list(params: ListStablecoinConversionsParams = {}, options?: ListOptions): PagePromise<StablecoinConversion> {
    return paginate(this.context, ops.listStablecoinConversions, params, options);
  }

  /**
   * `POST /conversion/stablecoins` (scope `conversion:write_conversion_stablecoin`): create a
   * stablecoin conversion. Its `ref_id` is the idempotency key: one is generated when omitted and
   * the same one is sent on every retry.
   *
   * @deprecated Use orchestrations (`paxos.orchestrations`).
   */
  create(body: CreateStablecoinConversionParams, options?: RequestOptions): APIPromise<StablecoinConversion> {
    return call(this.context, ops.createStablecoinConversion, { body }, options);
  }

  /**
   * `GET /conversion/stablecoins/{id}` (scope `conversion:read_conversion_stablecoin`): get a
   * stablecoin conversion.
   *
   * @deprecated Use orchestrations (`paxos.orchestrations`).
   */
  get(id: string, options?: RequestOptions): APIPromise<StablecoinConversion> {
    return call(this.context, ops.getStablecoinConversion, { path: { id } }, options);
  }

  /**
   * `DELETE /conversion/stablecoins/{id}` (scope `conversion:write_conversion_stablecoin`): cancel a
   * stablecoin conversion.
   *
   * @deprecated Use orchestrations (`paxos.orchestrations`).
   */
  cancel(id: string, options?: RequestOptions): APIPromise<StablecoinConversion> {
    return call(this.context, ops.cancelStablecoinConversion, { path: { id } }, options);
  }
}
