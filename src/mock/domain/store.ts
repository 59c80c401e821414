/**
 * The mock's state: seeded records plus everything requests create or change. Tests read it (and insert
 * into it) through `mock.api.store` to assert on effects the API does not expose, such as credited deposits.
 */
import type { MockStore } from "./store-view";
import type { MockClock } from "./clock";
import { SortedCollection } from "./collections";
import { DepositAddressTable } from "./deposit-addresses";
import { EventLog, type MockEvent } from "./events";
import { announcedTransferKind, transferStatusEvent } from "./event-catalog";
import { type IdentityRecord, makeSeededIdentity } from "./identities";
import { type ExecutionRecord, OrderBooks, type OrderRecord, type TradeRecord } from "./order-book";
import { Ledger, type Movement } from "./ledger";
import { ProfileTable } from "./profiles";
import { Rng, Stream } from "./random";
import { applyRequestSigning, type RequestSigningSetup } from "./signing-keys";
import {
  makeCredentialsRecord,
  makeFiatAccounts,
  makeIdentityAccounts,
  makeMemoIds,
  makePayments,
  makePools,
  type SeedPools,
} from "./seed-data";
import { CONVERSION_SETTLEMENT_SECONDS, type StablecoinConversionRecord } from "./conversions";
import type { MonitoringAddressRecord } from "./monitoring-addresses";
import type { OrchestrationRuleRecord } from "./orchestration-rules";
import type { OrchestrationRecord } from "./orchestrations";
import type { CryptoDestinationAddressRecord } from "./crypto-destination-addresses";
import { ScheduledCredits } from "./scheduled-credits";
import { type HeldDepositRequest, heldDepositFields, seedHeldDeposits } from "./crypto-deposits";
import type { CryptoWithdrawalFeeRecord } from "./withdrawal-fees";
import { QuoteBoard, type QuoteExecutionRecord } from "./quotes";
import type { IssuerQuoteExecutionRecord, StoredIssuerQuote } from "./issuer-quotes";
import type { IdentityDocumentRecord } from "./identity-documents";
import type { IdentityControlRecord } from "./identity-controls";
import type { KycRefreshRecord } from "./kyc-refresh";
import type { AddressVerificationRecord } from "./address-verifications";
import type { ClaimRecord, ClaimScheduleRecord, PayoutGroupRecord, RewardAddressRecord } from "./rewards";
import { runDueClaimSchedules } from "./reward-figures";
import { canonicalToNanos, formatNanos, normalizeDateTime } from "./timestamps";
import type { DepositInstructionsRecord, TransferRecord } from "./transfers";
import type {
  ApiCredentials,
  DepositAddress,
  FiatAccount,
  IdentityAccount,
  Payment,
  SandboxDeposit,
  SettlementStatus,
  SettlementTransaction,
} from "./records";

/** How many records of each kind to seed. */
export interface MockSizes {
  /** Default 2 000. Generated lazily: 100 000 cost a few milliseconds and ~2 MB. */
  depositAddresses?: number;
  /** Default 500. */
  payments?: number;
  /** Default 300; at least 48, the accounts the seeded records name (`ids.accountIds`). */
  identityAccounts?: number;
  /** Default 20. */
  fiatAccounts?: number;
}

/** Default {@link MockSizes}. */
export const DEFAULT_SIZES: Required<MockSizes> = {
  depositAddresses: 2_000,
  payments: 500,
  identityAccounts: 300,
  fiatAccounts: 20,
};

/** A settlement transaction as the store keeps it (by id and by ref_id). */
interface StoredSettlement {
  transaction: SettlementTransaction;
}

/** The balance movements of a settlement's legs, or undefined when a leg has a direction the mock cannot settle. */
export function settlementMovements(transaction: SettlementTransaction): Movement[] | undefined {
  const movements: Movement[] = [];
  for (const leg of transaction.legs) {
    const [from, to] =
      leg.direction === "DELIVER" ? [transaction.source_profile_id, transaction.target_profile_id]
      : leg.direction === "RECEIVE" ? [transaction.target_profile_id, transaction.source_profile_id]
      : [];
    if (from === undefined || to === undefined) return undefined;
    movements.push({ profileId: from, asset: leg.asset, delta: `-${leg.amount}` }, { profileId: to, asset: leg.asset, delta: leg.amount });
  }
  return movements;
}

