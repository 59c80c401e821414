/**
 * events.follow over real HTTP against the mock. The mock's own log gives every event a distinct created_at,
 * while the service may not: these tests put events sharing timestamps into the mock's log directly (its
 * private arrays, so nothing in src/mock changes for them) and walk them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventFollowError, Paxos, ValidationError, type Event } from "../../src/index";
import type { MockServer } from "../../src/mock/index";
import type { MockEvent } from "../../src/mock/domain/events";
import { formatNanos } from "../../src/mock/domain/timestamps";
import { RequestLog, clientOptions, startMock } from "../integration/support";

let mock: MockServer;
const log = new RequestLog();
let paxos: Paxos;

beforeAll(async () => {
  mock = await startMock();
  paxos = new Paxos(clientOptions(mock, { fetch: log.fetch }));
});
afterAll(() => mock.close());

/** The log's internals, to add events that share a created_at (EventLog.append never makes ties). */
function rawLog(): { events: MockEvent[]; byId: Map<string, MockEvent> } {
  return mock.api.store.events as unknown as { events: MockEvent[]; byId: Map<string, MockEvent> };
}

let nextSecond = 2_000_000_000n;
/** Appends `sizes.length` groups of events, the events of each group sharing one created_at; returns them in log order. */
function appendGroups(sizes: readonly number[]): MockEvent[] {
  const { events, byId } = rawLog();
  const added: MockEvent[] = [];
  for (const size of sizes) {
    const createdAt = formatNanos(nextSecond++ * 1_000_000_000n + 123_456_789n);
    for (let i = 0; i < size; i++) {
      const event: MockEvent = { id: crypto.randomUUID(), type: "transfer.crypto_deposit.completed", object_type: "transfer_status_change", object: { i }, created_at: createdAt, undelivered_webhooks: 0, is_test: false };
      events.push(event);
      byId.set(event.id, event);
      added.push(event);
    }
  }
  return added;
}

/** Reads `count` events from a follow, then stops it. */
async function take(iterable: AsyncIterable<Event>, count: number, controller: AbortController): Promise<Event[]> {
  const out: Event[] = [];
  if (count === 0) return out;
  for await (const event of iterable) {
    out.push(event);
    if (out.length === count) {
      controller.abort();
      break;
    }
  }
  return out;
}

// A fixed mix of group sizes (1 to 99), so that groups straddle the 100-event page boundaries everywhere.
function groupSizes(total: number): number[] {
  const sizes: number[] = [];
  let sum = 0;
  let seed = 7;
  while (sum < total) {
    seed = (seed * 48271) % 2147483647;
    const size = Math.min(1 + (seed % 99), total - sum);
    sizes.push(size);
    sum += size;
  }
  return sizes;
}

describe("events.follow", () => {
  it("walks 10 000 events with shared timestamps across page boundaries: none skipped, none twice", async () => {
    const since = formatNanos(nextSecond * 1_000_000_000n);
    const added = appendGroups(groupSizes(10_000));
    expect(added).toHaveLength(10_000);
    log.clear();
    const controller = new AbortController();
    const walked = await take(paxos.events.follow({ since, signal: controller.signal, maxRequestsPerSecond: 50, pollIntervalMs: 100 }), 10_000, controller);
    expect(walked.map((e) => e.id)).toEqual(added.map((e) => e.id));
    // The pages overlapped: each asked again from the timestamp its predecessor ended on.
    const requests = log.api("/events");
    expect(requests.length).toBeGreaterThan(101);
    const boundaries = requests.map((r) => r.query.get("created_at.gte"));
    expect(new Set(boundaries).size).toBe(requests.length);
  }, 30_000);

  it("resumes right after the last event handled, inside a group sharing its timestamp", async () => {
    const since = formatNanos(nextSecond * 1_000_000_000n);
    const added = appendGroups([3, 5, 2]);
    const controller = new AbortController();
    const first = await take(paxos.events.follow({ since, signal: controller.signal, pollIntervalMs: 100 }), 5, controller);
    expect(first.map((e) => e.id)).toEqual(added.slice(0, 5).map((e) => e.id));
    const last = first.at(-1)!;
    // From the event itself, then from its { created_at, id } as a program would have stored it.
    for (const position of [last, { created_at: last.created_at!, id: last.id! }]) {
      const again = new AbortController();
      const rest = await take(paxos.events.follow({ since: position, signal: again.signal, pollIntervalMs: 100 }), 5, again);
      expect(rest.map((e) => e.id)).toEqual(added.slice(5).map((e) => e.id));
    }
  });

  it("picks up events recorded after it caught up, and ends when its signal aborts", async () => {
    const since = formatNanos(nextSecond * 1_000_000_000n);
    const controller = new AbortController();
    const seen: string[] = [];
    const following = (async () => {
      for await (const event of paxos.events.follow({ since, signal: controller.signal, pollIntervalMs: 100 })) seen.push(event.id!);
    })();
    const before = appendGroups([2]);
    await expect.poll(() => seen.length, { timeout: 5_000 }).toBe(2);
    const after = appendGroups([1, 3]);
    await expect.poll(() => seen.length, { timeout: 5_000 }).toBe(6);
    controller.abort();
    await following; // ends without an error
    expect(seen).toEqual([...before, ...after].map((e) => e.id));
  });

  it("throws rather than skip when more than one page of events share a timestamp", async () => {
    const since = formatNanos(nextSecond * 1_000_000_000n);
    const added = appendGroups([150]);
    const seen: string[] = [];
    const controller = new AbortController();
    await expect(
      (async () => {
        for await (const event of paxos.events.follow({ since, signal: controller.signal, pollIntervalMs: 100, maxRequestsPerSecond: 50 })) seen.push(event.id!);
      })(),
    ).rejects.toBeInstanceOf(EventFollowError);
    expect(seen).toEqual(added.slice(0, 100).map((e) => e.id));
  });

  it("refuses bad options at once, naming the option", () => {
    const cases: [unknown, string][] = [
      [{}, "since"],
      [{ since: "yesterday" }, "since"],
      [{ since: { created_at: "2026-01-01T00:00:00Z" } }, "since.id"],
      [{ since: new Date(), limit: 500 }, "limit"],
      [{ since: new Date(), maxRequestsPerSecond: 500 }, "maxRequestsPerSecond"],
      [{ since: new Date(), pollIntervalMs: 1 }, "pollIntervalMs"],
    ];
    for (const [options, field] of cases) {
      expect(() => paxos.events.follow(options as never)).toThrow(ValidationError);
      try {
        paxos.events.follow(options as never);
      } catch (error) {
        expect((error as ValidationError).field).toBe(field);
      }
    }
  });
});
