/**
 * Answer fields the contract took from today's public document (issue 25): the transfer's status
 * reasons, the owner and bank addresses of a listed fiat account, a statement's `@type`, the event page's
 * cursor. Declared fields are kept as sent and type-checked (a wrong type is refused), where an
 * undeclared one would pass unchecked.
 */
import { describe, expect, it } from "vitest";
import {
  getTransferResponseSchema,
  listEventsResponseSchema,
  listFiatAccountsResponseSchema,
  listStatementsResponseSchema,
} from "../../src/generated/schemas";

const transfer = {
  id: "t-1",
  customer_id: "c-1",
  profile_id: "p-1",
  amount: "1",
  total: "1",
  fee: "0",
  asset: "USDG",
  direction: "DEBIT",
  type: "CRYPTO_WITHDRAWAL",
  status: "FAILED",
  created_at: "2026-01-01T00:00:00Z",
};
const address = { country: "USA", address1: "1 Main St", city: "Springfield", province: "IL", zip_code: "62701" };
const listed = {
  id: "f-1",
  created_at: "2026-01-01T00:00:00Z",
  fiat_account_owner: { person_details: { first_name: "Ada", last_name: "Lovelace" }, institution_details: null },
  fiat_network_instructions: {
    wire: {
      account_number: "xxxx1234",
      fiat_account_owner_address: address,
      routing_details: { routing_number_type: "ABA", routing_number: "021000021", bank_name: "Bank", bank_address: address },
      intermediary_routing_details: { routing_number_type: "SWIFT", routing_number: "BANKUS33", bank_name: "Other", bank_address: address },
    },
  },
};

describe("answer fields of today's document", () => {
  it("reads each named reason of a transfer's status_details, checking its fields", () => {
    const status_details = {
      missing_trustline: { message: "no trustline", destination_address: "G-1", asset: "USDG" },
      max_rent_exceeded: { message: "rent", destination_address: "So1" },
      pending_customer_approval: { message: "waiting" },
      stale_fee_quote: { message: "stale" },
      invalid_destination_address: { message: "wrong mint", destination_address: "So2" },
    };
    expect(getTransferResponseSchema.parse({ ...transfer, status_details }).status_details).toEqual(status_details);
    for (const reason of Object.keys(status_details)) {
      expect(getTransferResponseSchema.safeParse({ ...transfer, status_details: { [reason]: { message: 7 } } }).success, reason).toBe(false);
    }
  });

  it("reads a listed fiat account's person owner and its wire addresses", () => {
    const page = listFiatAccountsResponseSchema.parse({ items: [listed] });
    expect(page.items?.[0]).toMatchObject(listed);
    const wire = listed.fiat_network_instructions.wire;
    const broken = [
      { ...listed, fiat_account_owner: { person_details: "Ada" } },
      { ...listed, fiat_network_instructions: { wire: { ...wire, fiat_account_owner_address: "1 Main St" } } },
      { ...listed, fiat_network_instructions: { wire: { ...wire, routing_details: { ...wire.routing_details, bank_address: 1 } } } },
      { ...listed, fiat_network_instructions: { wire: { ...wire, intermediary_routing_details: { bank_address: [] } } } },
    ];
    for (const item of broken) expect(listFiatAccountsResponseSchema.safeParse({ items: [item] }).success).toBe(false);
  });

  it("reads a statement's data type and an event page's next cursor", () => {
    const data = { "@type": "type.googleapis.com/paxos.Example", total: "3" };
    expect(listStatementsResponseSchema.parse({ statements: [{ id: "s-1", data }] }).statements?.[0]?.data).toEqual(data);
    expect(listStatementsResponseSchema.safeParse({ statements: [{ id: "s-1", data: { "@type": 1 } }] }).success).toBe(false);
    expect(listEventsResponseSchema.parse({ events: [], next_page_cursor: "abc" }).next_page_cursor).toBe("abc");
    expect(listEventsResponseSchema.safeParse({ events: [], next_page_cursor: 1 }).success).toBe(false);
  });
});
