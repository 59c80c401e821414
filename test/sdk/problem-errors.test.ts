/**
 * Paxos's documented problems (its problem pages and its API document's examples,
 * test/support/paxos-problems.ts), each answered over real HTTP by a loopback server, arrive as their own
 * class: a subclass of the status's class, with the documented meta. Problems Paxos does not name keep
 * the status's class.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  AlreadyExistsError,
  APIError,
  BadRequestError,
  ConflictError,
  ExpiredError,
  IdentityVerificationRequiredError,
  InsufficientFundsError,
  MarketConditionsPreventedExecutionError,
  MarketUnavailableError,
  MinimumCommissionExceedsNotionalError,
  NotionalValueTooLargeError,
  Paxos,
  PermissionDeniedError,
  PrecisionExceededError,
  RejectedError,
  TravelRuleInformationRequiredError,
  UnsupportedAddressError,
  WithdrawalAmountTooLargeError,
  WithdrawalAmountTooSmallError,
} from "../../src/index";
import { paxosProblemSlug } from "../../src/core/response/problem-errors";
import { DOCUMENTED_PROBLEMS, type DocumentedProblem } from "../support/paxos-problems";
import { sendJson, startHostileServer } from "../support/hostile-server";

const CLASS_OF: Record<string, [new (...args: never[]) => APIError, new (...args: never[]) => APIError]> = {
  "already-exists": [AlreadyExistsError, ConflictError],
  "insufficient-funds": [InsufficientFundsError, PermissionDeniedError],
  expired: [ExpiredError, PermissionDeniedError],
  rejected: [RejectedError, PermissionDeniedError],
  "notional-value-too-large": [NotionalValueTooLargeError, PermissionDeniedError],
  "travel-rule-information-required": [TravelRuleInformationRequiredError, PermissionDeniedError],
  "identity-verification-required": [IdentityVerificationRequiredError, PermissionDeniedError],
  "market-conditions-prevented-execution": [MarketConditionsPreventedExecutionError, PermissionDeniedError],
  "unavailable-market": [MarketUnavailableError, PermissionDeniedError],
  "below-min-withdraw-limit": [WithdrawalAmountTooSmallError, BadRequestError],
  "exceed-max-withdraw-limit": [WithdrawalAmountTooLargeError, BadRequestError],
  "exceed-precision": [PrecisionExceededError, BadRequestError],
  "minimum-commission-exceeds-notional": [MinimumCommissionExceedsNotionalError, BadRequestError],
  "unsupported-address": [UnsupportedAddressError, BadRequestError],
};

const WITHDRAWAL = { profile_id: "0b6e3c43-7a2c-4b8e-9c1e-4f3f6a2d9e10", asset: "ETH", crypto_network: "ETHEREUM", destination_address: `0x${"cd".repeat(20)}`, amount: "0.5" } as const;

/** What a crypto withdrawal fails with when a loopback service answers `problem` (content type as Paxos's examples vary). */
async function failureOf(problem: DocumentedProblem["body"], contentType = "application/problem+json"): Promise<unknown> {
  const server = await startHostileServer((_request, res) => sendJson(res, problem.status, problem, { "content-type": contentType }));
  const paxos = new Paxos({ accessToken: "t", baseUrl: server.baseUrl, maxRetries: 0 });
  return paxos.withdrawals.createCrypto({ ...WITHDRAWAL, ref_id: "mine" }).then(
    () => expect.unreachable("the call succeeded"),
    (error: unknown) => error,
  );
}

describe("Paxos's named problems arrive as their own classes", () => {
  it.each(DOCUMENTED_PROBLEMS.map((problem) => [problem.source, problem] as const))("%s", async (_source, { body }) => {
    const slug = paxosProblemSlug(body.type)!;
    const [Named, StatusClass] = CLASS_OF[slug]!;
    const error = (await failureOf(body, body.status === 409 ? "application/json" : "application/problem+json")) as APIError;
    expect(error).toBeInstanceOf(Named);
    // Existing catches still work.
    expect(error).toBeInstanceOf(StatusClass);
    expect([error.name, error.status, error.type, error.title, error.detail]).toEqual([Named.name, body.status, body.type, body.title, body.detail]);
    expect(error.meta).toEqual(body.meta);
  });

  it("types each class's documented meta fields", async () => {
    const funds = DOCUMENTED_PROBLEMS.find((p) => p.body.type.endsWith("/insufficient-funds"))!.body;
    const error = await failureOf(funds);
    if (!(error instanceof InsufficientFundsError)) return expect.unreachable("not InsufficientFundsError");
    expectTypeOf(error.meta!.needed).toEqualTypeOf<string | undefined>();
    expectTypeOf(error.meta!.profile_id).toEqualTypeOf<string | undefined>();
    expect([error.meta!.asset, error.meta!.available, error.meta!.needed]).toEqual(["USD", "50", "100"]);
    const expired = await failureOf(DOCUMENTED_PROBLEMS.find((p) => p.body.type.endsWith("/expired"))!.body);
    if (!(expired instanceof ExpiredError)) return expect.unreachable("not ExpiredError");
    expectTypeOf(expired.meta!.expired_at).toEqualTypeOf<string | undefined>();
    expect(expired.meta!.expired_at).toBe("2026-01-17T18:36:38Z");
    // An undocumented field the service adds is kept, untyped.
    expectTypeOf(expired.meta!.anything).toEqualTypeOf<unknown>();
  });

  it("keeps the status's class for about:blank, a URI of another host, another status, or a documented field of the wrong kind", async () => {
    const scope = await failureOf({ type: "about:blank", title: "Forbidden", status: 403, detail: "insufficient scopes: found 'a', required one of '[b]'" });
    expect([(scope as APIError).constructor, (scope as APIError).name]).toEqual([PermissionDeniedError, "PermissionDeniedError"]);
    const elsewhere = await failureOf({ type: "https://example.com/problems/insufficient-funds", title: "Insufficient Funds", status: 403, detail: "d" });
    expect((elsewhere as APIError).constructor).toBe(PermissionDeniedError);
    const wrongStatus = await failureOf({ type: "https://developer.paxos.com/docs/v2/problems/already-exists", title: "Already Exists", status: 400, detail: "d" });
    expect((wrongStatus as APIError).constructor).toBe(BadRequestError);
    const numeric = await failureOf({ type: "https://developer.paxos.com/docs/v2/problems/insufficient-funds", title: "Insufficient Funds", status: 403, detail: "d", meta: { needed: 100 } });
    expect([(numeric as APIError).constructor, (numeric as APIError).meta]).toEqual([PermissionDeniedError, { needed: 100 }]);
  });

  it("reads the documented URI variants: another Paxos host, a trailing slash, another case", () => {
    expect(paxosProblemSlug("https://api.paxos.com/v2/problems/already-exists")).toBe("already-exists");
    expect(paxosProblemSlug("https://developer.paxos.com/docs/v2/problems/Insufficient-Funds/")).toBe("insufficient-funds");
    expect(paxosProblemSlug("https://paxos.com.example.net/problems/expired")).toBeUndefined();
    expect(paxosProblemSlug("about:blank")).toBeUndefined();
    expect(paxosProblemSlug("not a uri")).toBeUndefined();
  });
});
