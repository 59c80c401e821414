/**
 * The events onEvent and events.follow hand over: the contract's 55 types, each narrowing its object by
 * `type` (a comparison, a switch, or the guards) although the union is open, and an event of an unknown
 * type that still fits.
 */
import { describe, expectTypeOf, it } from "vitest";
import { isEventType, isKnownEvent, KNOWN_EVENT_TYPES, type Paxos, type WebhookHandlerOptions } from "../../src/index";
import type { Event, EventPayloads, IdentityDocumentsRequired, IdentityKycRefresh, IdentitySummaryStatusChange, KnownEventType, OrchestrationStatusChange, PaxosEvent, TransferStatusChange, UnknownPaxosEvent } from "../../src/types";

declare const event: PaxosEvent;
declare const fetched: Event;

describe("webhook event types", () => {
  it("narrows the object by comparing type, although unknown types are in the union", () => {
    if (event.type === "transfer.wire_deposit.completed") {
      expectTypeOf(event.object).toEqualTypeOf<TransferStatusChange>();
      expectTypeOf(event.type).toEqualTypeOf<"transfer.wire_deposit.completed">();
      expectTypeOf(event.object.status).toExtend<string>();
    }
    if (event.type === "orchestration.failed") expectTypeOf(event.object).toEqualTypeOf<OrchestrationStatusChange>();
    if (event.type === "identity.kyc_refresh.started") expectTypeOf(event.object).toEqualTypeOf<IdentityKycRefresh>();
    if (event.type === "identity.documents_required") expectTypeOf(event.object).toEqualTypeOf<IdentityDocumentsRequired>();
    if (event.type === "transfer.rtp_deposit.pending") expectTypeOf(event.object).toEqualTypeOf<TransferStatusChange>();
  });

  it("narrows in a switch, and leaves only the unknown event in default", () => {
    switch (event.type) {
      case "identity.approved":
        expectTypeOf(event.object).toEqualTypeOf<IdentitySummaryStatusChange>();
        break;
      case "transfer.wire_withdrawal.failed":
        expectTypeOf(event.object).toEqualTypeOf<TransferStatusChange>();
        break;
      default:
        // Still a string at run time, usable as one.
        if (event.type != null) expectTypeOf(event.type).toExtend<string>();
    }
  });

  it("keeps the guards", () => {
    if (isEventType(event, "identity.approved")) {
      expectTypeOf(event.object).toEqualTypeOf<IdentitySummaryStatusChange>();
      expectTypeOf(event.type).toEqualTypeOf<"identity.approved">();
    }
    if (isKnownEvent(event)) {
      if (event.type === "transfer.act_withdrawal.failed") expectTypeOf(event.object).toEqualTypeOf<TransferStatusChange>();
      // @ts-expect-error: not one of the document's types
      if (event.type === "identity.unknown") return;
    }
    if (isEventType(fetched, "orchestration.completed")) expectTypeOf(fetched.object).toEqualTypeOf<OrchestrationStatusChange>();
  });

  it("lets an unknown type arrive, its object free JSON; a new name is compared after widening", () => {
    expectTypeOf<{ id: "e"; type?: undefined; object: { anything: 1 } }>().toExtend<PaxosEvent>();
    expectTypeOf<UnknownPaxosEvent["object"]>().toEqualTypeOf<{ [field: string]: unknown } | null | undefined>();
    if ((event.type as string) === "identity.brand_new") expectTypeOf(event).toExtend<PaxosEvent>();
    expectTypeOf(KNOWN_EVENT_TYPES).toEqualTypeOf<readonly KnownEventType[]>();
    expectTypeOf<EventPayloads["transfer.cubix_withdrawal.pending"]>().toEqualTypeOf<TransferStatusChange>();
  });

  it("hands typed events to onEvent and events.follow", () => {
    expectTypeOf<Parameters<WebhookHandlerOptions["onEvent"]>[0]>().toEqualTypeOf<PaxosEvent>();
    expectTypeOf<ReturnType<Paxos["events"]["follow"]>>().toEqualTypeOf<AsyncIterable<PaxosEvent>>();
  });

  it("accepts handlers of PaxosEvent and refuses a malformed apiKey", () => {
    expectTypeOf<{ apiKey: { header: string; value: string }; onEvent: (e: PaxosEvent) => void }>().toMatchTypeOf<WebhookHandlerOptions>();
    // @ts-expect-error: apiKey needs header and value
    const bad: WebhookHandlerOptions = { apiKey: { value: "k" }, onEvent: () => {} };
    void bad;
  });
});
