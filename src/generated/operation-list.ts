/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

// Imports every descriptor: for the mock, the tests and the docs, never for the client itself.

import type { Operation } from "../core/operation";
import * as descriptors from "./descriptors";

/** An operation of the contract and where the SDK puts it. */
export interface OperationEntry {
  /** The descriptor the core calls. */
  readonly operation: Operation;
  /** `paxos.<resource>`. */
  readonly resource: string;
  /** The method of the resource. */
  readonly method: string;
  /** The documented call: `fiatAccounts.update(id, body)`. */
  readonly signature: string;
}

/** Every operation of the contract, in document order. */
export const OPERATIONS: readonly OperationEntry[] = [
  { operation: descriptors.initiateSandboxFiatDeposit, resource: "sandbox", method: "createFiatDeposit", signature: "sandbox.createFiatDeposit(body)" },
  { operation: descriptors.deleteApiCredentials, resource: "apiCreds", method: "deleteCredentials", signature: "apiCreds.deleteCredentials(clientId)" },
  { operation: descriptors.updateFiatAccount, resource: "fiatAccounts", method: "update", signature: "fiatAccounts.update(id, body)" },
  { operation: descriptors.createTransaction, resource: "settlement", method: "createTransaction", signature: "settlement.createTransaction(body)" },
  { operation: descriptors.listPayments, resource: "payments", method: "list", signature: "payments.list(params)" },
  { operation: descriptors.listAccounts, resource: "identity", method: "listAccounts", signature: "identity.listAccounts(params)" },
  { operation: descriptors.listTickers, resource: "market", method: "listTickers", signature: "market.listTickers()" },
  { operation: descriptors.listDepositAddresses, resource: "depositAddresses", method: "list", signature: "depositAddresses.list(params)" },
];

/** The operationIds of the contract, in document order. */
export const OPERATION_IDS = [
  "initiateSandboxFiatDeposit",
  "deleteApiCredentials",
  "updateFiatAccount",
  "createTransaction",
  "listPayments",
  "listAccounts",
  "listTickers",
  "listDepositAddresses",
] as const;
