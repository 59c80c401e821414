/**
 * Shared helpers of the workflow tests: a fresh mock on loopback, a client wired to it, and `op()`, which
 * sends one operation through the SDK's core (`call` with the generated descriptor: request checks,
 * auth, retries, response validation) — the path every `paxos.<resource>.<method>()` takes — and
 * `list()`, which pages a list operation as the list methods do.
 */
import { call } from "../../../src/core/call";
import { paginate } from "../../../src/core/list";
import type { ListOperation } from "../../../src/core/operation";
import type { PagePromise } from "../../../src/core/pagination";
import type { ArgsOf, ListParams, OperationId, SuccessBody } from "../../../src/core/operation-types";
import type { ClientContext } from "../../../src/core/resource";
import * as descriptors from "../../../src/generated/descriptors";
import type { Paxos } from "../../../src/index";
import type { MockServer } from "../../../src/mock/index";
import { client, startMock } from "../support";

/** A fresh mock (tokens outlive the clock jumps of the tests) and a client of it. */
export async function workflowMock(): Promise<{ mock: MockServer; paxos: Paxos }> {
  const mock = await startMock({ tokenTtlSeconds: 30 * 86_400 });
  return { mock, paxos: client(mock) };
}

/** Sends operation `id` with `args` through the SDK's core and resolves with its validated answer. */
export function op<Id extends OperationId>(paxos: Paxos, id: Id, args: ArgsOf<Id>): Promise<SuccessBody<Id>> {
  // Every resource holds the one shared context; the sandbox resource is always there.
  const context = (paxos.sandbox as unknown as { context: ClientContext }).context;
  return call(context, (descriptors as unknown as Record<string, Parameters<typeof call<Id>>[1]>)[id] as Parameters<typeof call<Id>>[1], args);
}

/** Pages list operation `id` (`paginate` with the generated descriptor): `await` it for the first page. */
export function list(paxos: Paxos, id: OperationId, params: Record<string, unknown> = {}): PagePromise<Record<string, any>> {
  const context = (paxos.sandbox as unknown as { context: ClientContext }).context;
  const descriptor = (descriptors as unknown as Record<string, ListOperation>)[id];
  if (!descriptor?.list) throw new Error(`${id} is not a list operation`);
  return paginate(context, descriptor, params as ListParams<OperationId>) as PagePromise<Record<string, any>>;
}
