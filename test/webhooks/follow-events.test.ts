/**
 * events.follow and the events list over real HTTP against the mock. The mock records many events with
 * one created_at (`appendSharingInstant`), as the service may; the list pages through them by cursor.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Paxos, ValidationError, memoryDedupeStore } from "../../src/index";
import type { Event } from "../../src/types";
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

// Each test records its events at seconds of its own, after everything the mock recorded by itself.
let nextSecond = 2_000_000_000n;
/** Records groups of events, the events of each group sharing one created_at; returns them in list order. */
function appendGroups(sizes: readonly number[]): MockEvent[] {
  const added: MockEvent[] = [];
  for (const size of sizes) {
    const at = formatNanos(nextSecond++ * 1_000_000_000n + 123_456_789n);
    const objects = Array.from({ length: size }, (_, i) => ({ id: `object-${i}` }));
    added.push(...mock.api.store.events.appendSharingInstant("transfer.crypto_deposit.completed", objects, at));
  }
  return added;
}

/** The instant every later group comes after: where a test's follow starts. */
const start = () => formatNanos(nextSecond * 1_000_000_000n);

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

describe("events.list", () => {
  it("pages like every list: `for await` crosses pages by next_page_cursor, a page has items and nextPageCursor", async () => {
    const since = start();
    const added = appendGroups([250]);
    log.clear();
    const walked: string[] = [];
    for await (const event of paxos.events.list({ created_at: { gte: since }, limit: 100 })) walked.push(event.id!);
    expect(walked).toEqual(added.map((e) => e.id));
    const cursors = log.api("/events").map((r) => r.query.get("page_cursor"));
    expect(cursors).toHaveLength(3);
    expect(cursors[0]).toBeNull();
    expect(cursors.slice(1).every((c) => typeof c === "string" && c.length > 0)).toBe(true);

    const first = await paxos.events.list({ created_at: { gte: since }, limit: 100, order: "DESC" });
    expect(first.items.map((e) => e.id)).toEqual(added.slice(-100).reverse().map((e) => e.id));
    expect(first.nextPageCursor).toBeTruthy();
    const second = await paxos.events.list({ created_at: { gte: since }, limit: 100, order: "DESC", page_cursor: first.nextPageCursor! });
    expect(second.items.map((e) => e.id)).toEqual(added.slice(50, 150).reverse().map((e) => e.id));
  });
});

describe("events.follow", () => {
  it("follows 250 events with one timestamp in full, each once, by the cursor", async () => {
    const since = start();
    const added = appendGroups([250]);
    log.clear();
    const controller = new AbortController();
    const walked = await take(paxos.events.follow({ since, signal: controller.signal, maxRequestsPerSecond: 50, pollIntervalMs: 100 }), 250, controller);
    expect(walked.map((e) => e.id)).toEqual(added.map((e) => e.id));
    // One walk: a first page from `since`, then the pages its cursors lead to.
    const requests = log.api("/events");
    expect(requests[0]!.query.get("created_at.gte")).toBe(since);
    expect(requests[1]!.query.get("page_cursor")).toBeTruthy();
    expect(requests[2]!.query.get("page_cursor")).toBeTruthy();
  });

  it("walks 3 000 events with shared timestamps across page boundaries: none skipped, none twice", async () => {
    const since = start();
    const added = appendGroups(groupSizes(3_000));
    const controller = new AbortController();
    const walked = await take(paxos.events.follow({ since, signal: controller.signal, maxRequestsPerSecond: 50, pollIntervalMs: 100 }), 3_000, controller);
    expect(walked.map((e) => e.id)).toEqual(added.map((e) => e.id));
  }, 30_000);

  it("resumes right after the last event handled, inside a group of more events than a page holds", async () => {
    const since = start();
    const added = appendGroups([3, 250, 2]);
    const controller = new AbortController();
    const first = await take(paxos.events.follow({ since, signal: controller.signal, pollIntervalMs: 100, maxRequestsPerSecond: 50 }), 160, controller);
    expect(first.map((e) => e.id)).toEqual(added.slice(0, 160).map((e) => e.id));
    const last = first.at(-1)!;
    // From the event itself, then from its { created_at, id } as a program would have stored it.
    for (const position of [last, { created_at: last.created_at!, id: last.id! }]) {
      const again = new AbortController();
      const rest = await take(paxos.events.follow({ since: position, signal: again.signal, pollIntervalMs: 100, maxRequestsPerSecond: 50 }), 95, again);
      expect(rest.map((e) => e.id)).toEqual(added.slice(160).map((e) => e.id));
    }
  });

  it("picks up events recorded after it caught up, none twice, and ends when its signal aborts", async () => {
    const since = start();
    const controller = new AbortController();
    const seen: string[] = [];
    const following = (async () => {
      for await (const event of paxos.events.follow({ since, signal: controller.signal, pollIntervalMs: 100, maxRequestsPerSecond: 50 })) seen.push(event.id!);
    })();
    const before = appendGroups([120]);
    await expect.poll(() => seen.length, { timeout: 5_000 }).toBe(120);
    const after = appendGroups([1, 130]);
    await expect.poll(() => seen.length, { timeout: 5_000 }).toBe(251);
    controller.abort();
    await following; // ends without an error
    expect(seen).toEqual([...before, ...after].map((e) => e.id));
  });

  it("with a dedupe store: skips events handled already, waits for one another holder has, marks each handed over done", async () => {
    const since = start();
    const added = appendGroups([5]);
    const store = memoryDedupeStore();
    // The receiver handled the first; it is handling the third, and gives it up a moment later.
    const done = await store.claim(added[0]!.id, 60_000);
    if (done.status === "claimed") await store.complete(added[0]!.id, done.claim);
    const held = await store.claim(added[2]!.id, 60_000);
    setTimeout(() => {
      if (held.status === "claimed") void store.release(added[2]!.id, held.claim);
    }, 300);
    const controller = new AbortController();
    const walked = await take(paxos.events.follow({ since, signal: controller.signal, pollIntervalMs: 100, dedupe: store }), 4, controller);
    expect(walked.map((e) => e.id)).toEqual(added.slice(1).map((e) => e.id));
    // The last one was in hand when the loop broke off: released, so a later follow hands it over again.
    for (const event of added.slice(0, 4)) expect(await store.claim(event.id, 1_000)).toEqual({ status: "done" });
    expect((await store.claim(added[4]!.id, 1_000)).status).toBe("claimed");
  });

  it("refuses bad options at once, naming the option", () => {
    const cases: [unknown, string][] = [
      [{}, "since"],
      [{ since: "yesterday" }, "since"],
      [{ since: { created_at: "2026-01-01T00:00:00Z" } }, "since.id"],
      [{ since: new Date(), limit: 500 }, "limit"],
      [{ since: new Date(), maxRequestsPerSecond: 500 }, "maxRequestsPerSecond"],
      [{ since: new Date(), pollIntervalMs: 1 }, "pollIntervalMs"],
      [{ since: new Date(), dedupe: {} }, "dedupe"],
      [{ since: new Date(), leaseMs: 10 }, "leaseMs"],
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
