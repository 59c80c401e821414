/** The OAuth 2 client-credentials token request (a form POST). */
import ky from "ky";
import { ResponseValidationError } from "../errors";
import { type FetchLike, responseText } from "../fetch";
import { toPaxosError } from "../http-errors";
import type { RedactingLogger } from "../logger";
import { type BackoffOptions, retryOptions } from "../retry";

/** A token as the token endpoint granted it. */
export interface GrantedToken {
  accessToken: string;
  /** The scopes granted (the answer's `scope`, else the ones asked for). */
  scopes: ReadonlySet<string>;
  /** Lifetime in milliseconds, from `expires_in`. */
  lifetimeMs: number;
}

/** Everything one token request needs. */
export interface TokenRequestConfig {
  tokenUrl: string;
  clientId: string;
  fetch: FetchLike;
  timeout: number;
  maxRetries: number;
  backoff: BackoffOptions;
  redact: (text: string) => string;
  logger: RedactingLogger;
}

/** Asks the token endpoint for a token carrying `scopes`. */
export async function requestToken(
  config: TokenRequestConfig,
  clientSecret: string,
  scopes: readonly string[],
  signal?: AbortSignal,
): Promise<GrantedToken> {
  const form = new URLSearchParams({
    grant_type: "client_credentials",
    client_id: config.clientId,
    client_secret: clientSecret,
  });
  if (scopes.length > 0) form.set("scope", scopes.join(" "));
  config.logger.debug(`→ POST ${config.tokenUrl} (client_credentials, scope "${scopes.join(" ")}")`);
  let body: unknown;
  try {
    const response = await ky.post(config.tokenUrl, {
      body: form,
      headers: { accept: "application/json" },
      fetch: config.fetch,
      timeout: config.timeout,
      signal,
      retry: retryOptions("POST", "idempotent", config.maxRetries, config.backoff, signal),
    });
    body = JSON.parse(await responseText(response));
  } catch (error) {
    if (error instanceof SyntaxError) {
      throw new ResponseValidationError("", 200, "The token endpoint answered with a body that is not JSON.");
    }
    const failure = await toPaxosError(error, signal, config.redact);
    failure.message = config.redact(`Token request failed: ${failure.message}`);
    // The caller receives this error; at the default level (warn) it must not also be printed.
    config.logger.info(failure.message);
    throw failure;
  }
  const grant = parseGrant(body, scopes);
  config.logger.info(`access token granted (scope "${[...grant.scopes].join(" ")}", ${grant.lifetimeMs / 1000} s)`);
  return grant;
}

function parseGrant(body: unknown, asked: readonly string[]): GrantedToken {
  const grant = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const accessToken = grant.access_token;
  const expiresIn = grant.expires_in;
  if (typeof accessToken !== "string" || accessToken === "") {
    throw new ResponseValidationError("access_token", 200, "The token endpoint's answer has no access_token.");
  }
  if (typeof expiresIn !== "number" || !(expiresIn > 0)) {
    throw new ResponseValidationError("expires_in", 200, "The token endpoint's answer has no positive expires_in.");
  }
  const scopeText = typeof grant.scope === "string" ? grant.scope : undefined;
  const scopes = new Set(scopeText === undefined ? asked : scopeText.split(" ").filter(Boolean));
  return { accessToken, scopes, lifetimeMs: expiresIn * 1000 };
}

