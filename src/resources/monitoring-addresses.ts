import * as ops from "../generated/descriptors";
import { APIPromise } from "../core/api-promise";
import type { MonitoringAddress, MonitoringAddressResult } from "../generated/openapi";
import { call, send } from "../core/call";
import { type ListOptions, paginate } from "../core/list";
import type { BodyInput, ListParams } from "../core/input-types";
import type { PagePromise } from "../core/pagination";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";

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
  /** `GET /rewards/monitor/address` (scope `rewards:read_monitoring_address`): list monitoring addresses; paginated: await it for a page, `for await` it for every item. */
  list(params: ListMonitoringAddressesParams = {}, options?: ListOptions): PagePromise<MonitoringAddress> {
    return paginate(this.context, ops.listMonitoringAddress, params, options);
  }

  /** `POST /rewards/monitor/address` (scope `rewards:write_monitoring_address`): register a monitoring address. It has no idempotency key, so it is never re-sent once it may have reached the service. */
  create(body: CreateMonitoringAddressParams, options?: RequestOptions): APIPromise<MonitoringAddressResult> {
    return call(this.context, ops.createMonitoringAddress, { body }, options);
  }

  /**
   * `GET /rewards/monitor/address/{id}` (scope `rewards:read_monitoring_address`): get a monitoring
   * address, wrapped in `address` as create and update answer it. The service may also answer the bare
   * record (the public document shows both; see `MonitoringAddressAnswer`): it is wrapped the same way.
   */
  get(id: string, options?: RequestOptions): APIPromise<MonitoringAddressResult> {
    return new APIPromise(
      send(this.context, ops.getMonitoringAddress, { path: { id } }, options).then(({ data, response }) => ({
        // The bare record carries the on-chain address as a string; the wrapped form, the record as an object.
        data: typeof data.address === "string" ? { address: data as MonitoringAddress } : (data as MonitoringAddressResult),
        response,
      })),
    );
  }

  /** `PUT /rewards/monitor/address/{id}` (scope `rewards:write_monitoring_address`): rename a monitoring address. */
  update(id: string, body: UpdateMonitoringAddressParams, options?: RequestOptions): APIPromise<MonitoringAddressResult> {
    return call(this.context, ops.updateMonitoringAddress, { path: { id }, body }, options);
  }
}
