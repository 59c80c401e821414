/**
 * What a refusal or a failure says, word for word where the wording was once misleading: a metadata
 * value given as a number, a body string given a number (the amounts' hint for amounts only), a metadata key over its length, a `limit` that is not whole, the operation
 * named as `resource.method` everywhere, and the host a failed token request tried.
 */
import { describe, expect, it } from "vitest";
import { APIConnectionError, Paxos } from "../../src/index";
import { asyncRefusal } from "../support/refusals";

const UUID = "3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";

/** This file's own fetch: records what was sent (nothing should be, for a refusal). */
function recordingFetch() {
  const sent: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    sent.push(String(input instanceof Request ? input.url : input));
    return Response.json({});
  };
  return { sent, fetch };
}

describe("refusals worded for what was given", () => {
  const { sent, fetch } = recordingFetch();
  const paxos = new Paxos({ accessToken: "token", fetch });

  it("a number as a metadata value gets the metadata hint, not the amounts' one", async () => {
    const error = await asyncRefusal(() => paxos.fiatAccounts.update(UUID, { metadata: { invoice: 42 } } as never));
    expect([error.field, error.rule]).toEqual(["metadata.invoice", "type"]);
    expect(error.message).toBe('fiatAccounts.update: metadata.invoice must be a string, not a number (metadata values are text: write "42") (rule: type).');
  });

  const leg = { direction: "DELIVER", asset: "USD", amount: "12.50" };
  const settlementBody = { source_profile_id: UUID, target_profile_id: UUID, settlement_window_end: "2026-12-01T00:00:00Z", legs: [leg] };

  it("a number as an amount (format: decimal) keeps the amounts' hint", async () => {
    const error = await asyncRefusal(() => paxos.settlement.createTransaction({ ...settlementBody, legs: [{ ...leg, amount: 12.5 }] } as never));
    expect([error.field, error.rule]).toEqual(["legs.0.amount", "type"]);
    expect(error.message).toBe(
      'settlement.createTransaction: legs.0.amount must be a string, not a number (amounts are decimal strings such as "12.50" or a Decimal, so they stay exact) (rule: type).',
    );
    const withdrawal = await asyncRefusal(() => paxos.withdrawals.createFiat({ profile_id: UUID, fiat_account_id: UUID, asset: "USD", amount: 10 } as never));
    expect(withdrawal.message).toBe(
      'withdrawals.createFiat: amount must be a string, not a number (amounts are decimal strings such as "12.50" or a Decimal, so they stay exact) (rule: type).',
    );
  });

  it("a number as a body string that is not an amount gets the plain words, like a parameter", async () => {
    const error = await asyncRefusal(() => paxos.settlement.createTransaction({ ...settlementBody, source_profile_id: 123 } as never));
    expect([error.field, error.rule]).toEqual(["source_profile_id", "type"]);
    expect(error.message).toBe("settlement.createTransaction: source_profile_id must be a string, got a number (rule: type).");
    const withdrawal = await asyncRefusal(() => paxos.withdrawals.createFiat({ profile_id: 123, fiat_account_id: UUID, asset: "USD", amount: "10.00" } as never));
    expect(withdrawal.message).toBe("withdrawals.createFiat: profile_id must be a string, got a number (rule: type).");
  });

  it("an amount given neither a string nor a number gets the plain words", async () => {
    const error = await asyncRefusal(() => paxos.settlement.createTransaction({ ...settlementBody, legs: [{ ...leg, amount: true }] } as never));
    expect(error.message).toBe("settlement.createTransaction: legs.0.amount must be a string, got a boolean (rule: type).");
  });

  it("a metadata key over 100 characters reads with the limit", async () => {
    const error = await asyncRefusal(() => paxos.fiatAccounts.update(UUID, { metadata: { ["k".repeat(101)]: "v" } }));
    expect([error.field, error.rule]).toEqual(["metadata", "propertyNames.maxLength"]);
    expect(error.message).toBe(`fiatAccounts.update: metadata key "${"k".repeat(20)}…" must be at most 100 characters long (rule: propertyNames.maxLength).`);
  });

  it("limit: 1.5 must be an integer", async () => {
    const error = await asyncRefusal(() => paxos.depositAddresses.list({ limit: 1.5 }));
    expect([error.field, error.rule]).toEqual(["limit", "type"]);
    expect(error.message).toBe("depositAddresses.list: limit must be an integer, got 1.5 (rule: type).");
  });

  it("a number as a market (a parameter, never an amount) gets the plain words", async () => {
    const error = await asyncRefusal(() => paxos.market.getOrderBook(42 as never));
    expect([error.field, error.rule]).toEqual(["market", "type"]);
    expect(error.message).toBe("market.getOrderBook: market must be a string, got a number (rule: type).");
  });

  it("names the operation as resource.method in per-call option refusals", async () => {
    const error = await asyncRefusal(() => paxos.identity.listAccounts({}, { timeout: 0 }));
    expect(error.message).toBe("identity.listAccounts: timeout must be an integer from 1 to 2147483647 (rule: range).");
    const single = await asyncRefusal(() => paxos.market.listTickers({ maxRetries: 11 }));
    expect(single.message).toMatch(/^market\.listTickers: maxRetries must be/);
    expect(sent).toEqual([]);
  });
});

describe("a token request that cannot reach its host", () => {
  it("names the host it tried", async () => {
    // What undici throws for a name that does not resolve, without the host in its own message.
    const fetch = async (): Promise<Response> => {
      throw new TypeError("fetch failed", { cause: Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" }) });
    };
    const paxos = new Paxos({ clientId: "id", clientSecret: "secret", tokenUrl: "https://oauth.nowhere.example:8443/oauth2/token", fetch, maxRetries: 0 });
    const error = await paxos.depositAddresses.list().then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as Error).message).toMatch(/^Token request to oauth\.nowhere\.example:8443 failed: Connection error: .*ENOTFOUND/);
    expect((error as Error).message).not.toContain("secret");
  });
});
