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
import type { Profile, ProfileBalance, ProfileBalanceList, ProfileDeactivation } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { Profile, ProfileBalance, ProfileBalanceList, ProfileDeactivation };

/** Query parameters of `profiles.list`. */
export type ListProfilesParams = ListParams<"listProfiles">;
/** Body of `profiles.create`. */
export type CreateProfileParams = BodyInput<"createProfile">;
/** Query parameters of `profiles.get`. */
export type GetProfileParams = ListParams<"getProfile">;
/** Body of `profiles.update`. */
export type UpdateProfileParams = BodyInput<"updateProfile">;
/** Query parameters of `profiles.listBalances`. */
export type ListProfileBalancesParams = ListParams<"listProfileBalances">;

/**
 * Profiles: the balance holders on which every transaction is booked. DEFAULT profiles are made by
 * the service; NORMAL profiles are made by the client.
 */
export class ProfilesResource extends APIResource {
  /**
   * `GET /profiles` (scope `funding:read_profile`): list profiles. Paginated: await it for a page,
   * `for await` it for every item.
   */
  list(params: ListProfilesParams = {}, options?: ListOptions): PagePromise<Profile> {
    return paginate(this.context, ops.listProfiles, params, options);
  }

  /**
   * `POST /profiles` (scope `funding:write_profile`): create a profile. It has no idempotency key,
   * so it is never re-sent once it may have reached the service.
   */
  create(body: CreateProfileParams, options?: RequestOptions): APIPromise<Profile> {
    return call(this.context, ops.createProfile, { body }, options);
  }

  /** `GET /profiles/{profile_id}` (scope `funding:read_profile`): get a profile. */
  get(profileId: string, params: GetProfileParams = {}, options?: RequestOptions): APIPromise<Profile> {
    return call(this.context, ops.getProfile, { path: { profile_id: profileId }, query: params }, options);
  }

  /** `PUT /profiles/{profile_id}` (scope `funding:write_profile`): rename a profile. */
  update(profileId: string, body: UpdateProfileParams, options?: RequestOptions): APIPromise<Profile> {
    return call(this.context, ops.updateProfile, { path: { profile_id: profileId }, body }, options);
  }

  /**
   * `GET /profiles/{profile_id}/balances` (scope `funding:read_profile`): list the balances of a
   * profile.
   */
  listBalances(profileId: string, params: ListProfileBalancesParams = {}, options?: RequestOptions): APIPromise<ProfileBalanceList> {
    return call(this.context, ops.listProfileBalances, { path: { profile_id: profileId }, query: params }, options);
  }

  /**
   * `GET /profiles/{profile_id}/balances/{asset}` (scope `funding:read_profile`): get one balance of
   * a profile.
   */
  getBalance(profileId: string, asset: string, options?: RequestOptions): APIPromise<ProfileBalance> {
    return call(this.context, ops.getProfileBalance, { path: { profile_id: profileId, asset } }, options);
  }

  /**
   * `PUT /profiles/{profile_id}/deactivate` (scope `funding:write_profile`): deactivate a profile.
   */
  deactivate(profileId: string, options?: RequestOptions): APIPromise<ProfileDeactivation> {
    return call(this.context, ops.deactivateProfile, { path: { profile_id: profileId } }, options);
  }
}
