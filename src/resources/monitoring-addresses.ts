/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

import * as ops from "../generated/descriptors";
import type { APIPromise } from "../core/call/api-promise";
import { call, callWith } from "../core/call/call";
import { type ListOptions, paginate } from "../core/pagination/paginate";
import type { BodyInput, ListParams } from "../core/request/call-arguments";
import type { PagePromise } from "../core/pagination/page";
import { APIResource } from "../core/call/resource";
import type { RequestOptions } from "../core/sending/transport";
import type { MonitoringAddress, MonitoringAddressResult } from "../generated/openapi";
import { wrappedMonitoringAddress } from "./answers";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { MonitoringAddress, MonitoringAddressResult };

/** Query parameters of `monitoringAddresses.list`. */
export type ListMonitoringAddressesParams = ListParams<"listMonitoringAddress">;
/** Body of `monitoringAddresses.create`. */
export type CreateMonitoringAddressParams = BodyInput<"createMonitoringAddress">;
/** Body of `monitoringAddresses.update`. */
export type UpdateMonitoringAddressParams = BodyInput<"updateMonitoringAddress">;

/** On-chain addresses registered for rewards tracking. */
export class MonitoringAddressesResource extends APIResource {
  /**
   * `GET /rewards/monitor/address` (scope `rewards:read_monitoring_address`): list monitoring
   * addresses. Paginated: await it for a page, `for await` it for every item.
   *
   * @deprecated Use the Rewards Engine's reward addresses (`/rewards/addresses`).
   */
  list(params: ListMonitoringAddressesParams = {}, options?: ListOptions): PagePromise<MonitoringAddress> {
    return paginate(this.context, ops.listMonitoringAddress, params, options);
  }

  /**
   * `POST /rewards/monitor/address` (scope `rewards:write_monitoring_address`): register a
   * monitoring address. It has no idempotency key, so it is never re-sent once it may have reached
   * the service.
   *
   * @deprecated Use the Rewards Engine's reward addresses (`/rewards/addresses`).
   */
  create(body: CreateMonitoringAddressParams, options?: RequestOptions): APIPromise<MonitoringAddressResult> {
    return call(this.context, ops.createMonitoringAddress, { body }, options);
  }

  /**
   * `GET /rewards/monitor/address/{id}` (scope `rewards:read_monitoring_address`): get a monitoring
   * address. The service answers in more than one form; each is handed back as
   * `MonitoringAddressResult`.
   *
   * @deprecated Use the Rewards Engine's reward addresses (`/rewards/addresses`).
   */
  get(id: string, options?: RequestOptions): APIPromise<MonitoringAddressResult> {
    return callWith(this.context, ops.getMonitoringAddress, { path: { id } }, options, wrappedMonitoringAddress);
  }

  /**
   * `PUT /rewards/monitor/address/{id}` (scope `rewards:write_monitoring_address`): rename a
   * monitoring address.
   *
   * @deprecated Use the Rewards Engine's reward addresses (`/rewards/addresses`).
   */
  update(id: string, body: UpdateMonitoringAddressParams, options?: RequestOptions): APIPromise<MonitoringAddressResult> {
    return call(this.context, ops.updateMonitoringAddress, { path: { id }, body }, options);
  }
}
