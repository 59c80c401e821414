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
import type { AssetRewardDetails, Claim, ClaimSchedule, ClaimScheduleResult, PayoutGroup, PayoutGroupResult, RewardAddress, RewardAddressBatchResult, RewardAddressFailure, RewardAddressResult, RewardDeletion, RewardDetails, RewardRate, RewardRateList, RewardsStatement, RewardsStatementResult } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { AssetRewardDetails, Claim, ClaimSchedule, ClaimScheduleResult, PayoutGroup, PayoutGroupResult, RewardAddress, RewardAddressBatchResult, RewardAddressFailure, RewardAddressResult, RewardDeletion, RewardDetails, RewardRate, RewardRateList, RewardsStatement, RewardsStatementResult };

/** Query parameters of `rewards.listAttributionAddresses`. */
export type ListAttributionAddressesParams = ListParams<"listAttributionAddresses">;
/** Body of `rewards.createAttributionAddress`: times as RFC 3339 strings or `Date`s. */
export type CreateAttributionAddressParams = BodyInput<"createAttributionAddress">;
/** Body of `rewards.batchCreateAttributionAddresses`: times as RFC 3339 strings or `Date`s. */
export type BatchCreateAttributionAddressesParams = BodyInput<"batchCreateAttributionAddresses">;
/** Body of `rewards.updateAttributionAddress`: times as RFC 3339 strings or `Date`s. */
export type UpdateAttributionAddressParams = BodyInput<"updateAttributionAddress">;
/** Query parameters of `rewards.deleteAttributionAddress`. */
export type DeleteAttributionAddressParams = ListParams<"deleteAttributionAddress">;
/** Query parameters of `rewards.listClaimSchedules`. */
export type ListClaimSchedulesParams = ListParams<"listClaimSchedules">;
/** Body of `rewards.createClaimSchedule`. */
export type CreateClaimScheduleParams = BodyInput<"createClaimSchedule">;
/** Body of `rewards.updateClaimSchedule`. */
export type UpdateClaimScheduleParams = BodyInput<"updateClaimSchedule">;
/** Query parameters of `rewards.listClaims`. */
export type ListClaimsParams = ListParams<"listClaims">;
/** Query parameters of `rewards.getDetails`. */
export type GetRewardDetailsParams = ListParams<"getRewardDetails">;
/** Query parameters of `rewards.getRates`. */
export type GetRewardsRatesParams = ListParams<"getRewardsRates">;
/** Query parameters of `rewards.listPayoutGroups`. */
export type ListPayoutGroupsParams = ListParams<"listPayoutGroups">;
/** Body of `rewards.createPayoutGroup`. */
export type CreatePayoutGroupParams = BodyInput<"createPayoutGroup">;
/** Body of `rewards.updatePayoutGroup`. */
export type UpdatePayoutGroupParams = BodyInput<"updatePayoutGroup">;
/** Query parameters of `rewards.listStatements`. */
export type ListRewardsStatementsParams = ListParams<"listRewardsStatements">;

/**
 * The rewards Paxos pays on holdings of its assets: rates, and a summary of what has been earned
 * and can be claimed.
 */
export class RewardsResource extends APIResource {
  /**
   * `GET /rewards/addresses` (scope `rewards:read_monitoring_address`): list reward addresses.
   * Paginated: await it for a page, `for await` it for every item.
   */
  listAttributionAddresses(params: ListAttributionAddressesParams = {}, options?: ListOptions): PagePromise<RewardAddress> {
    return paginate(this.context, ops.listAttributionAddresses, params, options);
  }

  /**
   * `POST /rewards/addresses` (scope `rewards:write_monitoring_address`): add a reward address. It
   * has no idempotency key, so it is never re-sent once it may have reached the service.
   */
  createAttributionAddress(body: CreateAttributionAddressParams, options?: RequestOptions): APIPromise<RewardAddressResult> {
    return call(this.context, ops.createAttributionAddress, { body }, options);
  }

  /**
   * `POST /rewards/addresses/batch` (scope `rewards:write_monitoring_address`): add several reward
   * addresses. It has no idempotency key, so it is never re-sent once it may have reached the
   * service.
   */
  batchCreateAttributionAddresses(body: BatchCreateAttributionAddressesParams, options?: RequestOptions): APIPromise<RewardAddressBatchResult> {
    return call(this.context, ops.batchCreateAttributionAddresses, { body }, options);
  }

  /**
   * `PUT /rewards/addresses/{id}` (scope `rewards:write_monitoring_address`): update a reward
   * address.
   */
  updateAttributionAddress(id: string, body: UpdateAttributionAddressParams, options?: RequestOptions): APIPromise<RewardAddressResult> {
    return call(this.context, ops.updateAttributionAddress, { path: { id }, body }, options);
  }