/**
 * All records of one mock instance, and what the routes do to them. A test sees it as `MockStore`
 * (./store-view.ts), the part `paxos-sdk/mock` promises.
 */
export class MockState implements MockStore {
  /** The id pools the seeded records draw from (profile, customer, identity and account ids). */
  readonly ids: SeedPools;
  /** Deposit addresses, sorted by (created_at, id); `insert()` adds one at its sorted position. */
  readonly depositAddresses: DepositAddressTable;
  /** Payments, sorted by (created_at, id). */
  readonly payments: SortedCollection<Payment>;
  /** Identity accounts, sorted by (created_at, id). */
  readonly identityAccounts: SortedCollection<IdentityAccount>;
  /** Fiat accounts by id, deleted ones included (see {@link fiatAccount}). */
  readonly fiatAccounts = new Map<string, FiatAccount>();
  /** Ids of the fiat accounts deleted through the API: kept, but found only when a caller asks for deleted ones. */
  readonly deletedFiatAccounts = new Set<string>();
  /** API-credentials records by client_id (deleting one also unregisters the OAuth client). */
  readonly apiCredentials = new Map<string, ApiCredentials>();
  /** Memo ids a sandbox deposit can be credited against. */
  readonly memoIds: string[];
  /** Every credited sandbox deposit, oldest first. */
  readonly deposits: SandboxDeposit[] = [];
  /** Balances of every profile, in exact decimal arithmetic. */
  readonly ledger = new Ledger();
  /** The event log of the changes Paxos announces (see event-catalog.ts), oldest first. */
  readonly events: EventLog;
  /** Profiles: the seeded pool plus those created through the API. */
  readonly profiles: ProfileTable;
  /** Transfers recorded by the stateful workflows, sorted by (created_at, id). */
  readonly transfers = new SortedCollection<TransferRecord>([]);
  /** The order books (seeded liquidity and resting orders). */
  readonly orderBooks = new OrderBooks();
  /** Orders placed through the API, sorted by (created_at, id). */
  readonly orders = new SortedCollection<OrderRecord>([]);
  /** Every fill of every order, oldest first. */
  readonly executions: ExecutionRecord[] = [];
  /** Every match on the books (one per fill, not one per party), oldest first: add with `recordTrade`. */
  readonly trades: TradeRecord[] = [];
  /** Called with every trade `recordTrade` adds (the execution feed). */
  readonly tradeListeners = new Set<(trade: TradeRecord) => void>();

  /** Records a match on a book (numbered from 1) and tells the listeners. */
  recordTrade(market: string, price: string, amount: string, executedAt: string): TradeRecord {
    const trade: TradeRecord = { match_number: String(this.trades.length + 1), market, price, amount, executed_at: executedAt };
    this.trades.push(trade);
    for (const listener of this.tradeListeners) listener(trade);
    return trade;
  }
  /** Identities created through the API, sorted by (created_at, id). */
  readonly identities = new SortedCollection<IdentityRecord>([]);
  /** Fiat deposit instructions created through the API, by id. */
  readonly depositInstructions = new Map<string, DepositInstructionsRecord>();
  /** Stablecoin conversions created through the API, sorted by (created_at, id). */
  readonly stablecoinConversions = new SortedCollection<StablecoinConversionRecord>([]);
  /** Addresses registered for rewards monitoring, sorted by (created_at, id). */
  readonly monitoringAddresses = new SortedCollection<MonitoringAddressRecord>([]);
  /** Orchestration rules, sorted by (created_at, id); a deleted one stays, status DELETED. */
  readonly orchestrationRules = new SortedCollection<OrchestrationRuleRecord>([]);
  /** Orchestrations created through the API, sorted by (created_at, id). */
  readonly orchestrations = new SortedCollection<OrchestrationRecord>([]);
  /** The crypto address book, sorted by (created_at, id). */
  readonly cryptoDestinationAddresses = new SortedCollection<CryptoDestinationAddressRecord>([]);
  /** Credits due later on the mock clock (orchestration deliveries, quote executions settling). */
  readonly scheduledCredits = new ScheduledCredits();
  /** Held-rate quotes issued by `GET /quotes` (one per market, side and clock second). */
  readonly quotes: QuoteBoard;
  /** Quote executions, sorted by (created_at, id). */
  readonly quoteExecutions = new SortedCollection<QuoteExecutionRecord>([]);
  /** Documents registered per identity id, oldest first. */
  readonly identityDocuments = new Map<string, IdentityDocumentRecord[]>();
  /** Guaranteed crypto withdrawal fees by id (kept after expiry, so a late use is told it expired). */
  readonly cryptoWithdrawalFees = new Map<string, CryptoWithdrawalFeeRecord>();
  /** Issuer quotes by quote_id, with the profile they were asked for. */
  readonly issuerQuotes = new Map<string, StoredIssuerQuote>();
  /** Issuer quote executions, sorted by (created_at, id). */
  readonly issuerQuoteExecutions = new SortedCollection<IssuerQuoteExecutionRecord>([]);
  /** Controls on identities, lifted ones included, sorted by (created_at, id). */
  readonly identityControls = new SortedCollection<IdentityControlRecord>([]);
  /** Address verifications, sorted by (created_at, id). */
  readonly addressVerifications = new SortedCollection<AddressVerificationRecord>([]);
  /** Reward addresses by id (rewards.ts). */
  readonly rewardAddresses = new Map<string, RewardAddressRecord>();
  /** Payout groups by id. */
  readonly payoutGroups = new Map<string, PayoutGroupRecord>();
  /** Claim schedules by id. */
  readonly claimSchedules = new Map<string, ClaimScheduleRecord>();
  /** Claims by id. */
  readonly claims = new Map<string, ClaimRecord>();
  /** The ids given to rewards statements, by asset and month start, so a statement keeps its id. */
  readonly rewardsStatementIds = new Map<string, string>();
  /** The KYC refreshes under way, by identity id (see kyc-refresh.ts). */
  readonly kycRefreshes = new Map<string, KycRefreshRecord>();

