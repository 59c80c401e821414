/**
 * The context every resource of a client shares (its transport, environment, feeds and logger), kept
 * beside the client in a WeakMap rather than on it. A leaf: the clients bind it, the resources and
 * the call paths read it, and none of them need import another for it.
 */
import type { Environment } from "../config/paxos-environments";
import type { RedactingLogger } from "../config/logger";
import type { RateLimiter } from "../sending/rate-limit/rate-limiter";
import type { Transport } from "../sending/transport";

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
 * What a resource is built from, as the core sees it: a client (`PaxosClient`, `Paxos`), which carries
 * its environment. The core names no client class (they are built on it, not under it); what makes a
 * value a client is that one bound it to a context (`bindContext`), which the resource base checks.
 */
export interface ResourceClient {
  /** The environment the client talks to. */
  readonly environment: Environment;
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
 * The context `client` was bound to, or undefined for anything that is not a client (a primitive
 * included: a WeakMap's `get` answers undefined for a key it could not hold).
 */
export function contextOf(client: unknown): ClientContext | undefined {
  return contexts.get(client as object);
}
