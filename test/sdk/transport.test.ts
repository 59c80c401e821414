/**
 * The transport on ky, seen from the `fetch` ky is handed (a double, given as the `fetch` option): what
 * the behaviour tests over HTTP (retries, timeouts, aborts, size caps) cannot see — listeners left
 * behind on a caller's long-lived signal, the signal and redirect mode of each attempt, the order of
 * the waits before an attempt and its timer, and what each attempt carries (its token, its
 * signature over the very bytes it sends). It replaces the tests of the hand-written attempt loop
 * (src/core/attempts.ts, gone), with the same assertions made through the client.
 */
import { getEventListeners } from "node:events";
import { describe, expect, it } from "vitest";
import { APIConnectionTimeoutError, APIUserAbortError, BadRequestError, InternalServerError, listTickers, Paxos, PaxosMarketClient } from "../../src/index";
import type { FetchLike, RateLimiter, RetryEvent } from "../../src/types";

const ok = () => new Response("[]", { status: 200, headers: { "content-type": "application/json" } });
const status = (code: number) => () => new Response("{}", { status: code, headers: { "content-type": "application/json" } });

/** What one attempt handed to fetch: ky calls fetch with a `Request`. */
interface Sent {
  request: Request;
  body: string;
}

/** A fetch that answers with `answers` in turn (the last one repeats), recording each attempt. */
function scripted(...answers: (() => Response | Promise<Response>)[]) {
  const sent: Sent[] = [];
  const fetch: FetchLike = async (input) => {
    const request = input as Request;
    sent.push({ request, body: await request.clone().text() });
    return answers[Math.min(sent.length - 1, answers.length - 1)]!();
  };
  return { fetch, sent };
}

/** A fetch that never answers, but gives up as fetch does when the request's signal aborts. */
const hanging: FetchLike = (input) => {
  const { signal } = input as Request;
  return new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason), { once: true }));
};

const transaction = {
  id: "tx-1",
  ref_id: "réf-ü-1",
  settlement_window_start: "2026-11-22T00:00:00Z",
  settlement_window_end: "2026-11-23T00:00:00Z",
  source_profile_id: "a",
  target_profile_id: "b",
  legs: [{ id: "leg-1", direction: "DELIVER", asset: "USD", amount: "1.00" }],
  status: "PENDING",
  created_at: "2026-11-22T00:00:00Z",
  updated_at: "2026-11-22T00:00:00Z",
};

const fast = { initialDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 50 };

function market(fetch: FetchLike, extra: ConstructorParameters<typeof PaxosMarketClient>[0] = {}) {
  return new PaxosMarketClient({ fetch, backoff: fast, rateLimiter: false, ...extra });
}