  private readonly settlementsById = new Map<string, StoredSettlement>();
  private readonly settlementsByRef = new Map<string, StoredSettlement>();
  private readonly paymentsByRef = new Map<string, Payment[]>();
  private readonly rng: Rng;
  private lastStamp = -1n;
  /** The kind each announced transfer was announced as (its later status changes keep it). */
  private readonly announcedKinds = new Map<string, string>();
  /**
   * How long a fiat deposit or withdrawal stays PENDING on the mock clock before it settles (see
   * fiat-settlement.ts); 0 settles it within the request that made it. Set from the mock's options.
   */
  fiatSettlementSeconds = 0;
  /** Whether crypto withdrawals are held to the sandbox's per-transaction caps (./sandbox-withdrawal-caps.ts). */
  sandboxWithdrawalCaps = true;
  /** Whether crypto withdrawals need travel-rule details of their destination (./travel-rule.ts; the `travelRule` option). */
  travelRule = false;

  constructor(
    private readonly clock: MockClock,
    readonly seed: number,
    sizes: MockSizes = {},
  ) {
    const size = { ...DEFAULT_SIZES, ...sizes };
    const now = clock.nowNanos();
    this.rng = new Rng(seed, Stream.ids);
    this.ids = makePools(seed);
    this.depositAddresses = new DepositAddressTable(seed, size.depositAddresses, this.ids, Number(now / 1_000_000_000n));
    this.payments = new SortedCollection(makePayments(seed, size.payments, this.ids, now));
    for (const p of this.payments.values()) this.indexPayment(p);
    this.identityAccounts = new SortedCollection(makeIdentityAccounts(seed, size.identityAccounts, this.ids, now));
    for (const account of makeFiatAccounts(seed, size.fiatAccounts, this.ids, now)) this.fiatAccounts.set(account.id, account);
    this.memoIds = makeMemoIds(seed);
    this.events = new EventLog(clock, () => this.newId());
    this.quotes = new QuoteBoard(() => this.newId());
    this.profiles = new ProfileTable(this.ids.profileIds, () => this.stamp());
    // The identities the seeded accounts belong to exist too: approved people.
    const seededAt = clock.nowIso();
    for (const id of this.ids.identityIds) this.identities.add(makeSeededIdentity(id, seededAt));
    // A few crypto deposits held for travel-rule details, received before the clock's start (no events: they predate the log).
    for (const deposit of seedHeldDeposits(seed, this.ids, this.ids.customerIds[0] as string, now)) this.transfers.add(deposit);
  }

