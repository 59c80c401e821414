import { describe, expectTypeOf, it } from "vitest";
import type { Input } from "../../src/core/request/call-arguments";
import type { Paxos } from "../../src/index";

type SettlementBody = Parameters<Paxos["settlement"]["createTransaction"]>[0];
type Direction = SettlementBody["legs"][number]["direction"];

describe("Input<T>: the request forms", () => {
  it("leaves primitives and open enums as they are", () => {
    expectTypeOf<Input<"DELIVER" | (string & {})>>().toEqualTypeOf<"DELIVER" | (string & {})>();
    expectTypeOf<Input<string & { readonly brand: "Id" }>>().toEqualTypeOf<string & { readonly brand: "Id" }>();
    expectTypeOf<Input<number | null | undefined>>().toEqualTypeOf<number | null | undefined>();
  });

  it("closes a leg's direction to the values a request may send", () => {
    expectTypeOf<Direction>().toEqualTypeOf<"DELIVER" | "RECEIVE">();
    expectTypeOf<"A_DIRECTION_ADDED_LATER">().not.toExtend<Direction>();
    expectTypeOf<"DELIVERY">().not.toExtend<Direction>();
    expectTypeOf<{ toUpperCase(): string }>().not.toExtend<Direction>();
  });

  it("keeps request enums closed in the method's types, though the run time sends an unknown value (core/request/unknown-enums)", () => {
    const leg = (direction: Direction) => direction;
    // @ts-expect-error "DELIVERY" is a typo of "DELIVER": the compiler still catches it.
    leg("DELIVERY");
    type Network = Parameters<Paxos["withdrawals"]["createCrypto"]>[0]["crypto_network"];
    expectTypeOf<"AVALANCHE">().toExtend<Network>();
    expectTypeOf<"FUTURECHAIN">().not.toExtend<Network>();
  });
});
