/**
 * One small, valid input per operation of the contract: the arguments of its
 * SDK method, taken from the mock's seeded store. The fault matrix builds
 * every row's call from it, the contract-driven mock test calls every
 * operation with it, and the coverage test fails when an operation has none.
 * Not a test file itself.
 */
import type { Paxos } from "../../src/index";
import type { MockApi } from "../../src/mock/index";
import { mockState } from "../../src/mock/api";
import type { OperationEntry } from "../../src/generated/operation-list";
import type { OperationId } from "../../src/mock/index";
import { type IdentityRecord, makeSeededIdentity } from "../../src/mock/domain/identities";
import { Decimal } from "../../src/decimal";
import { SANDBOX_WIRE } from "./sandbox-wire";
import { formatNanos } from "../../src/mock/domain/timestamps";
import { rewardsStatementsOf } from "../../src/mock/routes/reward-summary";
import { base58Encode } from "../../src/mock/domain/address-codecs";

/** What a sample may read and leave behind for the checks of its case. */
export interface SampleContext {
  api: MockApi;
  /** A number unique to the case, to make its data distinct. */
  n: number;
  /** Set by the sample (ids it chose, records it made), read by the case's checks. */
  state: Record<string, unknown>;
}

/** Arguments of the operation's SDK method, before the per-call options. */
export type OperationSample = (ctx: SampleContext) => unknown[];

