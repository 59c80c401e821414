/**
 * What a test sees of the mock's state (`api.store`): the records it holds, read as the API answers them,
 * and the few changes a test makes directly (funding a profile, recording an event, inserting a record
 * between two pages, holding a crypto deposit). The state itself (`./store.ts`, `MockState`) has more —
 * order books, quote boards, scheduled credits, the settlement machinery — which the routes use and which
 * may change in any release; these interfaces are what `paxos-sdk/mock` promises.
 */
import type { Decimal } from "../../decimal";
import type { CryptoDestinationAddressRecord } from "./crypto-destination-addresses";
import type { HeldDepositRequest } from "./crypto-deposits";
import type { EventListener, MockEvent } from "./events";
import type { MockEventType } from "./event-catalog";
import type { IdentityRecord } from "./identities";
import type { IdentityDocumentRecord } from "./identity-documents";
import type { IssuerQuoteExecutionRecord, StoredIssuerQuote } from "./issuer-quotes";
import type { BalanceRecord, Movement } from "./ledger";
import type { MonitoringAddressRecord } from "./monitoring-addresses";
import type { OrchestrationRuleRecord } from "./orchestration-rules";
import type { OrchestrationRecord } from "./orchestrations";
import type { ExecutionRecord, OrderRecord, TradeRecord } from "./order-book";
import type { ProfileRecord } from "./profiles";
import type { QuoteExecutionRecord, QuoteRecord } from "./quotes";
import type { ApiCredentials, DepositAddress, FiatAccount, IdentityAccount, Payment, SandboxDeposit, SettlementTransaction } from "./records";
import type { StablecoinConversionRecord } from "./conversions";
import type { DepositInstructionsRecord, TransferRecord } from "./transfers";
import type { CryptoWithdrawalFeeRecord } from "./withdrawal-fees";

/** Records of one kind, in ascending (created_at, id) order. */
export interface MockRecordList<T> {
  /** How many there are. */
  readonly size: number;
  /** The record with this id (lower-case), if any. */
  get(id: string): T | undefined;
  /** The record at `index` in ascending (created_at, id) order. */
  at(index: number): T | undefined;
  /** Every record, oldest first. */
  values(): IterableIterator<T>;
}

/** Records of one kind that a test may also add to (at the record's sorted position; ids unique). */
export interface MockRecords<T> extends MockRecordList<T> {
  /** Adds a record, as if the API had made it; answers it. */
  add(record: T): T;
}

/** The seeded deposit addresses and those made since (generated lazily: reading one costs nothing more). */
export interface MockDepositAddresses extends MockRecordList<DepositAddress> {
  /** The addresses carrying this `ref_id`. */
  getByRefId(refId: string): DepositAddress[];
}

/** The ids the seeded records draw from (each seeded record names ids of these pools). */
export interface MockSeedIds {
  /** Profile ids: the first is the customer's DEFAULT profile. */
  readonly profileIds: readonly string[];
  /** Customer ids (statements and payments are per customer). */
  readonly customerIds: readonly string[];
  /** Identity ids: approved people, each seeded as an identity. */
  readonly identityIds: readonly string[];
  /** Identity account ids: the first seeded identity accounts, each of the identity and profile its records name. */
  readonly accountIds: readonly string[];
}

/** Every profile's balances, exact decimal strings. */
export interface MockBalances {
  /** The available amount of `asset` in the profile ("0" when never held). */
  available(profileId: string, asset: string): string;
  /** One balance as the API answers it. */
  record(profileId: string, asset: string): BalanceRecord;
  /** Every asset the profile has held, sorted by asset. */
  list(profileId: string): BalanceRecord[];
  /**
   * Moves balances at once, all or nothing (a test's funding: `apply([{ profileId, asset: "USD", delta: "100.00" }])`);
   * a movement that would leave a balance below zero throws and moves nothing.
   */
  apply(movements: readonly Movement[]): void;
}

