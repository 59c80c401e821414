/**
 * Asks the service once what it says on a channel: a connection of its own (paced and timed out as any
 * feed's, a single attempt), which reads the first frame and closes. Paxos answers a channel it does not
 * serve with one frame, `{"error": …}`, and a channel it serves with its data; no frame at all (the
 * attempt failed, the connection ended or stayed quiet) says nothing either way.
 */
import { followSignal } from "../core/sending/follow-signal";
import type { RateLimiter } from "../core/sending/rate-limit/rate-limiter";
import { keepConnected, type SocketSettings } from "./reconnecting-socket";
import type { SocketFactory } from "./socket";

/** Opens `url` once and closes it: answers its first frame, or undefined when none came (`signal` ends it so too). */
export function probeChannel(url: string, open: SocketFactory, pacer: RateLimiter | undefined, signal: AbortSignal, settings: SocketSettings): Promise<string | undefined> {
  const { controller, release } = followSignal(signal);
  return new Promise<string | undefined>((resolve) => {
    const answer = (frame?: string) => {
      resolve(frame);
      release();
      controller.abort();
    };
    // One attempt (its failure stops the loop: `.then` below); a connection that opens but sends nothing
    // is given up as one that does not open.
    const once: SocketSettings = { ...settings, maxConnectAttempts: 1, idleTimeoutMs: 10_000 };
    void keepConnected(
      url,
      open,
      { opened() {}, frame: answer },
      { signal: controller.signal, settings: () => once, onStatus: (status) => status.state === "reconnecting" && answer(), pacer },
      () => {},
    ).then(() => answer());
  });
}
