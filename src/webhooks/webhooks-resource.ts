/**
 * `paxos.webhooks`: receivers of Paxos's webhook deliveries that cannot be
 * fooled (each delivery is authenticated, then its event fetched from Paxos:
 * the body is never trusted), act once per event, and answer so that Paxos
 * retries what was not done.
 */
import * as ops from "../generated/descriptors";
import { call } from "../core/call/call";
import { APIResource } from "../core/call/resource";
import { fetchHandler, type FetchWebhookHandler } from "./fetch-handler";
import { nodeHandler, type NodeWebhookHandler } from "./node-handler";
import type { WebhookHandlerOptions } from "./options";
import { createReceiver, type EventFetcher } from "./receive";

/** Builds webhook receivers that fetch each delivered event with this client (scope `events:read_event`). */
export class WebhooksResource extends APIResource {
  /** The full event behind a delivery: `GET /events/{id}`. */
  #fetchEvent: EventFetcher = (id) => call(this.context, ops.getEvent, { path: { id }, query: {} });

  /**
   * A `(req, res)` handler for `node:http`, Express and the like. Throws a `ValidationError` now for bad options.
   *
   *     http.createServer(paxos.webhooks.nodeHandler({ apiKey: { header: "x-paxos-key", value: key }, onEvent }))
   */
  nodeHandler(options: WebhookHandlerOptions): NodeWebhookHandler {
    return nodeHandler(createReceiver(options, this.#fetchEvent, "webhooks.nodeHandler"));
  }

  /**
   * A `(request) => Promise<Response>` handler for workers, Bun, Deno and route handlers.
   * Throws a `ValidationError` now for bad options.
   *
   *     export default { fetch: paxos.webhooks.fetchHandler({ bearer: verifyToken, onEvent }) };
   */
  fetchHandler(options: WebhookHandlerOptions): FetchWebhookHandler {
    return fetchHandler(createReceiver(options, this.#fetchEvent, "webhooks.fetchHandler"));
  }
}
