/**
 * Rewards over real HTTP, every figure checked against the mock's state: reward addresses must exist
 * where they live (a profile on the PAXOS ledger, an address of the chain's form) and in a payout group
 * that exists; a PAXOS address's balance is its profile's; what it earns is balance × rate × time on the
 * mock clock; a claim schedule claims the group's rewards when the clock reaches its run; statements
 * appear per month once it is over; deletions remove; a reward address reports its verification proof's
 * status as the address-verification routes would at that moment (a lapsed one is EXPIRED).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Decimal from "decimal.js";
import { BadRequestError, ConflictError, NotFoundError, type Paxos } from "../../../src/index";
import type { MockServer } from "../../../src/mock/index";
import { REWARD_RATES } from "../../../src/mock/domain/rewards";
import { collect } from "../support";
import { workflowMock } from "./support";

let mock: MockServer;
let paxos: Paxos;
beforeAll(async () => ({ mock, paxos } = await workflowMock()));
afterAll(() => mock.close());

const DAY = 86_400_000;
const usdgUs = REWARD_RATES.find((r) => r.asset_type === "USDG" && r.jurisdiction === "US")!;

describe("reward addresses and payout groups", () => {
  let groupId: string;
  let profileId: string;

  it("a payout group earns at its asset's rate; a PAXOS address is a profile with its balance", async () => {
    const { group } = await paxos.rewards.createPayoutGroup({ ledger: "PAXOS", asset_type: "USDG", jurisdiction: "US", name: "Treasury", claimer_address: "treasury" });
    expect(group).toMatchObject({ rate_id: usdgUs.id, onchain_status: "ACTIVE", balance: "0.00", manager_address: "treasury", destination_address: "treasury" });
    groupId = group!.id;

    profileId = mock.api.store.ids.profileIds[5]!;
    mock.api.store.ledger.apply([{ profileId, asset: "USDG", delta: "36500.00" }]);
    const { address } = await paxos.rewards.createAttributionAddress({ address: { ledger: "PAXOS", address: profileId, payout_group_id: groupId, name: "ops" } });
    expect(address).toMatchObject({ ledger: "PAXOS", address: profileId, payout_group_id: groupId, status: "ACTIVE" });
    await expect(paxos.rewards.createAttributionAddress({ address: { ledger: "PAXOS", address: profileId } })).rejects.toBeInstanceOf(ConflictError);

    const [listed] = await collect(paxos.rewards.listAttributionAddresses({ payout_group_id: groupId, include_balance: true }));
    expect(listed).toMatchObject({ id: address!.id, balance: mock.api.store.ledger.available(profileId, "USDG") });
    const [withGroup] = await collect(paxos.rewards.listPayoutGroups({ name_prefix: "treas" }));
    expect(withGroup!.balance).toBe("36500.00");
  });

  it("refuses addresses that do not exist where they live, or in a group that does not exist", async () => {
    await expect(paxos.rewards.createAttributionAddress({ address: { ledger: "PAXOS", address: "no-such-profile" } })).rejects.toBeInstanceOf(NotFoundError);
    await expect(paxos.rewards.createAttributionAddress({ address: { ledger: "ETHEREUM", address: "0x123" } })).rejects.toBeInstanceOf(BadRequestError);
    const missingGroup = await paxos.rewards
      .createAttributionAddress({ address: { ledger: "ETHEREUM", address: `0x${"77".repeat(20)}`, payout_group_id: "no-such-group" } })
      .catch((e: unknown) => e);
    expect(missingGroup).toBeInstanceOf(NotFoundError);
    expect((missingGroup as NotFoundError).detail).toContain("payout group");
    // The customer is the caller: one the mock does not have is not found either.
    const strangerCustomer = await paxos.rewards
      .createAttributionAddress({ address: { ledger: "ETHEREUM", address: `0x${"76".repeat(20)}`, customer_id: crypto.randomUUID() } })
      .catch((e: unknown) => e);
    expect(strangerCustomer).toBeInstanceOf(NotFoundError);
    expect((strangerCustomer as NotFoundError).meta).toEqual({ field: "address.customer_id" });
    const ownCustomer = mock.api.store.ids.customerIds[0]!;
    expect(await paxos.rewards.createAttributionAddress({ address: { ledger: "ETHEREUM", address: `0x${"75".repeat(20)}`, customer_id: ownCustomer } })).toMatchObject({ address: { customer_id: ownCustomer } });

    const batch = await paxos.rewards.batchCreateAttributionAddresses({
      addresses: [
        { ledger: "ETHEREUM", address: `0x${"88".repeat(20)}` },
        { ledger: "PAXOS", address: "no-such-profile" },
      ],
    });
    expect(batch.successful_addresses?.map((a) => a.address)).toEqual([`0x${"88".repeat(20)}`]);
    expect(batch.failed_addresses).toEqual([{ address: { ledger: "PAXOS", address: "no-such-profile" }, error: expect.stringContaining("no-such-profile") }]);
    await expect(paxos.rewards.createPayoutGroup({ ledger: "ETHEREUM", asset_type: "NOPE", claimer_address: `0x${"99".repeat(20)}` })).rejects.toBeInstanceOf(BadRequestError);
  });

  it("earnings grow with the clock at balance × rate; a claim schedule claims them when it runs", async () => {
    mock.api.clock.advance(10 * DAY);
    const details = await paxos.rewards.getDetails({ asset_type: "USDG" });
    // 36 500 USDG at 3.76 % a year for ten days (the PAXOS address; the chain addresses are in no group here but earn too).
    const paxosAddressEarned = new Decimal("36500").times(usdgUs.rate).times(10).div(365);
    expect(new Decimal(details.lifetime_earned!).gte(paxosAddressEarned.toDecimalPlaces(6, Decimal.ROUND_DOWN))).toBe(true);
    expect(details.rates?.map((r) => r.id)).toContain(usdgUs.id);
    expect(details.asset_details?.map((d) => d.asset_type)).toEqual(["USDG"]);

    const { claim_schedule: schedule } = await paxos.rewards.createClaimSchedule({ payout_group_id: groupId, schedule_type: "DAILY", hour: 0, minute: 0 });
    expect(Date.parse(schedule!.next_run_at!)).toBe(Date.parse("2026-03-12T00:00:00Z"));
    expect(await collect(paxos.rewards.listClaims({ payout_group_id: groupId }))).toEqual([]);
    mock.api.clock.set("2026-03-12T00:00:01Z");
    const [claim] = await collect(paxos.rewards.listClaims({ payout_group_id: groupId }));
    const expected = new Decimal("36500").times(usdgUs.rate).times(Date.parse("2026-03-12T00:00:00Z") - Date.parse("2026-03-01T12:00:00Z")).div(365 * DAY);
    expect(claim).toMatchObject({ claim_type: "CLAIM_ALL", claim_schedule_id: schedule!.id, onchain_status: "CONFIRMED", asset_type: "USDG" });
    expect(new Decimal(claim!.amount!).minus(expected).abs().lte("0.001")).toBe(true);
    const [listed] = await collect(paxos.rewards.listClaimSchedules({ payout_group_id: groupId }));
    expect(Date.parse(listed!.next_run_at!)).toBe(Date.parse("2026-03-13T00:00:00Z"));

    await paxos.rewards.updateClaimSchedule(schedule!.id!, { schedule_type: "MONTHLY", days_of_month: [1], hour: 6, minute: 30 });
    const [moved] = await collect(paxos.rewards.listClaimSchedules({ payout_group_id: groupId }));
    expect(Date.parse(moved!.next_run_at!)).toBe(Date.parse("2026-04-01T06:30:00Z"));
    await expect(paxos.rewards.updateClaimSchedule(schedule!.id!, { schedule_type: "WEEKLY", hour: 6, minute: 30 })).rejects.toBeInstanceOf(BadRequestError);
    await paxos.rewards.deleteClaimSchedule(schedule!.id!);
    expect(await collect(paxos.rewards.listClaimSchedules({ payout_group_id: groupId }))).toEqual([]);
  });

  it("monthly statements appear once the month is over and are completed a day later", async () => {
    expect(await collect(paxos.rewards.listStatements())).toEqual([]);
    mock.api.clock.set("2026-04-01T12:00:00Z");
    const [generating] = await collect(paxos.rewards.listStatements({ asset_type: "USDG" }));
    expect(generating).toMatchObject({ status: "STATEMENT_STATUS_GENERATING", type: "STATEMENT_TYPE_MONTHLY_REWARDS", files: [] });
    expect(Date.parse(generating!.period_start!)).toBe(Date.parse("2026-03-01T00:00:00Z"));
    mock.api.clock.set("2026-04-03T00:00:00Z");
    const { statement } = await paxos.rewards.getStatement(generating!.id!);
    expect(statement).toMatchObject({ id: generating!.id, status: "STATEMENT_STATUS_COMPLETED" });
    expect(statement!.files?.map((f) => f.format)).toEqual(["STATEMENT_FORMAT_PDF", "STATEMENT_FORMAT_CSV"]);
    expect(new Decimal(statement!.total_accrued!).gt(0)).toBe(true);
    await expect(paxos.rewards.getStatement("00000000-0000-4000-8000-000000000000")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("rates by asset; updates and deletions", async () => {
    expect((await paxos.rewards.getRates({ asset_type: "PYUSD" })).rates?.map((r) => r.rate)).toEqual(["0.0370"]);
    expect((await paxos.rewards.getRates()).rates).toEqual([]);
    const [address] = await collect(paxos.rewards.listAttributionAddresses({ payout_group_id: groupId }));
    const renamed = await paxos.rewards.updateAttributionAddress(address!.id!, { name: "renamed" });
    expect(renamed.address).toMatchObject({ id: address!.id, name: "renamed", payout_group_id: groupId });
    await expect(paxos.rewards.updateAttributionAddress(address!.id!, { id: "another-id" })).rejects.toBeInstanceOf(BadRequestError);
    expect((await paxos.rewards.updatePayoutGroup(groupId, { jurisdiction: "EU" })).group?.rate_id).toBe(REWARD_RATES.find((r) => r.asset_type === "USDG" && r.jurisdiction === "EU")!.id);

    await paxos.rewards.deletePayoutGroup(groupId);
    await expect(paxos.rewards.updatePayoutGroup(groupId, { name: "gone" })).rejects.toBeInstanceOf(NotFoundError);
    const [ungrouped] = await collect(paxos.rewards.listAttributionAddresses({ id: address!.id! }));
    expect(ungrouped!.payout_group_id ?? undefined).toBeUndefined();
    await paxos.rewards.deleteAttributionAddress(address!.id!);
    await expect(paxos.rewards.deleteAttributionAddress(address!.id!)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("a reward address's verification proof", () => {
  // A mock of its own: the 24-hour clock jump must not move the clock under the tests above.
  let own: MockServer;
  let client: Paxos;
  beforeAll(async () => ({ mock: own, paxos: client } = await workflowMock()));
  afterAll(() => own.close());

  it("reports a lapsed PENDING proof as EXPIRED, as the address verification does at that moment", async () => {
    const chainAddress = `0x${"5c".repeat(20)}`;
    const proof = await client.addressVerifications.create({ network: "ETHEREUM", address: chainAddress, verification_method: "MANUAL" });
    const { address } = await client.rewards.createAttributionAddress({ address: { ledger: "ETHEREUM", address: chainAddress } });
    expect(address).toMatchObject({ verification_proof_id: proof.id, verification_status: "PENDING", verification_expires_at: proof.expires_at });

    own.api.clock.advance(24 * 3_600_000 + 1000);
    // The reward address is read first: reading the verification would expire it and hide the fault.
    const [listed] = await collect(client.rewards.listAttributionAddresses({ id: address!.id! }));
    const renamed = await client.rewards.updateAttributionAddress(address!.id!, { name: "cold wallet" });
    const verification = await client.addressVerifications.get(proof.id!);
    expect(verification.status).toBe("EXPIRED");
    expect(listed).toMatchObject({ verification_proof_id: proof.id, verification_status: verification.status });
    expect(renamed.address).toMatchObject({ verification_status: verification.status });
  });

  it("takes the proof of the address on its own chain: the same EVM address on another chain is not verified", async () => {
    const evmAddress = `0x${"7d".repeat(20)}`;
    const proof = await client.addressVerifications.create({ network: "ETHEREUM", address: evmAddress, verification_method: "MANUAL" });
    const { address: onEthereum } = await client.rewards.createAttributionAddress({ address: { ledger: "ETHEREUM", address: evmAddress } });
    const { address: onInk } = await client.rewards.createAttributionAddress({ address: { ledger: "INK", address: evmAddress } });
    expect(onEthereum).toMatchObject({ verification_proof_id: proof.id });
    expect(onInk!.verification_proof_id).toBeUndefined();
    expect(onInk!.verification_status).toBeUndefined();
  });
});
