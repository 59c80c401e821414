/**
 * Cursor pagination over `next_page_cursor`. A `Page` knows its items and how
 * to fetch the page after it; `PagePromise` adds awaiting, `for await` over
 * items and `.pages()` on top, with the next page requested while the caller
 * is still busy with the current one.
 */

/** Fetches the page that starts at `cursor` (the list's first page when undefined). */
export type PageFetcher<T> = (cursor: string | undefined, signal?: AbortSignal) => Promise<Page<T>>;

/** One page of a list. */
export class Page<T> {
  /** The items of this page (payments arrive on the wire as `payments`). */
  readonly items: T[];
  /** The cursor of the page after this one; null on the last page. Save it to resume later. */
  readonly nextPageCursor: string | null;
  readonly #fetch: PageFetcher<T>;

  constructor(items: T[], nextPageCursor: string | null | undefined, fetch: PageFetcher<T>) {
    this.items = items;
    // The service marks the last page with an empty or absent cursor.
    this.nextPageCursor = nextPageCursor ? nextPageCursor : null;
    this.#fetch = fetch;
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

/** Options of a list call's iteration. */
export interface PaginationOptions {
  /** Request the next page while the caller works on the current one (default true). */
  prefetch?: boolean;
  /** Stops the walk; also cancels a prefetch in flight. */
  signal?: AbortSignal;
}

const ignore = () => undefined;

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

  #firstPage(signal?: AbortSignal): Promise<Page<T>> {
    this.#first ??= this.#fetch(undefined, signal ?? this.#options.signal);
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

  /** Every page, in order. Stopping early (break, return, throw) cancels the prefetch. */
  async *pages(): AsyncGenerator<Page<T>, void, undefined> {
    const controller = new AbortController();
    const outer = this.#options.signal;
    const stop = () => controller.abort(outer?.reason);
    outer?.addEventListener("abort", stop, { once: true });
    const prefetch = this.#options.prefetch !== false;
    try {
      let page = await this.#firstPage(controller.signal);
      for (;;) {
        let next: Promise<Page<T>> | undefined;
        if (prefetch && page.hasNextPage()) {
          next = page.getNextPage(controller.signal);
          // Handled when awaited below; a walk abandoned meanwhile must not leave it unhandled.
          next.catch(ignore);
        }
        yield page;
        if (!page.hasNextPage()) return;
        page = await (next ?? page.getNextPage(controller.signal));
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
    return {
      async next(): Promise<IteratorResult<T, void>> {
        while (index >= items.length) {
          const page = await pages.next();
          if (page.done) return { done: true, value: undefined };
          items = page.value.items;
          index = 0;
        }
        return { done: false, value: items[index++]! };
      },
      async return(): Promise<IteratorResult<T, void>> {
        await pages.return();
        return { done: true, value: undefined };
      },
    };
  }
}
