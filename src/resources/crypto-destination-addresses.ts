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
import type { CryptoDestinationAddress, CryptoDestinationAddressResult } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { CryptoDestinationAddress, CryptoDestinationAddressResult };

/** Body of `cryptoDestinationAddresses.upsert`. */
export type PutCryptoDestinationAddressParams = BodyInput<"putCryptoDestinationAddress">;
/** Query parameters of `cryptoDestinationAddresses.list`. */
export type ListCryptoDestinationAddressesParams = ListParams<"listCryptoDestinationAddresses">;

/** The address book of external crypto addresses that withdrawals are sent to. */
export class CryptoDestinationAddressesResource extends APIResource {
  /**
   * `PUT /transfer/crypto-destination-address` (scope `transfer:write_crypto_destination_address`):
   * create or update a crypto destination address.
   */
  upsert(body: PutCryptoDestinationAddressParams, options?: RequestOptions): APIPromise<CryptoDestinationAddressResult> {
    return call(this.context, ops.putCryptoDestinationAddress, { body }, options);
  }

  /**
   * `GET /transfer/crypto-destination-addresses` (scope `transfer:read_crypto_destination_address`):
   * list crypto destination addresses. Paginated: await it for a page, `for await` it for every
   * item.
   */
  list(params: ListCryptoDestinationAddressesParams = {}, options?: ListOptions): PagePromise<CryptoDestinationAddress> {
    return paginate(this.context, ops.listCryptoDestinationAddresses, params, options);
  }
}