/** A sample per operationId of the contract. */
export const OPERATION_SAMPLES: Readonly<Record<OperationId, OperationSample>> = {
  initiateSandboxFiatDeposit: (ctx) => {
    ctx.state.amount = `${ctx.n}.25`;
    return [{ amount: ctx.state.amount, asset: "USD", memo_id: mockState(ctx.api).memoIds[2]!, fiat_network_instructions: SANDBOX_WIRE }];
  },
  deleteApiCredentials: (ctx) => {
    // Its own victim per case: the credentials of a client made for it.
    const victim = { clientId: `sample-victim-${ctx.n}`, clientSecret: "victim-secret", scopes: [] };
    ctx.api.oauth.register(victim);
    ctx.state.record = structuredClone(mockState(ctx.api).addCredentials(victim.clientId, []));
    ctx.state.clientId = victim.clientId;
    return [victim.clientId];
  },
  updateFiatAccount: (ctx) => {
    ctx.state.id = [...mockState(ctx.api).fiatAccounts.keys()][ctx.n % 20]!;
    ctx.state.metadata = { case: String(ctx.n), purpose: "sample" };
    return [ctx.state.id, { metadata: ctx.state.metadata }];
  },
  createTransaction: (ctx) => {
    ctx.state.amount = `${ctx.n}.000000000000000001`;
    return [
      {
        source_profile_id: mockState(ctx.api).ids.profileIds[0]!,
        target_profile_id: mockState(ctx.api).ids.profileIds[1]!,
        legs: [{ direction: "DELIVER", asset: "USD", amount: ctx.state.amount }],
        settlement_window_end: "2026-12-01T00:00:00Z",
      },
    ];
  },
  listPayments: (ctx) => [{ customer_id: mockState(ctx.api).ids.customerIds[0]!, product: "USDG_REWARDS", limit: 25 }],
  listAccounts: (ctx) => [{ identity_id: mockState(ctx.api).identityAccounts.at(0)!.identity_id, limit: 10 }],
  listTickers: () => [],
  listDepositAddresses: (ctx) => [{ profile_ids: mockState(ctx.api).ids.profileIds.slice(0, 3), limit: 50 }],

  // The other operations of the public document. Where a stateful route answers (see STATEFUL_ROUTES in
  // src/mock/routes/index.ts), the sample reads or makes the records it needs in the store and funds what
  // it moves; elsewhere the contract-driven route answers, so the inputs need only be valid per the contract.
  getFiatAccount: (ctx) => [[...mockState(ctx.api).fiatAccounts.keys()][ctx.n % 20]!, { include_deleted: true }],
  deleteFiatAccount: (ctx) => {
    // Its own victim per case: a deleted account is gone for the other samples too.
    ctx.state.id = mockState(ctx.api).insertFiatAccount().id;
    return [ctx.state.id];
  },
  listTransactions: (ctx) => [{ source_profile_id: mockState(ctx.api).ids.profileIds[0]!, limit: 10 }],
  updateAccount: (ctx) => [{ account: { id: mockState(ctx.api).identityAccounts.at(0)!.id, description: `case ${ctx.n}` } }],
  createAccount: (ctx) => [{ account: { identity_id: mockState(ctx.api).ids.identityIds[0]!, description: `case ${ctx.n}` } }],
  createDepositAddress: (ctx) => [{ profile_id: profile(ctx), crypto_network: "ETHEREUM" }],
  rejectCryptoDeposit: (ctx) => [heldDeposit(ctx), { identity_id: mockState(ctx.api).ids.identityIds[0]! }],
  updateCryptoDeposit: (ctx) => [
    heldDeposit(ctx),
    { identity_id: mockState(ctx.api).ids.identityIds[0]!, originator_address_info: { first_name: "Ada", last_name: `Case${ctx.n}` } },
  ],
  putCryptoDestinationAddress: (ctx) => [{ crypto_network: "ETHEREUM", address: `0x${"ab".repeat(19)}${String(ctx.n % 100).padStart(2, "0")}`, nickname: "cold" }],
  listCryptoDestinationAddresses: () => [{ limit: 5 }],
  createCryptoWithdrawal: (ctx) => {
    fund(ctx, "ETH", "0.5");
    return [{ profile_id: profile(ctx), asset: "ETH", crypto_network: "ETHEREUM", destination_address: `0x${"cd".repeat(20)}`, amount: "0.05" }];
  },
  createCryptoWithdrawalFee: () => [{ asset: "ETH", crypto_network: "ETHEREUM", destination_address: `0x${"cd".repeat(20)}`, amount: "0.5" }],
  createFiatWithdrawal: (ctx) => {
    const profileId = profile(ctx);
    mockState(ctx.api).ledger.apply([{ profileId, asset: "USD", delta: "100.00" }]);
    // Approved by the mock's review handle: the update sample may have sent this account back to review.
    const account = mockState(ctx.api).reviewFiatAccount([...mockState(ctx.api).fiatAccounts.keys()][0]!, "APPROVED");
    return [{ profile_id: profileId, fiat_account_id: account.id, asset: "USD", amount: "12.50" }];
  },
  listFiatAccounts: () => [{ limit: 10 }],
  createFiatAccount: (ctx) => [
    {
      fiat_account_owner: { person_details: { first_name: "Ada", last_name: `Case${ctx.n}` } },
      fiat_network_instructions: { wire: SANDBOX_WIRE.wire },
    },
  ],
  listFiatDepositInstructions: () => [{ limit: 10 }],
  createFiatDepositInstructions: (ctx) => [{ profile_id: profile(ctx), fiat_network: "WIRE" }],
  getFiatDepositInstructions: (ctx) => [depositInstructions(ctx)],
  createInternalTransfer: (ctx) => {
    fund(ctx, "USD", "1.25");
    return [{ from_profile_id: profile(ctx), to_profile_id: mockState(ctx.api).ids.profileIds[3]!, asset: "USD", amount: "1.25" }];
  },
  createPaxosTransfer: (ctx) => {
    fund(ctx, "USD", "1.25");
    return [{ from_profile_id: profile(ctx), to_profile_id: mockState(ctx.api).ids.profileIds[3]!, asset: "USD", amount: "1.25" }];
  },
  listTransferLimits: () => [{ transfer_type: "CRYPTO_WITHDRAWAL" }],
  listTransfers: (ctx) => [{ profile_ids: [profile(ctx)], limit: 10 }],
  getTransfer: (ctx) => [transfer(ctx)],
  getTransaction: (ctx) => [settlement(ctx)],
  cancelTransaction: (ctx) => [settlement(ctx)],
  affirmTransaction: (ctx) => [settlement(ctx)],
  listMonitoringAddress: () => [{ limit: 5 }],
  createMonitoringAddress: (ctx) => [{ crypto_network: "ETHEREUM", address: `0x${"ef".repeat(19)}${String(ctx.n % 100).padStart(2, "0")}` }],
  getMonitoringAddress: (ctx) => [monitoringAddress(ctx)],
  updateMonitoringAddress: (ctx) => [monitoringAddress(ctx), { name: `watch ${ctx.n}` }],
  listProfiles: () => [{ limit: 10 }],
  createProfile: (ctx) => [{ nickname: `case ${ctx.n}` }],
  getProfile: (ctx) => [profile(ctx), { include_deactivated: true }],
  updateProfile: (ctx) => [profile(ctx), { nickname: `renamed ${ctx.n}` }],
  listProfileBalances: (ctx) => [profile(ctx), { assets: ["USD", "BTC"] }],
  getProfileBalance: (ctx) => [profile(ctx), "USD"],
  deactivateProfile: (ctx) => {
    // Its own empty NORMAL profile per case: only such a profile can be deactivated.
    const made = mockState(ctx.api).profiles.add({ id: crypto.randomUUID(), nickname: `empty ${ctx.n}`, type: "NORMAL" });
    return [made.id];
  },
  createSandboxDeposit: (ctx) => [profile(ctx), { asset: "USD", amount: "25.00" }],
  listEvents: () => [{ limit: 5 }],
  getEvent: (ctx) => [event(ctx), { is_test: false }],
  listApiCredentials: () => [{ limit: 5 }],
  listTaxFormRevisions: (ctx) => [{ account_id: mockState(ctx.api).ids.accountIds[0]!, tax_year: "2025" }],
  listTaxForms: (ctx) => [{ account_ids: [mockState(ctx.api).ids.accountIds[0]!], tax_year: "2025" }],
  listStatements: (ctx) => [{ customer_id: mockState(ctx.api).ids.customerIds[0]!, limit: 5 }],
  listIdentities: () => [{ limit: 5 }],
  createIdentity: (ctx) => [{ person_details: { first_name: "Ada", last_name: `Case${ctx.n}` } }],
  getIdentity: (ctx) => [mockState(ctx.api).ids.identityIds[0]!, { include_details: true }],
  updateIdentity: (ctx) => [mockState(ctx.api).ids.identityIds[0]!, { is_merchant: ctx.n % 2 === 0 }],
  listIdentityDocuments: (ctx) => [mockState(ctx.api).ids.identityIds[0]!, { include_pending_docs: true }],
  documentUpload: (ctx) => [mockState(ctx.api).ids.identityIds[0]!, { name: `passport-${ctx.n}.pdf` }],
  addInstitutionMembers: (ctx) => [{ institution_id: institution(ctx).id, members: [{ identity_id: mockState(ctx.api).ids.identityIds[1]!, roles: ["TRUSTEE"] }] }],
  deleteInstitutionMember: (ctx) => {
    // Its own membership per case: a removed one is gone for the other samples too.
    const made = institution(ctx);
    made.institution_members = [{ id: mockState(ctx.api).newId(), identity_id: mockState(ctx.api).ids.identityIds[1]!, roles: ["TRUSTEE"] }];
    return [made.institution_members[0]!.id];
  },
  getAccount: (ctx) => [mockState(ctx.api).identityAccounts.at(0)!.id],
  addAccountMembers: (ctx) => [{ account_id: mockState(ctx.api).identityAccounts.at(0)!.id, members: [{ identity_id: mockState(ctx.api).ids.identityIds[1]!, roles: ["AUTHORIZED_USER"] }] }],
  deleteAccountMember: (ctx) => {
    const member = { identity_id: mockState(ctx.api).ids.identityIds[1]!, type: "AUTHORIZED_USER", roles: ["AUTHORIZED_USER"], id: mockState(ctx.api).newId() };
    mockState(ctx.api).identityAccounts.at(1)!.members.push(member);
    return [member.id];
  },
  sandboxSetIdentityStatus: (ctx) => [mockState(ctx.api).ids.identityIds[0]!, { id_verification_status: "APPROVED" }],
  listPrices: () => [{ markets: ["BTCUSD", "ETHUSD"] }],
  listHistoricalPrices: () => ["BTCUSD", { increment: "ONE_HOUR" }],
  listMarkets: () => [],
  getOrderBook: () => ["BTCUSD"],
  listRecentExecutions: () => ["BTCUSD"],
  getTicker: () => ["BTCUSD"],
  listExecutions: () => [{ limit: 5 }],
  listOrders: () => [{ limit: 5 }],
  listProfileExecutions: (ctx) => [profile(ctx), { limit: 5 }],
  listProfileOrders: (ctx) => [profile(ctx), { limit: 5 }],
  createOrder: (ctx) => {
    fund(ctx, "USD", "500.00");
    return [profile(ctx), { market: "BTCUSD", side: "BUY", type: "LIMIT", base_amount: "0.01", price: "50000.00" }];
  },
  getOrder: (ctx) => [profile(ctx), openOrder(ctx)],
  cancelOrder: (ctx) => [profile(ctx), openOrder(ctx)],
  listQuotes: () => [{ markets: ["BTCUSD"] }],
  listQuoteExecutions: (ctx) => [profile(ctx), { limit: 5 }],
  createQuoteExecution: (ctx) => {
    fund(ctx, "USD", "600.00");
    return [profile(ctx), { quote_id: heldQuote(ctx), base_amount: "0.01" }];
  },
  getQuoteExecution: (ctx) => [profile(ctx), quoteExecution(ctx)],
  createIssuerQuote: (ctx) => [{ profile_id: profile(ctx), market: "USDPUSD", side: "BUY", base_amount: "100" }],
  createIssuerQuoteExecution: (ctx) => {
    fund(ctx, "USD", "100.00");
    return [issuerQuote(ctx), { profile_id: profile(ctx) }];
  },
  listIssuerQuoteExecutions: () => [{ limit: 5 }],
  listStablecoinConversions: () => [{ limit: 5 }],
  createStablecoinConversion: (ctx) => {
    fund(ctx, "USD", "10.00");
    return [{ profile_id: profile(ctx), amount: "10.00", source_asset: "USD", target_asset: "USDG" }];
  },
  getStablecoinConversion: (ctx) => [conversion(ctx)],
  cancelStablecoinConversion: (ctx) => [conversion(ctx)],
  listOrchestrations: () => [{ limit: 5 }],
  createOrchestration: (ctx) => {
    fund(ctx, "USD", "10.00");
    ctx.state.usdBefore = mockState(ctx.api).ledger.available(profile(ctx), "USD");
    return [{ source_asset: "USD", destination_asset: "USDG", source_amount: "10.00", source: { profile: { profile_id: profile(ctx) } }, destination: { profile: { profile_id: profile(ctx) } } }];
  },
  getOrchestration: (ctx) => [orchestration(ctx)],
  listOrchestrationRules: () => [{ limit: 5 }],
  createOrchestrationRule: (ctx) => [{ profile_id: profile(ctx), source_asset: "USDC", destination_asset: "USDG", source: { crypto: { network: "ETHEREUM" } } }],
  deleteOrchestrationRule: (ctx) => [orchestrationRule(ctx)],
  listIdentityControls: (ctx) => [{ identity_id: mockState(ctx.api).ids.identityIds[0]!, include_deleted: true, limit: 10 }],
  createIdentityControl: (ctx) => [{ identity_id: person(ctx).id, type: "SELL_ONLY", reason_code: "END_USER_REQUEST", reason: `case ${ctx.n}` }],
  deleteIdentityControl: (ctx) => [{ control_id: identityControl(ctx), reason: "lifted" }],
  sandboxStartKycRefresh: (ctx) => [person(ctx).id],
  sandboxForceStartKycRefresh: (ctx) => [{ identity_id: person(ctx).id, expiry_days: 7 }],
  sandboxResetKycRefresh: (ctx) => [{ identity_id: mockState(ctx.api).ids.identityIds[0]! }],
  listVerifications: () => [{ status: "PENDING", limit: 5 }],
  createVerification: (ctx) => [{ network: "ETHEREUM", address: `0x${"cd".repeat(19)}${String(ctx.n % 100).padStart(2, "0")}`, verification_method: "SIGNATURE" }],
  submitSignature: (ctx) => [{ id: pendingVerification(ctx), signature: `0x${"ab".repeat(64)}1b` }],
  getVerification: (ctx) => [pendingVerification(ctx)],
  listVasps: () => [{ search: "ro", limit: 5 }],
  getVasp: () => ["5eed0000-7a5b-4c00-8000-00000000000a"],
  listHistoricalCandles: () => ["BTCUSD", { increment: "ONE_HOUR", limit: 5 }],
  getIssuerQuoteSettlementAvailability: () => [{ market: "PAXGUSD" }],
  listAttributionAddresses: () => [{ ledger: "ETHEREUM", include_balance: true, limit: 5 }],
  createAttributionAddress: (ctx) => [{ address: { ledger: "ETHEREUM", address: `0x${"a1".repeat(19)}${String(ctx.n % 100).padStart(2, "0")}`, name: `case ${ctx.n}` } }],
  // A Solana address (32 bytes in base58) of its own per case: the mock refuses one that cannot be on the ledger.
  batchCreateAttributionAddresses: (ctx) => [{ addresses: [{ ledger: "SOLANA", address: base58Encode(Uint8Array.from({ length: 32 }, (_, i) => (i === 0 ? 0x80 : i === 30 ? (ctx.n >> 8) & 0xff : i === 31 ? ctx.n & 0xff : 7))) }] }],
  updateAttributionAddress: (ctx) => [rewardAddress(ctx), { name: `renamed ${ctx.n}` }],
  deleteAttributionAddress: (ctx) => [rewardAddress(ctx), {}],
  listClaimSchedules: () => [{ limit: 5 }],
  createClaimSchedule: (ctx) => [{ payout_group_id: payoutGroup(ctx), schedule_type: "DAILY", hour: 9, minute: 30 }],
  updateClaimSchedule: (ctx) => [claimSchedule(ctx), { schedule_type: "WEEKLY", days_of_week: [1, 4], hour: 12, minute: 0 }],
  deleteClaimSchedule: (ctx) => [claimSchedule(ctx)],
  listClaims: () => [{ statuses: ["CONFIRMED"], limit: 5 }],
  getRewardDetails: () => [{ asset_type: "USDG" }],
  getRewardsRates: () => [{ asset_type: "USDG" }],
  listPayoutGroups: () => [{ asset_type: "USDG", limit: 5 }],
  createPayoutGroup: (ctx) => [{ ledger: "ETHEREUM", asset_type: "USDG", jurisdiction: "US", name: `group ${ctx.n}`, claimer_address: `0x${"b2".repeat(20)}` }],
  updatePayoutGroup: (ctx) => [payoutGroup(ctx), { name: `renamed ${ctx.n}` }],
  deletePayoutGroup: (ctx) => [payoutGroup(ctx)],
  listRewardsStatements: () => [{ asset_type: "USDG" }],
  getRewardsStatement: (ctx) => [rewardsStatement(ctx)],
};

