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
import type { Identity, IdentityAccount, IdentityAccountMember, IdentityAccountMemberRemoval, IdentityAccountMembersAdded, IdentityControl, IdentityControlDeletion, IdentityDocument, IdentityDocumentList, IdentityDocumentUpload, IdentityInstitutionMember, IdentityTaxDetail, InstitutionMemberRemoval, InstitutionMembersAdded } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { Identity, IdentityAccount, IdentityAccountMember, IdentityAccountMemberRemoval, IdentityAccountMembersAdded, IdentityControl, IdentityControlDeletion, IdentityDocument, IdentityDocumentList, IdentityDocumentUpload, IdentityInstitutionMember, IdentityTaxDetail, InstitutionMemberRemoval, InstitutionMembersAdded };

/** Query parameters of `identity.listAccounts`. */
export type ListIdentityAccountsParams = ListParams<"listAccounts">;
/** Body of `identity.updateAccount`. */
export type UpdateIdentityAccountParams = BodyInput<"updateAccount">;
/** Body of `identity.createAccount`. */
export type CreateIdentityAccountParams = BodyInput<"createAccount">;
/** Query parameters of `identity.list`. */
export type ListIdentitiesParams = ListParams<"listIdentities">;
/**
 * Body of `identity.create`: amounts as decimal strings or `Decimal`s, times as RFC 3339 strings
 * or `Date`s. `ref_id` is generated when omitted.
 */
export type CreateIdentityParams = BodyInput<"createIdentity">;
/** Query parameters of `identity.get`. */
export type GetIdentityParams = ListParams<"getIdentity">;
/** Body of `identity.update`: times as RFC 3339 strings or `Date`s. */
export type UpdateIdentityParams = BodyInput<"updateIdentity">;
/** Query parameters of `identity.listDocuments`. */
export type ListIdentityDocumentsParams = ListParams<"listIdentityDocuments">;
/** Body of `identity.uploadDocument`. */
export type UploadIdentityDocumentParams = BodyInput<"documentUpload">;
/** Body of `identity.addInstitutionMembers`: amounts as decimal strings or `Decimal`s. */
export type AddInstitutionMembersParams = BodyInput<"addInstitutionMembers">;
/** Body of `identity.addAccountMembers`. */
export type AddAccountMembersParams = BodyInput<"addAccountMembers">;
/** Query parameters of `identity.listControls`. */
export type ListIdentityControlsParams = ListParams<"listIdentityControls">;
/** Body of `identity.createControl`. */
export type CreateIdentityControlParams = BodyInput<"createIdentityControl">;
/** Query parameters of `identity.deleteControl`. */
export type DeleteIdentityControlParams = ListParams<"deleteIdentityControl">;

/** Identity accounts and their members. */
export class IdentityResource extends APIResource {
  /**
   * `GET /identity/accounts` (scope `identity:read_account`): list identity accounts. Paginated:
   * await it for a page, `for await` it for every item.
   */
  listAccounts(params: ListIdentityAccountsParams = {}, options?: ListOptions): PagePromise<IdentityAccount> {
    return paginate(this.context, ops.listAccounts, params, options);
  }

  /** `PUT /identity/accounts` (scope `identity:write_account`): update an identity account. */
  updateAccount(body: UpdateIdentityAccountParams, options?: RequestOptions): APIPromise<IdentityAccount> {
    return call(this.context, ops.updateAccount, { body }, options);
  }

  /**
   * `POST /identity/accounts` (scope `identity:write_account`): create an identity account. It has
   * no idempotency key, so it is never re-sent once it may have reached the service.
   */
  createAccount(body: CreateIdentityAccountParams, options?: RequestOptions): APIPromise<IdentityAccount> {
    return call(this.context, ops.createAccount, { body }, options);
  }

  /**
   * `GET /identity/identities` (scope `identity:read_identity`): list identities. Paginated: await
   * it for a page, `for await` it for every item.
   */
  list(params: ListIdentitiesParams = {}, options?: ListOptions): PagePromise<Identity> {
    return paginate(this.context, ops.listIdentities, params, options);
  }

  /**
   * `POST /identity/identities` (scope `identity:write_identity`): create an identity. Its `ref_id`
   * is the idempotency key: one is generated when omitted and the same one is sent on every retry.
   */
  create(body: CreateIdentityParams, options?: RequestOptions): APIPromise<Identity> {
    return call(this.context, ops.createIdentity, { body }, options);
  }

