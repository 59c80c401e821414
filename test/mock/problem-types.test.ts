/**
 * The mock's problem vocabulary against Paxos's documents: every named type it can answer has the URI,
 * status, title and meta field names of Paxos's problem pages and examples (test/support/paxos-problems.ts),
 * and the mock's own refusals that Paxos types (insufficient funds, expiry) arrive typed.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createMockApi, type MockApi } from "../../src/mock/index";
import { problemErrorResponse } from "../../src/mock/protocol/problem";
import { PAXOS_PROBLEM_TYPES, type PaxosProblemMetas, type PaxosProblemType, paxosProblem, paxosProblemUri } from "../../src/mock/protocol/paxos-problems";
import { DOCUMENTED_PROBLEMS } from "../support/paxos-problems";
import { handle } from "./helpers";

// One meta per type, typed by the mock's vocabulary: a field misnamed there (`expires_at`) or missing
// fails the typecheck here, and its names are compared with the documented example's below.
const METAS: { [K in PaxosProblemType]: PaxosProblemMetas[K] } = {
  "already-exists": { existing: { id: "7c1d5b0e-2f1a-4a3b-9c8d-0e1f2a3b4c5d", ref_id: "r-1" } },
  "insufficient-funds": { profile_id: "p", asset: "USD", available: "50", needed: "100" },
  expired: { expired_at: "2026-01-17T18:36:38Z" },
  rejected: {},
  "notional-value-too-large": { market: "BTCUSD", max_notional_value: "1500000", order_notional_value: "1500001.25", order_type: "LIMIT" },
  "travel-rule-information-required": { address: "0x52908400098527886E0F7030069857D2E4169EE7", crypto_network: "ETHEREUM", identity_id: "i" },
  "identity-verification-required": { current_status: "PENDING", identity_id: "i", ref_path: "/v2/identity/identities/i" },
  "market-conditions-prevented-execution": {},
  "unavailable-market": {},
  "below-min-withdraw-limit": { amount: "0.0000001", limit: "0.00001" },
  "exceed-max-withdraw-limit": { amount: "0.3", limit: "0.1" },
  "exceed-precision": {},
  "minimum-commission-exceeds-notional": {},
  "unsupported-address": { address: "0x1234567890abcdef", reason: "INTERNAL_WITHDRAWAL_WALLET" },
};

const canonical = DOCUMENTED_PROBLEMS.filter((problem) => problem.body.type.startsWith("https://developer.paxos.com/docs/v2/problems/"));

describe("the mock's named problem types", () => {
  it("covers every type Paxos documents, and nothing else", () => {
    expect((Object.keys(PAXOS_PROBLEM_TYPES) as PaxosProblemType[]).map(paxosProblemUri).sort()).toEqual(canonical.map((p) => p.body.type).sort());
  });

  it.each(canonical.map((problem) => [problem.body.type.split("/").pop()!, problem] as const))("%s answers as Paxos documents it", (slug, documented) => {
    const type = slug as PaxosProblemType;
    const response = problemErrorResponse(paxosProblem(type, "a detail", METAS[type] as never, { rule: "r", field: "f" }));
    const body = JSON.parse(response.body);
    expect([response.status, response.headers["content-type"]]).toEqual([documented.body.status, "application/problem+json"]);
    expect({ type: body.type, title: body.title, status: body.status }).toEqual({ type: documented.body.type, title: documented.body.title, status: documented.body.status });
    // The documented fields, under their documented names, beside the mock's own `rule` and `field`.
    expect(Object.keys(body.meta).sort()).toEqual([...Object.keys(documented.body.meta ?? {}), "field", "rule"].sort());
  });

  it("never lets the mock's own fields overwrite a documented one", () => {
    const body = JSON.parse(problemErrorResponse(paxosProblem("expired", "d", { expired_at: "2026-01-01T00:00:00Z" }, { expired_at: "other" })).body);
    expect(body.meta).toEqual({ expired_at: "2026-01-01T00:00:00Z" });
  });
});

describe("the mock's refusals that Paxos types", () => {
  let api: MockApi;
  beforeEach(() => {
    api = createMockApi();
  });

  it("a withdrawal beyond the balance is Insufficient Funds with profile_id, asset, available and needed", async () => {
    const profile = api.store.ids.profileIds[2]!;
    api.store.ledger.apply([{ profileId: profile, asset: "USD", delta: "5.00" }]);
    const fiat = [...api.store.fiatAccounts.keys()][0]!;
    const refused = await handle(api, "POST", "/transfer/fiat-withdrawals", { body: { profile_id: profile, fiat_account_id: fiat, asset: "USD", total: "5.01" } });
    expect([refused.status, refused.body.type, refused.body.title]).toEqual([403, "https://developer.paxos.com/docs/v2/problems/insufficient-funds", "Insufficient Funds"]);
    expect(refused.body.meta).toEqual({ rule: "insufficientFunds", field: "total", profile_id: profile, asset: "USD", available: "5.00", needed: "5.01" });
  });
});
