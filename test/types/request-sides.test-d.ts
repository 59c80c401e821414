/**
 * The two sides of the wire in the types, over every operation: nothing a request sends accepts an
 * arbitrary string where the contract lists the values (no `(string & {})` in any body or query type,
 * at any depth) and no request field takes `null`; every answer keeps its enums open.
 */
import { describe, expectTypeOf, it } from "vitest";
import type { DecimalLike } from "../../src/core/request/to-wire";
import type { BodyInput, ListParams, OperationId, PathParameters, SuccessBody } from "../../src/core/request/call-arguments";
import type { SettlementTransaction } from "../../src/types";

/** True when T is exactly `string`. */
type IsString<T> = (<X>() => X extends T ? 1 : 2) extends (<X>() => X extends string ? 1 : 2) ? true : false;

/** `P` when the string part of F accepts any string without being `string` itself: an open enum. */
type OpenLeaf<F, P extends string> = [Extract<F, string>] extends [never]
  ? never
  : string extends Extract<F, string>
    ? IsString<Extract<F, string>> extends true
      ? never
      : P
    : never;

/** T without null and undefined (not `NonNullable`: `(string & {}) & {}` collapses to `string`). */
type Present<T> = Exclude<T, null | undefined>;

/** The paths (`.legs.0.direction`) at which T holds an open enum. */
type OpenPaths<T, P extends string = ""> =
  | OpenLeaf<T, P>
  | (T extends readonly (infer Item)[]
      ? OpenPaths<Present<Item>, `${P}.0`>
      : T extends Date | DecimalLike
        ? never
        : T extends object
          ? { [K in keyof T & string]-?: OpenPaths<Present<T[K]>, `${P}.${K}`> }[keyof T & string]
          : never);

/** The paths at which T accepts `null`. */
type NullPaths<T, P extends string = ""> = [T] extends [never]
  ? never
  :
      | (null extends T ? P : never)
      | (Present<T> extends readonly (infer Item)[]
          ? NullPaths<Item, `${P}.0`>
          : Present<T> extends Date | DecimalLike
            ? never
            : Present<T> extends object
              ? { [K in keyof Present<T> & string]-?: NullPaths<Present<T>[K], `${P}.${K}`> }[keyof Present<T> & string]
              : never);

/** What a call of `Op` sends (`BodyInput` of an operation without a body is `unknown`: left out). */
type Sent<Op extends OperationId> = { body: unknown extends BodyInput<Op> ? never : BodyInput<Op>; query: ListParams<Op>; path: PathParameters<Op> };

describe("request types", () => {
  it("the helpers are not vacuous", () => {
    expectTypeOf<OpenPaths<{ a: { b?: "X" | (string & {}) }[] }>>().toEqualTypeOf<".a.0.b">();
    expectTypeOf<OpenPaths<{ a: string; b: "X" | "Y"; c: string | DecimalLike }>>().toBeNever();
    expectTypeOf<NullPaths<{ a?: { b?: string | null } }>>().toEqualTypeOf<".a.b">();
    expectTypeOf<OpenPaths<SettlementTransaction>>().toEqualTypeOf<".legs.0.direction" | ".status">();
  });

  it("hold no open enum in any operation's body, path or query", () => {
    expectTypeOf<{ [Op in OperationId]: OpenPaths<Sent<Op>> }[OperationId]>().toBeNever();
  });

  it("take no null in any operation's body, path or query", () => {
    expectTypeOf<{ [Op in OperationId]: NullPaths<Sent<Op>> }[OperationId]>().toBeNever();
  });
});

describe("response types", () => {
  it("keep enums open and accept null for optional fields", () => {
    expectTypeOf<OpenPaths<SuccessBody<"listPayments">>>().not.toBeNever();
    expectTypeOf<NullPaths<SuccessBody<"listPayments">>>().not.toBeNever();
  });
});
