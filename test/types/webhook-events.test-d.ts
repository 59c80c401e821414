/** The event types onEvent sees: the document's 19 with typed payloads, and an open form for new types. */
import { describe, expectTypeOf, it } from "vitest";
import {
  isEventType,
  isKnownEvent,
  KNOWN_EVENT_TYPES,
  type Event,
  type IdentitySummaryStatusChange,
  type KnownEventType,
  type PaxosEvent,
  type TransferStatusChange,
  type WebhookHandlerOptions,
} from "../../src/index";

declare const event: PaxosEvent;

describe("webhook event types", () => {
  it("narrows the payload by type", () => {
    if (isEventType(event, "identity.approved")) {
      expectTypeOf(event.object).toEqualTypeOf<IdentitySummaryStatusChange>();
      expectTypeOf(event.type).toEqualTypeOf<"identity.approved">();
    }
    if (isKnownEvent(event)) {
      if (event.type === "transfer.act_withdrawal.failed") expectTypeOf(event.object).toEqualTypeOf<TransferStatusChange>();
      // @ts-expect-error: not one of the document's types
      if (event.type === "identity.unknown") return;
    }
  });

  it("keeps an event of an unknown type as the contract's Event", () => {
    expectTypeOf<Event>().toMatchTypeOf<PaxosEvent>();
    expectTypeOf(KNOWN_EVENT_TYPES).toEqualTypeOf<readonly KnownEventType[]>();
  });

  it("accepts handlers of PaxosEvent and refuses a malformed apiKey", () => {
    expectTypeOf<{ apiKey: { header: string; value: string }; onEvent: (e: PaxosEvent) => void }>().toMatchTypeOf<WebhookHandlerOptions>();
    // @ts-expect-error: apiKey needs header and value
    const bad: WebhookHandlerOptions = { apiKey: { value: "k" }, onEvent: () => {} };
    void bad;
  });
});
