/**
 * The OAuth 2 client-credentials token endpoint and bearer-token checks. Errors here follow RFC 6749
 * (`{ error, error_description }`), as real authorization servers answer, not problem+json.
 */
import { OPERATIONS } from "../../generated/operation-list";
import type { MockClock } from "../domain/clock";
import { jsonResponse, type MockResponse } from "../protocol/problem";
import { Rng, Stream } from "../domain/random";
import { refuseUnknownSigningKeyOptions, type RequestSigningSetup } from "../domain/signing-keys";
import { optionKeys, refuseUnknownOptions } from "../../core/shared/option-keys";

/** Every scope of the contract's operations, in document order (the public market data needs none). */
export const ALL_SCOPES: readonly string[] = [
  ...new Set(OPERATIONS.map(({ operation }) => operation.scope).filter((scope): scope is string => scope !== null)),
];

/** The read-only scopes, granted to the seeded secondary client. */
export const READ_SCOPES = ["statements:read_payment", "identity:read_account", "transfer:read_deposit_address"] as const;

/** A registered OAuth client. */
export interface MockClient extends RequestSigningSetup {
  clientId: string;
  clientSecret: string;
  scopes: string[];
}

/** The keys of {@link MockClient}, for refusing a misspelt one. */
const CLIENT_KEYS = optionKeys<MockClient>()("clientId", "clientSecret", "scopes", "publicKeys", "enforceRequestSigning");

/**
 * Refuses an unknown key of a client (`clients[i].` in the mock's options, none for `oauth.register()`)
 * and of its `publicKeys`, naming the path and the closest key.
 */
export function refuseUnknownClientOptions(who: string, client: unknown, prefix = ""): void {
  if (typeof client !== "object" || client === null || Array.isArray(client)) return;
  refuseUnknownOptions(who, client, CLIENT_KEYS, prefix);
  const keys = (client as { publicKeys?: unknown }).publicKeys;
  if (Array.isArray(keys)) keys.forEach((key, i) => refuseUnknownSigningKeyOptions(who, key, `${prefix}publicKeys[${i}].`));
}

/** The seeded main client: every scope. */
export const MAIN_CLIENT: Readonly<MockClient> = Object.freeze({
  clientId: "paxos-mock-client",
  clientSecret: "paxos-mock-secret",
  scopes: [...ALL_SCOPES],
});

/** The seeded secondary client: read scopes only; delete its credentials to see its token refused. */
export const SECONDARY_CLIENT: Readonly<MockClient> = Object.freeze({
  clientId: "paxos-mock-readonly-client",
  clientSecret: "paxos-mock-readonly-secret",
  scopes: [...READ_SCOPES],
});

/** An access token the mock issued. */
export interface IssuedToken {
  accessToken: string;
  clientId: string;
  scopes: string[];
  /** Expiry on the mock clock, in epoch nanoseconds. */
  expiresAtNanos: bigint;
  /** Set when the client's credentials were deleted, or by `revokeTokens`. */
  revoked: boolean;
}

/** The outcome of checking an `Authorization` header. */
export type AuthResult = { ok: true; token: IssuedToken } | { ok: false; detail: string };

/** The token body (RFC 6749 section 5.1). */
export interface TokenResponseBody {
  access_token: string;
  expires_in: number;
  scope: string;
  token_type: "Bearer";
}

function oauthError(status: number, error: string, description: string, headers: Record<string, string> = {}): MockResponse {
  return jsonResponse(status, { error, error_description: description }, { "cache-control": "no-store", ...headers });
}

/** The token endpoint of a mock (`api.oauth`): its clients, and tokens a test issues or revokes directly. */
export interface MockOAuth {
  /** Lifetime of issued tokens, in seconds of mock-clock time. */
  readonly tokenTtlSeconds: number;
  /** Registers (or replaces) a client. */
  register(client: MockClient): void;
  /** The registered client with this id, if any. */
  getClient(clientId: string): MockClient | undefined;
  /** Unregisters a client and revokes every token it holds (what deleting its API credentials does). */
  remove(clientId: string): boolean;
  /** Revokes the tokens of one client, or of all; answers how many. */
  revokeTokens(clientId?: string): number;
  /** Issues a token directly (no HTTP), e.g. for a test that needs a token with fewer scopes. */
  issue(clientId: string, scopes?: readonly string[]): TokenResponseBody;
}

/** Registered clients and the tokens issued to them. */
export class OAuthServer implements MockOAuth {
  private readonly clients = new Map<string, MockClient>();
  private readonly tokens = new Map<string, IssuedToken>();
  private readonly rng: Rng;

  constructor(
    private readonly clock: MockClock,
    seed: number,
    /** Lifetime of issued tokens, in seconds of mock-clock time. */
    readonly tokenTtlSeconds: number,
  ) {
    this.rng = new Rng(seed, Stream.tokens);
  }

  /** Registers (or replaces) a client. */
  register(client: MockClient): void {
    refuseUnknownClientOptions("oauth.register()", client);
    this.clients.set(client.clientId, { ...client, scopes: [...client.scopes] });
  }

