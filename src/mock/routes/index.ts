/**
 * The route table: one route per operation of the contract, keyed by the
 * generated operation list. Hand-written stateful routes (below) answer where
 * behaviour matters; every other operation gets the contract-driven route.
 */
import { OPERATIONS } from "../../generated/operation-list";
import type { OperationId } from "../faults";
import { contractRoute } from "./contract-route";
import type { RouteDefinition } from "./context";
import { initiateSandboxFiatDeposit } from "./create-sandbox-fiat-deposit";
import { createTransaction } from "./create-settlement-transaction";
import { deleteApiCredentials } from "./delete-api-credentials";
import { listDepositAddresses } from "./list-deposit-addresses";
import { listAccounts } from "./list-identity-accounts";
import { listPayments } from "./list-payments";
import { listTickers } from "./list-tickers";
import { updateFiatAccount } from "./update-fiat-account";
import { createFiatAccount, createFiatDepositInstructions, createFiatWithdrawal, getFiatAccount, getFiatDepositInstructions } from "./fiat-funding";
import { createSandboxDeposit, getProfileBalance, listProfileBalances } from "./profile-balances";
import { createProfile, deactivateProfile, getProfile, listProfiles } from "./profiles";
import { getTransfer, listTransfers } from "./transfers";
import { getEvent, listEvents } from "./events";
import { cancelOrder, createOrder, getOrder, getOrderBook, listProfileExecutions, listProfileOrders } from "./orders";
import { createAccount, createIdentity, getIdentity, listIdentities, sandboxSetIdentityStatus } from "./identities";
import { affirmTransaction, cancelTransaction, getTransaction, listTransactions } from "./settlement-transactions";

/** The hand-written stateful routes, by operationId. */
export const STATEFUL_ROUTES: Readonly<Partial<Record<OperationId, RouteDefinition>>> = {
  initiateSandboxFiatDeposit,
  deleteApiCredentials,
  updateFiatAccount,
  createTransaction,
  listPayments,
  listAccounts,
  listTickers,
  listDepositAddresses,
  createFiatAccount,
  getFiatAccount,
  createFiatDepositInstructions,
  getFiatDepositInstructions,
  createFiatWithdrawal,
  listTransfers,
  getTransfer,
  createProfile,
  listProfiles,
  getProfile,
  deactivateProfile,
  listProfileBalances,
  getProfileBalance,
  createSandboxDeposit,
  listEvents,
  getEvent,
  listTransactions,
  getTransaction,
  affirmTransaction,
  cancelTransaction,
  createIdentity,
  getIdentity,
  listIdentities,
  sandboxSetIdentityStatus,
  createAccount,
  createOrder,
  getOrder,
  cancelOrder,
  listProfileOrders,
  listProfileExecutions,
  getOrderBook,
};

/**
 * A route for every operation of the contract, in document order: the
 * stateful one where there is one, unless `contractDriven` names the
 * operation (or is "all"), else the contract-driven one.
 */
export function buildRoutes(contractDriven: "all" | readonly string[] = []): RouteDefinition[] {
  return OPERATIONS.map(({ operation }) => {
    const stateful = STATEFUL_ROUTES[operation.operationId as OperationId];
    const generic = contractDriven === "all" || contractDriven.includes(operation.operationId);
    return stateful && !generic ? stateful : contractRoute(operation);
  });
}

/** Every operation the mock serves, with the stateful routes in place. */
export const ROUTES: readonly RouteDefinition[] = buildRoutes();

export type { RouteContext, RouteDefinition } from "./context";