  /** Records a crypto deposit held for travel-rule details (not credited until updated; see crypto-deposits.ts). */
  holdCryptoDeposit(request: HeldDepositRequest): TransferRecord {
    return this.addTransfer(heldDepositFields(request));
  }

  /**
   * Records a step of an identity's periodic KYC refresh, which the mock does not schedule itself (the
   * API has no way to ask for one): `started` (due by `next_kyc_refresh_date`, default a month from mock
   * now), `completed` (the identity's `last_kyc_refresh_date` becomes mock now) or `expired`. Records
   * `identity.kyc_refresh.<phase>` with an `identity_kyc_refresh` object (at `at`, default mock now), so a receiver can be tested on
   * real events of these types. Throws for an unknown identity.
   */
  kycRefresh(identityId: string, phase: "started" | "completed" | "expired", nextRefreshDate?: string, refreshedAt?: string, at?: string): MockEvent {
    const identity = this.identities.get(identityId.toLowerCase());
    if (!identity) throw new Error(`mock store: unknown identity ${identityId}`);
    const now = this.stamp();
    if (phase === "completed") {
      identity.last_kyc_refresh_date = refreshedAt ?? now;
      identity.updated_at = now;
    }
    const next = nextRefreshDate ?? (phase === "expired" ? undefined : formatNanos(this.clock.nowNanos() + 30n * 86_400n * 1_000_000_000n));
    return this.events.append(`identity.kyc_refresh.${phase}`, {
      id: this.newId(),
      identity_id: identity.id,
      ...(identity.last_kyc_refresh_date !== undefined ? { last_kyc_refresh_date: identity.last_kyc_refresh_date } : {}),
      ...(next !== undefined ? { next_kyc_refresh_date: next } : {}),
    }, at);
  }

  /**
   * Starts a KYC refresh of an identity, due `days` days from mock now, replacing one under way, and
   * records `identity.kyc_refresh.started` with that due date as `next_kyc_refresh_date`.
   */
  startKycRefresh(identityId: string, days: number): KycRefreshRecord {
    const identity = this.identities.get(identityId.toLowerCase());
    if (!identity) throw new Error(`mock store: unknown identity ${identityId}`);
    const due = formatNanos(this.clock.nowNanos() + BigInt(days) * 86_400n * 1_000_000_000n);
    const record: KycRefreshRecord = { identity_id: identity.id, started_at: this.stamp(), due_at: due };
    this.kycRefreshes.set(identity.id, record);
    this.kycRefresh(identity.id, "started", due);
    return record;
  }

  /**
   * Completes the identity's refresh under way, if any (an update carrying `last_kyc_refresh_date`, the
   * date the user confirmed): the next one falls due a year after that date (the guide says one to three).
   */
  completeKycRefresh(identityId: string, refreshedAt: string): boolean {
    if (!this.kycRefreshes.delete(identityId)) return false;
    const next = formatNanos(canonicalToNanos(refreshedAt) + 365n * 86_400n * 1_000_000_000n);
    this.kycRefresh(identityId, "completed", next, refreshedAt);
    return true;
  }

  /** Expires every refresh whose window has passed, recording `identity.kyc_refresh.expired` at its due time. */
  expireKycRefreshes(): void {
    const now = this.clock.nowNanos();
    for (const record of [...this.kycRefreshes.values()]) {
      if (canonicalToNanos(record.due_at) > now) continue;
      this.kycRefreshes.delete(record.identity_id);
      this.kycRefresh(record.identity_id, "expired", undefined, undefined, record.due_at);
    }
  }

  /** The deposit instructions a memo id was issued with, when they were created through the API. */
  instructionsOfMemo(memoId: string): DepositInstructionsRecord | undefined {
    for (const record of this.depositInstructions.values()) if (record.memo_id === memoId) return record;
    return undefined;
  }

  /**
   * Mock now, moved one nanosecond past the previous stamp when the clock has not moved since: records
   * created one after another keep their order in lists sorted by created_at.
   */
  stamp(): string {
    const now = this.clock.nowNanos();
    this.lastStamp = now > this.lastStamp ? now : this.lastStamp + 1n;
    return formatNanos(this.lastStamp);
  }

