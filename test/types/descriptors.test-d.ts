/** A resource's one line is type-checked against the contract: `call` takes exactly the operation's arguments. */
import { describe, expectTypeOf, it } from "vitest";
import { call } from "../../src/core/call/call";
import { paginate } from "../../src/core/pagination/paginate";
import type { SuccessBody } from "../../src/core/request/call-arguments";
import type { ClientContext } from "../../src/core/call/client-context";
import * as ops from "../../src/generated/descriptors";
import type { PagePromise } from "../../src/index";
import type { DepositAddress, FiatAccount, Payment, UpdateFiatAccountParams } from "../../src/types";

declare const context: ClientContext;
declare const body: UpdateFiatAccountParams;

describe("call(context, descriptor, args)", () => {
  it("resolves with the operation's 200 body", () => {
    expectTypeOf(call(context, ops.updateFiatAccount, { path: { id: "x" }, body })).resolves.toEqualTypeOf<FiatAccount>();
    // The contract accepts a bare array or { tickers } (the two sources disagree); the resource method unwraps it.
    expectTypeOf(call(context, ops.listTickers, {})).resolves.toEqualTypeOf<SuccessBody<"listTickers">>();
  });

  it("refuses missing and foreign arguments", () => {
    const wrong = () => {
      // @ts-expect-error the path parameters are missing
      void call(context, ops.updateFiatAccount, { body });
      // @ts-expect-error a path parameter by another name
      void call(context, ops.deleteApiCredentials, { path: { clientId: "x" } });
      // @ts-expect-error the ticker takes no body
      void call(context, ops.listTickers, { body: {} });
      // @ts-expect-error a body of another operation
      void call(context, ops.createTransaction, { body });
    };
    expectTypeOf(wrong).toBeFunction();
  });
});

describe("paginate(context, descriptor, params)", () => {
  it("pages the items the descriptor names, with the operation's filters", () => {
    expectTypeOf(paginate(context, ops.listPayments, { limit: 10 })).toEqualTypeOf<PagePromise<Payment>>();
    expectTypeOf(paginate(context, ops.listDepositAddresses)).toEqualTypeOf<PagePromise<DepositAddress>>();
    const wrong = () => {
      // @ts-expect-error a filter listPayments does not have
      void paginate(context, ops.listPayments, { profile_ids: ["p"] });
    };
    expectTypeOf(wrong).toBeFunction();
  });
});
