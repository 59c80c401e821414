/**
 * Which feeds a client paces (`resolveConfig`'s `feedPacer`): Paxos's feeds always (one new subscription
 * a second per IP), feeds elsewhere (the mock, a proxy) only when pacing was asked for, none with
 * `rateLimiter: false`; a client that paces both shares one limiter between its REST calls and its feeds.
 */
import { describe, expect, it } from "vitest";
import { resolveConfig } from "../../src/core/config/config";
import type { RateLimiter } from "../../src/core/sending/rate-limit/rate-limiter";

const LOOPBACK_FEEDS = "ws://127.0.0.1:9";

describe("the feeds' pacer", () => {
  it("paces Paxos's own feeds by default, with the limiter of the REST calls", () => {
    const config = resolveConfig({ environment: "production" });
    expect(config.feedPacer).toBeDefined();
    expect(config.feedPacer).toBe(config.rateLimiter);
  });

  it("paces Paxos's feeds even when the REST calls go elsewhere (the mock), with a limiter of their own", () => {
    const config = resolveConfig({ environment: "production", baseUrl: "http://127.0.0.1:9/v2" });
    expect(config.rateLimiter).toBeUndefined();
    expect(config.feedPacer).toBeDefined();
  });

  it("does not pace feeds elsewhere just because the REST calls go to Paxos", () => {
    const config = resolveConfig({ environment: "production", streamUrl: LOOPBACK_FEEDS });
    expect(config.rateLimiter).toBeDefined();
    expect(config.feedPacer).toBeUndefined();
  });

  it("paces feeds elsewhere when asked, with rateLimits, rateLimiter: true or a limiter of the caller's", () => {
    expect(resolveConfig({ streamUrl: LOOPBACK_FEEDS, rateLimits: { subscription: 2 } }).feedPacer).toBeDefined();
    expect(resolveConfig({ streamUrl: LOOPBACK_FEEDS, rateLimiter: true }).feedPacer).toBeDefined();
    const own: RateLimiter = { acquire: async () => {}, holdUntil: () => {} };
    expect(resolveConfig({ streamUrl: LOOPBACK_FEEDS, rateLimiter: own }).feedPacer).toBe(own);
  });

  it("paces nothing with rateLimiter: false", () => {
    expect(resolveConfig({ environment: "production", rateLimiter: false }).feedPacer).toBeUndefined();
  });
});
