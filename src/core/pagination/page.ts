/**
 * Cursor pagination over `next_page_cursor`. A `Page` knows its items and how
 * to fetch the page after it; `PagePromise` adds awaiting, `for await` over
 * items and `.pages()` on top, with the next page requested while the caller
 * is still busy with the current one.
 */
import { CursorGuard } from "./repeated-cursors";
import { requestIdOf } from "../response/request-id";
import { ResponseValidationError, ValidationError } from "../response/errors";
import { optionKeys, refuseUnknownOptions } from "../config/option-keys";

/**
 * Fetches the page that starts at `cursor` (the list's first page when
 * undefined). `onNextCursor`, when given, hears the following page's cursor as
 * soon as the body is parsed, before the page is validated and handed over.
 */
export type PageFetcher<T> = (
  cursor: string | undefined,
  signal?: AbortSignal,
  onNextCursor?: (cursor: string) => void,
) => Promise<Page<T>>;

/** What `PagePromise.withResponse()` resolves with. */
export interface PageWithResponse<T> {
  /** The first page. */
  data: Page<T>;
  /** The HTTP response of the first page (final attempt); its body has been read and let go. */
  response: Response;
  /** The service's request id (`x-request-id`, else `request-id`). */
  requestId: string | undefined;
}

/**
 * How many pages a walk may have requested beyond the one the caller holds or waits for. One hides
 * a page's round trip behind the caller's work and the parse of the page before it; a second only
 * kept another parsed page alive (measured: more garbage-collection time in a plain walk, no gain
 * with work per page or over 20 ms of latency; measured again with the work per page equal to raw's
 * time per page, the bench's walk-with-work row: two runs each, 1.53× and 1.45× with two against 1.45×
 * and 1.27× with one, within that row's run-to-run spread on a shared machine).
 */
const LOOKAHEAD = 1;

/** One page of a list. */
export class Page<T> {
  /** The items of this page (payments arrive on the wire as `payments`). */
  readonly items: T[];
  /** The cursor of the page after this one; null on the last page. Save it to resume later. */
  readonly nextPageCursor: string | null;
  /**
   * The HTTP response this page came in (final attempt): `status`, `headers`.
   * Its body has been read by the SDK (and not kept twice: the items are here).
   */
  readonly response: Response;
  readonly #fetch: PageFetcher<T>;

  constructor(items: T[], nextPageCursor: string | null | undefined, fetch: PageFetcher<T>, response: Response) {
    this.items = items;
    this.response = response;
    // The service marks the last page with an empty or absent cursor.
    this.nextPageCursor = nextPageCursor ? nextPageCursor : null;
    this.#fetch = fetch;
  }

  /** The service's request id for this page (`x-request-id`, else `request-id`), for support tickets. */
  get requestId(): string | undefined {
    return requestIdOf(this.response.headers);
  }

  /** Whether another page follows. */
  hasNextPage(): boolean {
    return this.nextPageCursor !== null;
  }

  /** Fetches the page after this one; rejects on the last page. */
  getNextPage(signal?: AbortSignal): Promise<Page<T>> {
    if (this.nextPageCursor === null) return Promise.reject(new RangeError("This is the last page."));
    return this.#fetch(this.nextPageCursor, signal);
  }
}

/** Options of `PagePromise.toArray()`. */
export interface ToArrayOptions {
  /**
   * The most items to collect (a whole number from 1): required, so that a list of 100 000 items is
   * never gathered in memory by accident. Walk with `for await` to handle every item of a long list.
   */
  limit: number;
}

const TO_ARRAY_OPTION_KEYS = /* @__PURE__ */ optionKeys<ToArrayOptions>()("limit");

/** Options of a list call's iteration. */
export interface PaginationOptions {
  /** Request the next page while the caller works on the current one (default true). */
  prefetch?: boolean;
  /** Stops the walk; also cancels a prefetch in flight. */
  signal?: AbortSignal;
}

const ignore = () => undefined;

function repeatedCursor(cursor: string, index: number): ResponseValidationError {
  const shown = cursor.length > 64 ? `${cursor.slice(0, 64)}…` : cursor;
  return new ResponseValidationError(
    "next_page_cursor",
    200,
    `The service answered page ${index + 1} of this walk with next_page_cursor "${shown}", a cursor this walk already followed; the walk stops instead of looping.`,
  );
}

