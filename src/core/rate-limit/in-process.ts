/**
 * The default rate limiter: per class, requests are spaced evenly at 1/N
 * seconds, measured from when the previous one was actually let through (a
 * late timer never releases two at once). No burst: any 1-second window
 * holds at most N requests of a class, which is what the service counts.
 */
import { RateLimitError } from "../errors";
import { type AcquireOptions, PAXOS_RATE_LIMITS, type RateLimiter, type RateLimits } from "./rate-limiter";

interface Waiter {
  resolve: () => void;
  reject: (reason: unknown) => void;
  deadline: number | undefined;
  cleanup: () => void;
}

interface ClassState {
  intervalMs: number;
  /** Earliest time (epoch ms) the next request may go. */
  next: number;
  queue: Waiter[];
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** In-process pacing and 429 holds for one client (the default `rateLimiter`). */
export class InProcessRateLimiter implements RateLimiter {
  readonly #limits: Readonly<Record<string, number>>;
  readonly #classes = new Map<string, ClassState>();
  readonly #holds = new Map<string, number>();
  #holdAll = 0;

  /** `limits`: requests per second per class, over Paxos's published ones. */
  constructor(limits: RateLimits = {}) {
    const merged: Record<string, number> = { ...PAXOS_RATE_LIMITS };
    for (const [name, value] of Object.entries(limits)) if (value !== undefined) merged[name] = value;
    this.#limits = merged;
  }

  acquire(limitClass: string, options: AcquireOptions = {}): Promise<void> {
    const { signal, deadline } = options;
    if (signal?.aborted) return Promise.reject(signal.reason);
    const state = this.#state(limitClass);
    const now = Date.now();
    const start = Math.max(now, state.next, this.#heldUntil(limitClass));
    if (state.queue.length === 0 && start <= now) {
      state.next = now + state.intervalMs;
      return Promise.resolve();
    }
    const turn = start + state.queue.length * state.intervalMs;
    if (deadline !== undefined && turn > deadline) return Promise.reject(this.#tooLate(limitClass, turn));
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const index = state.queue.indexOf(waiter);
        if (index >= 0) state.queue.splice(index, 1);
        reject(signal!.reason);
      };
      const waiter: Waiter = {
        resolve,
        reject,
        deadline,
        cleanup: () => signal?.removeEventListener("abort", onAbort),
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      state.queue.push(waiter);
      this.#schedule(limitClass, state);
    });
  }

  holdUntil(until: number, limitClass?: string): void {
    if (limitClass === undefined) this.#holdAll = Math.max(this.#holdAll, until);
    else this.#holds.set(limitClass, Math.max(this.#holds.get(limitClass) ?? 0, until));
    // Waiters that would now pass their deadline learn it at once instead of timing out later.
    for (const [name, state] of this.#classes) {
      const start = Math.max(Date.now(), state.next, this.#heldUntil(name));
      state.queue = state.queue.filter((waiter, position) => {
        const turn = start + position * state.intervalMs;
        if (waiter.deadline === undefined || turn <= waiter.deadline) return true;
        waiter.cleanup();
        waiter.reject(this.#tooLate(name, turn));
        return false;
      });
    }
  }

  #heldUntil(limitClass: string): number {
    return Math.max(this.#holdAll, this.#holds.get(limitClass) ?? 0);
  }

  #tooLate(limitClass: string, turn: number): RateLimitError {
    const held = this.#heldUntil(limitClass) > Date.now();
    return RateLimitError.heldBack(
      limitClass,
      new Date(turn),
      held
        ? "the client is holding requests back after a 429"
        : `pacing to ${this.#rate(limitClass)} requests per second`,
    );
  }

  #rate(limitClass: string): number {
    return this.#limits[limitClass] ?? this.#limits.default ?? PAXOS_RATE_LIMITS.default;
  }

  #state(limitClass: string): ClassState {
    let state = this.#classes.get(limitClass);
    if (!state) {
      state = { intervalMs: 1000 / this.#rate(limitClass), next: 0, queue: [], timer: undefined };
      this.#classes.set(limitClass, state);
    }
    return state;
  }

  #schedule(limitClass: string, state: ClassState): void {
    if (state.timer !== undefined || state.queue.length === 0) return;
    const wait = Math.max(0, Math.max(state.next, this.#heldUntil(limitClass)) - Date.now());
    state.timer = setTimeout(() => {
      state.timer = undefined;
      const now = Date.now();
      if (now >= Math.max(state.next, this.#heldUntil(limitClass))) {
        const waiter = state.queue.shift();
        if (waiter) {
          state.next = now + state.intervalMs;
          waiter.cleanup();
          waiter.resolve();
        }
      }
      this.#schedule(limitClass, state);
    }, Math.ceil(wait));
  }
}