/** A seeded profile: the case's own among the first few, so cases do not share balances. */
function profile(ctx: SampleContext): string {
  return mockState(ctx.api).ids.profileIds[ctx.n % 3]!;
}

/** A completed transfer recorded for the case, so that it can be read back by id. */
/** Credits the case's profile, so an operation that needs funds finds them. */
function fund(ctx: SampleContext, asset: string, amount: string): void {
  mockState(ctx.api).ledger.apply([{ profileId: profile(ctx), asset, delta: amount }]);
}
/** A crypto deposit of the first seeded identity held for travel-rule details, for the case to decide; its id in `state.id`. */
function heldDeposit(ctx: SampleContext): string {
  const deposit = mockState(ctx.api).holdCryptoDeposit({
    identity_id: mockState(ctx.api).ids.identityIds[0]!,
    profile_id: mockState(ctx.api).ids.profileIds[0]!,
    asset: "ETH",
    amount: `0.${ctx.n}`,
    crypto_network: "ETHEREUM",
    destination_address: `0x${"ef".repeat(20)}`,
  });
  ctx.state.id = deposit.id;
  return deposit.id;
}
/** A PENDING settlement transaction of the case, its window a day long. */
function settlement(ctx: SampleContext): string {
  const store = mockState(ctx.api);
  const now = ctx.api.clock.nowIso();
  const end = new Date(ctx.api.clock.nowMs() + 86_400_000).toISOString();
  const id = store.newId();
  const legs = [{ id: store.newId(), direction: "DELIVER", asset: "USD", amount: "1.00" }];
  store.addSettlement({
    id, ref_id: `sample-${ctx.n}-${id}`, settlement_window_start: now, settlement_window_end: end, source_profile_id: profile(ctx), target_profile_id: mockState(ctx.api).ids.profileIds[3]!, legs, status: "PENDING", created_at: now, updated_at: now,
  });
  return id;
}
/** An OPEN limit buy of the case, resting below the seeded BTCUSD book with its USD reserved. */
function openOrder(ctx: SampleContext): string {
  const store = mockState(ctx.api);
  const now = store.stamp();
  const order = {
    id: store.newId(), profile_id: profile(ctx), status: "OPEN", side: "BUY" as const, market: "BTCUSD", type: "LIMIT" as const,
    base_amount: "0.01", price: "40000.00", amount_filled: "0.00000000", volume_weighted_average_price: "0.00", time_in_force: "GTC", created_at: now, modified_at: now,
  };
  store.orders.add(order);
  store.orderBooks.rest(order, new Decimal("0.01"));
  fund(ctx, "USD", "400.00");
  store.ledger.apply([{ profileId: order.profile_id, asset: "USD", delta: "-400.00" }]);
  return order.id;
}
function transfer(ctx: SampleContext): string {
  const made = mockState(ctx.api).addTransfer({ profile_id: profile(ctx), amount: "5.00", asset: "USD", direction: "CREDIT", type: "WIRE_DEPOSIT", status: "COMPLETED" });
  return made.id;
}

