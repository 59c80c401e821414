/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

// One constant per operation and no object that gathers them, so that a bundle keeps only the
// descriptors (request schemas, response checks) of the operations it calls. The full list is
// operation-list.ts.

import type { ListOperation, Operation } from "../core/operation";
import { prepareRequest } from "../core/prepare";
import {
  initiateSandboxFiatDepositResponse,
  deleteApiCredentialsResponse,
  updateFiatAccountResponse,
  createTransactionResponse,
  listPaymentsResponse,
  listAccountsResponse,
  listTickersResponse,
  listDepositAddressesResponse,
} from "./checks";
import {
  initiateSandboxFiatDepositBodySchema,
  deleteApiCredentialsPathSchema,
  updateFiatAccountPathSchema,
  updateFiatAccountBodySchema,
  createTransactionBodySchema,
  listPaymentsQuerySchema,
  listAccountsQuerySchema,
  listDepositAddressesQuerySchema,
} from "./schemas";

/**
 * `POST /sandbox/fiat-deposits` → `paxos.sandbox.createFiatDeposit(body)`, scope
 * `transfer:write_sandbox_fiat_deposit`; retry: never-after-send. Initiate a sandbox fiat deposit.
 */
export const initiateSandboxFiatDeposit: Operation<"initiateSandboxFiatDeposit"> = {
  operationId: "initiateSandboxFiatDeposit",
  name: "sandbox.createFiatDeposit",
  method: "POST",
  path: "/sandbox/fiat-deposits",
  scope: "transfer:write_sandbox_fiat_deposit",
  rateLimitClass: "default",
  retry: "never-after-send",
  sandboxOnly: true,
  bodySchema: initiateSandboxFiatDepositBodySchema,
  inputs: { amount: "decimal" },
  response: initiateSandboxFiatDepositResponse,
  prepare: prepareRequest,
};

/**
 * `DELETE /api-creds/credentials/{client_id}` → `paxos.apiCreds.deleteCredentials(clientId)`,
 * scope `api_creds:delete_credentials`; retry: idempotent. Delete API credentials.
 */
export const deleteApiCredentials: Operation<"deleteApiCredentials"> = {
  operationId: "deleteApiCredentials",
  name: "apiCreds.deleteCredentials",
  method: "DELETE",
  path: "/api-creds/credentials/{client_id}",
  scope: "api_creds:delete_credentials",
  rateLimitClass: "default",
  retry: "idempotent",
  sandboxOnly: false,
  pathSchema: deleteApiCredentialsPathSchema,
  response: deleteApiCredentialsResponse,
  prepare: prepareRequest,
};

/**
 * `PUT /transfer/fiat-accounts/{id}` → `paxos.fiatAccounts.update(id, body)`, scope
 * `transfer:write_fiat_account`; retry: idempotent. Update a fiat account.
 */
export const updateFiatAccount: Operation<"updateFiatAccount"> = {
  operationId: "updateFiatAccount",
  name: "fiatAccounts.update",
  method: "PUT",
  path: "/transfer/fiat-accounts/{id}",
  scope: "transfer:write_fiat_account",
  rateLimitClass: "default",
  retry: "idempotent",
  sandboxOnly: false,
  pathSchema: updateFiatAccountPathSchema,
  bodySchema: updateFiatAccountBodySchema,
  response: updateFiatAccountResponse,
  prepare: prepareRequest,
};

/**
 * `POST /settlement/transactions` → `paxos.settlement.createTransaction(body)`, scope
 * `settlement:write_transaction`; retry: idempotency-field (ref_id). Create a settlement
 * transaction.
 */
export const createTransaction: Operation<"createTransaction"> = {
  operationId: "createTransaction",
  name: "settlement.createTransaction",
  method: "POST",
  path: "/settlement/transactions",
  scope: "settlement:write_transaction",
  rateLimitClass: "default",
  retry: "idempotency-field",
  idempotencyField: "ref_id",
  sandboxOnly: false,
  bodySchema: createTransactionBodySchema,
  inputs: { settlement_window_start: "date", settlement_window_end: "date", legs: { "*": { amount: "decimal" } } },
  response: createTransactionResponse,
  prepare: prepareRequest,
};

/**
 * `GET /statements/payments` → `paxos.payments.list(params)`, scope `statements:read_payment`;
 * retry: idempotent. List payments.
 */
export const listPayments: ListOperation<"listPayments", "payments"> = {
  operationId: "listPayments",
  name: "payments.list",
  method: "GET",
  path: "/statements/payments",
  scope: "statements:read_payment",
  rateLimitClass: "default",
  retry: "idempotent",
  sandboxOnly: false,
  querySchema: listPaymentsQuerySchema,
  response: listPaymentsResponse,
  list: { items: "payments", cursor: "next_page_cursor" },
};

/**
 * `GET /identity/accounts` → `paxos.identity.listAccounts(params)`, scope `identity:read_account`;
 * retry: idempotent. List identity accounts.
 */
export const listAccounts: ListOperation<"listAccounts", "items"> = {
  operationId: "listAccounts",
  name: "identity.listAccounts",
  method: "GET",
  path: "/identity/accounts",
  scope: "identity:read_account",
  rateLimitClass: "identity",
  retry: "idempotent",
  sandboxOnly: false,
  querySchema: listAccountsQuerySchema,
  response: listAccountsResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * `GET /all-markets/ticker` → `paxos.market.listTickers()`, no credentials; retry: idempotent.
 * List tickers.
 */
export const listTickers: Operation<"listTickers"> = {
  operationId: "listTickers",
  name: "market.listTickers",
  method: "GET",
  path: "/all-markets/ticker",
  scope: null,
  rateLimitClass: "default",
  retry: "idempotent",
  sandboxOnly: false,
  response: listTickersResponse,
};

/**
 * `GET /transfer/deposit-addresses` → `paxos.depositAddresses.list(params)`, scope
 * `transfer:read_deposit_address`; retry: idempotent. List deposit addresses.
 */
export const listDepositAddresses: ListOperation<"listDepositAddresses", "items"> = {
  operationId: "listDepositAddresses",
  name: "depositAddresses.list",
  method: "GET",
  path: "/transfer/deposit-addresses",
  scope: "transfer:read_deposit_address",
  rateLimitClass: "default",
  retry: "idempotent",
  sandboxOnly: false,
  querySchema: listDepositAddressesQuerySchema,
  response: listDepositAddressesResponse,
  list: { items: "items", cursor: "next_page_cursor" },
};

/**
 * Body fields of each operation that accept a `Decimal` ("decimal") or a `Date` ("date"), for the
 * input types.
 */
export interface OperationInputs {
  initiateSandboxFiatDeposit: { amount: "decimal" };
  createTransaction: { settlement_window_start: "date"; settlement_window_end: "date"; legs: { "*": { amount: "decimal" } } };
}
