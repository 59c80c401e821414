/** The full client: every resource built on one `PaxosClient` (one shared token, one transport). */
import type { PaxosOptions } from "./paxos-client";
import { PaxosResources } from "./resources/index";
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
 *
 * The resources of the contract (`paxos.settlement` …) come from `PaxosResources`, generated from
 * the contract; this class adds what is not an operation of the contract.
 */
export class Paxos extends PaxosResources {
  /** Receivers of webhook deliveries (`nodeHandler`, `fetchHandler`) that fetch and act on each event once. */
  readonly webhooks: WebhooksResource;

  constructor(options: PaxosOptions = {}) {
    super(options);
    this.webhooks = new WebhooksResource(this);
  }
}
