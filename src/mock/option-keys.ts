/**
 * The keys of every options object `paxos-sdk/mock` takes, nested ones included, and the check that
 * refuses a misspelt one naming its full path (`webhooks[0].oauth.clientSecrte`, did you mean
 * `webhooks[0].oauth.clientSecret`?). A mock option that is silently ignored is as bad as a client option:
 * a misspelt `retry.maxAttempt` or `rateLimits.limits.tokens` leaves a test exercising the defaults while
 * its author believes otherwise. Each list is tied to its type by `optionKeys`, so it cannot drift.
 */
import { optionKeys, refuseUnknownOptions } from "../core/shared/option-keys";
import type { MockClockOptions } from "./domain/clock";
import type { MovingMarketOptions } from "./domain/market-maker";
import type { MockSizes } from "./domain/store";
import { refuseUnknownFaultOptions } from "./gateway/faults";
import type { MockFeedOptions } from "./delivery/feeds";
import { refuseUnknownClientOptions } from "./gateway/oauth";
import { PUBLISHED_RATE_LIMITS, type MockRateLimitOptions } from "./gateway/rate-limits";
import type { MockWebhookApiKey, MockWebhookConfig, MockWebhookOAuth, MockWebhookRetry } from "./delivery/webhook-config";

/** The options object of `MockApiOptions.rateLimits` (its other form is `true`). */
type RateLimitObject = Exclude<MockRateLimitOptions, true>;

const SIZE_KEYS = optionKeys<MockSizes>()("depositAddresses", "payments", "identityAccounts", "fiatAccounts");
const CLOCK_KEYS = optionKeys<MockClockOptions>()("start", "followRealTime");
const RATE_LIMIT_KEYS = optionKeys<RateLimitObject>()("limits", "throttleSeconds");
/** The classes the mock's routes count against: a limit for any other would never apply. */
const RATE_LIMIT_CLASSES: readonly string[] = Object.keys(PUBLISHED_RATE_LIMITS);
const WEBHOOK_KEYS = optionKeys<MockWebhookConfig>()("url", "apiKey", "oauth", "eventTypes", "rateLimit", "retry", "timeoutMs", "allowNonLoopback");
const WEBHOOK_API_KEY_KEYS = optionKeys<MockWebhookApiKey>()("header", "value");
const WEBHOOK_OAUTH_KEYS = optionKeys<MockWebhookOAuth>()("tokenUrl", "clientId", "clientSecret", "scopes");
const WEBHOOK_RETRY_KEYS = optionKeys<MockWebhookRetry>()("maxAttempts", "initialDelayMs", "maxDelayMs", "windowMs");
const MOVING_MARKET_KEYS = optionKeys<MovingMarketOptions>()("stepMs");
const FEED_KEYS = optionKeys<MockFeedOptions>()("subscriptionIntervalMs", "snapshotFragmentLevels", "snapshotIntervalMs");

/** Whether `value` is an object whose keys are options (not an array, a `Date` or a key object). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** Checks each plain object of `list` (when it is an array) against `known`, named `path[i].`. */
function eachEntry(who: string, list: unknown, path: string, check: (who: string, entry: unknown, prefix: string) => void): void {
  if (!Array.isArray(list)) return;
  list.forEach((entry, i) => check(who, entry, `${path}[${i}].`));
}

function refuseUnknownWebhookOptions(who: string, webhook: unknown, prefix: string): void {
  if (!isPlainObject(webhook)) return;
  refuseUnknownOptions(who, webhook, WEBHOOK_KEYS, prefix);
  if (isPlainObject(webhook.apiKey)) refuseUnknownOptions(who, webhook.apiKey, WEBHOOK_API_KEY_KEYS, `${prefix}apiKey.`);
  if (isPlainObject(webhook.oauth)) refuseUnknownOptions(who, webhook.oauth, WEBHOOK_OAUTH_KEYS, `${prefix}oauth.`);
  if (isPlainObject(webhook.retry)) refuseUnknownOptions(who, webhook.retry, WEBHOOK_RETRY_KEYS, `${prefix}retry.`);
}

/**
 * Refuses the first unknown key of a mock's options, top level (against `topLevelKeys`: the API's own,
 * plus a transport's `port`, `host`, `baseUrl` …) and nested: `sizes`, `clients[i]` and their
 * `publicKeys[j]`, `faults[i]`, `clock`, `rateLimits` and its `limits` (by rate-limit class),
 * `webhooks[i]` and their `apiKey`, `oauth`, `retry`, `movingMarket` and `feeds`. Throws a
 * `ValidationError` naming `who` and the key's full path. Values are left to each option's own check.
 */
export function refuseUnknownMockOptions(who: string, options: unknown, topLevelKeys: readonly string[]): void {
  if (!isPlainObject(options)) return;
  refuseUnknownOptions(who, options, topLevelKeys);
  if (isPlainObject(options.sizes)) refuseUnknownOptions(who, options.sizes, SIZE_KEYS, "sizes.");
  eachEntry(who, options.clients, "clients", refuseUnknownClientOptions);
  eachEntry(who, options.faults, "faults", refuseUnknownFaultOptions);
  if (isPlainObject(options.clock)) refuseUnknownOptions(who, options.clock, CLOCK_KEYS, "clock.");
  if (isPlainObject(options.rateLimits)) {
    refuseUnknownOptions(who, options.rateLimits, RATE_LIMIT_KEYS, "rateLimits.");
    if (isPlainObject(options.rateLimits.limits)) refuseUnknownOptions(who, options.rateLimits.limits, RATE_LIMIT_CLASSES, "rateLimits.limits.");
  }
  eachEntry(who, options.webhooks, "webhooks", refuseUnknownWebhookOptions);
  if (isPlainObject(options.movingMarket)) refuseUnknownOptions(who, options.movingMarket, MOVING_MARKET_KEYS, "movingMarket.");
  if (isPlainObject(options.feeds)) refuseUnknownOptions(who, options.feeds, FEED_KEYS, "feeds.");
}
