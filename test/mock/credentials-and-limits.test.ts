/**
 * The API credentials listed are those of the mock's OAuth clients (a deleted one disappears), with the
 * contract's filters and paging; the transfer limits' remaining amounts follow the real transfers of
 * the type in the last 24 hours, valued in USD at the ticker's prices.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { Decimal } from "../../src/decimal";
import { createMockApi, type MockApi } from "../../src/mock/index";
import { DEFAULT_LIMITS, LIMITS_USD } from "../../src/mock/domain/transfer-limits";
import { handle } from "./helpers";

let api: MockApi;
beforeEach(() => {
  api = createMockApi({ seed: 11, clients: [{ clientId: "extra-client", clientSecret: "extra-secret-0123456789", scopes: ["funding:read_profile"] }] });
});
const credentials = async (query: Record<string, string | number | string[]> = {}) => (await handle(api, "GET", "/api-creds/credentials", { query })).body as { items: { id: string; client_id: string; created_at: string }[]; next_page_cursor?: string };

describe("listApiCredentials", () => {
  it("lists every client's credentials, newest first, in one answer without a limit; a deleted one disappears", async () => {
    const all = await credentials();
    const clientIds = all.items.map((c) => c.client_id);
    expect(new Set(clientIds)).toEqual(new Set([api.clients.main.clientId, api.clients.secondary.clientId, "extra-client"]));
    expect(all.items).toEqual([...api.store.apiCredentials.values()].sort((a, b) => (a.created_at < b.created_at ? 1 : -1)));
    expect(all.next_page_cursor).toBe("");
    expect((await handle(api, "DELETE", "/api-creds/credentials/extra-client")).status).toBe(200);
    expect((await credentials()).items.map((c) => c.client_id)).not.toContain("extra-client");
  });

  it("filters by ids, client_ids and statuses (APPROVED only when omitted); pages with limit and page_cursor", async () => {
    const all = (await credentials()).items;
    expect((await credentials({ client_ids: ["extra-client"] })).items.map((c) => c.client_id)).toEqual(["extra-client"]);
    expect((await credentials({ ids: [all[1]!.id] })).items).toEqual([all[1]]);
    expect((await credentials({ statuses: ["DISABLED"] })).items).toEqual([]);
    api.store.apiCredentials.get("extra-client")!.status = "DISABLED";
    expect((await credentials()).items.map((c) => c.client_id)).not.toContain("extra-client");
    expect((await credentials({ statuses: ["DISABLED"] })).items.map((c) => c.client_id)).toEqual(["extra-client"]);
    api.store.apiCredentials.get("extra-client")!.status = "APPROVED";
    const first = await credentials({ limit: 2, order: "ASC" });
    expect(first.items).toHaveLength(2);
    const second = await credentials({ limit: 2, order: "ASC", page_cursor: first.next_page_cursor! });
    expect([...first.items, ...second.items]).toEqual([...all].reverse());
    expect(second.next_page_cursor).toBe("");
    expect((await handle(api, "GET", "/api-creds/credentials", { query: { limit: 1001 } })).status).toBe(400);
  });
});

describe("listTransferLimits", () => {
  const limits = async (type: string) => (await handle(api, "GET", "/transfer/limits/utilizations", { query: { transfer_type: type } })).body.items as { id?: string; period_seconds: string; limit: string; remaining: string; limit_asset: string }[];

  it("the period limit less the USD value of the type's transfers of the last 24 hours; the single-transaction limit whole", async () => {
    const profile = api.store.ids.profileIds[1]!;
    const [period, single] = LIMITS_USD.CRYPTO_WITHDRAWAL!;
    expect(await limits("CRYPTO_WITHDRAWAL")).toEqual([
      expect.objectContaining({ period_seconds: "86400", limit: period, remaining: period, limit_asset: "USD" }),
      expect.objectContaining({ period_seconds: "0", limit: single, remaining: single }),
    ]);
    expect((await limits("CRYPTO_WITHDRAWAL"))[1]).not.toHaveProperty("id");
    api.store.ledger.apply([{ profileId: profile, asset: "BTC", delta: "1" }, { profileId: profile, asset: "USDP", delta: "100" }]);
    // The BTC withdrawal is valued once, at the ticker's price of its minute, whatever the price does later.
    const price = (await handle(api, "GET", "/markets/BTCUSD/ticker")).body.last_execution.price;
    const send = (asset: string, amount: string) =>
      handle(api, "POST", "/transfer/crypto-withdrawals", { body: { profile_id: profile, asset, crypto_network: "ETHEREUM", destination_address: `0x${"ab".repeat(20)}`, amount } });
    expect((await send("BTC", "0.002")).status).toBe(200);
    api.clock.advance(3600_000);
    expect((await send("USDP", "40.5")).status).toBe(200);
    const btcValue = new Decimal("0.002").times(price).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    expect((await limits("CRYPTO_WITHDRAWAL"))[0]!.remaining).toBe(new Decimal(period).minus(btcValue).minus("40.5").toFixed(2));
    api.clock.advance(7 * 60_000);
    expect((await limits("CRYPTO_WITHDRAWAL"))[0]!.remaining).toBe(new Decimal(period).minus(btcValue).minus("40.5").toFixed(2));
    // Other types are untouched; a transfer more than 24 hours old no longer counts.
    expect((await limits("WIRE_WITHDRAWAL"))[0]!.remaining).toBe(LIMITS_USD.WIRE_WITHDRAWAL![0]);
    api.clock.advance(23 * 3600_000 - 7 * 60_000 + 1000);
    expect((await limits("CRYPTO_WITHDRAWAL"))[0]!.remaining).toBe(new Decimal(period).minus("40.5").toFixed(2));
    api.clock.advance(3600_000);
    expect((await limits("CRYPTO_WITHDRAWAL"))[0]!.remaining).toBe(period);
    expect((await limits("CUBIX_DEPOSIT"))[0]!.limit).toBe(DEFAULT_LIMITS[0]);
    expect((await handle(api, "GET", "/transfer/limits/utilizations")).status).toBe(400);
  });
});
