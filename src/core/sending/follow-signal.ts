/** A signal of one's own that follows another: for ky (./transport) and for a feed's connection (src/stream/feed). */

/**
 * A signal of the call's own that follows the caller's, for ky. ky joins the signal it is given to
 * its own with `AbortSignal.any`, and on Node 20 every signal so joined stays reachable from the
 * source for as long as the source lives (measured: about 60 bytes a call that are never given
 * back); a list walk passes its one signal to every page, and an application may pass one
 * long-lived signal to every call. Joined to this one instead, ky's signals die with the call; the
 * caller's signal only ever holds one listener per call in flight, removed when the call ends. A feed
 * stops its connection through its own controller the same way, whether or not the caller gave a signal.
 */
export function followSignal(signal: AbortSignal | undefined): { controller: AbortController; release(): void } {
  const controller = new AbortController();
  const forward = () => controller.abort(signal!.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener("abort", forward, { once: true });
  return { controller, release: () => signal?.removeEventListener("abort", forward) };
}
