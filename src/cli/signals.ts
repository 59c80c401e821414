/**
 * Stopping on SIGINT (Ctrl-C) and SIGTERM: the first one asks the command to close cleanly, a second
 * one while it closes ends the process at once (a stuck close never traps the user).
 */

/** An `AbortSignal` aborted by the first SIGINT or SIGTERM; `dispose()` removes the handlers. */
export function stopSignal(onForce: () => never = () => process.exit(130)): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const handler = (name: NodeJS.Signals) => {
    if (controller.signal.aborted) onForce();
    controller.abort(name);
  };
  process.on("SIGINT", handler);
  process.on("SIGTERM", handler);
  return {
    signal: controller.signal,
    dispose: () => {
      process.off("SIGINT", handler);
      process.off("SIGTERM", handler);
    },
  };
}

/** Resolves when `signal` aborts. */
export function aborted(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => signal.addEventListener("abort", () => resolve(), { once: true }));
}