/** An event of the mock's log (one recorded for the case), so that it can be read back by id. */
function event(ctx: SampleContext): string {
  return mockState(ctx.api).events.append("identity.approved", { id: mockState(ctx.api).newId(), identity_id: mockState(ctx.api).newId(), old_summary_status: "PENDING", new_summary_status: "APPROVED" }).id;
}

/** A CREATED stablecoin conversion of the case (its USD already taken from the balance), to read or cancel. */
function conversion(ctx: SampleContext): string {
  const store = mockState(ctx.api);
  const now = store.stamp();
  const made = { id: store.newId(), profile_id: profile(ctx), amount: "3.00", source_asset: "USD", target_asset: "USDP", status: "CREATED", created_at: now, updated_at: now };
  store.stablecoinConversions.add(made);
  ctx.state.id = made.id;
  ctx.state.usdBefore = store.ledger.available(made.profile_id, "USD");
  return made.id;
}

/** A monitoring address registered for the case, to read or rename. */
function monitoringAddress(ctx: SampleContext): string {
  const store = mockState(ctx.api);
  const made = { id: store.newId(), address: `0x${"12".repeat(19)}${String(ctx.n % 100).padStart(2, "0")}`, crypto_network: "ETHEREUM", created_at: store.stamp() };
  store.monitoringAddresses.add(made);
  return made.id;
}