  /** `GET /identity/identities/{id}` (scope `identity:read_identity`): get an identity. */
  get(id: string, params: GetIdentityParams = {}, options?: RequestOptions): APIPromise<Identity> {
    return call(this.context, ops.getIdentity, { path: { id }, query: params }, options);
  }

  /** `PUT /identity/identities/{id}` (scope `identity:write_identity`): update an identity. */
  update(id: string, body: UpdateIdentityParams, options?: RequestOptions): APIPromise<Identity> {
    return call(this.context, ops.updateIdentity, { path: { id }, body }, options);
  }

  /**
   * `GET /identity/identities/{identity_id}/documents` (scope `identity:read_identity`): list the
   * documents of an identity.
   */
  listDocuments(identityId: string, params: ListIdentityDocumentsParams = {}, options?: RequestOptions): APIPromise<IdentityDocumentList> {
    return call(this.context, ops.listIdentityDocuments, { path: { identity_id: identityId }, query: params }, options);
  }

  /**
   * `PUT /identity/identities/{identity_id}/documents` (scope `identity:write_identity`): request a
   * document upload link.
   */
  uploadDocument(identityId: string, body: UploadIdentityDocumentParams, options?: RequestOptions): APIPromise<IdentityDocumentUpload> {
    return call(this.context, ops.documentUpload, { path: { identity_id: identityId }, body }, options);
  }

  /**
   * `POST /identity/institution-members` (scope `identity:write_identity`): add institution members.
   * It has no idempotency key, so it is never re-sent once it may have reached the service.
   */
  addInstitutionMembers(body: AddInstitutionMembersParams, options?: RequestOptions): APIPromise<InstitutionMembersAdded> {
    return call(this.context, ops.addInstitutionMembers, { body }, options);
  }

  /**
   * `DELETE /identity/institution-members/{id}` (scope `identity:write_identity`): remove an
   * institution member.
   */
  deleteInstitutionMember(id: string, options?: RequestOptions): APIPromise<InstitutionMemberRemoval> {
    return call(this.context, ops.deleteInstitutionMember, { path: { id } }, options);
  }

  /** `GET /identity/accounts/{id}` (scope `identity:read_account`): get an identity account. */
  getAccount(id: string, options?: RequestOptions): APIPromise<IdentityAccount> {
    return call(this.context, ops.getAccount, { path: { id } }, options);
  }

  /**
   * `POST /identity/account-members` (scope `identity:write_account`): add account members. It has
   * no idempotency key, so it is never re-sent once it may have reached the service.
   */
  addAccountMembers(body: AddAccountMembersParams, options?: RequestOptions): APIPromise<IdentityAccountMembersAdded> {
    return call(this.context, ops.addAccountMembers, { body }, options);
  }

  /**
   * `DELETE /identity/account-members/{id}` (scope `identity:write_account`): remove an account
   * member.
   */
  deleteAccountMember(id: string, options?: RequestOptions): APIPromise<IdentityAccountMemberRemoval> {
    return call(this.context, ops.deleteAccountMember, { path: { id } }, options);
  }

  /**
   * `GET /identity/controls` (scope `identity:read_identity_control`): list the controls of an
   * identity. Paginated: await it for a page, `for await` it for every item.
   */
  listControls(params: ListIdentityControlsParams = {}, options?: ListOptions): PagePromise<IdentityControl> {
    return paginate(this.context, ops.listIdentityControls, params, options);
  }

  /**
   * `POST /identity/controls` (scope `identity:write_identity_control`): set a control on an
   * identity. It has no idempotency key, so it is never re-sent once it may have reached the
   * service.
   */
  createControl(body: CreateIdentityControlParams, options?: RequestOptions): APIPromise<IdentityControl> {
    return call(this.context, ops.createIdentityControl, { body }, options);
  }

  /**
   * `DELETE /identity/controls` (scope `identity:write_identity_control`): remove a control from an
   * identity.
   */
  deleteControl(params: DeleteIdentityControlParams = {}, options?: RequestOptions): APIPromise<IdentityControlDeletion> {
    return call(this.context, ops.deleteIdentityControl, { query: params }, options);
  }
}
