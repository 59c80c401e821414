/** The route table of spec section 4. */
import type { RouteDefinition } from "./context";
import { initiateSandboxFiatDeposit } from "./create-sandbox-fiat-deposit";
import { createTransaction } from "./create-settlement-transaction";
import { deleteApiCredentials } from "./delete-api-credentials";
import { listDepositAddresses } from "./list-deposit-addresses";
import { listAccounts } from "./list-identity-accounts";
import { listPayments } from "./list-payments";
import { listTickers } from "./list-tickers";
import { updateFiatAccount } from "./update-fiat-account";

/** Every operation the mock serves. */
export const ROUTES: readonly RouteDefinition[] = [
  initiateSandboxFiatDeposit,
  deleteApiCredentials,
  updateFiatAccount,
  createTransaction,
  listPayments,
  listAccounts,
  listTickers,
  listDepositAddresses,
];

export type { RouteContext, RouteDefinition } from "./context";