/** An ACTIVE orchestration rule of the case, to delete. */
function orchestrationRule(ctx: SampleContext): string {
  const store = mockState(ctx.api);
  const made = { id: store.newId(), profile_id: profile(ctx), status: "ACTIVE", source_asset: "USDC", destination_asset: "USDG", source: { crypto: { network: "ETHEREUM" } }, created_at: store.stamp() };
  store.orchestrationRules.add(made);
  return made.id;
}

/** An institution identity of the case (the seeded identities are people). */
function institution(ctx: SampleContext): IdentityRecord {
  const now = mockState(ctx.api).stamp();
  return mockState(ctx.api).identities.add({
    id: mockState(ctx.api).newId(), type: "INSTITUTION", summary_status: "PENDING", user_disabled: false, admin_disabled: false,
    institution_details: { name: `Case ${ctx.n} LLC` }, created_at: now, updated_at: now,
  });
}

/** A BUY quote of BTCUSD at 60 000.00 held for a day of mock time, so the case can execute it. */
function heldQuote(ctx: SampleContext): string {
  const store = mockState(ctx.api);
  const now = ctx.api.clock.nowIso();
  const expires = new Date(ctx.api.clock.nowMs() + 86_400_000).toISOString();
  return store.quotes.insert({ id: store.newId(), market: "BTCUSD", side: "BUY", price: "60000.00", base_asset: "BTC", quote_asset: "USD", created_at: now, expires_at: expires }).id;
}

