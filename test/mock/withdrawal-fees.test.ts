/**
 * Guaranteed crypto withdrawal fees: quoted from the schedule, accepted by a crypto withdrawal that names
 * them (the fee paid exactly, on top of the amount or out of the total), refused when unknown, expired,
 * for another withdrawal, or exceeded.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { Decimal } from "../../src/decimal";
import { createMockApi, type MockApi } from "../../src/mock/index";
import { FEE_LIFETIME_SECONDS, STABLECOIN_FEES, WITHDRAWAL_FEES } from "../../src/mock/domain/withdrawal-fees";
import { handle } from "./helpers";

let api: MockApi;
let profile: string;
const address = `0x${"cd".repeat(20)}`;
beforeEach(() => {
  api = createMockApi({ seed: 9 });
  profile = api.store.ids.profileIds[2]!;
  api.store.ledger.apply([{ profileId: profile, asset: "ETH", delta: "0.05" }, { profileId: profile, asset: "USDP", delta: "100" }]);
});
const quote = (body: object) => handle(api, "POST", "/transfer/fees/crypto-withdrawal", { body: { asset: "ETH", crypto_network: "ETHEREUM", destination_address: address, ...body } });
const withdraw = (body: object) => handle(api, "POST", "/transfer/crypto-withdrawals", { body: { profile_id: profile, asset: "ETH", crypto_network: "ETHEREUM", destination_address: address, ...body } });
const eth = () => api.store.ledger.available(profile, "ETH");

describe("guaranteed crypto withdrawal fees", () => {
  it("quotes the schedule's fee on top of an amount or out of a total, guaranteed for a while", async () => {
    const byAmount = await quote({ amount: "0.5" });
    expect(byAmount.status).toBe(200);
    expect(byAmount.body).toMatchObject({ fee: WITHDRAWAL_FEES.ETH, asset: "ETH", amount: "0.5", total: new Decimal("0.5").plus(WITHDRAWAL_FEES.ETH!).toFixed(), crypto_network: "ETHEREUM", destination_address: address });
    expect(Date.parse(byAmount.body.expires_at) - api.clock.nowMs()).toBe(FEE_LIFETIME_SECONDS * 1000);
    expect((await quote({ total: "1" })).body).toMatchObject({ amount: new Decimal(1).minus(WITHDRAWAL_FEES.ETH!).toFixed(), total: "1" });
    expect((await quote({ asset: "USDP", amount: "10" })).body.fee).toBe(STABLECOIN_FEES.ETHEREUM);
    expect((await quote({ asset: "USDP", crypto_network: "SOLANA", destination_address: "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA", amount: "10" })).body.fee).toBe(STABLECOIN_FEES.other);
    expect((await quote({})).body.meta).toMatchObject({ rule: "oneOf" });
    expect((await quote({ amount: "1", total: "2" })).status).toBe(400);
    expect((await quote({ total: "0.001" })).body.meta).toMatchObject({ field: "total" });
  });

  it("a withdrawal naming the quote pays its fee exactly: on top of the amount, or out of the total", async () => {
    const fee = (await quote({ amount: "0.05" })).body;
    const res = await withdraw({ amount: "0.04", fee_id: fee.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ amount: "0.04", fee: WITHDRAWAL_FEES.ETH, total: new Decimal("0.04").plus(WITHDRAWAL_FEES.ETH!).toFixed() });
    expect(eth()).toBe(new Decimal("0.05").minus(res.body.total).toFixed(8));
    const byTotal = await withdraw({ total: "0.005", fee_id: fee.id });
    expect(byTotal.body).toMatchObject({ total: "0.005", amount: new Decimal("0.005").minus(WITHDRAWAL_FEES.ETH!).toFixed() });
    expect((await handle(api, "GET", `/transfer/transfers/${byTotal.body.id}`)).body.fee).toBe(WITHDRAWAL_FEES.ETH);
    // Without a quote the mock charges nothing, as before.
    expect((await withdraw({ amount: "0.001" })).body).toMatchObject({ amount: "0.001", total: "0.001" });
  });

  it("refuses an unknown or expired quote, one for another withdrawal, and an amount above the quoted one; nothing moves", async () => {
    const fee = (await quote({ amount: "0.05" })).body;
    const before = eth();
    const unknown = await withdraw({ amount: "0.01", fee_id: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.meta).toMatchObject({ field: "fee_id" });
    expect((await withdraw({ amount: "0.01", fee_id: fee.id, destination_address: `0x${"ee".repeat(20)}` })).body.meta).toMatchObject({ field: "fee_id", rule: "feeMismatch" });
    expect((await withdraw({ asset: "USDP", amount: "1", fee_id: fee.id })).body.meta).toMatchObject({ field: "fee_id", rule: "feeMismatch" });
    const above = await withdraw({ amount: "0.05000001", fee_id: fee.id });
    expect(above.status).toBe(400);
    expect(above.body.meta).toMatchObject({ field: "amount", rule: "maximum", limit: "0.05" });
    api.clock.advance(FEE_LIFETIME_SECONDS * 1000);
    const expired = await withdraw({ amount: "0.01", fee_id: fee.id });
    expect(expired.status).toBe(403);
    expect(expired.body.meta).toMatchObject({ field: "fee_id", rule: "feeExpired" });
    expect(eth()).toBe(before);
    // The fee counts against the balance: 0.05 ETH cannot pay 0.05 ETH plus a fee.
    const fresh = (await quote({ amount: "0.05" })).body;
    expect((await withdraw({ amount: "0.05", fee_id: fresh.id })).status).toBe(403);
    expect(eth()).toBe(before);
  });
});