/** The event log: every event the mock recorded, oldest first (what `GET /events` lists). */
export interface MockEventLog {
  /** Every event, test events included, oldest first. */
  all(): readonly MockEvent[];
  /** The event with this id, if any. */
  get(id: string): MockEvent | undefined;
  /** Calls `listener` with each event recorded from now on; answers the function that stops it. */
  subscribe(listener: EventListener): () => void;
  /** Records an event of a documented type with its object (delivered to the configured webhooks). */
  append(type: MockEventType, object: object, at?: string): MockEvent;
  /**
   * Records one event of `type` per object, all sharing one created_at (`at`, default now), as the service
   * may: a test of a reader that must page through many events of one instant. Returns them in list order.
   */
  appendSharingInstant(type: MockEventType, objects: readonly object[], at?: string): MockEvent[];
  /** Records a test event (`is_test: true`), as the dashboard's test button does. */
  appendTest(type: MockEventType, object: object): MockEvent;
}

/** The profiles, seeded and created, with their deactivation state. */
export interface MockProfiles {
  /** The profile with this id (`default` names the DEFAULT profile); deactivated ones unless asked otherwise. */
  find(id: string, includeDeactivated?: boolean): ProfileRecord | undefined;
  /** Every profile with its id and creation time, deactivated ones only when asked. */
  rows(includeDeactivated?: boolean): { id: string; created_at: string; profile: ProfileRecord }[];
  /** Whether the profile is deactivated. */
  isDeactivated(id: string): boolean;
  /** Marks a profile deactivated or active, as `PUT /profiles/{id}/deactivate` or a credit would. */
  setDeactivated(id: string, deactivated: boolean): void;
}

/** One side's price level of a book, as the API answers it. */
export interface MockBookLevel {
  price: string;
  amount: string;
}

/** The order books: the seeded liquidity and the orders resting on it. */
export interface MockOrderBooks {
  /** The markets with a book. */
  markets(): string[];
  /** A market's book as `GET /markets/{market}/order-book` answers it, aggregated by price. */
  snapshot(market: string): { market: string; asks: MockBookLevel[]; bids: MockBookLevel[] };
  /**
   * Sets the seeded liquidity at one price of one side (amount 0 removes the level), as a market maker
   * re-quoting would; the feeds publish the change.
   */
  setLiquidity(market: string, side: "BUY" | "SELL", price: Decimal, amount: Decimal): void;
}

/** The held-rate quotes `GET /quotes` issued, and those a test holds at a price of its choosing. */
export interface MockQuotes {
  /** The quote with this id (any case), if it was ever issued. */
  get(id: string): QuoteRecord | undefined;
  /** Holds a quote as it is (its price, side and expiry), executable like one the API issued. */
  insert(quote: QuoteRecord): QuoteRecord;
}