  /**
   * Records a transfer, and the events the document gives its kind (crypto deposits and withdrawals, fiat
   * ones on each documented rail; `rail` names it where the transfer's type does not, e.g. "ACT" for DBS
   * Act): `transfer.<kind>.pending` as it starts, then `.completed` or `.failed` when it is recorded
   * already finished (a receiver still sees the lifecycle the service announces). Internal and Paxos
   * transfers are announced by no event.
   */
  addTransfer(partial: Omit<TransferRecord, "id" | "customer_id" | "created_at" | "updated_at" | "fee" | "total" | "balance_asset"> & Partial<TransferRecord>, rail?: string): TransferRecord {
    const now = this.stamp();
    const transfer: TransferRecord = {
      id: this.newId(),
      customer_id: this.ids.customerIds[0] as string,
      fee: "0.00",
      total: partial.amount,
      balance_asset: partial.asset,
      created_at: now,
      updated_at: now,
      ...partial,
    };
    this.transfers.add(transfer);
    const kind = announcedTransferKind(transfer, rail);
    if (kind !== undefined) {
      this.announcedKinds.set(transfer.id, kind);
      this.recordTransferStatus(kind, transfer, "PENDING");
      if (transfer.status === "COMPLETED" || transfer.status === "FAILED") this.recordTransferStatus(kind, transfer, transfer.status);
    }
    return transfer;
  }

  /**
   * Records the `transfer_status_change` event of an announced transfer now in `transfer.status`, under
   * the kind it was announced with (nothing for a transfer no event announces). `at` (default mock now):
   * when the change happened.
   */
  transferStatusChanged(transfer: TransferRecord, at?: string): void {
    // A seeded transfer (recorded before the log began) is announced by its own type.
    const kind = this.announcedKinds.get(transfer.id) ?? announcedTransferKind(transfer);
    if (kind !== undefined) this.recordTransferStatus(kind, transfer, transfer.status, at);
  }

  private recordTransferStatus(kind: string, transfer: TransferRecord, status: string, at?: string): void {
    const { type, object } = transferStatusEvent(kind, transfer, status);
    this.events.append(type, object, at);
  }

  /** The transfer a create operation recorded under this ref_id (the debit side of a two-sided one), if any. */
  transferByRefId(refId: string): TransferRecord | undefined {
    for (const transfer of this.transfers.values()) if (transfer.ref_id === refId) return transfer;
    return undefined;
  }

  /** A fresh server-side UUID (seeded, so two mocks fed the same requests assign the same ids). */
  newId(): string {
    return this.rng.uuid();
  }

  /** Creates the API-credentials record of a registered OAuth client. */
  addCredentials(clientId: string, scopes: readonly string[], signing: RequestSigningSetup = {}): ApiCredentials {
    const credRng = new Rng(this.seed, Stream.credentials + this.apiCredentials.size);
    const record = makeCredentialsRecord(credRng, clientId, scopes, this.ids.customerIds[0] as string, this.clock.nowNanos());
    applyRequestSigning(record, signing, credRng);
    this.apiCredentials.set(clientId, record);
    return record;
  }

  /**
   * Registers public keys on a client's credentials record (replacing its keys) and sets whether it
   * enforces request signing. Returns the record, or undefined for an unknown client.
   */
  setRequestSigning(clientId: string, signing: RequestSigningSetup): ApiCredentials | undefined {
    const record = this.apiCredentials.get(clientId);
    if (record) applyRequestSigning(record, signing, this.rng);
    return record;
  }

  /** The fiat account with this id (any case); a deleted one only when `includeDeleted`. */
  fiatAccount(id: string, includeDeleted = false): FiatAccount | undefined {
    const key = id.toLowerCase();
    if (!includeDeleted && this.deletedFiatAccounts.has(key)) return undefined;
    return this.fiatAccounts.get(key);
  }

  /**
   * Ends Paxos's review of a fiat account, which the API cannot ask for: the account becomes `status`
   * (APPROVED: withdrawals may go to it; REJECTED: they may not), `updated_at` mock now. A new or updated
   * account is PENDING until then, and a withdrawal to it is refused. Throws for an unknown or deleted
   * account, or a status other than the review's two outcomes.
   */
  reviewFiatAccount(id: string, status: "APPROVED" | "REJECTED"): FiatAccount {
    if (status !== "APPROVED" && status !== "REJECTED") throw new Error(`mock store: a fiat account review ends APPROVED or REJECTED, not ${String(status)}`);
    const account = this.fiatAccount(String(id));
    if (!account) throw new Error(`mock store: unknown fiat account ${id}${this.deletedFiatAccounts.has(String(id).toLowerCase()) ? " (it was deleted)" : ""}`);
    account.status = status;
    account.updated_at = this.stamp();
    return account;
  }

