/**
 * Calls one generated operation descriptor: the single path every non-list
 * method takes to the transport. What depends on the arguments (path, body,
 * query) is the descriptor's `prepare` (../request/prepare), which the generator sets
 * only where there are arguments: an operation without any, such as the
 * ticker, keeps the encoders out of its bundle.
 */
import { APIPromise, type CallResult } from "./api-promise";
import type { CallArgs, Operation, RetryClass } from "./operation-descriptor";
import type { ArgsOf, OperationId, SuccessBody } from "../request/call-arguments";
import type { ClientContext } from "./client-context";
import { REQUEST_OPTION_KEYS, type RequestOptions } from "../sending/transport";
import { refuseUnknownOptions } from "../config/option-keys";
import { refuseExtraBody, withExtraQuery } from "../request/extras";
import type { RetryPolicy } from "../sending/retry";

/** Sends `op` with `args`: a promise of its validated 200 body, with `.withResponse()`; an invalid argument rejects before anything is sent. */
export function call<Id extends OperationId>(
  context: ClientContext,
  op: Operation<Id>,
  args: ArgsOf<Id>,
  options?: RequestOptions,
): APIPromise<SuccessBody<Id>> {
  return new APIPromise(send(context, op, args, options));
}

/**
 * Like `call`, for an operation the service answers in more than one form (the contract's
 * `x-sdk-answer`): `answer` turns every form into the one the method hands back.
 */
export function callWith<Id extends OperationId, Answer>(
  context: ClientContext,
  op: Operation<Id>,
  args: ArgsOf<Id>,
  options: RequestOptions | undefined,
  answer: (data: SuccessBody<Id>) => Answer,
): APIPromise<Answer> {
  return new APIPromise(send(context, op, args, options).then(({ data, response }) => ({ data: answer(data), response })));
}

/** Sends `op` with `args` and resolves with its validated 200 body and the response. */
export async function send<Id extends OperationId>(
  context: ClientContext,
  op: Operation<Id>,
  args: ArgsOf<Id>,
  options?: RequestOptions,
): Promise<CallResult<SuccessBody<Id>>> {
  op.refuseInProduction?.(context, op);
  refuseUnknownOptions(op.name, options, REQUEST_OPTION_KEYS);
  const prepared = op.prepare ? op.prepare(op, args as CallArgs, { extraBody: options?.extraBody, context }) : { path: op.path };
  if (!op.prepare) refuseExtraBody(op, options?.extraBody);
  const query = withExtraQuery(op, prepared.query, options?.extraQuery);
  op.noteDeprecation?.(context, op, (args as CallArgs).query);
  op.noteUnknownEnums?.(context, op, { body: prepared.body, query: (args as CallArgs).query, path: (args as CallArgs).path });
  const sent = context.transport.request(
    {
      operation: op.operationId,
      name: op.name,
      method: op.method,
      path: prepared.path,
      query,
      body: prepared.body,
      scope: op.scope,
      rateLimitClass: op.rateLimitClass,
      retry: retryPolicy(op.retry),
      response: op.response,
      // A keyed create: a 409 Already Exists to its own re-send is its success (./existing-record).
      recover: op.recoverExisting && ((failure, resent) => op.recoverExisting!(context, op, failure, { args: { ...(args as CallArgs), body: prepared.body }, resent })),
    },
    options,
  ) as Promise<CallResult<SuccessBody<Id>>>;
  const { retiredError } = op;
  return retiredError ? sent.catch((error: unknown) => Promise.reject(retiredError(op, error))) : sent;
}

/**
 * The transport's policy for a retry class of the contract. An idempotency
 * field is filled before the first attempt and resent unchanged, so such an
 * operation is as safe to repeat as an idempotent one.
 */
function retryPolicy(retry: RetryClass): RetryPolicy {
  return retry === "never-after-send" ? "not-after-send" : "idempotent";
}
