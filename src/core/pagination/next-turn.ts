/**
 * Waiting for a later turn of the event loop, once every pending microtask has
 * run. Pagination uses it after starting the next page's request and before
 * parsing the current page: that request reaches `fetch` only after a few
 * awaits (token, rate limit), and a parse started at once would hold it back
 * until the parse is done.
 */

/** Resolves on a later turn of the event loop (`setImmediate` where the runtime has it). */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof setImmediate === "function") setImmediate(resolve);
    else setTimeout(resolve, 0);
  });
}
