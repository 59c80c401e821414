import type { Environment } from "./environment";
import type { Transport } from "./transport";

/** What every resource client shares: the transport and the environment it talks to. */
export interface ClientContext {
  readonly environment: Environment;
  readonly transport: Transport;
}

/**
 * Base of the resource clients: each holds the shared context and nothing
 * else. A method is one line handing a generated descriptor to `call`
 * (./call) or `paginate` (./list); they are functions, not methods of this
 * class, so a bundle carries only what the methods it uses need.
 */
export abstract class APIResource {
  protected readonly context: ClientContext;

  constructor(context: ClientContext) {
    this.context = context;
  }
}
