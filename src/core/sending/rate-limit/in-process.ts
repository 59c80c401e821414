/**
 * The default rate limiter: per class, requests are spaced evenly at 1/N
 * seconds plus 10% headroom, measured from when the previous one was actually
 * let through (a late timer never releases two at once). No burst: any
 * 1-second window holds at most N requests of a class, which is what the
 * service counts; the headroom absorbs the jitter between letting a request
 * through here and its arrival there (a busy event loop, the network).
 */
import { RateLimitError } from "../../response/errors";
import { type AcquireOptions, PAXOS_RATE_LIMITS, type RateLimiter, type RateLimits } from "./rate-limiter";

/** Spacing factor over 1/N: what keeps a window under N at the server despite jitter. */
const HEADROOM = 1.1;

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

/**
 * Lets one request through at `now`. The next may follow one interval later,
 * counted from now when the previous turn was missed (a late timer, an idle
 * class) but for at most 1 ms of credit: a late timer never releases a burst,
 * while rates above 1000/s still release several requests per millisecond.
 */
function grant(state: ClassState, now: number): void {
  state.next = Math.max(state.next, now - 1) + state.intervalMs;
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

  /** Resolves at this request's turn; see `RateLimiter.acquire`. */
  acquire(limitClass: string, options: AcquireOptions = {}): Promise<void> {
    const { signal, deadline } = options;
    if (signal?.aborted) return Promise.reject(signal.reason);
    const state = this.#state(limitClass);
    const now = Date.now();
    const start = Math.max(now, state.next, this.#heldUntil(limitClass));
    if (state.queue.length === 0 && start <= now) {
      grant(state, now);
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

  /** Holds `limitClass` (every class when omitted) back until `until`; see `RateLimiter.holdUntil`. */
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

  /** Until when `limitClass` is held back after a 429 (epoch ms; 0 when never). */
  heldUntil(limitClass: string): number {
    return this.#heldUntil(limitClass);
  }

  #heldUntil(limitClass: string): number {
    return Math.max(this.#holdAll, this.#holds.get(limitClass) ?? 0);
  }

  #tooLate(limitClass: string, turn: number): RateLimitError {
    const held = this.#heldUntil(limitClass) > Date.now();
    return RateLimitError.heldBack(limitClass, new Date(turn), held ? undefined : `pacing to ${this.#rate(limitClass)} requests per second`);
  }

  #rate(limitClass: string): number {
    return this.#limits[limitClass] ?? this.#limits.default ?? PAXOS_RATE_LIMITS.default;
  }

  #state(limitClass: string): ClassState {
    let state = this.#classes.get(limitClass);
    if (!state) {
      state = { intervalMs: (1000 / this.#rate(limitClass)) * HEADROOM, next: 0, queue: [], timer: undefined };
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
      while (state.queue.length > 0 && now >= Math.max(state.next, this.#heldUntil(limitClass))) {
        const waiter = state.queue.shift()!;
        grant(state, now);
        waiter.cleanup();
        waiter.resolve();
      }
      this.#schedule(limitClass, state);
    }, Math.ceil(wait));
  }
}
