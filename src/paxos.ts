/** The full client: every resource built on one `PaxosClient` (one shared token, one transport). */
import { PaxosClient, type PaxosOptions } from "./paxos-client";
import { ApiCredsResource } from "./resources/api-creds";
import { DepositAddressesResource } from "./resources/deposit-addresses";
import { FiatAccountsResource } from "./resources/fiat-accounts";
import { IdentityResource } from "./resources/identity";
import { MarketResource } from "./resources/market";
import { PaymentsResource } from "./resources/payments";
import { SandboxResource } from "./resources/sandbox";
import { SettlementResource } from "./resources/settlement";
import { CryptoDepositsResource } from "./resources/crypto-deposits";
import { CryptoDestinationAddressesResource } from "./resources/crypto-destination-addresses";
import { WithdrawalsResource } from "./resources/withdrawals";
import { FiatDepositInstructionsResource } from "./resources/fiat-deposit-instructions";
import { TransfersResource } from "./resources/transfers";
import { MonitoringAddressesResource } from "./resources/monitoring-addresses";
import { ProfilesResource } from "./resources/profiles";
import { EventsResource } from "./resources/events";
import { TaxFormsResource } from "./resources/tax-forms";
import { StatementsResource } from "./resources/statements";
import { OrdersResource } from "./resources/orders";
import { QuotesResource } from "./resources/quotes";
import { IssuerQuotesResource } from "./resources/issuer-quotes";
import { StablecoinConversionsResource } from "./resources/stablecoin-conversions";
import { OrchestrationsResource } from "./resources/orchestrations";
import { WebhooksResource } from "./webhooks/webhooks-resource";

export type { PaxosOptions } from "./paxos-client";

/**
 * The Paxos v2 API client, with every resource. A web page that uses a few
 * resources bundles less with a `PaxosClient` and only those resources.
 *
 *     const paxos = new Paxos({ clientId, clientSecret, environment: "sandbox" });
 *     const tickers = await paxos.market.listTickers();
 *
 * Options left out come from `PAXOS_CLIENT_ID`, `PAXOS_CLIENT_SECRET` and `PAXOS_ENVIRONMENT` where
 * there is a `process.env` (see `PaxosOptions`); `paxos.withOptions({ ... })` makes a copy with other options.
 */
export class Paxos extends PaxosClient {
  /** Sandbox-only simulations (fiat and profile deposits, identity statuses). */
  readonly sandbox: SandboxResource;
  /** API credentials: list and delete. */
  readonly apiCreds: ApiCredsResource;
  /** Fiat accounts: list, create, get, update, delete. */
  readonly fiatAccounts: FiatAccountsResource;
  /** Settlement transactions: list, create, get, affirm, cancel. */
  readonly settlement: SettlementResource;
  /** Payment statements. */
  readonly payments: PaymentsResource;
  /** Identities, their documents, institution members, accounts and account members. */
  readonly identity: IdentityResource;
  /** Market data: the public operations need no credentials; historical prices do. */
  readonly market: MarketResource;
  /** Crypto deposit addresses: list and create. */
  readonly depositAddresses: DepositAddressesResource;
  /** Travel-rule handling of incoming crypto deposits. */
  readonly cryptoDeposits: CryptoDepositsResource;
  /** The address book of external crypto addresses. */
  readonly cryptoDestinationAddresses: CryptoDestinationAddressesResource;
  /** Crypto and fiat withdrawals, and crypto withdrawal fees. */
  readonly withdrawals: WithdrawalsResource;
  /** Fiat deposit instructions (bank details and memo IDs). */
  readonly fiatDepositInstructions: FiatDepositInstructionsResource;
  /** Transfers (the ledger of asset movements), internal and Paxos transfers, transfer limits. */
  readonly transfers: TransfersResource;
  /** Addresses monitored for rewards. */
  readonly monitoringAddresses: MonitoringAddressesResource;
  /** Profiles and their balances. */
  readonly profiles: ProfilesResource;
  /** Events (what webhooks announce). */
  readonly events: EventsResource;
  /** Tax forms. */
  readonly taxForms: TaxFormsResource;
  /** Customer statements. */
  readonly statements: StatementsResource;
  /** Exchange orders and their executions. */
  readonly orders: OrdersResource;
  /** Held-rate quotes and their executions. */
  readonly quotes: QuotesResource;
  /** Issuer quotes (minting and redeeming) and their executions. */
  readonly issuerQuotes: IssuerQuotesResource;
  /** Conversions between USD and Paxos-issued stablecoins. */
  readonly stablecoinConversions: StablecoinConversionsResource;
  /** Orchestrations and orchestration rules. */
  readonly orchestrations: OrchestrationsResource;
  /** Receivers of webhook deliveries (`nodeHandler`, `fetchHandler`) that fetch and act on each event once. */
  readonly webhooks: WebhooksResource;

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
    this.webhooks = new WebhooksResource(this);
  }
}