  /** Inserts a fiat account (fields default from the first seeded one, with a new id and ref_id, created_at = now). */
  insertFiatAccount(partial: Partial<FiatAccount> = {}): FiatAccount {
    const template = this.fiatAccounts.values().next().value as FiatAccount | undefined;
    const created = this.canonical(partial.created_at);
    const account: FiatAccount = {
      fiat_network_instructions: structuredClone(template?.fiat_network_instructions ?? { wire: { account_number: "000000000000" } }),
      fiat_account_owner: structuredClone(template?.fiat_account_owner ?? { institution_details: { name: "Inserted LLC" } }),
      status: "APPROVED",
      metadata: {},
      ...partial,
      id: (partial.id ?? this.newId()).toLowerCase(),
      ref_id: partial.ref_id ?? `fiat_${this.rng.hex(16)}`,
      created_at: created,
      updated_at: partial.updated_at === undefined ? created : this.canonical(partial.updated_at),
    };
    if (this.fiatAccounts.has(account.id)) throw new Error(`mock store: duplicate fiat account id ${account.id}`);
    this.fiatAccounts.set(account.id, account);
    return account;
  }

  /** Inserts a deposit address (created_at defaults to mock now); see {@link DepositAddressTable.insert}. */
  insertDepositAddress(partial: Partial<DepositAddress> = {}): DepositAddress {
    return this.depositAddresses.insert(partial, this.clock.nowIso());
  }

  /** Inserts a payment (fields default from the first seeded payment, with a new id/ref_id and created_at = now). */
  insertPayment(partial: Partial<Payment> = {}): Payment {
    const template = this.payments.at(0);
    const payment: Payment = {
      id: this.newId(),
      customer_id: this.ids.customerIds[0] as string,
      profile_id: this.ids.profileIds[0] as string,
      account_id: this.ids.accountIds[0] as string,
      product: "USDG_REWARDS",
      payment_type: "PAYMENT_TYPE_CRYPTO_WITHDRAWAL",
      payment_destination: template?.payment_destination ?? `0x${this.rng.hex(40)}`,
      payment_asset: "USDG",
      payment_amount: "1.00",
      payment_status: "PAYMENT_STATUS_PENDING",
      ...partial,
      ref_id: partial.ref_id ?? `pay_${this.rng.hex(16)}`,
      created_at: this.canonical(partial.created_at),
    };
    this.payments.add(payment);
    this.indexPayment(payment);
    return payment;
  }

  /** Inserts an identity account (created_at/updated_at default to mock now). */
  insertIdentityAccount(partial: Partial<IdentityAccount> = {}): IdentityAccount {
    const created = this.canonical(partial.created_at);
    const identityId = partial.identity_id ?? (this.ids.identityIds[0] as string);
    const account: IdentityAccount = {
      id: this.newId(),
      identity_id: identityId,
      description: "Inserted account",
      admin_disabled: false,
      user_disabled: false,
      metadata: {},
      ref_id: `acct_${this.rng.hex(16)}`,
      members: [{ identity_id: identityId, type: "BENEFICIAL_OWNER", roles: ["BENEFICIAL_OWNER"], id: this.newId() }],
      summary_status: "PENDING",
      profile_id: this.ids.profileIds[0] as string,
      type: "BROKERAGE",
      ...partial,
      created_at: created,
      updated_at: partial.updated_at === undefined ? created : this.canonical(partial.updated_at),
    };
    this.identityAccounts.add(account);
    return account;
  }

  /** Payments with this ref_id. */
  paymentsByRefId(refId: string): Payment[] {
    return this.paymentsByRef.get(refId) ?? [];
  }

  /** Settlement transactions by id, with expiry applied first (so inspection always sees EXPIRED). */
  get settlements(): ReadonlyMap<string, SettlementTransaction> {
    this.expireSettlements();
    return new Map([...this.settlementsById].map(([id, s]) => [id, s.transaction]));
  }

  /** The settlement transaction with this ref_id (expiry applied), if any. */
  settlementByRefId(refId: string): SettlementTransaction | undefined {
    this.expireSettlements();
    return this.settlementsByRef.get(refId)?.transaction;
  }

