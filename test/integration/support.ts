/**
 * Shared helpers of the integration tests: the SDK over real HTTP against the loopback mock server.
 * Not a test file itself (vitest only runs `*.test.ts`).
 */
import { Paxos, type PaxosOptions } from "../../src/index";
import type { FetchLike } from "../../src/types";
import { MOCK_BASE_PATH, startMockServer, type MockServer, type MockServerOptions } from "../../src/mock/index";
import type { DepositAddress, IdentityAccount, Payment } from "../../src/mock/domain/records";
import { mockState } from "../../src/mock/api";

/** Retries fast: the tests wait milliseconds, not seconds, between attempts. */
export const FAST_BACKOFF = { initialDelayMs: 1, maxDelayMs: 10, maxRetryAfterMs: 50 } as const;

/** Starts the mock on a free loopback port. */
export function startMock(options: MockServerOptions = {}): Promise<MockServer> {
  return startMockServer({ port: 0, ...options });
}

/** One request as it left the SDK (recorded by {@link RequestLog}). */
export interface SentRequest {
  method: string;
  /** "api" for calls under the base URL, "token" for the token endpoint. */
  endpoint: "api" | "token" | "other";
  /** The path below `/v2` (API calls) or the full path. */
  path: string;
  query: URLSearchParams;
  /** The body text, when the log was asked to keep bodies. */
  body?: string;
}

/**
 * A `fetch` wrapper that records every request the SDK sends (every attempt, token requests included),
 * then passes it on to the real `fetch` unchanged. Given to the client as its `fetch` option.
 */
export class RequestLog {
  readonly sent: SentRequest[] = [];
  keepBodies = false;

  readonly fetch: FetchLike = async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input));
    const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
    const endpoint = url.pathname === "/oauth2/token" ? "token" : url.pathname.startsWith(`${MOCK_BASE_PATH}/`) ? "api" : "other";
    const entry: SentRequest = {
      method,
      endpoint,
      path: endpoint === "api" ? url.pathname.slice(MOCK_BASE_PATH.length) : url.pathname,
      query: url.searchParams,
    };
    if (this.keepBodies) {
      // The SDK calls fetch(url, init); a Request is read through a clone, so that it can still be sent.
      if (typeof init?.body === "string") entry.body = init.body;
      else if (init?.body instanceof URLSearchParams) entry.body = init.body.toString();
      else if (request && request.body !== null) entry.body = await request.clone().text();
    }
    this.sent.push(entry);
    return globalThis.fetch(input, init);
  };

  /** API calls (not token requests), optionally only those whose path starts with `prefix`. */
  api(prefix = ""): SentRequest[] {
    return this.sent.filter((r) => r.endpoint === "api" && r.path.startsWith(prefix));
  }

  clear(): void {
    this.sent.length = 0;
  }
}

/** Options for the mock's main client (every scope), with fast retries and no log noise. */
export function clientOptions(mock: MockServer, extra: PaxosOptions = {}): PaxosOptions {
  return {
    baseUrl: mock.baseUrl,
    tokenUrl: mock.tokenUrl,
    clientId: mock.clientId,
    clientSecret: mock.clientSecret,
    backoff: FAST_BACKOFF,
    logLevel: "off",
    // The faults these tests inject include 429s, each its own case: no five-minute hold between them
    // (test/redis/throttle-window.test.ts covers the window).
    throttleWindowMs: 0,
    ...extra,
  };
}

/** A client of the mock's main client (every scope), with fast retries and no log noise. */
export function client(mock: MockServer, extra: PaxosOptions = {}): Paxos {
  return new Paxos(clientOptions(mock, extra));
}

/** Rejects with a clear message when `promise` has not settled within `ms` (a hang, not a slow call). */
export function within<T>(ms: number, promise: Promise<T>, what = "the call"): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not settle within ${ms} ms (hang)`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Collects unhandled promise rejections while installed. */
export function collectUnhandledRejections(): { reasons: unknown[]; stop(): void } {
  const reasons: unknown[] = [];
  const onRejection = (reason: unknown) => reasons.push(reason);
  process.on("unhandledRejection", onRejection);
  return { reasons, stop: () => process.off("unhandledRejection", onRejection) };
}

/** Every deposit address of the store, in ascending (created_at, id) order. */
export function storeDepositAddresses(mock: MockServer): DepositAddress[] {
  return [...mock.api.store.depositAddresses.values()];
}

/** Every deposit-address id of the store, ascending, without materialising the records. */
export function storeDepositAddressIds(mock: MockServer): string[] {
  const table = mockState(mock.api).depositAddresses;
  const ids: string[] = new Array(table.size);
  for (let i = 0; i < table.size; i++) ids[i] = table.id(i);
  return ids;
}

/** Every payment of the store, ascending by (created_at, id). */
export function storePayments(mock: MockServer): Payment[] {
  return [...mock.api.store.payments.values()];
}

/** Every identity account of the store, ascending by (created_at, id). */
export function storeIdentityAccounts(mock: MockServer): IdentityAccount[] {
  return [...mock.api.store.identityAccounts.values()];
}

/** The canonical form the mock stores timestamps in (UTC, nine fraction digits) of a `Date`. */
export function canonicalOfDate(date: Date): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, ".$1000000Z");
}

/** Comparisons of a time filter, applied by hand to a canonical timestamp. */
export interface CanonicalRange {
  lt?: string;
  lte?: string;
  eq?: string;
  gte?: string;
  gt?: string;
}

/** True when canonical `value` satisfies every comparison (canonical strings order as time). */
export function inRange(value: string, range: CanonicalRange): boolean {
  return (
    (range.lt === undefined || value < range.lt) &&
    (range.lte === undefined || value <= range.lte) &&
    (range.eq === undefined || value === range.eq) &&
    (range.gte === undefined || value >= range.gte) &&
    (range.gt === undefined || value > range.gt)
  );
}

/** Reads every item of an async iterable into an array. */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** The ids of `records`, in order. */
export function idsOf(records: readonly { id?: string | null }[]): string[] {
  // The contract makes `id` optional; every record the mock serves has one, so a missing id is a failure here.
  return records.map((r) => {
    if (r.id == null) throw new Error(`record without id: ${JSON.stringify(r)}`);
    return r.id;
  });
}
