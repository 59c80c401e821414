/**
 * `Decimal` and `Date` are accepted exactly where the contract's formats say (`format: decimal`,
 * `format: date-time` in request bodies, as the generated descriptors record them); anywhere else they are
 * refused before sending, naming the field, rather than silently turned into strings.
 */
import { describe, expect, it } from "vitest";
import { Paxos, ValidationError } from "../../src/index";
import { Decimal } from "../../src/decimal";
import { createTransaction, initiateSandboxFiatDeposit } from "../../src/generated/descriptors";
import { useFakeApi } from "../support/msw-api";
import { SANDBOX_WIRE } from "../support/sandbox-wire";
import { asyncRefusal } from "../support/refusals";

const { requests, fetch: fakeFetch } = useFakeApi();

const paxos = new Paxos({ fetch: fakeFetch, accessToken: "token" });
const UUID = "3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
const profiles = { source_profile_id: "src", target_profile_id: "dst" };

async function refusal(call: () => PromiseLike<unknown>): Promise<ValidationError> {
  const error = await asyncRefusal(call);
  expect(requests).toHaveLength(0);
  return error;
}

describe("the descriptors record the contract's formats", () => {
  it("createTransaction: the window bounds are dates, every leg's amount a decimal", () => {
    expect(createTransaction.inputs).toEqual({
      settlement_window_start: "date",
      settlement_window_end: "date",
      legs: { "*": { amount: "decimal" } },
    });
    expect(initiateSandboxFiatDeposit.inputs).toEqual({ amount: "decimal" });
  });
});

describe("Decimal and Date outside those fields", () => {
  it("a Date as ref_id is refused (rule type), not sent as a timestamp", async () => {
    const error = await refusal(() =>
      paxos.settlement.createTransaction({ ...profiles, ref_id: new Date() as never, legs: [{ direction: "DELIVER", asset: "USD", amount: "1" }] }),
    );
    expect([error.field, error.rule]).toEqual(["ref_id", "type"]);
  });

  it("a Decimal as a metadata value is refused (rule type)", async () => {
    const error = await refusal(() => paxos.fiatAccounts.update(UUID, { metadata: { k: new Decimal("1") as never } }));
    expect([error.field, error.rule]).toEqual(["metadata.k", "type"]);
  });

  it("a Decimal as a leg's asset is refused, while one as its amount is sent as a decimal string", async () => {
    const error = await refusal(() =>
      paxos.settlement.createTransaction({ ...profiles, legs: [{ direction: "DELIVER", asset: new Decimal("1") as never, amount: new Decimal("2.5") }] }),
    );
    expect([error.field, error.rule]).toEqual(["legs.0.asset", "type"]);
  });

  it("a number where a Decimal is accepted is still refused (rule type)", async () => {
    const error = await refusal(() => paxos.sandbox.createFiatDeposit({ amount: 5 as never, asset: "USD", memo_id: "M", fiat_network_instructions: SANDBOX_WIRE }));
    expect([error.field, error.rule]).toEqual(["amount", "type"]);
  });
});
