/** What every route handler receives, and the shape of a route definition. */
import type { MockClock } from "../domain/clock";
import type { TickerModel } from "../domain/market";
import type { PageCache } from "./page-cache";
import type { OperationId } from "../protocol/operation-id";
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

/** A route of spec section 4. */
export interface RouteDefinition {
  operationId: OperationId;
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Path under the `/v2` base, with `{param}` placeholders. */
  path: string;
  /** Required OAuth scope; undefined means no token is needed (the ticker). */
  scope?: string;
  /** The rate-limit class it counts against when the mock models rate limits (default `default`). */
  rateLimitClass?: string;
  /** Whether the operation takes a JSON request body. */
  body: boolean;
  handle(ctx: RouteContext): MockResponse;
}