  /** The registered client with this id, if any. */
  getClient(clientId: string): MockClient | undefined {
    return this.clients.get(clientId);
  }

  /** Unregisters a client and revokes every token it holds (what deleting its API credentials does). */
  remove(clientId: string): boolean {
    const existed = this.clients.delete(clientId);
    for (const token of this.tokens.values()) if (token.clientId === clientId) token.revoked = true;
    return existed;
  }

  /**
   * Revokes every token issued so far (of one client, or of all), leaving the clients registered: what a
   * rotation of the signing keys looks like to a client. Returns how many tokens were revoked.
   */
  revokeTokens(clientId?: string): number {
    let revoked = 0;
    for (const token of this.tokens.values()) {
      if (token.revoked || (clientId !== undefined && token.clientId !== clientId)) continue;
      token.revoked = true;
      revoked++;
    }
    return revoked;
  }

  /** Issues a token directly (no HTTP), e.g. for a test that needs a token with fewer scopes. */
  issue(clientId: string, scopes?: readonly string[]): TokenResponseBody {
    const client = this.clients.get(clientId);
    if (!client) throw new Error(`mock oauth: unknown client ${clientId}`);
    const granted = scopes === undefined ? [...client.scopes] : [...new Set(scopes)];
    const accessToken = `mock_at_${this.rng.hex(40)}`;
    this.tokens.set(accessToken, {
      accessToken,
      clientId,
      scopes: granted,
      expiresAtNanos: this.clock.nowNanos() + BigInt(this.tokenTtlSeconds) * 1_000_000_000n,
      revoked: false,
    });
    return { access_token: accessToken, expires_in: this.tokenTtlSeconds, scope: granted.join(" "), token_type: "Bearer" };
  }

  /** Checks a bearer token from an `Authorization` header value. */
  authenticate(authorization: string | undefined): AuthResult {
    if (!authorization) return { ok: false, detail: "missing Authorization: Bearer <access token> header" };
    const m = /^Bearer[ \t]+(\S+)\s*$/i.exec(authorization);
    if (!m) return { ok: false, detail: "the Authorization header must use the Bearer scheme" };
    const token = this.tokens.get(m[1] as string);
    if (!token) return { ok: false, detail: "the access token is not valid" };
    if (token.revoked) return { ok: false, detail: "the access token was revoked" };
    if (this.clock.nowNanos() >= token.expiresAtNanos) return { ok: false, detail: "the access token has expired" };
    return { ok: true, token };
  }

  /** Answers a token request (form or JSON body; client auth in the body or by HTTP Basic). */
  handleTokenRequest(headers: Record<string, string>, body: string): MockResponse {
    const contentType = (headers["content-type"] ?? "").toLowerCase();
    let params: Record<string, string | undefined>;
    if (contentType.startsWith("application/json")) {
      try {
        const parsed = JSON.parse(body) as unknown;
        params = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, string>) : {};
      } catch {
        return oauthError(400, "invalid_request", "the request body is not valid JSON");
      }
    } else {
      params = Object.fromEntries(new URLSearchParams(body));
    }

    let clientId = params.client_id;
    let clientSecret = params.client_secret;
    let usedBasic = false;
    const basic = /^Basic[ \t]+(\S+)\s*$/i.exec(headers.authorization ?? "");
    if (basic) {
      usedBasic = true;
      let decoded: string;
      try {
        decoded = atob(basic[1] as string);
      } catch {
        return oauthError(401, "invalid_client", "malformed HTTP Basic credentials", { "www-authenticate": 'Basic realm="paxos-mock"' });
      }
      const colon = decoded.indexOf(":");
      const decode = (s: string) => {
        try {
          return decodeURIComponent(s.replace(/\+/g, " "));
        } catch {
          return s;
        }
      };
      clientId = decode(colon < 0 ? decoded : decoded.slice(0, colon));
      clientSecret = decode(colon < 0 ? "" : decoded.slice(colon + 1));
    }

    if (!params.grant_type) return oauthError(400, "invalid_request", "grant_type is required");
    if (params.grant_type !== "client_credentials") {
      return oauthError(400, "unsupported_grant_type", "only grant_type=client_credentials is supported");
    }
    if (!clientId) return oauthError(400, "invalid_request", "client_id is required (in the body or by HTTP Basic)");
    const client = this.clients.get(clientId);
    if (!client || client.clientSecret !== clientSecret) {
      const extra: Record<string, string> = usedBasic ? { "www-authenticate": 'Basic realm="paxos-mock"' } : {};
      return oauthError(401, "invalid_client", "client authentication failed", extra);
    }
    const requested = (params.scope ?? "").split(" ").filter((s) => s.length > 0);
    const missing = requested.filter((s) => !client.scopes.includes(s));
    if (missing.length > 0) {
      return oauthError(400, "invalid_scope", `the client is not allowed the scope(s): ${missing.join(" ")}`);
    }
    const issued = this.issue(clientId, requested.length > 0 ? requested : undefined);
    return jsonResponse(200, issued, { "cache-control": "no-store", pragma: "no-cache" });
  }
}
