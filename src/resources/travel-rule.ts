/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

import * as ops from "../generated/descriptors";
import type { APIPromise } from "../core/call/api-promise";
import { call } from "../core/call/call";
import { type ListOptions, paginate } from "../core/pagination/paginate";
import type { ListParams } from "../core/request/call-arguments";
import type { PagePromise } from "../core/pagination/page";
import { APIResource } from "../core/call/resource";
import type { RequestOptions } from "../core/sending/transport";
import type { Vasp, VaspResult } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { Vasp, VaspResult };

/** Query parameters of `travelRule.listVasps`. */
export type ListVaspsParams = ListParams<"listVasps">;

/**
 * The virtual asset service providers (VASPs) Paxos knows for travel-rule details of crypto
 * transfers.
 */
export class TravelRuleResource extends APIResource {
  /**
   * `GET /travelrule/vasps` (scope `transfer:read_crypto_destination_address`): list travel-rule
   * VASPs. Paginated: await it for a page, `for await` it for every item.
   */
  listVasps(params: ListVaspsParams = {}, options?: ListOptions): PagePromise<Vasp> {
    return paginate(this.context, ops.listVasps, params, options);
  }

  /**
   * `GET /travelrule/vasps/{id}` (scope `transfer:read_crypto_destination_address`): get a
   * travel-rule VASP.
   */
  getVasp(id: string, options?: RequestOptions): APIPromise<VaspResult> {
    return call(this.context, ops.getVasp, { path: { id } }, options);
  }
}
