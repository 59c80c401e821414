import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { Page, PagePromise, type PageFetcher } from "../../src/core/pagination/page";
import { InternalServerError, Paxos } from "../../src/index";
import { API, CLIENT_ID, CLIENT_SECRET, fastBackoff, useFakeApi } from "../support/msw-api";

const { server, requests, fetch: fakeFetch } = useFakeApi();

const TOTAL = 2_345;

function address(index: number) {
  return { id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`, address: `0x${index.toString(16)}` };
}

/** Serves TOTAL addresses, `limit` at a time, with the offset as the cursor. */
function servePages(options: { failAt?: Set<string>; cursorOnLastPage?: "empty" | "absent" } = {}) {
  server.use(
    http.get(`${API}/transfer/deposit-addresses`, ({ request }) => {
      const url = new URL(request.url);
      const cursor = url.searchParams.get("page_cursor");
      if (cursor !== null && options.failAt?.has(cursor)) {
        options.failAt.delete(cursor);
        return HttpResponse.json({ title: "Bad Request", status: 400, detail: "boom" }, { status: 400 });
      }
      const start = cursor === null ? 0 : Number(cursor);
      const limit = Number(url.searchParams.get("limit") ?? 100);
      const end = Math.min(start + limit, TOTAL);
      const items = Array.from({ length: end - start }, (_, i) => address(start + i));
      if (end < TOTAL) return HttpResponse.json({ items, next_page_cursor: String(end) });
      return HttpResponse.json(options.cursorOnLastPage === "absent" ? { items } : { items, next_page_cursor: "" });
    }),
  );
}

function client() {
  return new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, backoff: fastBackoff, maxRetries: 0 });
}

/**
 * A client whose `fetch` tells `seen` about every request as it is handed to fetch (token requests
 * included), with the signal it is sent with. Pacing is off: it could hold a request back past the
 * parse, and the order is under test. (ky, the transport, hands fetch a `Request`.)
 */
function watchingClient(seen: (url: URL, signal: AbortSignal | undefined) => void) {
  return new Paxos({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    maxRetries: 0,
    rateLimiter: false,
    fetch: (input, init) => {
      const request = input instanceof Request ? input : undefined;
      seen(new URL(request ? request.url : String(input)), request?.signal ?? init?.signal ?? undefined);
      return fakeFetch(input, init);
    },
  });
}

describe("pagination", () => {
  it("awaits to the first page with items and the next cursor", async () => {
    servePages();
    const page = await client().depositAddresses.list({ limit: 1000 });
    expect(page.items).toHaveLength(1000);
    expect(page.nextPageCursor).toBe("1000");
    expect(page.hasNextPage()).toBe(true);
    const second = await page.getNextPage();
    expect(second.items[0]).toEqual(address(1000));
  });

  it.each(["empty", "absent"] as const)("walks every item once, in order, and stops at an %s cursor", async (last) => {
    servePages({ cursorOnLastPage: last });
    const seen: string[] = [];
    for await (const item of client().depositAddresses.list({ limit: 1000 })) seen.push(item.id!);
    expect(seen).toHaveLength(TOTAL);
    expect(new Set(seen).size).toBe(TOTAL);
    expect(seen[TOTAL - 1]).toBe(address(TOTAL - 1).id);
    expect(requests).toHaveLength(3);
  });

  it("walks page by page with .pages()", async () => {
    servePages();
    const sizes: number[] = [];
    for await (const page of client().depositAddresses.list({ limit: 1000 }).pages()) sizes.push(page.items.length);
    expect(sizes).toEqual([1000, 1000, 345]);
  });

  it("resumes from a saved cursor", async () => {
    servePages();
    const seen: string[] = [];
    for await (const item of client().depositAddresses.list({ limit: 1000, page_cursor: "2000" })) seen.push(item.id!);
    expect(seen).toHaveLength(345);
    expect(new URL(requests[0]!.url).searchParams.get("page_cursor")).toBe("2000");
  });

  it("asks for the next page while the caller holds the current one, but never more than one ahead", async () => {
    servePages();
    // The fake records only requests sent through this file's `fetch` (test/support/msw-api.ts).
    const pages = client().depositAddresses.list({ limit: 100 }).pages();
    const cursors = () => requests.map((r) => new URL(r.url).searchParams.get("page_cursor"));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    await pages.next();
    await vi.waitFor(() => expect(cursors()).toEqual([null, "100"]));
    await settle();
    expect(cursors()).toEqual([null, "100"]);
    await pages.next();
    await vi.waitFor(() => expect(cursors()).toEqual([null, "100", "200"]));
    await settle();
    expect(cursors()).toEqual([null, "100", "200"]);
    await pages.return();
  });

  it("hands pages over in order however the lookahead answers arrive", async () => {
    // Later pages answer faster than earlier ones.
    server.use(
      http.get(`${API}/transfer/deposit-addresses`, async ({ request }) => {
        const start = Number(new URL(request.url).searchParams.get("page_cursor") ?? 0);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 30 - start / 10)));
        const items = Array.from({ length: Math.min(100, TOTAL - start) }, (_, i) => address(start + i));
        return HttpResponse.json({ items, next_page_cursor: start + 100 < TOTAL ? String(start + 100) : "" });
      }),
    );
    const seen: string[] = [];
    for await (const item of client().depositAddresses.list({ limit: 100 })) seen.push(item.id!);
    expect(seen).toEqual(Array.from({ length: TOTAL }, (_, i) => address(i).id));
  });

  it("requests the next page from the cursor at the end of the body, before decoding and parsing the page it came in", async () => {
    servePages();
    const events: string[] = [];
    const ending = (text: string) => /"next_page_cursor":"(\d*)"}$/.exec(text)?.[1];
    const parse = JSON.parse;
    const parseSpy = vi.spyOn(JSON, "parse").mockImplementation((text: string, reviver) => {
      const cursor = ending(text);
      if (cursor !== undefined) events.push(`parse page ending ${cursor || "(last)"}`);
      return parse(text, reviver) as unknown;
    });
    const decode = TextDecoder.prototype.decode;
    const decodeSpy = vi.spyOn(TextDecoder.prototype, "decode").mockImplementation(function (this: TextDecoder, input, options) {
      const text = decode.call(this, input, options);
      // A whole page, not the last bytes the cursor is read from.
      const cursor = input && input.byteLength > 4096 ? ending(text) : undefined;
      if (cursor !== undefined) events.push(`decode page ending ${cursor || "(last)"}`);
      return text;
    });
    try {
      const paxos = watchingClient((url) => {
        if (url.pathname.endsWith("/deposit-addresses")) events.push(`fetch ${url.searchParams.get("page_cursor") ?? "first"}`);
      });
      let count = 0;
      for await (const _ of paxos.depositAddresses.list({ limit: 1000 })) count++;
      expect(count).toBe(TOTAL);
    } finally {
      parseSpy.mockRestore();
      decodeSpy.mockRestore();
    }
    // Each request leaves before the page whose last bytes named its cursor is decoded and parsed
    // (the page after it may then be parsed first: pages are still handed over in order).
    expect(events).toHaveLength(9);
    expect(events[0]).toBe("fetch first");
    for (const cursor of ["1000", "2000"]) {
      const fetched = events.indexOf(`fetch ${cursor}`);
      expect(fetched).toBeGreaterThan(0);
      expect(fetched).toBeLessThan(events.indexOf(`decode page ending ${cursor}`));
      expect(events.indexOf(`decode page ending ${cursor}`)).toBeLessThan(events.indexOf(`parse page ending ${cursor}`));
    }
  });

  it("reads no cursor from an answer that is not a success", async () => {
    server.use(
      http.get(`${API}/transfer/deposit-addresses`, () =>
        // An error body that happens to close with a cursor member: nothing of it is followed.
        HttpResponse.json({ title: "Internal Server Error", status: 500, next_page_cursor: "1000" }, { status: 500 }),
      ),
    );
    const fetched: (string | null)[] = [];
    const paxos = watchingClient((url) => {
      if (url.pathname.endsWith("/deposit-addresses")) fetched.push(url.searchParams.get("page_cursor"));
    });
    const walk = async () => {
      for await (const _ of paxos.depositAddresses.list({ limit: 1000 })) throw new Error("no item may be handed over");
    };
    await expect(walk()).rejects.toBeInstanceOf(InternalServerError);
    expect(fetched).toEqual([null]);
  });

  it("still prefetches when the cursor does not close the body, reading it after the parse", async () => {
    server.use(
      http.get(`${API}/transfer/deposit-addresses`, ({ request }) => {
        const start = Number(new URL(request.url).searchParams.get("page_cursor") ?? 0);
        const end = Math.min(start + 100, TOTAL);
        const items = Array.from({ length: end - start }, (_, i) => address(start + i));
        return HttpResponse.json({ next_page_cursor: end < TOTAL ? String(end) : "", items });
      }),
    );
    const pages = client().depositAddresses.list({ limit: 100 }).pages();
    await pages.next();
    await vi.waitFor(() => expect(requests.map((r) => new URL(r.url).searchParams.get("page_cursor"))).toEqual([null, "100"]));
    let count = 100;
    for await (const page of { [Symbol.asyncIterator]: () => pages }) count += page.items.length;
    expect(count).toBe(TOTAL);
  });

  it("replaces a prefetch whose cursor the parsed page contradicts, and never hands its page over", async () => {
    const requested: (string | undefined)[] = [];
    const fetchPage: PageFetcher<number> = async (cursor, _signal, onNextCursor) => {
      requested.push(cursor);
      const at = cursor === undefined ? 0 : Number(cursor.replace("bogus-", "-"));
      const next = at < 3 ? String(at + 1) : null;
      // What a wrong reading of the text would do, then the parsed body's own cursor.
      if (next !== null) onNextCursor?.(`bogus-${next}`);
      await Promise.resolve();
      if (next !== null) onNextCursor?.(next);
      return new Page([at], next, fetchPage, new Response(""));
    };
    const seen: number[] = [];
    for await (const item of new PagePromise(fetchPage)) seen.push(item);
    expect(seen).toEqual([0, 1, 2, 3]);
    expect(requested.filter((cursor) => cursor?.startsWith("bogus"))).not.toHaveLength(0);
    expect(requested.filter((cursor) => cursor !== undefined && !cursor.startsWith("bogus"))).toEqual(["1", "2", "3"]);
  });

  it("cancels the request a cursor at the end of a body that is not JSON started, and fails the walk", async () => {
    server.use(
      http.get(`${API}/transfer/deposit-addresses`, async ({ request }) => {
        if (new URL(request.url).searchParams.has("page_cursor")) {
          // Still answering when the walk fails.
          await new Promise((resolve) => setTimeout(resolve, 300));
          return HttpResponse.json({ items: [], next_page_cursor: "" });
        }
        // Looks like a page that closes with its cursor, but the trailing comma makes it no JSON.
        return new HttpResponse(`{"items":[{"id":"a"},],"next_page_cursor":"1000"}`, { headers: { "content-type": "application/json" } });
      }),
    );
    let followUp: AbortSignal | undefined;
    const paxos = watchingClient((url, signal) => {
      if (url.searchParams.get("page_cursor") === "1000") followUp = signal;
    });
    const walk = async () => {
      for await (const _ of paxos.depositAddresses.list({ limit: 1000 })) throw new Error("no item may be handed over");
    };
    await expect(walk()).rejects.toMatchObject({ name: "ResponseValidationError", field: "" });
    // The request from the text's cursor had gone out; the failed walk cancelled it.
    expect(followUp?.aborted).toBe(true);
  });

  it("hands out every item once and in order when next() is called many times at once", async () => {
    servePages();
    const iterator = client().depositAddresses.list({ limit: 1000 })[Symbol.asyncIterator]();
    // More calls at once than a page holds: the later ones wait for the page turns of the earlier.
    const first = await Promise.all(Array.from({ length: 1_500 }, () => iterator.next()));
    const rest = await Promise.all(Array.from({ length: TOTAL - 1_500 + 2 }, () => iterator.next()));
    const results = [...first, ...rest];
    const ids = results.filter((r) => !r.done).map((r) => (r.value as { id: string }).id);
    expect(ids).toEqual(Array.from({ length: TOTAL }, (_, i) => address(i).id));
    expect(results.slice(TOTAL).every((r) => r.done)).toBe(true);
  });

  it("does not prefetch when prefetch is off", async () => {
    servePages();
    const pages = client().depositAddresses.list({ limit: 1000 }, { prefetch: false }).pages();
    await pages.next();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(1);
    await pages.return();
  });

  it("stops cleanly when the caller breaks out", async () => {
    servePages();
    let count = 0;
    for await (const _ of client().depositAddresses.list({ limit: 1000 })) {
      if (++count === 10) break;
    }
    expect(count).toBe(10);
    expect(requests.length).toBeLessThanOrEqual(2);
  });

  it("surfaces a failing page, and the walk resumes from the last good cursor", async () => {
    servePages({ failAt: new Set(["2000"]) });
    const seen: string[] = [];
    let lastCursor: string | null = null;
    const walk = async (cursor?: string) => {
      for await (const page of client().depositAddresses.list({ limit: 1000, page_cursor: cursor }).pages()) {
        seen.push(...page.items.map((item) => item.id!));
        lastCursor = page.nextPageCursor;
      }
    };
    await expect(walk()).rejects.toThrow("boom");
    expect(seen).toHaveLength(2000);
    await walk(lastCursor!);
    expect(seen).toHaveLength(TOTAL);
    expect(new Set(seen).size).toBe(TOTAL);
  });

  it("maps the payments wire field to items", async () => {
    server.use(
      http.get(`${API}/statements/payments`, () =>
        HttpResponse.json({ payments: [{ id: "p1", payment_amount: "10.00" }], next_page_cursor: "" }),
      ),
    );
    const page = await client().payments.list({ customer_id: "c1", product: "USDG_REWARDS" });
    expect(page.items).toEqual([{ id: "p1", payment_amount: "10.00" }]);
    expect(page.hasNextPage()).toBe(false);
  });

  it("reads a page that omits its empty items array as an empty last page", async () => {
    server.use(http.get(`${API}/identity/accounts`, () => HttpResponse.json({})));
    const page = await client().identity.listAccounts();
    expect(page.items).toEqual([]);
    expect(page.hasNextPage()).toBe(false);
  });

  it("rejects the awaited page with the typed error", async () => {
    server.use(
      http.get(`${API}/identity/accounts`, () =>
        HttpResponse.json({ title: "Internal", status: 500 }, { status: 500 }),
      ),
    );
    await expect(client().identity.listAccounts()).rejects.toBeInstanceOf(InternalServerError);
  });
});
