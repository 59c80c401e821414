/**
 * Refuses a credential option that is present but holds nothing: the usual
 * cause is `clientId: process.env.PAXOS_CLIENT_ID!` with the variable unset,
 * which would otherwise build a client without credentials whose failure
 * surfaces later, on the first call, far from the mistake.
 */
import type { ClientName } from "../../shared/option-keys";
import { ValidationError } from "../../response/errors";

/** The credential options, as they may arrive from unchecked sources. */
interface CredentialOptions {
  clientId?: unknown;
  clientSecret?: unknown;
  accessToken?: unknown;
  tokenProvider?: unknown;
}

const FIELDS = ["clientId", "clientSecret", "accessToken", "tokenProvider"] as const;

/**
 * Throws a `ValidationError` (`rule: "required"`) for the first credential
 * option given as a key whose value is `undefined`, `null` or an empty string.
 * Leaving the keys out (`new Paxos()`: the variables' credentials, or none) stays allowed.
 */
export function refuseUnsetCredentials(options: CredentialOptions, who: ClientName = "new Paxos()"): void {
  for (const field of FIELDS) {
    if (!Object.hasOwn(options, field)) continue;
    const value = options[field];
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
      const what = value === undefined || value === null ? String(value) : "an empty string";
      throw new ValidationError(
        field,
        "required",
        `${who}: ${field} is ${what} (rule: required); is the environment variable it comes from set? ` +
          `Leave the credential keys out altogether to read PAXOS_CLIENT_ID and PAXOS_CLIENT_SECRET, or for a client without credentials (the public market data only).`,
      );
    }
  }
}
