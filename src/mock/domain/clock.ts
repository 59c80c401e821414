import { formatNanos } from "./timestamps";

/** How the mock's clock is configured: a start time, and whether it also follows real time. */
export interface MockClockOptions {
  /** Start time; default 2026-03-01T12:00:00Z. */
  start?: Date | string | number;
  /**
   * When true the clock also moves with real (monotonic) time. Default false: the clock moves only through
   * `advance()` / `set()`, which keeps tests and the tour deterministic.
   */
  followRealTime?: boolean;
}

/** Default start of the mock clock: fixed, so that seeded data and timestamps are reproducible. */
export const DEFAULT_CLOCK_START = "2026-03-01T12:00:00Z";

function toNanos(value: Date | string | number): bigint {
  const ms = value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);
  if (Number.isNaN(ms)) throw new TypeError(`mock clock: invalid time ${String(value)}`);
  return BigInt(Math.round(ms)) * 1_000_000n;
}

function realNanos(): bigint {
  return BigInt(Math.round(performance.now() * 1_000_000));
}

/**
 * The mock's notion of "now". Token expiry, settlement-window expiry, `created_at` of new records and the
 * ticker prices all read it, so a test can jump hours ahead with `advance()` instead of waiting.
 */
export class MockClock {
  private baseNanos: bigint;
  private realAnchor: bigint;
  /** Whether the clock also moves with real time (see {@link MockClockOptions.followRealTime}). */
  readonly followRealTime: boolean;
  private readonly listeners = new Set<() => void>();

  constructor(options: MockClockOptions | Date | string | number = {}) {
    const opts: MockClockOptions =
      options instanceof Date || typeof options !== "object" ? { start: options } : options;
    this.baseNanos = toNanos(opts.start ?? DEFAULT_CLOCK_START);
    this.followRealTime = opts.followRealTime ?? false;
    this.realAnchor = realNanos();
  }

  /** Current time in nanoseconds since the Unix epoch (exact). */
  nowNanos(): bigint {
    return this.followRealTime ? this.baseNanos + (realNanos() - this.realAnchor) : this.baseNanos;
  }

  /** Current time as a `Date` (millisecond precision). */
  now(): Date {
    return new Date(this.nowMs());
  }

  /** Current time in epoch milliseconds. */
  nowMs(): number {
    return Number(this.nowNanos() / 1_000_000n);
  }

  /** Current time as a canonical RFC 3339 string with nine fraction digits. */
  nowIso(): string {
    return formatNanos(this.nowNanos());
  }

  /** Moves the clock forward (or back, if negative) by `ms` milliseconds; fractions are kept to the ns. */
  advance(ms: number): void {
    this.baseNanos += BigInt(Math.round(ms * 1_000_000));
    this.emit();
  }

  /** Jumps the clock to an absolute time. */
  set(time: Date | string | number): void {
    this.baseNanos = toNanos(time);
    this.realAnchor = realNanos();
    this.emit();
  }

  /** Registers a callback run after every `advance()`/`set()`; returns an unsubscribe function. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
