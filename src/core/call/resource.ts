import { ValidationError } from "../response/errors";
import { type ClientContext, contextOf, type ResourceClient } from "./client-context";

/**
 * Base of the resource clients: each holds the shared context and nothing
 * else. A method is one line handing a generated descriptor to `call`
 * (./call) or `paginate` (../pagination/paginate); they are functions, not methods of this
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
  constructor(client: ResourceClient) {
    const context = contextOf(client);
    if (!context) throw new ValidationError("client", "type", "a resource is built from a PaxosClient (rule: type).");
    this.context = context;
  }
}
