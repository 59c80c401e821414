/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

import { PaxosClient, type PaxosOptions } from "../paxos-client";
import { SandboxResource } from "./sandbox";
import { ApiCredsResource } from "./api-creds";
import { FiatAccountsResource } from "./fiat-accounts";
import { SettlementResource } from "./settlement";
import { PaymentsResource } from "./payments";
import { IdentityResource } from "./identity";
import { MarketResource } from "./market";
import { DepositAddressesResource } from "./deposit-addresses";
import { CryptoDepositsResource } from "./crypto-deposits";
import { CryptoDestinationAddressesResource } from "./crypto-destination-addresses";
import { WithdrawalsResource } from "./withdrawals";
import { FiatDepositInstructionsResource } from "./fiat-deposit-instructions";
import { TransfersResource } from "./transfers";
import { MonitoringAddressesResource } from "./monitoring-addresses";
import { ProfilesResource } from "./profiles";
import { EventsResource } from "./events";
import { TaxFormsResource } from "./tax-forms";
import { StatementsResource } from "./statements";
import { OrdersResource } from "./orders";
import { QuotesResource } from "./quotes";
import { IssuerQuotesResource } from "./issuer-quotes";
import { StablecoinConversionsResource } from "./stablecoin-conversions";
import { OrchestrationsResource } from "./orchestrations";
import { AddressVerificationsResource } from "./address-verifications";
import { TravelRuleResource } from "./travel-rule";
import { RewardsResource } from "./rewards";

