/**
 * The body of the `PaxosTypes` namespace that `paxos-sdk` exports (`import type { PaxosTypes } from
 * "paxos-sdk"`, then `PaxosTypes.Order`, `PaxosTypes.CreateOrderParams` …): every type a user may name
 * that is not one of the entry point's own names. Types only, so naming them adds nothing to a bundle;
 * the entry point keeps the clients, the errors, the helpers users call and their options
 * (test/build/export-count.test.ts holds it at 120 names or fewer).
 *
 * Each member is a local alias rather than an `export type … from`: the declaration bundler builds the
 * namespace from local declarations only, and took a re-exported type that lives in a chunk shared with
 * another entry point for a value (`declare const …`), which a consumer's type-check refuses. The
 * resources' members are such aliases too, generated (./resources/type-aliases.ts, re-exported below: the
 * bundler takes a re-exported module of local aliases as it takes these); the rest are written here.
 */

// The wire: every resource's parameters and results, the resource classes as types
// (`PaxosTypes.SettlementResource` is the type of `paxos.settlement`): generated (`npm run generate` writes
// ./resources/type-aliases.ts from the contract). Then the contract's raw openapi-typescript types.
export type * from "./resources/type-aliases";
import type * as resource from "./core/call/resource";
export type APIResource = resource.APIResource;
import type * as webhooksResource from "./webhooks/webhooks-resource";
export type WebhooksResource = webhooksResource.WebhooksResource;
import type * as openapi from "./generated/openapi";
export type components = openapi.components;
export type operations = openapi.operations;
export type paths = openapi.paths;

// The live feeds' messages and states.
export type BookLevel = openapi.BookLevel;
export type ExecutionMessage = openapi.ExecutionMessage;
export type OrderBookSnapshotMessage = openapi.OrderBookSnapshotMessage;
export type OrderBookUpdateMessage = openapi.OrderBookUpdateMessage;
export type StablecoinPriceMessage = openapi.StablecoinPriceMessage;
import type * as feedOptions from "./stream/options";
export type FeedStatus = feedOptions.FeedStatus;
import type * as orderBookFeed from "./stream/order-book-feed";
export type OrderBookView = orderBookFeed.OrderBookView;
import type * as stablecoinPriceFeed from "./stream/stablecoin-price-feed";
export type StablecoinPrice = stablecoinPriceFeed.StablecoinPrice;

// What the errors carry.
import type * as errors from "./core/response/errors";
export type ProblemDetails = errors.ProblemDetails;
export type ResponseHeaders = errors.ResponseHeaders;
import type * as problemErrors from "./core/response/problem-errors";
export type AlreadyExistsMeta = problemErrors.AlreadyExistsMeta;
export type ExpiredMeta = problemErrors.ExpiredMeta;
export type IdentityVerificationRequiredMeta = problemErrors.IdentityVerificationRequiredMeta;
export type InsufficientFundsMeta = problemErrors.InsufficientFundsMeta;
export type NotionalValueTooLargeMeta = problemErrors.NotionalValueTooLargeMeta;
export type ProblemMeta<Documented> = problemErrors.ProblemMeta<Documented>;
export type TravelRuleInformationRequiredMeta = problemErrors.TravelRuleInformationRequiredMeta;
export type UnsupportedAddressMeta = problemErrors.UnsupportedAddressMeta;
export type WithdrawalLimitMeta = problemErrors.WithdrawalLimitMeta;

// Pages and answers with their HTTP response.
import type * as pagination from "./core/pagination/page";
export type PageWithResponse<T> = pagination.PageWithResponse<T>;
import type * as apiPromise from "./core/call/api-promise";
export type WithResponse<T> = apiPromise.WithResponse<T>;