/** A settled quote execution of the case, to read back. */
function quoteExecution(ctx: SampleContext): string {
  const store = mockState(ctx.api);
  const now = store.stamp();
  const made = {
    id: store.newId(), profile_id: profile(ctx), quote_id: store.newId(), status: "SETTLED", market: "BTCUSD", side: "BUY" as const, price: "60000.00",
    base_amount: "0.01000000", base_asset: "BTC", quote_amount: "600.00", quote_asset: "USD", created_at: now, settled_at: now,
  };
  store.quoteExecutions.add(made);
  return made.id;
}

/** An issuer quote minting 100 USDP for the case's profile at 1.0000, held for a day of mock time. */
function issuerQuote(ctx: SampleContext): string {
  const store = mockState(ctx.api);
  const quote = {
    quote_id: store.newId(), market: "USDPUSD", side: "BUY" as const, quantity: "100.00", price: "1.0000", fee: "0.00", quote_amount: "100.00",
    expires_at: new Date(ctx.api.clock.nowMs() + 86_400_000).toISOString(),
  };
  store.issuerQuotes.set(quote.quote_id, { quote, profile_id: profile(ctx), base_asset: "USDP", quote_asset: "USD" });
  return quote.quote_id;
}

/** A completed orchestration of the case, to read back. */
function orchestration(ctx: SampleContext): string {
  const store = mockState(ctx.api);
  const now = store.stamp();
  const made = {
    id: store.newId(), profile_id: profile(ctx), customer_id: store.ids.customerIds[0]!, source_asset: "USD", destination_asset: "USDG", source_amount: "1.00",
    source_transfer: { transfer_id: store.newId(), status: "COMPLETED" }, destination_transfer: { transfer_id: store.newId(), status: "COMPLETED" }, status: "COMPLETED",
    source: { profile: { profile_id: profile(ctx) } }, destination: { profile: { profile_id: profile(ctx) } }, orchestration_rule_id: "", created_at: now, updated_at: now,
  };
  store.orchestrations.add(made);
  return made.id;
}