// Each resource is built from a client (`new SettlementResource(client)`): a page bundles only those it builds.
export { SandboxResource } from "./sandbox";
export type { CreateSandboxFiatDepositParams, KycRefreshResult, SandboxFiatDepositResult, SandboxForceStartKycRefreshParams, SandboxIdentityStatusParams, SandboxIdentityStatusResult, SandboxProfileDepositParams, SandboxProfileDepositResult, SandboxResetKycRefreshParams } from "./sandbox";
export { ApiCredsResource } from "./api-creds";
export type { ApiCredentials, DeleteCredentialsResult, ListApiCredentialsParams } from "./api-creds";
export { FiatAccountsResource } from "./fiat-accounts";
export type { CreateFiatAccountParams, DeleteFiatAccountResult, FiatAccount, FiatAccountSummary, GetFiatAccountParams, ListFiatAccountsParams, UpdateFiatAccountParams } from "./fiat-accounts";
export { SettlementResource } from "./settlement";
export type { CreateSettlementTransactionParams, ListSettlementTransactionsParams, SettlementLeg, SettlementTransaction } from "./settlement";
export { PaymentsResource } from "./payments";
export type { ListPaymentsParams, Payment } from "./payments";
export { IdentityResource } from "./identity";
export type { AddAccountMembersParams, AddInstitutionMembersParams, CreateIdentityAccountParams, CreateIdentityControlParams, CreateIdentityParams, DeleteIdentityControlParams, GetIdentityParams, Identity, IdentityAccount, IdentityAccountMember, IdentityAccountMemberRemoval, IdentityAccountMembersAdded, IdentityControl, IdentityControlDeletion, IdentityDocument, IdentityDocumentList, IdentityDocumentUpload, IdentityInstitutionMember, IdentityTaxDetail, InstitutionMemberRemoval, InstitutionMembersAdded, ListIdentitiesParams, ListIdentityAccountsParams, ListIdentityControlsParams, ListIdentityDocumentsParams, UpdateIdentityAccountParams, UpdateIdentityParams, UploadIdentityDocumentParams } from "./identity";
export { PublicMarketResource, MarketResource } from "./market";
export type { Candle, HistoricalPrice, HistoricalPriceList, ListHistoricalCandlesParams, ListHistoricalPricesParams, ListPricesParams, MarketDetails, MarketList, OrderBook, PriceList, PriceSnapshot, RecentExecution, RecentExecutionList, Ticker, TickerQuote } from "./market";
export { DepositAddressesResource } from "./deposit-addresses";
export type { CreateDepositAddressParams, DepositAddress, ListDepositAddressesParams } from "./deposit-addresses";
export { CryptoDepositsResource } from "./crypto-deposits";
export type { CryptoDepositActionResult, RejectCryptoDepositParams, UpdateCryptoDepositParams } from "./crypto-deposits";
export { CryptoDestinationAddressesResource } from "./crypto-destination-addresses";
export type { CryptoDestinationAddress, CryptoDestinationAddressResult, ListCryptoDestinationAddressesParams, PutCryptoDestinationAddressParams } from "./crypto-destination-addresses";
export { WithdrawalsResource } from "./withdrawals";
export type { CreateCryptoWithdrawalFeeParams, CreateCryptoWithdrawalParams, CreateFiatWithdrawalParams, CryptoWithdrawalFee, Transfer } from "./withdrawals";
export { FiatDepositInstructionsResource } from "./fiat-deposit-instructions";
export type { CreateFiatDepositInstructionsParams, FiatDepositInstructions, ListFiatDepositInstructionsParams } from "./fiat-deposit-instructions";
export { TransfersResource } from "./transfers";
export type { CreateInternalTransferParams, CreatePaxosTransferParams, ListTransferLimitsParams, ListTransfersParams, TransferLimit, TransferLimitList } from "./transfers";
export { MonitoringAddressesResource } from "./monitoring-addresses";
export type { CreateMonitoringAddressParams, ListMonitoringAddressesParams, MonitoringAddress, MonitoringAddressResult, UpdateMonitoringAddressParams } from "./monitoring-addresses";
export { ProfilesResource } from "./profiles";
export type { CreateProfileParams, GetProfileParams, ListProfileBalancesParams, ListProfilesParams, Profile, ProfileBalance, ProfileBalanceList, ProfileDeactivation, UpdateProfileParams } from "./profiles";
export { EventsResource } from "./events";
export type { Event, GetEventParams, ListEventsParams } from "./events";
export { TaxFormsResource } from "./tax-forms";
export type { ListTaxFormRevisionsParams, ListTaxFormsParams, TaxFormUrl, TaxFormUrlList } from "./tax-forms";
export { StatementsResource } from "./statements";
export type { ListStatementsParams, Statement } from "./statements";
export { OrdersResource } from "./orders";
export type { CancelOrderResult, CreateOrderParams, Execution, ListOrderExecutionsParams, ListOrdersParams, ListProfileOrderExecutionsParams, ListProfileOrdersParams, Order } from "./orders";
export { QuotesResource } from "./quotes";
export type { CreateQuoteExecutionParams, ListQuoteExecutionsParams, ListQuotesParams, Quote, QuoteExecution, QuoteList } from "./quotes";
export { IssuerQuotesResource } from "./issuer-quotes";
export type { CreateIssuerQuoteExecutionParams, CreateIssuerQuoteParams, GetIssuerQuoteSettlementAvailabilityParams, IssuerQuote, IssuerQuoteExecution, IssuerQuoteExecutionCreated, ListIssuerQuoteExecutionsParams, SettlementAvailability } from "./issuer-quotes";
export { StablecoinConversionsResource } from "./stablecoin-conversions";
export type { CreateStablecoinConversionParams, ListStablecoinConversionsParams, StablecoinConversion } from "./stablecoin-conversions";
export { OrchestrationsResource } from "./orchestrations";
export type { CreateOrchestrationParams, CreateOrchestrationRuleParams, ListOrchestrationRulesParams, ListOrchestrationsParams, Orchestration, OrchestrationRule, OrchestrationRuleResult } from "./orchestrations";
export { AddressVerificationsResource } from "./address-verifications";
export type { AddressVerification, CreateVerificationParams, ListVerificationsParams, SubmitSignatureParams } from "./address-verifications";
export { TravelRuleResource } from "./travel-rule";
export type { ListVaspsParams, Vasp, VaspResult } from "./travel-rule";
export { RewardsResource } from "./rewards";
export type { AssetRewardDetails, BatchCreateAttributionAddressesParams, Claim, ClaimSchedule, ClaimScheduleResult, CreateAttributionAddressParams, CreateClaimScheduleParams, CreatePayoutGroupParams, DeleteAttributionAddressParams, GetRewardDetailsParams, GetRewardsRatesParams, ListAttributionAddressesParams, ListClaimSchedulesParams, ListClaimsParams, ListPayoutGroupsParams, ListRewardsStatementsParams, PayoutGroup, PayoutGroupResult, RewardAddress, RewardAddressBatchResult, RewardAddressFailure, RewardAddressResult, RewardDeletion, RewardDetails, RewardRate, RewardRateList, RewardsStatement, RewardsStatementResult, UpdateAttributionAddressParams, UpdateClaimScheduleParams, UpdatePayoutGroupParams } from "./rewards";
// The hand-written bases of generated resources (methods that are not operations).
export { EventsFollow } from "./events-follow";
export { MarketFeeds } from "./market-feeds";

/**
 * A client with every resource of the contract as a property, sharing one token and one transport:
 * the base of `Paxos`, which adds what is not an operation of the contract (webhook receivers).
 */
