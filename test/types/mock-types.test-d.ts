import { describe, expectTypeOf, it } from "vitest";
import * as mock from "../../src/mock/index";
import type { OrderRecord } from "../../src/mock/domain/order-book";
import type { SettlementTransaction } from "../../src/mock/domain/records";
import type { WebhookAttempt } from "../../src/mock/delivery/webhooks";

describe("paxos-sdk/mock's secondary types, under the MockTypes namespace", () => {
  it("names the records the store holds and what the handles answer with", () => {
    const api = mock.createMockApi();
    expectTypeOf<mock.MockTypes.OrderRecord>().toEqualTypeOf<OrderRecord>();
    expectTypeOf<mock.MockTypes.SettlementTransaction>().toEqualTypeOf<SettlementTransaction>();
    expectTypeOf(api.webhooks.attempts()).toEqualTypeOf<readonly mock.MockTypes.WebhookAttempt[]>();
    expectTypeOf<mock.MockTypes.WebhookAttempt>().toEqualTypeOf<WebhookAttempt>();
    expectTypeOf(api.store.ids).toEqualTypeOf<mock.MockTypes.MockSeedIds>();
  });

  it("is type-only: no value of that name, so naming it adds nothing to a bundle", () => {
    // @ts-expect-error MockTypes is exported with `export type * as`: it cannot be used as a value.
    void mock.MockTypes;
  });
});