/** Deposit instructions recorded for the case, so that they can be read back by id. */
function depositInstructions(ctx: SampleContext): string {
  const id = crypto.randomUUID();
  mockState(ctx.api).depositInstructions.set(id, {
    id,
    profile_id: profile(ctx),
    customer_id: mockState(ctx.api).ids.customerIds[0]!,
    status: "VALID",
    memo_id: `MEMO${ctx.n}`,
    fiat_network_instructions: { wire: SANDBOX_WIRE.wire },
    created_at: mockState(ctx.api).stamp(),
  });
  return id;
}

/**
 * Calls `entry`'s SDK method on `paxos` with `args` and `options`: through the
 * names the generator gave it, so a row needs no hand-written call. A list
 * answers its first page's items.
 */
export async function invoke(paxos: Paxos, entry: OperationEntry, args: unknown[], options: object = {}): Promise<unknown> {
  const resource = (paxos as unknown as Record<string, Record<string, (...a: unknown[]) => unknown>>)[entry.resource];
  const method = resource?.[entry.method];
  if (typeof method !== "function") throw new Error(`paxos.${entry.resource}.${entry.method} does not exist`);
  const result = await method.call(resource, ...args, options);
  return entry.operation.list ? (result as { items: unknown[] }).items : result;
}

/** An approved person of the case (a fresh one, so a KYC refresh or a control of one case meets none of another's). */
function person(ctx: SampleContext): IdentityRecord {
  return mockState(ctx.api).identities.add(makeSeededIdentity(mockState(ctx.api).newId(), mockState(ctx.api).stamp()));
}