  /** Stores a newly created settlement transaction. */
  addSettlement(transaction: SettlementTransaction): void {
    const stored = { transaction };
    this.settlementsById.set(transaction.id, stored);
    this.settlementsByRef.set(transaction.ref_id, stored);
  }

  /** The settlement transaction with this id (transitions applied first), if any. */
  settlementById(id: string): SettlementTransaction | undefined {
    this.expireSettlements();
    return this.settlementsById.get(id)?.transaction;
  }

  /** Moves a settlement transaction to `status` (updated_at = `at`, default mock now); Paxos documents no settlement event. */
  transitionSettlement(transaction: SettlementTransaction, status: SettlementStatus, at = this.clock.nowIso()): SettlementTransaction {
    transaction.status = status;
    transaction.updated_at = at;
    return transaction;
  }

  /**
   * Applies the time-driven transitions, on every clock change and before every request:
   * - a transaction neither settled nor cancelled whose window end has been reached becomes EXPIRED,
   *   with updated_at = settlement_window_end;
   * - an AFFIRMED transaction whose window has started settles when both profiles hold what its legs
   *   move (all legs at once, exactly; DELIVER moves from source to target, RECEIVE the other way). One
   *   that cannot be covered stays AFFIRMED, and expires if it still cannot be when the window ends.
   */
  expireSettlements(): void {
    const now = this.clock.nowIso();
    for (const { transaction } of this.settlementsById.values()) {
      if (transaction.status !== "PENDING" && transaction.status !== "AFFIRMED") continue;
      if (transaction.settlement_window_end <= now) {
        this.transitionSettlement(transaction, "EXPIRED", transaction.settlement_window_end);
      } else if (transaction.status === "AFFIRMED" && transaction.settlement_window_start <= now) {
        const movements = settlementMovements(transaction);
        if (movements && this.ledger.covers(movements)) {
          this.ledger.apply(movements, "legs");
          this.transitionSettlement(transaction, "SETTLED", now);
        }
      }
    }
  }

  /**
   * Applies every time-driven transition (on every clock change and before every request): settlement
   * expiry and settling ({@link expireSettlements}), and stablecoin conversions settling
   * {@link CONVERSION_SETTLEMENT_SECONDS} after their creation, and the scheduled credits that are due
   * (orchestrations delivering, quote executions settling).
   */
  applyTimeTransitions(): void {
    this.expireSettlements();
    this.expireKycRefreshes();
    runDueClaimSchedules(this, this.clock.nowNanos());
    this.settleConversions();
    this.scheduledCredits.applyDue(this.clock.nowNanos(), this.ledger);
  }

  /**
   * Settles every CREATED conversion whose settlement time has come: the target asset is credited to the
   * recipient (the profile itself unless recipient_profile_id names another), and settled_at is that time.
   */
  settleConversions(): void {
    const now = this.clock.nowNanos();
    for (const conversion of this.stablecoinConversions.values()) {
      if (conversion.status !== "CREATED") continue;
      const due = canonicalToNanos(conversion.created_at) + BigInt(CONVERSION_SETTLEMENT_SECONDS) * 1_000_000_000n;
      if (due > now) continue;
      this.ledger.apply([{ profileId: conversion.recipient_profile_id ?? conversion.profile_id, asset: conversion.target_asset, delta: conversion.amount }]);
      conversion.status = "SETTLED";
      conversion.settled_at = formatNanos(due);
      conversion.updated_at = conversion.settled_at;
    }
  }

  /** Forces a settlement's status without moving balances or recording an event (for tests). */
  setSettlementStatus(id: string, status: SettlementStatus): SettlementTransaction {
    const stored = this.settlementsById.get(id);
    if (!stored) throw new Error(`mock store: unknown settlement transaction ${id}`);
    stored.transaction.status = status;
    stored.transaction.updated_at = this.clock.nowIso();
    return stored.transaction;
  }

  private indexPayment(p: Payment): void {
    const list = this.paymentsByRef.get(p.ref_id);
    if (list) list.push(p);
    else this.paymentsByRef.set(p.ref_id, [p]);
  }

  private canonical(value: string | undefined): string {
    if (value === undefined) return this.clock.nowIso();
    const c = normalizeDateTime(value);
    if (c === undefined) throw new TypeError(`mock store: invalid date-time ${value}`);
    return c;
  }
}
