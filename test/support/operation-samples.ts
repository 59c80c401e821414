/**
 * One small, valid input per operation of the contract: the arguments of its
 * SDK method, taken from the mock's seeded store. The fault matrix builds
 * every row's call from it, the contract-driven mock test calls every
 * operation with it, and the coverage test fails when an operation has none.
 * Not a test file itself.
 */
import type { Paxos } from "../../src/index";
import type { MockApi } from "../../src/mock/index";
import type { OperationEntry } from "../../src/generated/operation-list";
import type { OperationId } from "../../src/mock/index";
import { SANDBOX_WIRE } from "./sandbox-wire";

/** What a sample may read and leave behind for the checks of its case. */
export interface SampleContext {
  api: MockApi;
  /** A number unique to the case, to make its data distinct. */
  n: number;
  /** Set by the sample (ids it chose, records it made), read by the case's checks. */
  state: Record<string, unknown>;
}

/** Arguments of the operation's SDK method, before the per-call options. */
export type OperationSample = (ctx: SampleContext) => unknown[];

/** A sample per operationId of the contract. */
export const OPERATION_SAMPLES: Readonly<Record<OperationId, OperationSample>> = {
  initiateSandboxFiatDeposit: (ctx) => {
    ctx.state.amount = `${ctx.n}.25`;
    return [{ amount: ctx.state.amount, asset: "USD", memo_id: ctx.api.store.memoIds[2]!, fiat_network_instructions: SANDBOX_WIRE }];
  },
  deleteApiCredentials: (ctx) => {
    // Its own victim per case: the credentials of a client made for it.
    const victim = { clientId: `sample-victim-${ctx.n}`, clientSecret: "victim-secret", scopes: [] };
    ctx.api.oauth.register(victim);
    ctx.state.record = structuredClone(ctx.api.store.addCredentials(victim.clientId, []));
    ctx.state.clientId = victim.clientId;
    return [victim.clientId];
  },
  updateFiatAccount: (ctx) => {
    ctx.state.id = [...ctx.api.store.fiatAccounts.keys()][ctx.n % 20]!;
    ctx.state.metadata = { case: String(ctx.n), purpose: "sample" };
    return [ctx.state.id, { metadata: ctx.state.metadata }];
  },
  createTransaction: (ctx) => {
    ctx.state.amount = `${ctx.n}.000000000000000001`;
    return [
      {
        source_profile_id: ctx.api.store.ids.profileIds[0]!,
        target_profile_id: ctx.api.store.ids.profileIds[1]!,
        legs: [{ direction: "DELIVER", asset: "USD", amount: ctx.state.amount }],
        settlement_window_end: "2026-12-01T00:00:00Z",
      },
    ];
  },
  listPayments: (ctx) => [{ customer_id: ctx.api.store.ids.customerIds[0]!, product: "USDG_REWARDS", limit: 25 }],
  listAccounts: (ctx) => [{ identity_id: ctx.api.store.identityAccounts.at(0)!.identity_id, limit: 10 }],
  listTickers: () => [],
  listDepositAddresses: (ctx) => [{ profile_ids: ctx.api.store.ids.profileIds.slice(0, 3), limit: 50 }],
};

/**
 * Calls `entry`'s SDK method on `paxos` with `args` and `options`: through the
 * names the generator gave it, so a row needs no hand-written call. A list
 * answers its first page's items.
 */
export async function invoke(paxos: Paxos, entry: OperationEntry, args: unknown[], options: object = {}): Promise<unknown> {
  const resource = (paxos as unknown as Record<string, Record<string, (...a: unknown[]) => unknown>>)[entry.resource];
  const method = resource?.[entry.method];
  if (typeof method !== "function") throw new Error(`paxos.${entry.resource}.${entry.method} does not exist`);
  const result = await method.call(resource, ...args, options);
  return entry.operation.list ? (result as { items: unknown[] }).items : result;
}
