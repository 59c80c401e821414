/**
 * The transport's attempt loop (src/core/attempts.ts) on its own, with a fetch double: what the
 * behaviour tests over HTTP (retries, timeouts, aborts, size caps) cannot see — listeners and timers
 * left behind on a caller's long-lived signal, and the order of waits, timer and retries.
 */
import { getEventListeners } from "node:events";
import { describe, expect, it } from "vitest";
import { AttemptTimeoutError, HttpStatusError } from "../../src/core/attempt-errors";
import { type AttemptsRequest, sendAttempts } from "../../src/core/attempts";
import type { FetchLike } from "../../src/core/fetch";

const ok = () => new Response("{}", { status: 200 });

/** A fetch that answers with `answers` in turn (the last one repeats), recording each call's init. */
function scripted(...answers: (() => Response | Promise<Response>)[]) {
  const calls: RequestInit[] = [];
  const fetch: FetchLike = async (_input, init) => {
    // A copy: fetch reads the headers when called, and the loop may change them for the next attempt.
    calls.push({ ...init, headers: { ...(init?.headers as Record<string, string>) } });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return answer();
  };
  return { fetch, calls };
}

/** A fetch that never answers, but gives up as fetch does when its signal aborts. */
const hanging: FetchLike = (_input, init) =>
  new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason), { once: true }));

function request(overrides: Partial<AttemptsRequest> & Pick<AttemptsRequest, "fetch">): AttemptsRequest {
  return {
    url: "http://127.0.0.1:9/x",
    method: "GET",
    headers: { accept: "application/json" },
    timeout: 1_000,
    retry: { limit: 2, delayBefore: () => 1 },
    ...overrides,
  };
}

describe("sendAttempts", () => {
  it("leaves no listener on a caller's long-lived signal, however many calls it serves", async () => {
    const controller = new AbortController();
    const { fetch } = scripted(() => new Response("", { status: 503 }), ok);
    for (let i = 0; i < 200; i++) await sendAttempts(request({ fetch, signal: controller.signal }));
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
  });

  it("gives each attempt its own signal, never the caller's, and sends redirect: manual", async () => {
    const caller = new AbortController();
    const { fetch, calls } = scripted(() => new Response("", { status: 500 }), ok);
    await sendAttempts(request({ fetch, signal: caller.signal }));
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal).not.toBe(caller.signal);
    expect(calls[0]!.signal).not.toBe(calls[1]!.signal);
    expect(calls.every((init) => init.redirect === "manual")).toBe(true);
  });

  it("times an attempt out after `timeout`, aborting its fetch", async () => {
    let seen: AbortSignal | undefined;
    const fetch: FetchLike = (input, init) => {
      seen = init?.signal ?? undefined;
      return hanging(input, init);
    };
    const started = Date.now();
    const failure = await sendAttempts(request({ fetch, timeout: 50, retry: { limit: 0, delayBefore: () => 1 } })).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AttemptTimeoutError);
    expect(seen?.aborted).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("starts the attempt's timer only after beforeAttempt (a token wait is bounded by its own deadline)", async () => {
    const { fetch } = scripted(ok);
    const response = await sendAttempts(
      request({ fetch, timeout: 30, beforeAttempt: () => new Promise((resolve) => setTimeout(resolve, 80)) }),
    );
    expect(response.status).toBe(200);
  });

  it("sends the headers as beforeAttempt left them, on every attempt", async () => {
    const { fetch, calls } = scripted(() => new Response("", { status: 502 }), ok);
    let attempt = 0;
    await sendAttempts(request({ fetch, beforeAttempt: (headers) => void (headers.authorization = `Bearer t${++attempt}`) }));
    expect(calls.map((init) => (init.headers as Record<string, string>).authorization)).toEqual(["Bearer t1", "Bearer t2"]);
  });

  it("asks the decider with retry counts 1, 2 … and stops at the limit with the last error", async () => {
    const { fetch, calls } = scripted(() => new Response("", { status: 503 }));
    const asked: number[] = [];
    const failure = await sendAttempts(
      request({ fetch, retry: { limit: 2, delayBefore: (_error, count) => (asked.push(count), 1) } }),
    ).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpStatusError);
    expect((failure as HttpStatusError).response.status).toBe(503);
    expect(asked).toEqual([1, 2]);
    expect(calls).toHaveLength(3);
  });

  it("does not retry when the decider says no", async () => {
    const { fetch, calls } = scripted(() => new Response("", { status: 500 }), ok);
    const failure = await sendAttempts(request({ fetch, retry: { limit: 5, delayBefore: () => undefined } })).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpStatusError);
    expect(calls).toHaveLength(1);
  });

  it("stops waiting for a retry the moment the caller aborts, and sends nothing more", async () => {
    const controller = new AbortController();
    const { fetch, calls } = scripted(() => new Response("", { status: 503 }));
    const retried: number[] = [];
    const pending = sendAttempts(
      request({ fetch, signal: controller.signal, retry: { limit: 3, delayBefore: () => 60_000 }, onRetry: (_e, n) => retried.push(n) }),
    );
    setTimeout(() => controller.abort(new Error("stop")), 20);
    const started = Date.now();
    await expect(pending).rejects.toThrow("stop");
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(calls).toHaveLength(1);
    expect(retried).toEqual([]);
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
  });

  it("aborts the attempt in flight when the caller aborts", async () => {
    const controller = new AbortController();
    const pending = sendAttempts(request({ fetch: hanging, signal: controller.signal }));
    setTimeout(() => controller.abort(new Error("user")), 10);
    await expect(pending).rejects.toThrow("user");
  });
});
