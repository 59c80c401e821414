/**
 * The mock's secondary types, reached through one namespace (`import type { MockTypes } from
 * "paxos-sdk/mock"`, then `MockTypes.OrderRecord`): the records its store holds, the shapes its handles
 * answer with, and the parts of its options. Types only, so importing them adds nothing to a bundle; the
 * entry point itself exports only what a test starts, configures and inspects the mock with.
 */

// What the API answers a transport with.
export type { Problem, ProblemMeta, TransportAction } from "./protocol/problem";

// Parts of the options and of the clients.
export type { IssuedToken, TokenResponseBody } from "./gateway/oauth";
export type { RateLimitVerdict } from "./gateway/rate-limits";
export type { MockWebhookApiKey, MockWebhookOAuth, MockWebhookRetry } from "./delivery/webhook-config";
export type { SubscriptionRecord, MockFeedKind } from "./delivery/feeds";

// Faults.
export type { ActiveFault, FaultEvent, FaultRoute } from "./gateway/faults";

// What the handles of a MockApi answer with.
export type {
  MockBalances,
  MockBookLevel,
  MockDepositAddresses,
  MockEventLog,
  MockOrderBooks,
  MockProfiles,
  MockQuotes,
  MockRecordList,
  MockRecords,
  MockSeedIds,
} from "./domain/store-view";
export type { ReducedEvent, WebhookAttempt, WebhookStats } from "./delivery/webhooks";
export type { EventListener } from "./domain/events";

// The records the store holds.
export type * from "./domain/records";
export type { BalanceRecord, Movement } from "./domain/ledger";
export type { ProfileRecord } from "./domain/profiles";
export type { DepositInstructionsRecord, TransferRecord } from "./domain/transfers";
export type { ExecutionRecord, Fill, OrderRecord, OrderRequest, TradeRecord } from "./domain/order-book";
export type { IdentityRecord, InstitutionMemberRecord, ReviewStatus } from "./domain/identities";
export type { StablecoinConversionRecord } from "./domain/conversions";
export type { MonitoringAddressRecord } from "./domain/monitoring-addresses";
export type { OrchestrationRuleRecord } from "./domain/orchestration-rules";
export type { OrchestrationRecord, OrchestrationTransferRecord } from "./domain/orchestrations";
export type { CryptoDestinationAddressRecord } from "./domain/crypto-destination-addresses";
export type { QuoteExecutionRecord, QuoteRecord } from "./domain/quotes";
export type { IssuerQuoteExecutionRecord, IssuerQuoteRecord, StoredIssuerQuote } from "./domain/issuer-quotes";
export type { IdentityDocumentRecord } from "./domain/identity-documents";
export type { ScheduledCredit } from "./domain/scheduled-credits";
export type { HeldDepositRequest } from "./domain/crypto-deposits";
export type { CryptoWithdrawalFeeRecord } from "./domain/withdrawal-fees";
