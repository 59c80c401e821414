import { describe, expectTypeOf, it } from "vitest";
import type { Input } from "../../src/core/operation-types";
import type { Paxos } from "../../src/index";

type SettlementBody = Parameters<Paxos["settlement"]["createTransaction"]>[0];
type Direction = SettlementBody["legs"][number]["direction"];

describe("Input<T>: the request forms", () => {
  it("leaves primitives and open enums as they are", () => {
    expectTypeOf<Input<"DELIVER" | (string & {})>>().toEqualTypeOf<"DELIVER" | (string & {})>();
    expectTypeOf<Input<string & { readonly brand: "Id" }>>().toEqualTypeOf<string & { readonly brand: "Id" }>();
    expectTypeOf<Input<number | null | undefined>>().toEqualTypeOf<number | null | undefined>();
  });

  it("keeps a leg's direction open: known values autocomplete, a new one is accepted", () => {
    expectTypeOf<"DELIVER">().toExtend<Direction>();
    expectTypeOf<"A_DIRECTION_ADDED_LATER">().toExtend<Direction>();
    expectTypeOf<{ toUpperCase(): string }>().not.toExtend<Direction>();
  });
});
