/** The route table of spec section 4. */
import type { RouteDefinition } from "./context";
import { createSandboxFiatDeposit } from "./create-sandbox-fiat-deposit";
import { createSettlementTransaction } from "./create-settlement-transaction";
import { deleteApiCredentials } from "./delete-api-credentials";
import { listDepositAddresses } from "./list-deposit-addresses";
import { listIdentityAccounts } from "./list-identity-accounts";
import { listPayments } from "./list-payments";
import { listTickers } from "./list-tickers";
import { updateFiatAccount } from "./update-fiat-account";

/** Every operation the mock serves. */
export const ROUTES: readonly RouteDefinition[] = [
  createSandboxFiatDeposit,
  deleteApiCredentials,
  updateFiatAccount,
  createSettlementTransaction,
  listPayments,
  listIdentityAccounts,
  listTickers,
  listDepositAddresses,
];

export type { RouteContext, RouteDefinition } from "./context";