/** What a test reads of the mock's state, and the changes it may make directly: `api.store`. */
export interface MockStore {
  /** The seed everything was generated from. */
  readonly seed: number;
  /** The id pools the seeded records draw from. */
  readonly ids: MockSeedIds;
  /** Memo ids a sandbox fiat deposit is credited against (the seeded ones, then those of instructions made). */
  readonly memoIds: readonly string[];
  /** Sandbox fiat deposits, in the order received. */
  readonly deposits: readonly SandboxDeposit[];
  /** Balances of every profile. */
  readonly ledger: MockBalances;
  /** The event log. */
  readonly events: MockEventLog;
  /** The profiles. */
  readonly profiles: MockProfiles;
  /** The order books (the public books, the feeds' source). */
  readonly orderBooks: MockOrderBooks;
  /** Deposit addresses. */
  readonly depositAddresses: MockDepositAddresses;
  /** Statement payments (add one with `insertPayment`, which also indexes its `ref_id`). */
  readonly payments: MockRecordList<Payment>;
  /** Identity accounts (the pool's accounts first; add one with `insertIdentityAccount`). */
  readonly identityAccounts: MockRecordList<IdentityAccount>;
  /** Identities (the pool's, then those created). */
  readonly identities: MockRecords<IdentityRecord>;
  /** Transfers of every kind. */
  readonly transfers: MockRecordList<TransferRecord>;
  /** Orders placed through the API. */
  readonly orders: MockRecordList<OrderRecord>;
  /** Executions of those orders, in the order they happened. */
  readonly executions: readonly ExecutionRecord[];
  /** Trades on the books (the execution feed's), numbered from 1. */
  readonly trades: readonly TradeRecord[];
  /** Held-rate quotes. */
  readonly quotes: MockQuotes;
  /** Quote executions. */
  readonly quoteExecutions: MockRecordList<QuoteExecutionRecord>;
  /** Issuer quotes by quote id, with the profile each was asked for. */
  readonly issuerQuotes: ReadonlyMap<string, StoredIssuerQuote>;
  /** Issuer quote executions. */
  readonly issuerQuoteExecutions: MockRecordList<IssuerQuoteExecutionRecord>;
  /** Stablecoin conversions. */
  readonly stablecoinConversions: MockRecordList<StablecoinConversionRecord>;
  /** Orchestrations. */
  readonly orchestrations: MockRecordList<OrchestrationRecord>;
  /** Orchestration rules (a deleted one stays, DELETED). */
  readonly orchestrationRules: MockRecordList<OrchestrationRuleRecord>;
  /** Addresses registered for rewards monitoring. */
  readonly monitoringAddresses: MockRecordList<MonitoringAddressRecord>;
  /** The crypto address book. */
  readonly cryptoDestinationAddresses: MockRecordList<CryptoDestinationAddressRecord>;
  /** Fiat accounts by id, seeded and created, deleted ones included (see `fiatAccount`). */
  readonly fiatAccounts: ReadonlyMap<string, FiatAccount>;
  /** Fiat deposit instructions by id. */
  readonly depositInstructions: ReadonlyMap<string, DepositInstructionsRecord>;
  /** API credentials by client id. */
  readonly apiCredentials: ReadonlyMap<string, ApiCredentials>;
  /** Guaranteed crypto withdrawal fees by id (kept after they expire). */
  readonly cryptoWithdrawalFees: ReadonlyMap<string, CryptoWithdrawalFeeRecord>;
  /** Documents registered per identity id, oldest first. */
  readonly identityDocuments: ReadonlyMap<string, readonly IdentityDocumentRecord[]>;
  /** Settlement transactions by id. */
  readonly settlements: ReadonlyMap<string, SettlementTransaction>;
  /** The settlement transaction with this id. */
  settlementById(id: string): SettlementTransaction | undefined;
  /** The settlement transaction made with this `ref_id`. */
  settlementByRefId(refId: string): SettlementTransaction | undefined;
  /** The transfer made with this `ref_id`. */
  transferByRefId(refId: string): TransferRecord | undefined;
  /** The payments carrying this `ref_id`. */
  paymentsByRefId(refId: string): Payment[];
  /** The fiat account with this id; a deleted one only when asked. */
  fiatAccount(id: string, includeDeleted?: boolean): FiatAccount | undefined;
  /** Inserts a deposit address (defaults for what `partial` leaves out) at its sorted position, as between two pages. */
  insertDepositAddress(partial?: Partial<DepositAddress>): DepositAddress;
  /** Inserts a payment (defaults for what `partial` leaves out). */
  insertPayment(partial?: Partial<Payment>): Payment;
  /**
   * Ends Paxos's review of a fiat account, which the API cannot ask for: APPROVED (withdrawals may go to
   * it) or REJECTED. A created or updated account is PENDING until then; a withdrawal to an account that
   * is not APPROVED is refused 400. Answers the account; throws for an unknown or deleted one.
   */
  reviewFiatAccount(id: string, status: "APPROVED" | "REJECTED"): FiatAccount;
  /** Inserts a fiat account (defaults for what `partial` leaves out). */
  insertFiatAccount(partial?: Partial<FiatAccount>): FiatAccount;
  /** Inserts an identity account (defaults for what `partial` leaves out). */
  insertIdentityAccount(partial?: Partial<IdentityAccount>): IdentityAccount;
  /** Records a crypto deposit held for travel-rule details (not credited until updated), as the sandbox holds one. */
  holdCryptoDeposit(request: HeldDepositRequest): TransferRecord;
  /**
   * Records a step of an identity's periodic KYC refresh (`identity.kyc_refresh.<phase>`), which the API
   * cannot ask for; throws for an unknown identity.
   */
  kycRefresh(identityId: string, phase: "started" | "completed" | "expired", nextRefreshDate?: string, refreshedAt?: string, at?: string): MockEvent;
}
