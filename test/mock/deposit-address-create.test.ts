/**
 * A created deposit address is in the list at once, though the list keeps pages by query: the insert
 * moves the table's version, so no kept page outlives it, and a caching mock keeps answering what a mock
 * computing afresh answers. A reused ref_id (seeded ones too) is 409 with the existing address.
 */
import { describe, expect, it } from "vitest";
import { createMockApi } from "../../src/mock/index";
import { handle } from "./helpers";

describe("createDepositAddress", () => {
  it("inserts the address where the list (cached or not) shows it at once", async () => {
    const cached = createMockApi({ seed: 5, sizes: { depositAddresses: 3_000 } });
    const fresh = createMockApi({ seed: 5, sizes: { depositAddresses: 3_000 }, cache: false });
    const profile = cached.store.ids.profileIds[2]!;
    const queries: Record<string, string | number | string[]>[] = [{ limit: 5 }, { profile_ids: [profile], limit: 3 }, { order: "ASC", limit: 1000 }];
    const pages = async (api: typeof cached) => Promise.all(queries.map(async (query) => (await handle(api, "GET", "/transfer/deposit-addresses", { query: { ...query } })).body));

    const before = await pages(cached);
    expect(await pages(cached)).toEqual(before); // kept

    const body = { profile_id: profile, crypto_network: "SOLANA", ref_id: "sol-1", metadata: { label: "hot" }, conversion_target_asset: "NO_CONVERSION" };
    const created = await handle(cached, "POST", "/transfer/deposit-addresses", { body });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ profile_id: profile, crypto_network: "SOLANA", compatible_crypto_networks: ["SOLANA"], ref_id: "sol-1", metadata: { label: "hot" }, conversion_target_asset: "NO_CONVERSION" });
    expect(created.body.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{44}$/);
    expect(created.body).not.toHaveProperty("identity_id");
    expect((await handle(fresh, "POST", "/transfer/deposit-addresses", { body })).body).toEqual(created.body);

    const after = await pages(cached);
    expect(after).toEqual(await pages(fresh));
    expect(after[0].items[0]).toEqual(created.body); // newest first
    expect(after[1].items[0]).toEqual(created.body); // its profile's
    expect(after[0].items.slice(1)).toEqual(before[0].items.slice(0, 4));
    expect((await handle(cached, "GET", "/transfer/deposit-addresses", { query: { ref_ids: ["sol-1"] } })).body.items).toEqual([created.body]);
    expect((await handle(cached, "GET", "/transfer/deposit-addresses", { query: { ids: [created.body.id] } })).body.items).toEqual([created.body]);
  });

  it("makes an address of the network's form, and refuses a reused ref_id and an unknown profile", async () => {
    const api = createMockApi({ seed: 6 });
    const profile = api.store.ids.profileIds[0]!;
    const create = (body: object) => handle(api, "POST", "/transfer/deposit-addresses", { body: { profile_id: profile, ...body } });
    expect((await create({ crypto_network: "ETHEREUM" })).body.address).toMatch(/^0x[0-9a-f]{40}$/);
    // Made addresses pass the mock's own checks, checksums included (a withdrawal to one is accepted).
    expect((await create({ crypto_network: "BITCOIN" })).body.address).toMatch(/^bc1q[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38}$/);
    for (const network of ["BITCOIN", "LITECOIN", "BITCOIN_CASH", "DOGECOIN", "SOLANA", "STELLAR", "SUI", "AVALANCHE"]) {
      const made = (await create({ crypto_network: network })).body.address;
      const quoted = await handle(api, "POST", "/transfer/fees/crypto-withdrawal", { body: { asset: "USDC", crypto_network: network, destination_address: made, amount: "1" } });
      expect([network, quoted.status]).toEqual([network, 200]);
    }

    const first = await create({ crypto_network: "BASE", ref_id: "again" });
    const repeat = await create({ crypto_network: "BASE", ref_id: "again" });
    expect([repeat.status, repeat.body.meta]).toEqual([409, { rule: "idempotency", field: "ref_id", existing: first.body }]);
    const seeded = api.store.depositAddresses.at(0)!;
    expect((await create({ crypto_network: "ETHEREUM", ref_id: seeded.ref_id })).body.meta).toEqual({ rule: "idempotency", field: "ref_id", existing: seeded });

    const unknown = await handle(api, "POST", "/transfer/deposit-addresses", { body: { profile_id: crypto.randomUUID(), crypto_network: "ETHEREUM" } });
    expect([unknown.status, unknown.body.meta]).toEqual([404, { field: "profile_id", rule: "unknownProfile" }]);
    // The SDK sends a network its contract does not list (Paxos adds networks); the mock, like the service, refuses
    // one it does not know, and makes no address for it.
    const before = api.store.depositAddresses.size;
    const future = await create({ crypto_network: "NO_SUCH_NETWORK" });
    expect([future.status, future.body.meta.rule, future.body.meta.field, future.body.meta.value]).toEqual([400, "enum", "crypto_network", "NO_SUCH_NETWORK"]);
    expect(api.store.depositAddresses.size).toBe(before);
  });

  it("lists only the networks asked for, seeded and created rows alike, and pages through them", async () => {
    const api = createMockApi({ seed: 7, sizes: { depositAddresses: 500 } });
    const profile = api.store.ids.profileIds[0]!;
    const created = (await handle(api, "POST", "/transfer/deposit-addresses", { body: { profile_id: profile, crypto_network: "SOLANA" } })).body;
    const list = async (query: Record<string, string | number | string[]>) => (await handle(api, "GET", "/transfer/deposit-addresses", { query })).body;
    const all: { id: string; crypto_network: string }[] = (await list({ limit: 1000 })).items;
    const wanted = new Set(["SOLANA", "POLYGON_POS"]); // seeded rows are ETHEREUM or POLYGON_POS
    const expected = all.filter((a) => wanted.has(a.crypto_network)).map((a) => a.id);
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(all.length);
    expect(expected).toContain(created.id);
    expect((await list({ networks: [...wanted], limit: 1000 })).items.map((a: { id: string }) => a.id)).toEqual(expected);
    const first = await list({ networks: [...wanted], limit: 1 });
    const second = await list({ networks: [...wanted], limit: 1, page_cursor: first.next_page_cursor });
    expect([...first.items, ...second.items].map((a: { id: string }) => a.id)).toEqual(expected.slice(0, 2));
    // Combined with the other filters (AND), and through the direct-lookup path of ids.
    expect((await list({ networks: ["ETHEREUM"], ids: [created.id] })).items).toEqual([]);
    expect((await list({ networks: ["SOLANA"], ids: [created.id] })).items).toEqual([created]);
  });
});
