/**
 * Reads one environment variable where a runtime has them, and never fails over it: the PAXOS_* options
 * (../config/env-vars) and the log level (`PAXOS_LOG`, ./logger) read through it.
 */
interface DenoPermissions {
  permissions?: { querySync?(descriptor: { name: "env"; variable: string }): { state: string } };
}

/**
 * The value of an environment variable, trimmed; undefined when it is unset,
 * empty, or cannot be read here (no `process`, or Deno without the permission).
 */
export function readEnv(name: string): string | undefined {
  const scope = globalThis as { process?: { env?: Record<string, string | undefined> }; Deno?: DenoPermissions };
  try {
    // Deno throws (or prompts) on an environment read it was not allowed: ask first, and never fail over it.
    const query = scope.Deno?.permissions?.querySync;
    if (query && query({ name: "env", variable: name }).state !== "granted") return undefined;
    const value = scope.process?.env?.[name]?.trim();
    return value === "" ? undefined : value;
  } catch {
    return undefined;
  }
}
