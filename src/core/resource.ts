import { callOperation } from "./call";
import type { Environment } from "./environment";
import { type ListOptions, paginate } from "./list";
import type { CallArgs, ListOperation, Operation } from "./operation";
import type { OperationId, SuccessBody } from "./operation-types";
import type { PagePromise } from "./pagination";
import type { RequestOptions, Transport } from "./transport";

/** What every resource client shares: the transport and the environment it talks to. */
export interface ClientContext {
  readonly environment: Environment;
  readonly transport: Transport;
}

/**
 * Base of the resource clients: each holds the shared context, and each
 * method is one line handing a generated descriptor to `call` or `paginate`.
 */
export abstract class APIResource {
  protected readonly context: ClientContext;

  constructor(context: ClientContext) {
    this.context = context;
  }

  /** Sends one operation and resolves with its validated body. */
  protected call<Id extends OperationId>(op: Operation<Id>, args: CallArgs, options?: RequestOptions): Promise<SuccessBody<Id>> {
    return callOperation(this.context, op, args, options);
  }

  /** Starts a paginated list operation (nothing is sent until it is awaited or iterated). */
  protected paginate<Item>(op: ListOperation, params: object, options?: ListOptions): PagePromise<Item> {
    return paginate(this.context, op, params as Record<string, unknown>, options);
  }
}
