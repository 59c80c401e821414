/**
 * Orchestrations keep state: the source amount leaves the profile at once (403 beyond it), the converted
 * amount is delivered a minute later on the mock clock (a profile credited at the ticker's price; a bank
 * account or an address-book entry paid out), ref_id refuses duplicates, and list and get show them.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { Decimal } from "../../src/decimal";
import { createMockApi, type MockApi } from "../../src/mock/index";
import { ORCHESTRATION_DELIVERY_SECONDS } from "../../src/mock/domain/orchestrations";
import { handle } from "./helpers";

let api: MockApi;
let profile: string;
let other: string;
beforeEach(() => {
  api = createMockApi({ seed: 31 });
  [profile, other] = [api.store.ids.profileIds[1]!, api.store.ids.profileIds[2]!];
  api.store.ledger.apply([{ profileId: profile, asset: "USD", delta: "1000.00" }]);
});
const balance = (asset: string, id = profile) => api.store.ledger.available(id, asset);
const orchestrate = (body: object) =>
  handle(api, "POST", "/orchestration/orchestrations", {
    body: { source_asset: "USD", destination_asset: "USDG", source_amount: "10.00", source: { profile: { profile_id: profile } }, destination: { profile: { profile_id: other } }, ...body },
  });
// Just past the delivery time: creation stamps carry a few nanoseconds beyond the clock.
const deliver = () => api.clock.advance(ORCHESTRATION_DELIVERY_SECONDS * 1000 + 1);

describe("orchestrations", () => {
  it("debits the source at once and delivers to a profile a minute later, with both transfers and events", async () => {
    const created = await orchestrate({ ref_id: "o-1", source_amount: "250.25", metadata: { case: "1" } });
    expect(created).toMatchObject({
      status: 200,
      body: { status: "PROCESSING", ref_id: "o-1", profile_id: profile, source_amount: "250.25", orchestration_rule_id: "", destination_transfer: { status: "PENDING" }, metadata: { case: "1" } },
    });
    expect(created.body.source_transfer.status).toBe("COMPLETED");
    expect([balance("USD"), balance("USDG", other)]).toEqual(["749.75", "0.00"]);
    const debit = await handle(api, "GET", `/transfer/transfers/${created.body.source_transfer.transfer_id}`);
    expect(debit.body).toMatchObject({ type: "INTERNAL_TRANSFER_DEBIT", amount: "250.25", asset: "USD", profile_id: profile, group_id: created.body.id });

    api.clock.advance(ORCHESTRATION_DELIVERY_SECONDS * 1000 - 1);
    expect((await handle(api, "GET", `/orchestration/orchestrations/${created.body.id}`)).body.status).toBe("PROCESSING");
    api.clock.advance(2);
    const done = (await handle(api, "GET", `/orchestration/orchestrations/${created.body.id}`)).body;
    expect(done).toMatchObject({ status: "COMPLETED", destination_transfer: { status: "COMPLETED" } });
    expect(done.updated_at).toBe(created.body.created_at.replace("12:00:00", "12:01:00"));
    expect([balance("USD"), balance("USDG", other)]).toEqual(["749.75", "250.25"]);
    const credit = await handle(api, "GET", `/transfer/transfers/${done.destination_transfer.transfer_id}`);
    expect(credit.body).toMatchObject({ type: "INTERNAL_TRANSFER_CREDIT", direction: "CREDIT", amount: "250.25", asset: "USDG", profile_id: other });
    // The documented orchestration events, each with an orchestration_status_change object.
    const events = api.store.events.all().filter((e) => e.type.startsWith("orchestration."));
    expect(events.map((e) => [e.type, e.object_type, e.object])).toEqual([
      ["orchestration.processing", "orchestration_status_change", { id: created.body.id, ref_id: "o-1", status: "PROCESSING" }],
      ["orchestration.completed", "orchestration_status_change", { id: created.body.id, ref_id: "o-1", status: "COMPLETED" }],
    ]);
  });

  it("converts at the ticker's prices: dollars to BTC at the ask, BTC back at the bid, exactly", async () => {
    const ticker = (await handle(api, "GET", "/all-markets/ticker")).body.find((t: { market: string }) => t.market === "BTCUSD");
    const buy = await orchestrate({ destination_asset: "BTC", source_amount: "1000.00", destination: { profile: { profile_id: profile } } });
    deliver();
    const bought = new Decimal("1000.00").div(ticker.best_ask.price).toDecimalPlaces(8, Decimal.ROUND_DOWN);
    expect([balance("USD"), balance("BTC")]).toEqual(["0.00", bought.toFixed(8)]);
    expect((await handle(api, "GET", `/orchestration/orchestrations/${buy.body.id}`)).body.status).toBe("COMPLETED");

    // A minute later the ticker has moved: the sale is priced at that minute's bid.
    const later = (await handle(api, "GET", "/all-markets/ticker")).body.find((t: { market: string }) => t.market === "BTCUSD");
    await orchestrate({ source_asset: "BTC", destination_asset: "USD", source_amount: "0.01", destination: { profile: { profile_id: profile } } });
    deliver();
    const sold = new Decimal("0.01").times(later.best_bid.price).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    expect([balance("BTC"), balance("USD")]).toEqual([bought.minus("0.01").toFixed(8), sold.toFixed(2)]);
  });

  it("pays out to a bank account or an address-book entry without crediting any balance", async () => {
    const account = [...api.store.fiatAccounts.keys()][0]!;
    const wire = await orchestrate({ destination_asset: "USD", source_amount: "5.00", destination: { fiat: { bank_account_id: account, memo: "rent" } } });
    expect(wire.body.destination).toEqual({ fiat: { bank_account_id: account, memo: "rent" } });
    const entry = (await handle(api, "PUT", "/transfer/crypto-destination-address", { body: { crypto_network: "ETHEREUM", address: `0x${"ab".repeat(20)}` } })).body.address;
    const onchain = await orchestrate({ source_amount: "7.00", destination: { crypto: { address_id: entry.id } } });
    expect(onchain.body.destination).toEqual({ crypto: { address_id: entry.id, address: entry.address, network: "ETHEREUM" } });
    deliver();
    expect(balance("USD")).toBe("988.00");
    expect(balance("USDG")).toBe("0.00");
    const payouts = (await handle(api, "GET", "/transfer/transfers", { query: { profile_ids: [profile], limit: 10 } })).body.items.filter((t: { direction: string }) => t.direction === "WITHDRAWAL");
    expect(payouts.map((t: { type: string; amount: string }) => [t.type, t.amount]).sort()).toEqual([["CRYPTO_WITHDRAWAL", "7.00"], ["WIRE_WITHDRAWAL", "5.00"]]);
  });

  it("refuses more than the balance, a reused ref_id, unknown records and pairs it cannot price", async () => {
    const broke = await orchestrate({ source_amount: "1000.01" });
    expect([broke.status, broke.body.meta]).toMatchObject([403, { rule: "insufficientFunds", field: "source_amount", available: "1000.00" }]);
    const first = await orchestrate({ ref_id: "dup" });
    const again = await orchestrate({ ref_id: "dup", source_amount: "1.00" });
    expect([again.status, again.body.meta]).toEqual([409, { rule: "idempotency", field: "ref_id", existing: first.body }]);
    expect(balance("USD")).toBe("990.00");
    // A record the body names that the mock lacks is 404 (its kind in meta.rule where the route says it); a malformed body or a name it does not know, 400.
    const cases: [object, number, string, string | undefined][] = [
      [{ source: undefined }, 400, "source.profile.profile_id", "required"],
      [{ source: { profile: { profile_id: crypto.randomUUID() } } }, 404, "source.profile.profile_id", "unknownProfile"],
      [{ destination: { profile: { profile_id: crypto.randomUUID() } } }, 404, "destination.profile.profile_id", "unknownProfile"],
      [{ destination: { fiat: { bank_account_id: crypto.randomUUID() } } }, 404, "destination.fiat.bank_account_id", "unknownFiatAccount"],
      [{ destination: { crypto: { address_id: crypto.randomUUID() } } }, 404, "destination.crypto.address_id", "unknownAddress"],
      [{ identity_id: crypto.randomUUID() }, 404, "identity_id", undefined],
      [{ account_id: crypto.randomUUID() }, 404, "account_id", undefined],
      [{ destination: { profile: { profile_id: other }, fiat: { bank_account_id: "x" } } }, 400, "destination", "oneOf"],
      [{ source_asset: "ZZZ" }, 400, "source_asset", "unknownAsset"],
      [{ destination_asset: "DOGE" }, 400, "destination_asset", "conversionPair"],
      [{ destination_asset: "BTC", source_amount: "0.000001" }, 400, "source_amount", "tooSmall"],
    ];
    for (const [body, status, field, rule] of cases) {
      const refused = await orchestrate(body);
      expect([refused.status, refused.body.meta], `${field} ${rule}`).toEqual([status, rule === undefined ? { field } : { field, rule }]);
    }
    expect(balance("USD")).toBe("990.00");
    expect((await handle(api, "GET", `/orchestration/orchestrations/${crypto.randomUUID()}`)).body.meta).toEqual({ field: "id" });
  });

  it("lists newest first, filtered by profile, asset, status and id, in keyset pages", async () => {
    const made = [];
    for (const asset of ["USDG", "USDP", "PYUSD"]) made.push((await orchestrate({ destination_asset: asset })).body);
    api.clock.advance(1000);
    const page1 = await handle(api, "GET", "/orchestration/orchestrations", { query: { limit: 2 } });
    expect(page1.body.items.map((o: { id: string }) => o.id)).toEqual([made[2].id, made[1].id]);
    const page2 = await handle(api, "GET", "/orchestration/orchestrations", { query: { limit: 2, page_cursor: page1.body.next_page_cursor } });
    expect([page2.body.items.map((o: { id: string }) => o.id), page2.body.next_page_cursor]).toEqual([[made[0].id], ""]);
    const list = async (query: Record<string, string | string[]>) =>
      (await handle(api, "GET", "/orchestration/orchestrations", { query: { order: "ASC", ...query } })).body.items.map((o: { id: string }) => o.id);
    expect(await list({ destination_asset: ["USDP", "PYUSD"] })).toEqual([made[1].id, made[2].id]);
    expect(await list({ orchestration_id: [made[0].id.toUpperCase()] })).toEqual([made[0].id]);
    expect(await list({ profile_id: [other] })).toEqual([]);
    expect(await list({ status: ["PROCESSING"] })).toHaveLength(3);
    deliver();
    expect(await list({ status: ["PROCESSING"] })).toEqual([]);
    expect(await list({ status: ["COMPLETED"], source_asset: ["USD"] })).toHaveLength(3);
  });
});

describe("crypto destination addresses", () => {
  const put = (body: object) => handle(api, "PUT", "/transfer/crypto-destination-address", { body });
  const address = `0x${"cd".repeat(20)}`;

  it("creates once per network and address, updates by either name, and refuses bad names", async () => {
    const created = await put({ crypto_network: "ETHEREUM", address, nickname: "cold" });
    expect(created.body.address).toMatchObject({ crypto_network: "ETHEREUM", address, nickname: "cold", status: "APPROVED", bookmarked: false });
    const again = await put({ crypto_network: "ETHEREUM", address, bookmarked_status: true });
    expect(again.body.address).toEqual({ ...created.body.address, bookmarked: true });
    const renamed = await put({ id: created.body.address.id, nickname: "vault" });
    expect(renamed.body.address).toMatchObject({ id: created.body.address.id, nickname: "vault", bookmarked: true });
    expect(api.store.cryptoDestinationAddresses.size).toBe(1);
    expect((await put({ crypto_network: "POLYGON_POS", address })).body.address.id).not.toBe(created.body.address.id);

    expect((await put({ id: crypto.randomUUID() })).body.meta).toEqual({ field: "id" });
    expect((await put({ id: created.body.address.id, address })).body.meta).toEqual({ field: "id", rule: "oneOf" });
    expect((await put({ crypto_network: "ETHEREUM" })).body.meta).toEqual({ field: "address", rule: "required" });
  });

  it("lists newest first, by ids, networks, addresses, nicknames and bookmark, in pages", async () => {
    const ids = [];
    // An address of each network's form (the mock refuses one that cannot be on its network).
    const addresses = [`0x${"cd".repeat(19)}c0`, "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA", `0x${"cd".repeat(19)}c2`];
    for (const [i, network] of ["ETHEREUM", "SOLANA", "POLYGON_POS"].entries()) {
      ids.push((await put({ crypto_network: network, address: addresses[i], nickname: `n${i}`, bookmarked_status: i === 1 })).body.address.id);
    }
    const list = async (query: Record<string, string | number | string[]>) =>
      (await handle(api, "GET", "/transfer/crypto-destination-addresses", { query })).body;
    expect((await list({})).addresses.map((a: { id: string }) => a.id)).toEqual([...ids].reverse());
    const first = await list({ limit: 2, order: "ASC" });
    expect(first.addresses.map((a: { id: string }) => a.id)).toEqual(ids.slice(0, 2));
    expect((await list({ limit: 2, order: "ASC", page_cursor: first.next_page_cursor })).addresses.map((a: { id: string }) => a.id)).toEqual([ids[2]]);
    expect((await list({ bookmarked_status: "true" })).addresses.map((a: { id: string }) => a.id)).toEqual([ids[1]]);
    expect((await list({ crypto_networks: ["ETHEREUM", "POLYGON_POS"], order: "ASC" })).addresses.map((a: { id: string }) => a.id)).toEqual([ids[0], ids[2]]);
    expect((await list({ nicknames: ["n2"], addresses: [addresses[2]!] })).addresses.map((a: { id: string }) => a.id)).toEqual([ids[2]]);
    expect((await list({ ids: [ids[0]!] })).addresses).toHaveLength(1);
  });

  it("keeps an identity's entries apart from first-party ones, lists them by identity_ids, and keeps postal addresses", async () => {
    const [identity, stranger] = [api.store.ids.identityIds[3]!, api.store.ids.identityIds[4]!];
    const travelrule_metadata = {
      beneficiary: { person_details: { first_name: "Ada", last_name: "Lovelace", physical_address: { country: "GBR", city: "London" } } },
    };
    const own = (await put({ crypto_network: "ETHEREUM", address })).body.address;
    const scoped = (await put({ crypto_network: "ETHEREUM", address, identity_id: identity, travelrule_metadata })).body.address;
    expect(scoped).toMatchObject({ identity_id: identity, travelrule_metadata });
    expect(own.identity_id).toBeUndefined();
    expect(scoped.id).not.toBe(own.id);
    // The same network, address and identity name the same entry.
    expect((await put({ crypto_network: "ETHEREUM", address, identity_id: identity, nickname: "hers" })).body.address.id).toBe(scoped.id);
    const listed = async (identity_ids: string[]) =>
      (await handle(api, "GET", "/transfer/crypto-destination-addresses", { query: { identity_ids } })).body.addresses.map((a: { id: string }) => a.id);
    expect(await listed([identity])).toEqual([scoped.id]);
    expect(await listed([stranger])).toEqual([]);
    expect((await put({ id: scoped.id, identity_id: stranger })).body.meta).toEqual({ field: "identity_id", rule: "mismatch" });
    // An identity the mock does not have is refused before anything is recorded, by id or by address.
    const ghost = crypto.randomUUID();
    expect((await put({ crypto_network: "ETHEREUM", address, identity_id: ghost })).status).toBe(404);
    expect((await put({ id: scoped.id, identity_id: ghost })).body.meta).toEqual({ field: "identity_id" });
    expect(await listed([ghost])).toEqual([]);

    // An orchestration names the entry by address and network (with the request's identity_id).
    const onchain = await orchestrate({ identity_id: identity, source_amount: "3.00", destination: { crypto: { address, network: "ETHEREUM" } } });
    expect(onchain.body.destination).toEqual({ crypto: { address_id: scoped.id, address, network: "ETHEREUM" } });
    const firstParty = await orchestrate({ source_amount: "2.00", destination: { crypto: { address, network: "ETHEREUM" } } });
    expect(firstParty.body.destination.crypto.address_id).toBe(own.id);
    const unknown = await orchestrate({ destination: { crypto: { address: `0x${"ef".repeat(20)}`, network: "ETHEREUM" } } });
    expect([unknown.status, unknown.body.meta]).toEqual([404, { field: "destination.crypto.address", rule: "unknownAddress" }]);
    const halfNamed = await orchestrate({ destination: { crypto: { address } } });
    expect([halfNamed.status, halfNamed.body.meta]).toEqual([400, { field: "destination.crypto.network", rule: "required" }]);
  });
});
