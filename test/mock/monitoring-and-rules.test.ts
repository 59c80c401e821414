/**
 * Monitoring addresses (register, list, read, rename; the service's 400s) and orchestration rules
 * (create with a generated source that deposits reach, list by filters, delete as a status) keep state.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createMockApi, type MockApi } from "../../src/mock/index";
import { SANDBOX_WIRE } from "../support/sandbox-wire";
import { handle } from "./helpers";

let api: MockApi;
beforeEach(() => {
  api = createMockApi({ seed: 31 });
});

describe("monitoring addresses", () => {
  const eth = `0x${"ab".repeat(20)}`;
  const sol = "7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV";

  it("registers, lists, reads and renames", async () => {
    const a = (await handle(api, "POST", "/rewards/monitor/address", { body: { crypto_network: "ETHEREUM", address: eth, name: "treasury" } })).body.address;
    const b = (await handle(api, "POST", "/rewards/monitor/address", { body: { crypto_network: "SOLANA", address: sol } })).body.address;
    expect(a).toMatchObject({ crypto_network: "ETHEREUM", address: eth, name: "treasury" });
    expect((await handle(api, "GET", "/rewards/monitor/address")).body).toEqual({ addresses: [b, a], next_page_cursor: "" });
    expect((await handle(api, "GET", "/rewards/monitor/address", { query: { crypto_network: "SOLANA" } })).body.addresses).toEqual([b]);
    expect((await handle(api, "GET", "/rewards/monitor/address", { query: { crypto_network: "ETHEREUM", address: eth } })).body.addresses).toEqual([a]);
    const page = await handle(api, "GET", "/rewards/monitor/address", { query: { limit: 1, order: "ASC" } });
    expect(page.body.addresses).toEqual([a]);
    expect((await handle(api, "GET", "/rewards/monitor/address", { query: { limit: 1, order: "ASC", page_cursor: page.body.next_page_cursor } })).body.addresses).toEqual([b]);

    const renamed = await handle(api, "PUT", `/rewards/monitor/address/${b.id}`, { body: { name: "staking" } });
    expect(renamed.body).toEqual({ address: { ...b, name: "staking" } });
    expect((await handle(api, "GET", `/rewards/monitor/address/${b.id}`)).body).toEqual(renamed.body);
  });

  it("answers 400 for an unsupported network, a malformed address and one registered before; 404 for an unknown id", async () => {
    const register = (body: object) => handle(api, "POST", "/rewards/monitor/address", { body });
    expect((await register({ crypto_network: "BITCOIN", address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" })).body.meta).toMatchObject({ field: "crypto_network", rule: "unsupportedNetwork" });
    expect((await register({ crypto_network: "ETHEREUM", address: "0x123" })).body.meta).toMatchObject({ field: "address", rule: "format" });
    const first = (await register({ crypto_network: "ETHEREUM", address: eth })).body.address;
    const again = await register({ crypto_network: "ETHEREUM", address: eth.toUpperCase().replace("0X", "0x") });
    expect([again.status, again.body.meta]).toEqual([400, { field: "address", rule: "duplicate", id: first.id }]);
    expect((await handle(api, "GET", `/rewards/monitor/address/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await handle(api, "PUT", `/rewards/monitor/address/${crypto.randomUUID()}`, { body: { name: "x" } })).status).toBe(404);
  });
});

describe("orchestration rules", () => {
  it("creates a rule whose generated source is real: its deposit address is listed, its memo id credits the profile", async () => {
    const profile = api.store.ids.profileIds[2]!;
    const crypto = await handle(api, "POST", "/orchestration/rules", {
      body: { ref_id: "r-1", nickname: "USDC in", profile_id: profile, source_asset: "USDC", destination_asset: "USDG", source: { crypto: { network: "ETHEREUM" } }, destination: { profile: { profile_id: profile } } },
    });
    expect(crypto.status).toBe(200);
    const rule = crypto.body.rule;
    expect(rule).toMatchObject({ ref_id: "r-1", status: "ACTIVE", profile_id: profile, source: { crypto: { network: "ETHEREUM" } }, destination: { profile: { profile_id: profile } } });
    const address = (await handle(api, "GET", "/transfer/deposit-addresses", { query: { ids: [rule.source.crypto.address_id] } })).body.items[0];
    expect(address).toMatchObject({ profile_id: profile, address: rule.source.crypto.address });

    const fiat = (await handle(api, "POST", "/orchestration/rules", { body: { profile_id: profile, source_asset: "USD", destination_asset: "USDG", source: { fiat: { network: "WIRE", account_type: "ABA" } } } })).body.rule;
    expect(fiat.source.fiat).toMatchObject({ network: "WIRE", account_type: "ABA", memo_id: expect.stringMatching(/^[0-9A-F]{10}$/) });
    await handle(api, "POST", "/sandbox/fiat-deposits", { body: { amount: "12.34", asset: "USD", memo_id: fiat.source.fiat.memo_id, fiat_network_instructions: SANDBOX_WIRE } });
    expect(api.store.ledger.available(profile, "USD")).toBe("12.34");

    const listed = (await handle(api, "GET", "/orchestration/rules")).body;
    expect(listed).toEqual({ items: [fiat, rule], next_page_cursor: "" });
    expect((await handle(api, "GET", "/orchestration/rules", { query: { source_asset: "USDC" } })).body.items).toEqual([rule]);
    expect((await handle(api, "GET", "/orchestration/rules", { query: { ids: [fiat.id], profile_id: profile } })).body.items).toEqual([fiat]);

    const deleted = await handle(api, "DELETE", `/orchestration/rules/${rule.id}`);
    expect(deleted.body).toEqual({ rule: { ...rule, status: "DELETED" } });
    expect((await handle(api, "DELETE", `/orchestration/rules/${rule.id}`)).body).toEqual(deleted.body);
    expect((await handle(api, "GET", "/orchestration/rules", { query: { status: ["ACTIVE"] } })).body.items).toEqual([fiat]);
    expect((await handle(api, "GET", "/orchestration/rules", { query: { status: ["DELETED", "PENDING"] } })).body.items).toEqual([deleted.body.rule]);
    expect((await handle(api, "DELETE", `/orchestration/rules/${globalThis.crypto.randomUUID()}`)).status).toBe(404);
  });

  it("refuses an unknown profile or destination (400 naming the field), equal assets and a reused ref_id", async () => {
    const profile = api.store.ids.profileIds[0]!;
    const create = (body: object) => handle(api, "POST", "/orchestration/rules", { body: { profile_id: profile, source_asset: "USDC", destination_asset: "USDG", source: { crypto: { network: "SOLANA" } }, ...body } });
    expect((await create({ profile_id: crypto.randomUUID() })).body.meta).toMatchObject({ field: "profile_id", rule: "unknownProfile" });
    expect((await create({ destination: { fiat: { fiat_account_id: crypto.randomUUID() } } })).body.meta).toMatchObject({ field: "destination.fiat.fiat_account_id" });
    expect((await create({ destination_asset: "USDC" })).body.meta).toMatchObject({ field: "destination_asset", rule: "differentAsset" });
    expect((await create({ source: {} })).body.meta).toMatchObject({ field: "source", rule: "oneOf" });
    const first = await create({ ref_id: "once" });
    const again = await create({ ref_id: "once" });
    expect([again.status, again.body.meta]).toEqual([409, { rule: "idempotency", field: "ref_id", existing: first.body }]);
  });
});
