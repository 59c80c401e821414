/**
 * The bearer token `listen` sends to a receiver that authenticates Paxos by OAuth: asked from the
 * receiver's token endpoint with client credentials (in the body and as HTTP Basic together, as Paxos
 * sends them), kept until shortly before `expires_in` runs out, dropped when the receiver answers 401.
 */
import ky from "ky";
import { CliError } from "./cli-error";
import { EXIT } from "./exit-codes";

/** Where and how to ask for the receiver's token. */
export interface ReceiverOAuth {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}

/** Seconds before `expires_in` runs out at which a token is renewed. */
const RENEW_EARLY_SECONDS = 30;

/** One receiver's token: asked once however many deliveries need it. */
export class ReceiverToken {
  #token: { value: string; expiresAt: number } | undefined;
  #pending: Promise<string> | undefined;

  constructor(
    private readonly oauth: ReceiverOAuth,
    private readonly timeoutMs: number,
  ) {}

  /** A token that is still valid, asked for when there is none. */
  get(): Promise<string> {
    if (this.#token && Date.now() < this.#token.expiresAt) return Promise.resolve(this.#token.value);
    this.#pending ??= this.request().finally(() => {
      this.#pending = undefined;
    });
    return this.#pending;
  }

  /** Forgets the token (the receiver refused it). */
  invalidate(): void {
    this.#token = undefined;
  }

  private async request(): Promise<string> {
    const { tokenUrl, clientId, clientSecret } = this.oauth;
    const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString("base64");
    const body = new URLSearchParams({ grant_type: "client_credentials", client_id: clientId, client_secret: clientSecret });
    let answer: { access_token?: unknown; expires_in?: unknown };
    try {
      answer = await ky.post(tokenUrl, { body, headers: { authorization: `Basic ${basic}` }, timeout: this.timeoutMs, retry: 0 }).json();
    } catch (error) {
      // The secret is in neither the URL nor ky's message.
      throw new CliError(`paxos-sdk listen: the receiver's token endpoint ${tokenUrl} failed: ${(error as Error).message}`, EXIT.unavailable);
    }
    if (typeof answer.access_token !== "string" || answer.access_token === "") {
      throw new CliError(`paxos-sdk listen: the receiver's token endpoint ${tokenUrl} answered without an access_token`, EXIT.unavailable);
    }
    const lifetime = typeof answer.expires_in === "number" && answer.expires_in > 0 ? answer.expires_in : 3600;
    this.#token = { value: answer.access_token, expiresAt: Date.now() + Math.max(0, lifetime - RENEW_EARLY_SECONDS) * 1000 };
    return answer.access_token;
  }
}