describe("the transport on ky", () => {
  it("leaves no listener on a caller's long-lived signal, however many calls it serves", async () => {
    const controller = new AbortController();
    const { fetch } = scripted(status(503), ok);
    const client = market(fetch);
    for (let i = 0; i < 200; i++) await listTickers(client, { signal: controller.signal });
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
  });

  it("gives each attempt its own signal, never the caller's, and sends redirect: manual", async () => {
    const caller = new AbortController();
    const { fetch, sent } = scripted(status(500), ok);
    await listTickers(market(fetch), { signal: caller.signal });
    expect(sent).toHaveLength(2);
    expect(sent[0]!.request.signal).not.toBe(caller.signal);
    expect(sent[0]!.request.signal).not.toBe(sent[1]!.request.signal);
    expect(sent.every(({ request }) => request.redirect === "manual")).toBe(true);
  });

  it("times an attempt out after `timeout`, aborting its fetch", async () => {
    let seen: AbortSignal | undefined;
    const fetch: FetchLike = (input, init) => {
      seen = (input as Request).signal;
      return hanging(input, init);
    };
    const started = Date.now();
    const failure = await listTickers(market(fetch, { timeout: 50, maxRetries: 0 })).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(APIConnectionTimeoutError);
    expect(seen?.aborted).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("starts the attempt's timer only after the waits before it (here a rate-limit turn of 80 ms, timeout 30 ms)", async () => {
    const { fetch, sent } = scripted(ok);
    // A limiter that ignores the deadline it is given: the attempt's own timer must not have started.
    const slow: RateLimiter = { acquire: () => new Promise((resolve) => setTimeout(resolve, 80)), holdUntil: () => undefined };
    await expect(listTickers(market(fetch, { timeout: 30, rateLimiter: slow }))).resolves.toEqual([]);
    expect(sent).toHaveLength(1);
  });

  it("sends the headers each attempt's wait left: every retry asks for its token again", async () => {
    const { fetch, sent } = scripted(status(502), () => new Response('{"items":[]}', { status: 200 }));
    let issued = 0;
    const paxos = new Paxos({ tokenProvider: () => `t${++issued}`, fetch, backoff: fast, rateLimiter: false });
    await paxos.depositAddresses.list();
    expect(sent.map(({ request }) => request.headers.get("authorization"))).toEqual(["Bearer t1", "Bearer t2"]);
  });

  it("retries up to maxRetries, counting 1, 2 …, and fails with the last answer", async () => {
    const { fetch, sent } = scripted(status(503));
    const retries: RetryEvent[] = [];
    const paxos = new Paxos({ accessToken: "t0k3n", fetch, backoff: fast, rateLimiter: false, maxRetries: 2, hooks: { onRetry: (e) => void retries.push(e) } });
    const failure = await paxos.depositAddresses.list().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(InternalServerError);
    expect((failure as InternalServerError).status).toBe(503);
    expect(retries.map((e) => e.attempt)).toEqual([1, 2]);
    expect(sent).toHaveLength(3);
  });

  it("does not retry what is not worth it (a 400), whatever maxRetries allows", async () => {
    const { fetch, sent } = scripted(status(400), ok);
    const failure = await listTickers(market(fetch, { maxRetries: 5 })).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BadRequestError);
    expect(sent).toHaveLength(1);
  });

  it("stops waiting for a retry the moment the caller aborts, and sends nothing more", async () => {
    const controller = new AbortController();
    const { fetch, sent } = scripted(status(503));
    const retried: number[] = [];
    const pending = new Paxos({
      accessToken: "t0k3n",
      fetch,
      rateLimiter: false,
      backoff: { initialDelayMs: 30_000, maxDelayMs: 30_000 },
      maxRetries: 3,
      hooks: { onRetry: (e) => void retried.push(e.attempt) },
    }).depositAddresses.list({}, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error("stop")), 20);
    const started = Date.now();
    const failure = await pending.catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(APIUserAbortError);
    expect((failure as APIUserAbortError).cause).toEqual(new Error("stop"));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(sent).toHaveLength(1);
    expect(retried).toEqual([]);
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
  });

  it("aborts the attempt in flight when the caller aborts", async () => {
    const controller = new AbortController();
    const pending = listTickers(market(hanging), { signal: controller.signal });
    setTimeout(() => controller.abort(new Error("user")), 10);
    const failure = await pending.catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(APIUserAbortError);
    expect((failure as APIUserAbortError).cause).toEqual(new Error("user"));
  });

  it("renews a rejected token once even with maxRetries 0 (the renewal is not one of the retries)", async () => {
    const { fetch, sent } = scripted(status(401), () => new Response('{"items":[]}', { status: 200 }));
    let issued = 0;
    const paxos = new Paxos({ tokenProvider: () => `t${++issued}`, fetch, backoff: fast, rateLimiter: false, maxRetries: 0 });
    await expect(paxos.depositAddresses.list()).resolves.toBeDefined();
    expect(sent.map(({ request }) => request.headers.get("authorization"))).toEqual(["Bearer t1", "Bearer t2"]);
  });

  it("after a renewal still retries maxRetries times, and renews no second time", async () => {
    const { fetch, sent } = scripted(status(503), status(401), status(503), status(401));
    const paxos = new Paxos({ tokenProvider: () => "t", fetch, backoff: fast, rateLimiter: false, maxRetries: 2 });
    const failure = await paxos.depositAddresses.list().catch((e: unknown) => e);
    // 503 (retry 1), 401 (the renewal), 503 (retry 2), 401: not renewed again, and not retried.
    expect((failure as { status?: number }).status).toBe(401);
    expect(sent).toHaveLength(4);
  });

  it("signs each attempt once, over the very bytes it sends, after its token", async () => {
    const { fetch, sent } = scripted(status(503), () => new Response(JSON.stringify(transaction), { status: 200 }));
    const signed: string[] = [];
    const paxos = new Paxos({
      tokenProvider: () => "t",
      fetch,
      backoff: fast,
      rateLimiter: false,
      requestSigning: {
        keyId: "k1",
        algorithm: "ES256",
        sign: async (input) => {
          signed.push(new TextDecoder().decode(input));
          return new Uint8Array(64);
        },
      },
    });
    // A body with non-ASCII text: the payload signed is its UTF-8 bytes.
    await paxos.settlement.createTransaction({ ref_id: "réf-ü-1", source_profile_id: "a", target_profile_id: "b", legs: [{ direction: "DELIVER", asset: "USD", amount: "1.00" }] });
    expect(sent).toHaveLength(2);
    expect(signed).toHaveLength(sent.length);
    sent.forEach(({ request, body }, attempt) => {
      const header = request.headers.get("paxos-signature")!;
      expect(header.startsWith(`${signed[attempt]}.`)).toBe(true);
      const [protectedHeader, payload] = signed[attempt]!.split(".");
      expect(Buffer.from(payload!, "base64url").toString("utf8")).toBe(body);
      const fields = JSON.parse(Buffer.from(protectedHeader!, "base64url").toString("utf8")) as Record<string, string>;
      expect(fields["paxos.com/request-method"]).toBe(request.method);
      const url = new URL(request.url);
      expect(fields["paxos.com/request-path"]).toBe(url.pathname + url.search);
    });
  });
});
