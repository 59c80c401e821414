/** What every route handler receives, and the shape of a route definition. */
import type { Operation } from "../../core/call/operation-descriptor";
import type { MockClock } from "../domain/clock";
import type { TickerModel } from "../domain/market";
import type { PageCache } from "./page-cache";
import type { IssuedToken, OAuthServer } from "../gateway/oauth";
import type { MockResponse } from "../protocol/problem";
import type { MockState } from "../domain/store";

/** One authenticated, routed request. */
export interface RouteContext {
  store: MockState;
  clock: MockClock;
  oauth: OAuthServer;
  seed: number;
  /** Decoded path parameters. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON body (routes with `body: true` only). */
  body: unknown;
  /** The caller's token (undefined for the ticker, which needs none). */
  token?: IssuedToken;
  /** The ticker's price model (keeps each clock minute's figures unless caching is off). */
  market: TickerModel;
  /** Deposit-address pages kept by query; undefined when caching is off. */
  depositAddressPages: PageCache | undefined;
}

/**
 * A route: an operation's generated descriptor and the behaviour behind it. The method, path, scope,
 * rate-limit class and request checks all come from the descriptor, never restated by hand; build one
 * with `operationRoute` (./operation-route.ts), the only way to write a route.
 */
export interface RouteDefinition {
  /** The operation's generated descriptor (`src/generated/operation-list.ts`), the same object. */
  readonly operation: Operation;
  /** Answers one authenticated request whose path, query and body passed the descriptor's checks. */
  handle(ctx: RouteContext): MockResponse;
}