/** An identity control set by the client on a person of the case, to lift. */
function identityControl(ctx: SampleContext): string {
  const store = mockState(ctx.api);
  const made = { id: store.newId(), identity_id: person(ctx).id, type: "DORMANT", set_by: "SET_BY_CLIENT" as const, is_overridable: true, reason_code: "INACTIVITY", created_at: store.stamp() };
  store.identityControls.add(made);
  return made.id;
}

/** A PENDING SIGNATURE verification of an Ethereum address of the case. */
function pendingVerification(ctx: SampleContext): string {
  const store = mockState(ctx.api);
  const now = store.stamp();
  const address = `0x${"9e".repeat(19)}${String(ctx.n % 100).padStart(2, "0")}`;
  const made = {
    id: store.newId(), network: "ETHEREUM", address, verification_method: "SIGNATURE", status: "PENDING" as const,
    signature_verification: { message: `verify ${address}`, nonce: store.newId() }, ref_id: store.newId(), created_at: now, updated_at: now, expires_at: "2999-01-01T00:00:00Z",
  };
  store.addressVerifications.add(made);
  return made.id;
}

/** A payout group of the case on Ethereum, earning USDG in the US. */
function payoutGroup(ctx: SampleContext): string {
  const store = mockState(ctx.api);
  const now = store.stamp();
  const claimer = `0x${"c3".repeat(20)}`;
  const made = {
    id: store.newId(), ledger: "ETHEREUM", asset_type: "USDG", rate_id: "9a7e0001-0000-4000-8000-000000000001", jurisdiction: "US", name: `group ${ctx.n}`,
    claimer_address: claimer, manager_address: claimer, destination_address: claimer, onchain_status: "ACTIVE", created_at: now, updated_at: now,
  };
  store.payoutGroups.set(made.id, made);
  return made.id;
}

/** A reward address of the case, in a payout group of its own. */
function rewardAddress(ctx: SampleContext): string {
  const store = mockState(ctx.api);
  const now = store.stamp();
  const made = { id: store.newId(), customer_id: store.ids.customerIds[0]!, ledger: "ETHEREUM", address: `0x${"d4".repeat(19)}${String(ctx.n % 100).padStart(2, "0")}`, payout_group_id: payoutGroup(ctx), status: "ACTIVE", effective_at: now, created_at: now };
  store.rewardAddresses.set(made.id, made);
  return made.id;
}

/** A daily claim schedule of a payout group of the case. */
function claimSchedule(ctx: SampleContext): string {
  const store = mockState(ctx.api);
  const now = store.stamp();
  const made = { id: store.newId(), payout_group_id: payoutGroup(ctx), schedule_type: "DAILY", hour: 6, minute: 0, next_run_at: "2999-01-01T06:00:00Z", created_at: now, updated_at: now };
  store.claimSchedules.set(made.id, made);
  return made.id;
}

/** The id of a rewards statement: a reward address added 40 days before mock now makes last month's (at least). */
function rewardsStatement(ctx: SampleContext): string {
  const store = mockState(ctx.api);
  const past = formatNanos(ctx.api.clock.nowNanos() - 40n * 86_400n * 1_000_000_000n);
  const address = `0x${"e5".repeat(20)}`;
  if (![...store.rewardAddresses.values()].some((a) => a.address === address)) {
    const made = { id: store.newId(), customer_id: store.ids.customerIds[0]!, ledger: "ETHEREUM", address, status: "ACTIVE", effective_at: past, created_at: past };
    store.rewardAddresses.set(made.id, made);
  }
  return rewardsStatementsOf(store, ctx.api.clock.nowNanos())[0]!.id as string;
}