export class PaxosResources extends PaxosClient {
  /** Simulations available only in the sandbox environment. */
  readonly sandbox: SandboxResource;
  /** Management of API credentials. */
  readonly apiCreds: ApiCredsResource;
  /** Bank-transfer instructions and owner details of an identity and account. */
  readonly fiatAccounts: FiatAccountsResource;
  /** Bilateral settlement transactions. */
  readonly settlement: SettlementResource;
  /** Statements of payments made to customers for a product. */
  readonly payments: PaymentsResource;
  /** Identity accounts and their members. */
  readonly identity: IdentityResource;
  /** Order-book statistics. Needs no credentials. */
  readonly market: MarketResource;
  /** Crypto deposit addresses. */
  readonly depositAddresses: DepositAddressesResource;
  /** Travel-rule handling of incoming crypto deposits held for missing originator details. */
  readonly cryptoDeposits: CryptoDepositsResource;
  /** The address book of external crypto addresses that withdrawals are sent to. */
  readonly cryptoDestinationAddresses: CryptoDestinationAddressesResource;
  /** Crypto and fiat withdrawals out of a profile, and guaranteed crypto withdrawal fees. */
  readonly withdrawals: WithdrawalsResource;
  /** Bank details and memo IDs that route an incoming fiat deposit to a profile. */
  readonly fiatDepositInstructions: FiatDepositInstructionsResource;
  /**
   * The ledger of asset movements (deposits, withdrawals, internal and Paxos transfers) and their
   * limits.
   */
  readonly transfers: TransfersResource;
  /** On-chain addresses registered for rewards tracking. */
  readonly monitoringAddresses: MonitoringAddressesResource;
  /**
   * Profiles: the balance holders on which every transaction is booked. DEFAULT profiles are made by
   * the service; NORMAL profiles are made by the client.
   */
  readonly profiles: ProfilesResource;
  /**
   * Records of things that happened on the platform; the full form of what a webhook announces, and
   * the way to catch up on missed deliveries.
   */
  readonly events: EventsResource;
  /** Download links for the tax forms issued per account and tax year. */
  readonly taxForms: TaxFormsResource;
  /**
   * Periodic statements of what is owed to and paid to a customer for a product (for example USDG
   * rewards), with their files.
   */
  readonly statements: StatementsResource;
  /**
   * Orders on the exchange (market, limit, post-only and stop orders) and the executions that fill
   * them.
   */
  readonly orders: OrdersResource;
  /** Held-rate quotes: a price the service commits to for a short time, and trades at that price. */
  readonly quotes: QuotesResource;
  /** Quotes where Paxos is the issuer of the asset (minting or redeeming), and their executions. */
  readonly issuerQuotes: IssuerQuotesResource;
  /** One-to-one conversions between USD and Paxos-issued stablecoins. */
  readonly stablecoinConversions: StablecoinConversionsResource;
  /** Multi-step asset movements (transfers and conversions) run by the service as one workflow. */
  readonly orchestrations: OrchestrationsResource;
  /**
   * Proofs that the customer controls an on-chain address (a signed message, a small deposit, or a
   * manual review).
   */
  readonly addressVerifications: AddressVerificationsResource;
  /**
   * The virtual asset service providers (VASPs) Paxos knows for travel-rule details of crypto
   * transfers.
   */
  readonly travelRule: TravelRuleResource;
  /**
   * The rewards Paxos pays on holdings of its assets: rates, and a summary of what has been earned
   * and can be claimed.
   */
  readonly rewards: RewardsResource;

  constructor(options: PaxosOptions = {}) {
    super(options);
    this.sandbox = new SandboxResource(this);
    this.apiCreds = new ApiCredsResource(this);
    this.fiatAccounts = new FiatAccountsResource(this);
    this.settlement = new SettlementResource(this);
    this.payments = new PaymentsResource(this);
    this.identity = new IdentityResource(this);
    this.market = new MarketResource(this);
    this.depositAddresses = new DepositAddressesResource(this);
    this.cryptoDeposits = new CryptoDepositsResource(this);
    this.cryptoDestinationAddresses = new CryptoDestinationAddressesResource(this);
    this.withdrawals = new WithdrawalsResource(this);
    this.fiatDepositInstructions = new FiatDepositInstructionsResource(this);
    this.transfers = new TransfersResource(this);
    this.monitoringAddresses = new MonitoringAddressesResource(this);
    this.profiles = new ProfilesResource(this);
    this.events = new EventsResource(this);
    this.taxForms = new TaxFormsResource(this);
    this.statements = new StatementsResource(this);
    this.orders = new OrdersResource(this);
    this.quotes = new QuotesResource(this);
    this.issuerQuotes = new IssuerQuotesResource(this);
    this.stablecoinConversions = new StablecoinConversionsResource(this);
    this.orchestrations = new OrchestrationsResource(this);
    this.addressVerifications = new AddressVerificationsResource(this);
    this.travelRule = new TravelRuleResource(this);
    this.rewards = new RewardsResource(this);
  }
}
