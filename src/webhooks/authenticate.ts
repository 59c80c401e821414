/**
 * Authentication of a delivery, before anything else is read or done:
 * deliveries are not signed, so the configured API-key header or the OAuth
 * bearer token is all that tells Paxos apart from anyone else.
 */
import { secretComparer } from "./constant-time";
import type { WebhookHandlerOptions } from "./options";

/** "ok", "refused" (401), or "unavailable" when the bearer check itself failed (503: Paxos retries). */
export type AuthOutcome = "ok" | "refused" | "unavailable";

/** Decides from a delivery's headers whether it comes from Paxos. */
export type Authenticator = (header: (name: string) => string | undefined) => Promise<AuthOutcome>;

const BEARER = /^Bearer[ \t]+([A-Za-z0-9\-._~+/]+=*)[ \t]*$/i;

/**
 * The authenticator of checked options (exactly one of `apiKey`, `bearer`). `onVerifyError` hears a
 * bearer check that threw, with the token, so that the report can leave it out.
 */
export function authenticator(options: WebhookHandlerOptions, onVerifyError: (error: unknown, token: string) => void): Authenticator {
  const { apiKey, bearer } = options;
  if (apiKey) {
    const matches = secretComparer(apiKey.value);
    const name = apiKey.header.toLowerCase();
    return async (header) => {
      const presented = header(name);
      // Compared even when missing, so a missing header costs what a wrong one does.
      const equal = await matches(presented ?? "");
      return presented !== undefined && equal ? "ok" : "refused";
    };
  }
  const verify = bearer!;
  return async (header) => {
    const token = BEARER.exec(header("authorization") ?? "")?.[1];
    if (token === undefined) return "refused";
    try {
      return (await verify(token)) === true ? "ok" : "refused";
    } catch (error) {
      onVerifyError(error, token);
      return "unavailable";
    }
  };
}
