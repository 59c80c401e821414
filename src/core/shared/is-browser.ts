/**
 * True when running in a web page or a web worker: code a site ships to its visitors, where a client
 * secret would be visible to anyone and a header of the SDK's own costs a CORS preflight. A worker is a
 * `WorkerGlobalScope` (workerd has the class, but its global is not one); Deno and Bun workers are
 * servers, told apart by the runtime's own marks.
 */
export function isBrowser(): boolean {
  const scope = globalThis as { window?: { document?: unknown }; WorkerGlobalScope?: unknown; Deno?: unknown; process?: { versions?: { node?: unknown } } };
  if (typeof scope.window === "object" && typeof scope.window?.document === "object") return true;
  const Worker = scope.WorkerGlobalScope;
  return typeof Worker === "function" && globalThis instanceof Worker && scope.Deno === undefined && scope.process?.versions?.node === undefined;
}
