import { ValidationError } from "./errors";
import type { Environment } from "./environment";
import type { RedactingLogger } from "./logger";
import type { RateLimiter } from "./rate-limit/rate-limiter";
import type { Transport } from "./transport";
import type { PaxosClient } from "../paxos-client";

/** What every resource client shares: the transport and the environment it talks to. */
export interface ClientContext {
  readonly environment: Environment;
  readonly transport: Transport;
  /** Origin of the WebSocket feeds (the `streamUrl` option, or the environment's). */
  readonly streamUrl: string;
  /** The client's logger (the feeds log their reconnects to it). */
  readonly logger?: RedactingLogger;
  /** What paces the feeds' new sockets (`subscription` turns); none: not paced. */
  readonly feedPacer?: RateLimiter | undefined;
}

/**
 * The context of each client, kept beside it rather than on it: nothing a
 * caller can enumerate, inspect or serialise on a client leads to the
 * transport (and from there towards the credentials).
 */
const contexts = new WeakMap<object, ClientContext>();

/** Makes `client` something resources can be built from, sharing `context`. */
export function bindContext<T extends object>(client: T, context: ClientContext): T {
  contexts.set(client, context);
  return client;
}

/**
 * Base of the resource clients: each holds the shared context and nothing
 * else. A method is one line handing a generated descriptor to `call`
 * (./call) or `paginate` (./list); they are functions, not methods of this
 * class, so a bundle carries only what the methods it uses need.
 *
 * A resource is built from a client (`new SettlementResource(client)`), so a
 * page that needs one resource need not bundle the others: `Paxos` builds all
 * of them, a `PaxosClient` none.
 */
export abstract class APIResource {
  /** The client's transport and environment, which the methods hand to `call` / `paginate` (internal). */
  protected readonly context: ClientContext;

  /** `client`: a `PaxosClient` (or `Paxos`); the resource shares its credentials, token and transport. */
  constructor(client: PaxosClient) {
    const context = contexts.get(client);
    if (!context) throw new ValidationError("client", "type", "a resource is built from a PaxosClient (rule: type).");
    this.context = context;
  }
}