/**
 * The result of a list call: `await` it for the first page, `for await` it for
 * every item of every page, or walk `.pages()`. The first request starts when
 * the result is first awaited or iterated.
 */
export class PagePromise<T> implements PromiseLike<Page<T>>, AsyncIterable<T> {
  readonly #fetch: PageFetcher<T>;
  readonly #options: PaginationOptions;
  #first: Promise<Page<T>> | undefined;

  constructor(fetch: PageFetcher<T>, options: PaginationOptions = {}) {
    this.#fetch = fetch;
    this.#options = options;
  }

  #firstPage(signal?: AbortSignal, onNextCursor?: (cursor: string) => void): Promise<Page<T>> {
    this.#first ??= this.#fetch(undefined, signal ?? this.#options.signal, onNextCursor);
    return this.#first;
  }

  then<R1 = Page<T>, R2 = never>(
    onfulfilled?: ((page: Page<T>) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#firstPage().then(onfulfilled, onrejected);
  }

  /** Like `Promise.prototype.catch`, for the first page. */
  catch<R = never>(onrejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<Page<T> | R> {
    return this.#firstPage().catch(onrejected);
  }

  /** Like `Promise.prototype.finally`, for the first page. */
  finally(onfinally?: (() => void) | null): Promise<Page<T>> {
    return this.#firstPage().finally(onfinally);
  }

  /** The first page with its response and request id. */
  withResponse(): Promise<PageWithResponse<T>> {
    return this.#firstPage().then((page) => ({ data: page, response: page.response, requestId: page.requestId }));
  }

  /** The HTTP response of the first page (its body already read). */
  asResponse(): Promise<Response> {
    return this.#firstPage().then((page) => page.response);
  }

  /**
   * The first `limit` items of the list, in order, in one array: pages are fetched one after the
   * other until `limit` items are in hand or the list ends (then fewer come back). No page is
   * requested after the one that reaches `limit`, except the one the prefetch may already have
   * sent meanwhile, which is cancelled (pass `{ prefetch: false }` to the list call to rule that
   * out). A failed page rejects the whole call; nothing collected so far is returned.
   *
   *     const recent = await paxos.payments.list({ customer_id, product }).toArray({ limit: 500 });
   */
  async toArray(options: ToArrayOptions): Promise<T[]> {
    refuseUnknownOptions("toArray", options, TO_ARRAY_OPTION_KEYS);
    const limit = (options as Partial<ToArrayOptions> | undefined)?.limit;
    if (typeof limit !== "number" || !Number.isSafeInteger(limit) || limit < 1) {
      const got = limit === undefined ? "nothing" : typeof limit === "number" ? String(limit) : `a ${typeof limit}`;
      throw new ValidationError(
        "limit",
        limit === undefined ? "required" : "range",
        `toArray: limit must be a whole number of items from 1, got ${got} (rule: ${limit === undefined ? "required" : "range"}); walk the list with for await to handle every item.`,
      );
    }
    const collected: T[] = [];
    for await (const page of this.pages()) {
      for (const item of page.items) {
        collected.push(item);
        // Leaving the loop ends the walk: the generator's finally cancels a prefetch in flight.
        if (collected.length === limit) return collected;
      }
    }
    return collected;
  }

  /** Every page, in order. Stopping early (break, return, throw) cancels the prefetch. */
  async *pages(): AsyncGenerator<Page<T>, void, undefined> {
    const controller = new AbortController();
    const outer = this.#options.signal;
    const stop = () => controller.abort(outer?.reason);
    outer?.addEventListener("abort", stop, { once: true });
    const prefetch = this.#options.prefetch !== false;
    // Pages requested but not yet handed over (with the cursor each was requested from), and the
    // cursors that start pages, by position in the walk (0 = the first page).
    const requested = new Map<number, { cursor: string; page: Promise<Page<T>> }>();
    const cursors = new Map<number, string>();
    // Every cursor this walk has followed: a service that hands one out again would loop forever.
    const followed = new CursorGuard();
    let holding = 0;
    const fillLookahead = () => {
      for (let index = holding + 1; index <= holding + LOOKAHEAD; index++) {
        const cursor = cursors.get(index);
        if (cursor === undefined) return;
        // A request from a cursor read in the body's last bytes that the parsed body then contradicts is
        // replaced (it cannot happen with valid JSON; see ./peek-next-cursor).
        if (requested.get(index)?.cursor !== cursor) request(index, cursor);
      }
    };
    // A page's next cursor is known before its body is decoded (from its last bytes) or once parsed: the
    // next request can go out while this page is still being parsed, validated and used.
    const nextCursorOf = (index: number, cursor?: string) => (next: string) => {
      // A request replaced meanwhile (see fillLookahead) no longer leads the walk.
      if (cursor !== undefined && requested.get(index)?.cursor !== cursor) return;
      if (followed.has(next)) return;
      cursors.set(index + 1, next);
      fillLookahead();
    };
    const request = (index: number, cursor: string): Promise<Page<T>> => {
      const page = this.#fetch(cursor, controller.signal, prefetch ? nextCursorOf(index, cursor) : undefined);
      // Handled when awaited; a walk abandoned meanwhile must not leave it unhandled.
      page.catch(ignore);
      requested.set(index, { cursor, page });
      return page;
    };
    try {
      let page: Page<T> | undefined = await this.#firstPage(controller.signal, prefetch ? nextCursorOf(0) : undefined);
      for (let index = 0; ; index++) {
        holding = index;
        requested.delete(index);
        cursors.delete(index);
        const cursor: string | null = page.nextPageCursor;
        const repeated = cursor !== null && followed.has(cursor);
        if (cursor !== null && !repeated) {
          followed.add(cursor);
          cursors.set(index + 1, cursor);
        }
        if (prefetch) fillLookahead();
        yield page;
        // Released before the next page is parsed (see the items iterator).
        page = undefined;
        if (cursor === null) return;
        // This page is complete and handed over; the one its cursor points to was seen already.
        if (repeated) throw repeatedCursor(cursor, index);
        // The caller is done with this page and waits for the next one, which counts as held from
        // now: the page after it may be requested as soon as its cursor is known (from the last bytes).
        holding = index + 1;
        if (prefetch) fillLookahead();
        const ahead = requested.get(index + 1);
        page = await (ahead?.cursor === cursor ? ahead.page : request(index + 1, cursor));
      }
    } finally {
      outer?.removeEventListener("abort", stop);
      controller.abort();
    }
  }

  /** Every item of every page, in order. Stopping early cancels the prefetch. */
  [Symbol.asyncIterator](): AsyncIterator<T, void, undefined> {
    // A plain iterator rather than `yield*` in an async generator: a walk of 100 000
    // items would otherwise pay for 100 000 generator resumptions on top of the awaits.
    const pages = this.pages();
    let items: T[] = [];
    let index = 0;
    // The page turn in progress: calls made meanwhile (`Promise.all` of several `next()`) wait for
    // it and then take the following items, in call order, instead of turning pages of their own.
    let turning: Promise<IteratorResult<T, void>> | undefined;
    const turnPage = async (): Promise<IteratorResult<T, void>> => {
      while (index >= items.length) {
        // Let the finished page go, so it is not kept alive while the next one is parsed.
        items = [];
        const page = await pages.next();
        if (page.done) return { done: true, value: undefined };
        items = page.value.items;
        index = 0;
      }
      return { done: false, value: items[index++]! };
    };
    const take = (): Promise<IteratorResult<T, void>> => {
      if (turning) return turning.then(take, take);
      if (index < items.length) return Promise.resolve({ done: false, value: items[index++]! });
      const turn = turnPage();
      turning = turn;
      const settle = () => {
        if (turning === turn) turning = undefined;
      };
      turn.then(settle, settle);
      return turn;
    };
    return {
      // Not an async function: an item of the page in hand costs one settled promise, no async frame.
      next: take,
      async return(): Promise<IteratorResult<T, void>> {
        await pages.return();
        return { done: true, value: undefined };
      },
    };
  }
}
