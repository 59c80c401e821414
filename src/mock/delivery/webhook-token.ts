/**
 * The token a mock webhook in the OAuth form sends as its bearer: fetched from the receiver's own token
 * endpoint with client credentials (a form POST, `grant_type=client_credentials`), the client id and
 * secret sent both ways at once, as Paxos sends them: in HTTP Basic (`Authorization: Basic`, each part
 * form-urlencoded first, RFC 6749 §2.3.1) and in the body; kept until shortly before it expires, fetched once however many deliveries need
 * it at the same moment, and dropped when the receiver answers 401 (the next attempt fetches anew).
 */
import type { ResolvedWebhook } from "./webhook-config";

/** Refresh this long before expiry (or at a tenth of the lifetime when that is shorter). */
const REFRESH_MARGIN_MS = 30_000;

type OAuthSettings = NonNullable<ResolvedWebhook["oauth"]>;

/** `application/x-www-form-urlencoded` encoding of one value (what RFC 6749 asks of Basic's two parts; ASCII out, so btoa takes it). */
function formEncode(value: string): string {
  return new URLSearchParams({ v: value }).toString().slice(2);
}

/** One webhook's cached bearer token. */
export class WebhookTokenCache {
  #settings: OAuthSettings;
  #token: { value: string; refreshAt: number } | undefined;
  #pending: Promise<string> | undefined;
  /** Token requests made so far (a test can check the cache works). */
  requests = 0;

  constructor(settings: OAuthSettings) {
    this.#settings = settings;
  }

  /** A token valid now: the cached one, or a fresh one. */
  get(signal: AbortSignal): Promise<string> {
    if (this.#token && performance.now() < this.#token.refreshAt) return Promise.resolve(this.#token.value);
    this.#pending ??= this.fetchToken(signal).finally(() => {
      this.#pending = undefined;
    });
    return this.#pending;
  }

  /** Forgets the cached token (the receiver refused it). */
  invalidate(): void {
    this.#token = undefined;
  }

  private async fetchToken(signal: AbortSignal): Promise<string> {
    const { tokenUrl, clientId, clientSecret, scopes } = this.#settings;
    const form = new URLSearchParams({ grant_type: "client_credentials", client_id: clientId, client_secret: clientSecret });
    if (scopes.length > 0) form.set("scope", scopes.join(" "));
    this.requests++;
    const started = performance.now();
    const basic = btoa(`${formEncode(clientId)}:${formEncode(clientSecret)}`);
    const headers = { "content-type": "application/x-www-form-urlencoded", accept: "application/json", authorization: `Basic ${basic}` };
    const response = await fetch(tokenUrl, { method: "POST", headers, body: form.toString(), signal, redirect: "manual" });
    const text = await response.text();
    // The answer is never quoted in an error: a misbehaving endpoint could echo the secret back.
    if (!response.ok) throw new Error(`token endpoint ${tokenUrl.origin}${tokenUrl.pathname} answered ${response.status}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`token endpoint ${tokenUrl.origin}${tokenUrl.pathname} answered a body that is not JSON`);
    }
    const { access_token: value, expires_in: expiresIn } = (body ?? {}) as { access_token?: unknown; expires_in?: unknown };
    if (typeof value !== "string" || value === "") throw new Error(`token endpoint ${tokenUrl.origin}${tokenUrl.pathname} answered no access_token`);
    // Without expires_in the token is used for this attempt only.
    const lifetimeMs = typeof expiresIn === "number" && Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn * 1000 : 0;
    const margin = Math.min(REFRESH_MARGIN_MS, lifetimeMs / 10);
    this.#token = { value, refreshAt: started + lifetimeMs - margin };
    return value;
  }
}