// What the options take: hooks and their events, logging, the transport's and the auth's plug points,
// rate limits, request-signing keys, inputs.
import type * as hookEvents from "./core/sending/hooks";
export type CallEvent = hookEvents.CallEvent;
export type ErrorEvent = hookEvents.ErrorEvent;
export type Hooks = hookEvents.Hooks;
export type RequestEvent = hookEvents.RequestEvent;
export type ResponseEvent = hookEvents.ResponseEvent;
export type RetryEvent = hookEvents.RetryEvent;
import type * as query from "./core/request/query";
export type ExtraQueryValue = query.ExtraQueryValue;
export type TimeFilter = query.TimeFilter;
import type * as privateKey from "./core/sending/signing/private-key";
export type CryptoKeyLike = privateKey.CryptoKeyLike;
export type JsonWebKeyLike = privateKey.JsonWebKeyLike;
export type KeyObjectLike = privateKey.KeyObjectLike;
export type SigningAlgorithm = privateKey.SigningAlgorithm;
export type SigningPrivateKey = privateKey.SigningPrivateKey;
import type * as paxosEnvironments from "./core/config/paxos-environments";
export type Environment = paxosEnvironments.Environment;
import type * as logger from "./core/shared/logger";
export type LogLevel = logger.LogLevel;
export type Logger = logger.Logger;
import type * as rateLimiter from "./core/sending/rate-limit/rate-limiter";
export type AcquireOptions = rateLimiter.AcquireOptions;
export type RateLimitClass = rateLimiter.RateLimitClass;
export type RateLimiter = rateLimiter.RateLimiter;
export type RateLimits = rateLimiter.RateLimits;
import type * as fetchLike from "./core/sending/fetch";
export type FetchLike = fetchLike.FetchLike;
import type * as tokenProvider from "./core/sending/auth/token-provider";
export type TokenProvider = tokenProvider.TokenProvider;
import type * as tokenCache from "./core/sending/auth/token-cache";
export type CachedToken = tokenCache.CachedToken;
export type TokenCache = tokenCache.TokenCache;
export type TokenCacheObtainOptions = tokenCache.TokenCacheObtainOptions;
import type * as inputs from "./core/request/to-wire";
export type DateInput = inputs.DateInput;
export type DecimalInput = inputs.DecimalInput;
export type DecimalLike = inputs.DecimalLike;

// Webhooks and events: the receivers, what they are given, the dedupe store, and the document's event types.
import type * as webhookOptions from "./webhooks/options";
export type WebhookApiKey = webhookOptions.WebhookApiKey;
import type * as nodeHandler from "./webhooks/node-handler";
export type NodeRequestLike = nodeHandler.NodeRequestLike;
export type NodeResponseLike = nodeHandler.NodeResponseLike;
export type NodeWebhookHandler = nodeHandler.NodeWebhookHandler;
import type * as fetchHandler from "./webhooks/fetch-handler";
export type FetchWebhookHandler = fetchHandler.FetchWebhookHandler;
import type * as reducedEvent from "./webhooks/reduced-event";
export type ReducedEvent = reducedEvent.ReducedEvent;
import type * as followEvents from "./webhooks/follow-events";
export type EventPosition = followEvents.EventPosition;
import type * as dedupeStore from "./webhooks/dedupe-store";
export type ClaimResult = dedupeStore.ClaimResult;
export type WebhookDedupeStore = dedupeStore.WebhookDedupeStore;
import type * as eventTypes from "./webhooks/paxos-event";
export type EventObjectType = eventTypes.EventObjectType;
export type EventPayloads = eventTypes.EventPayloads;
export type IdentityDocumentsRequired = eventTypes.IdentityDocumentsRequired;
export type IdentityKycRefresh = eventTypes.IdentityKycRefresh;
export type IdentitySummaryStatus = eventTypes.IdentitySummaryStatus;
export type IdentitySummaryStatusChange = eventTypes.IdentitySummaryStatusChange;
export type KnownEventType = eventTypes.KnownEventType;
export type KnownPaxosEvent = eventTypes.KnownPaxosEvent;
export type OpenEnum<Known extends string> = eventTypes.OpenEnum<Known>;
export type OrchestrationStatusChange = eventTypes.OrchestrationStatusChange;
export type PaxosEvent = eventTypes.PaxosEvent;
export type PaxosEventOf<T extends KnownEventType> = eventTypes.PaxosEventOf<T>;
export type TransferStatusChange = eventTypes.TransferStatusChange;
export type TransferStatusChangeType = eventTypes.TransferStatusChangeType;
export type UnknownEventType = eventTypes.UnknownEventType;
export type UnknownPaxosEvent = eventTypes.UnknownPaxosEvent;
