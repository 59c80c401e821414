/**
 * A request enum value the contract does not list yet is sent as given and logged once (Paxos adds
 * enum values as a non-breaking change); a value of the wrong type is still refused before sending.
 */
import { http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { Paxos, ValidationError } from "../../src/index";
import { forgetUnknownEnumNotes } from "../../src/core/request/unknown-enums";
import { problem, useFakeApi } from "../support/msw-api";

const api = useFakeApi();

const warnings: string[] = [];
const logger = { debug() {}, info() {}, warn: (message: string) => warnings.push(message), error() {} };
// PAXOS_LOG is off in the tests: the level is given here.
const paxos = new Paxos({ fetch: api.fetch, accessToken: "token", maxRetries: 0, logLevel: "warn", logger });

afterEach(() => {
  warnings.length = 0;
  forgetUnknownEnumNotes();
});

/** Answers every API call 400, so a call settles once its request is on the wire. */
function answerEverything400(): void {
  api.server.use(http.all(`${api.url}/*`, () => problem(400, "Bad Request", "the fake answers every call so")));
}

const withdrawal = (crypto_network: string) =>
  paxos.withdrawals.createCrypto({
    profile_id: "0f5a3f2c-7d4e-4b8a-9c1d-2e3f4a5b6c7d",
    asset: "AVAX",
    // A string the contract may not list yet: the cast stands for a value Paxos added after this SDK was built.
    crypto_network: crypto_network as "AVALANCHE",
    destination_address: `0x${"ab".repeat(20)}`,
    amount: "1.5",
  });

async function bodySent(): Promise<Record<string, unknown>> {
  return (await api.lastRequest().clone().json()) as Record<string, unknown>;
}

const unknownLine = (operation: string, field: string, value: string) =>
  `[paxos-sdk] ${operation}: ${field} "${value}" is not a value this SDK's contract lists; sent as given (Paxos may have added it). (Logged once per process.)`;

describe("request enum values the contract does not list", () => {
  it("sends a crypto withdrawal on AVALANCHE (listed) without a word", async () => {
    answerEverything400();
    await withdrawal("AVALANCHE").catch((error: unknown) => expect(error).not.toBeInstanceOf(ValidationError));
    expect((await bodySent()).crypto_network).toBe("AVALANCHE");
    expect(warnings).toEqual([]);
  });

  it("sends a network no document names yet as given, and logs it once per operation, field and value", async () => {
    answerEverything400();
    await withdrawal("FUTURECHAIN").catch((error: unknown) => expect(error).not.toBeInstanceOf(ValidationError));
    expect((await bodySent()).crypto_network).toBe("FUTURECHAIN");
    expect(warnings).toEqual([unknownLine("withdrawals.createCrypto", "crypto_network", "FUTURECHAIN")]);

    await withdrawal("FUTURECHAIN").catch(() => undefined);
    expect(api.requests).toHaveLength(2);
    expect(warnings).toHaveLength(1);

    await withdrawal("OTHERCHAIN").catch(() => undefined);
    expect(warnings).toEqual([
      unknownLine("withdrawals.createCrypto", "crypto_network", "FUTURECHAIN"),
      unknownLine("withdrawals.createCrypto", "crypto_network", "OTHERCHAIN"),
    ]);
  });

  it("sends an unknown query enum value (a list's filter, an array) and names its item", async () => {
    answerEverything400();
    await paxos.settlement
      .listTransactions({ statuses: ["PENDING", "FUTURE_STATUS" as "PENDING"] })
      .catch((error: unknown) => expect(error).not.toBeInstanceOf(ValidationError));
    expect(new URL(api.lastRequest().url).searchParams.getAll("statuses")).toEqual(["PENDING", "FUTURE_STATUS"]);
    expect(warnings).toEqual([unknownLine("settlement.listTransactions", "statuses.1", "FUTURE_STATUS")]);
  });

  it("names an array item: a settlement leg's direction", async () => {
    answerEverything400();
    await paxos.settlement
      .createTransaction({
        source_profile_id: "0f5a3f2c-7d4e-4b8a-9c1d-2e3f4a5b6c7d",
        target_profile_id: "5b0c1a2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d",
        legs: [
          { direction: "DELIVER", asset: "USD", amount: "1" },
          { direction: "SWAP" as "RECEIVE", asset: "BTC", amount: "0.1" },
        ],
      })
      .catch((error: unknown) => expect(error).not.toBeInstanceOf(ValidationError));
    expect(((await bodySent()).legs as { direction: string }[]).map((leg) => leg.direction)).toEqual(["DELIVER", "SWAP"]);
    expect(warnings).toEqual([unknownLine("settlement.createTransaction", "legs.1.direction", "SWAP")]);
  });

  it("still refuses a value of the wrong type before sending, with rule type", async () => {
    const error = await withdrawal(42 as unknown as string).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe("crypto_network");
    expect((error as ValidationError).rule).toBe("type");
    const query = await paxos.settlement
      .listTransactions({ statuses: [7 as unknown as "PENDING"] })
      .catch((caught: unknown) => caught);
    expect((query as ValidationError).rule).toBe("type");
    expect(api.requests).toHaveLength(0);
    expect(warnings).toEqual([]);
  });
});