  /**
   * `DELETE /rewards/addresses/{id}` (scope `rewards:write_monitoring_address`): delete a reward
   * address.
   */
  deleteAttributionAddress(id: string, params: DeleteAttributionAddressParams = {}, options?: RequestOptions): APIPromise<RewardDeletion> {
    return call(this.context, ops.deleteAttributionAddress, { path: { id }, query: params }, options);
  }

  /**
   * `GET /rewards/claim-schedules` (scope `rewards:read_claims_schedule`): list claim schedules.
   * Paginated: await it for a page, `for await` it for every item.
   */
  listClaimSchedules(params: ListClaimSchedulesParams = {}, options?: ListOptions): PagePromise<ClaimSchedule> {
    return paginate(this.context, ops.listClaimSchedules, params, options);
  }

  /**
   * `POST /rewards/claim-schedules` (scope `rewards:write_claims_schedule`): create a claim
   * schedule. It has no idempotency key, so it is never re-sent once it may have reached the
   * service.
   */
  createClaimSchedule(body: CreateClaimScheduleParams, options?: RequestOptions): APIPromise<ClaimScheduleResult> {
    return call(this.context, ops.createClaimSchedule, { body }, options);
  }

  /**
   * `PUT /rewards/claim-schedules/{id}` (scope `rewards:write_claims_schedule`): update a claim
   * schedule.
   */
  updateClaimSchedule(id: string, body: UpdateClaimScheduleParams, options?: RequestOptions): APIPromise<ClaimScheduleResult> {
    return call(this.context, ops.updateClaimSchedule, { path: { id }, body }, options);
  }

  /**
   * `DELETE /rewards/claim-schedules/{id}` (scope `rewards:write_claims_schedule`): delete a claim
   * schedule.
   */
  deleteClaimSchedule(id: string, options?: RequestOptions): APIPromise<RewardDeletion> {
    return call(this.context, ops.deleteClaimSchedule, { path: { id } }, options);
  }

  /**
   * `GET /rewards/claims` (scope `rewards:read_claims`): list reward claims. Paginated: await it for
   * a page, `for await` it for every item.
   */
  listClaims(params: ListClaimsParams = {}, options?: ListOptions): PagePromise<Claim> {
    return paginate(this.context, ops.listClaims, params, options);
  }

  /** `GET /rewards/details` (scope `rewards:read_rewards_details`): get reward details. */
  getDetails(params: GetRewardDetailsParams = {}, options?: RequestOptions): APIPromise<RewardDetails> {
    return call(this.context, ops.getRewardDetails, { query: params }, options);
  }

  /** `GET /rewards/rates` (scope `rewards:read_rewards_details`): get reward rates. */
  getRates(params: GetRewardsRatesParams = {}, options?: RequestOptions): APIPromise<RewardRateList> {
    return call(this.context, ops.getRewardsRates, { query: params }, options);
  }

  /**
   * `GET /rewards/payout-groups` (scope `rewards:read_payout_groups`): list payout groups.
   * Paginated: await it for a page, `for await` it for every item.
   */
  listPayoutGroups(params: ListPayoutGroupsParams = {}, options?: ListOptions): PagePromise<PayoutGroup> {
    return paginate(this.context, ops.listPayoutGroups, params, options);
  }

  /**
   * `POST /rewards/payout-groups` (scope `rewards:write_payout_groups`): create a payout group. It
   * has no idempotency key, so it is never re-sent once it may have reached the service.
   */
  createPayoutGroup(body: CreatePayoutGroupParams, options?: RequestOptions): APIPromise<PayoutGroupResult> {
    return call(this.context, ops.createPayoutGroup, { body }, options);
  }

  /**
   * `PUT /rewards/payout-groups/{id}` (scope `rewards:write_payout_groups`): update a payout group.
   */
  updatePayoutGroup(id: string, body: UpdatePayoutGroupParams, options?: RequestOptions): APIPromise<PayoutGroupResult> {
    return call(this.context, ops.updatePayoutGroup, { path: { id }, body }, options);
  }

  /**
   * `DELETE /rewards/payout-groups/{id}` (scope `rewards:write_payout_groups`): delete a payout
   * group.
   */
  deletePayoutGroup(id: string, options?: RequestOptions): APIPromise<RewardDeletion> {
    return call(this.context, ops.deletePayoutGroup, { path: { id } }, options);
  }

  /**
   * `GET /rewards/statements` (scope `rewards:read_statements`): list rewards statements. Paginated:
   * await it for a page, `for await` it for every item.
   */
  listStatements(params: ListRewardsStatementsParams = {}, options?: ListOptions): PagePromise<RewardsStatement> {
    return paginate(this.context, ops.listRewardsStatements, params, options);
  }

  /** `GET /rewards/statements/{id}` (scope `rewards:read_statements`): get a rewards statement. */
  getStatement(id: string, options?: RequestOptions): APIPromise<RewardsStatementResult> {
    return call(this.context, ops.getRewardsStatement, { path: { id } }, options);
  }
}
