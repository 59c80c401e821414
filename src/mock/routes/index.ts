/**
 * The route table: one route per operation of the contract, keyed by the
 * generated operation list. Hand-written stateful routes (below) answer where
 * behaviour matters; every other operation gets the contract-driven route.
 */
import { OPERATIONS } from "../../generated/operation-list";
import type { OperationId } from "../protocol/operation-id";
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
import { createFiatAccount, deleteFiatAccount, getFiatAccount, listFiatAccounts } from "./fiat-accounts";
import { createFiatDepositInstructions, getFiatDepositInstructions, listFiatDepositInstructions } from "./fiat-deposit-instructions";
import { createCryptoWithdrawal, createFiatWithdrawal } from "./withdrawals";
import { createInternalTransfer, createPaxosTransfer } from "./profile-transfers";
import { createDepositAddress } from "./create-deposit-address";
import { createSandboxDeposit, getProfileBalance, listProfileBalances } from "./profile-balances";
import { createProfile, deactivateProfile, getProfile, listProfiles, updateProfile } from "./profiles";
import { getTransfer, listTransfers } from "./transfers";
import { getEvent, listEvents } from "./events";
import { cancelOrder, createOrder, getOrder, getOrderBook } from "./orders";
import { listExecutions, listOrders, listProfileExecutions, listProfileOrders } from "./order-lists";
import { createIdentity, getIdentity, listIdentities, sandboxSetIdentityStatus, updateIdentity } from "./identities";
import { createAccount, getAccount, updateAccount } from "./identity-accounts";
import { cancelStablecoinConversion, createStablecoinConversion, getStablecoinConversion, listStablecoinConversions } from "./stablecoin-conversions";
import { createMonitoringAddress, getMonitoringAddress, listMonitoringAddress, updateMonitoringAddress } from "./monitoring-addresses";
import { createOrchestrationRule, deleteOrchestrationRule, listOrchestrationRules } from "./orchestration-rules";
import { createOrchestration, getOrchestration, listOrchestrations } from "./orchestrations";
import { listCryptoDestinationAddresses, putCryptoDestinationAddress } from "./crypto-destination-addresses";
import { listQuotes } from "./quotes";
import { createQuoteExecution, getQuoteExecution, listQuoteExecutions } from "./quote-executions";
import { createIssuerQuote, createIssuerQuoteExecution, listIssuerQuoteExecutions } from "./issuer-quotes";
import { documentUpload, listIdentityDocuments } from "./identity-documents";
import { addAccountMembers, addInstitutionMembers, deleteAccountMember, deleteInstitutionMember } from "./members";
import { getTicker, listMarkets, listPrices } from "./market-data";
import { listRecentExecutions } from "./recent-executions";
import { listHistoricalPrices } from "./historical-prices";
import { listApiCredentials } from "./list-api-credentials";
import { listTransferLimits } from "./transfer-limits";
import { rejectCryptoDeposit, updateCryptoDeposit } from "./crypto-deposits";
import { listStatements } from "./statements";
import { listTaxFormRevisions, listTaxForms } from "./tax-forms";
import { createCryptoWithdrawalFee } from "./withdrawal-fees";
import { affirmTransaction, cancelTransaction, getTransaction, listTransactions } from "./settlement-transactions";
import { createIdentityControl, deleteIdentityControl, listIdentityControls } from "./identity-controls";
import { sandboxForceStartKycRefresh, sandboxResetKycRefresh, sandboxStartKycRefresh } from "./kyc-refresh";
import { createVerification, getVerification, listVerifications, submitSignature } from "./address-verifications";
import { getVasp, listVasps } from "./travel-rule";
import { listHistoricalCandles } from "./historical-candles";
import { getIssuerQuoteSettlementAvailability } from "./settlement-availability";
import { batchCreateAttributionAddresses, createAttributionAddress, deleteAttributionAddress, listAttributionAddresses, updateAttributionAddress } from "./reward-addresses";
import {
  createClaimSchedule,
  createPayoutGroup,
  deleteClaimSchedule,
  deletePayoutGroup,
  listClaimSchedules,
  listClaims,
  listPayoutGroups,
  updateClaimSchedule,
  updatePayoutGroup,
} from "./reward-payouts";
import { getRewardDetails, getRewardsRates, getRewardsStatement, listRewardsStatements } from "./reward-summary";

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
  listFiatAccounts,
  deleteFiatAccount,
  createFiatDepositInstructions,
  getFiatDepositInstructions,
  listFiatDepositInstructions,
  createFiatWithdrawal,
  createCryptoWithdrawal,
  createInternalTransfer,
  createPaxosTransfer,
  createDepositAddress,
  listTransfers,
  getTransfer,
  createProfile,
  listProfiles,
  getProfile,
  updateProfile,
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
  updateIdentity,
  createAccount,
  getAccount,
  updateAccount,
  createOrder,
  getOrder,
  cancelOrder,
  listProfileOrders,
  listProfileExecutions,
  listOrders,
  listExecutions,
  getOrderBook,
  createStablecoinConversion,
  getStablecoinConversion,
  listStablecoinConversions,
  cancelStablecoinConversion,
  createMonitoringAddress,
  getMonitoringAddress,
  listMonitoringAddress,
  updateMonitoringAddress,
  createOrchestrationRule,
  listOrchestrationRules,
  deleteOrchestrationRule,
  createOrchestration,
  getOrchestration,
  listOrchestrations,
  putCryptoDestinationAddress,
  listCryptoDestinationAddresses,
  listQuotes,
  createQuoteExecution,
  getQuoteExecution,
  listQuoteExecutions,
  createIssuerQuote,
  createIssuerQuoteExecution,
  listIssuerQuoteExecutions,
  documentUpload,
  listIdentityDocuments,
  addInstitutionMembers,
  deleteInstitutionMember,
  addAccountMembers,
  deleteAccountMember,
  getTicker,
  listMarkets,
  listPrices,
  listRecentExecutions,
  listHistoricalPrices,
  listApiCredentials,
  listTransferLimits,
  rejectCryptoDeposit,
  updateCryptoDeposit,
  listStatements,
  listTaxForms,
  listTaxFormRevisions,
  createCryptoWithdrawalFee,
  listIdentityControls,
  createIdentityControl,
  deleteIdentityControl,
  sandboxStartKycRefresh,
  sandboxForceStartKycRefresh,
  sandboxResetKycRefresh,
  listVerifications,
  createVerification,
  submitSignature,
  getVerification,
  listVasps,
  getVasp,
  listHistoricalCandles,
  getIssuerQuoteSettlementAvailability,
  listAttributionAddresses,
  createAttributionAddress,
  batchCreateAttributionAddresses,
  updateAttributionAddress,
  deleteAttributionAddress,
  listClaimSchedules,
  createClaimSchedule,
  updateClaimSchedule,
  deleteClaimSchedule,
  listClaims,
  getRewardDetails,
  getRewardsRates,
  listPayoutGroups,
  createPayoutGroup,
  updatePayoutGroup,
  deletePayoutGroup,
  listRewardsStatements,
  getRewardsStatement,
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
