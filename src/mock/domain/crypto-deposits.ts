/**
 * Crypto deposits held for travel-rule information: a CRYPTO_DEPOSIT transfer in status PENDING with the
 * secondary status TRAVEL_RULE_INFO_REQUESTED (the public document's "NEEDS_INFO"), not yet credited.
 * Supplying the originator's details (`updateCryptoDeposit`) credits the profile and completes it;
 * rejecting it (`rejectCryptoDeposit`) fails it with CUSTOMER_REJECTED and credits nothing. A few held
 * deposits are seeded (a separate random stream, so no other seeded id moves); a test holds more with
 * `store.holdCryptoDeposit`.
 */
import { formatNanos } from "./timestamps";
import { Rng, Stream } from "./random";
import { POOL_SIZES, profileOfIdentity, type SeedPools } from "./seed-data";
import type { TransferRecord } from "./transfers";
import { optionKeys, refuseUnknownOptions } from "../../core/shared/option-keys";

/** The secondary status of a deposit waiting for travel-rule details. */
export const INFO_REQUESTED = "TRAVEL_RULE_INFO_REQUESTED";
/** The secondary status of a held deposit its identity rejected. */
export const CUSTOMER_REJECTED = "CUSTOMER_REJECTED";
/** How many held deposits a fresh mock has. */
export const SEEDED_HELD_DEPOSITS = 3;

/** Whether a transfer is a crypto deposit held for travel-rule details (the only state the two actions accept). */
export function isHeldDeposit(t: TransferRecord): boolean {
  return t.type === "CRYPTO_DEPOSIT" && t.status === "PENDING" && t.secondary_status?.name === INFO_REQUESTED;
}

/** What a held deposit needs to be recorded. */
export interface HeldDepositRequest {
  identity_id: string;
  profile_id: string;
  asset: string;
  amount: string;
  crypto_network: string;
  destination_address: string;
}

/** The keys of {@link HeldDepositRequest}: a misspelt one would leave the deposit without that field. */
const HELD_DEPOSIT_KEYS = optionKeys<HeldDepositRequest>()("identity_id", "profile_id", "asset", "amount", "crypto_network", "destination_address");

/** The fields of a held deposit beyond those every transfer has (an unknown key of `request` refused, naming the closest). */
export function heldDepositFields(request: HeldDepositRequest): Omit<TransferRecord, "id" | "customer_id" | "created_at" | "updated_at" | "fee" | "total" | "balance_asset"> {
  refuseUnknownOptions("store.holdCryptoDeposit()", request, HELD_DEPOSIT_KEYS);
  return {
    ...request,
    direction: "CREDIT",
    type: "CRYPTO_DEPOSIT",
    status: "PENDING",
    secondary_status: { name: INFO_REQUESTED, detail: "the originator's name is required under the travel rule" },
  };
}

const ASSETS: ReadonlyArray<[string, string, string]> = [
  ["ETH", "ETHEREUM", "1.25000000"],
  ["BTC", "BITCOIN", "0.04000000"],
  ["USDP", "ETHEREUM", "2500.00"],
];

/** The seeded held deposits: one per seeded identity among the first few, received in the hour before `nowNanos`. */
export function seedHeldDeposits(seed: number, pools: SeedPools, customerId: string, nowNanos: bigint): TransferRecord[] {
  const rng = new Rng(seed, Stream.heldDeposits);
  return ASSETS.slice(0, SEEDED_HELD_DEPOSITS).map(([asset, network, amount], i) => {
    const identity = (i * 7) % POOL_SIZES.identities;
    const at = formatNanos(nowNanos - BigInt((SEEDED_HELD_DEPOSITS - i) * 600) * 1_000_000_000n);
    const address = network === "BITCOIN" ? `bc1q${rng.alnum(38).toLowerCase()}` : `0x${rng.uuid().replace(/-/g, "")}${rng.uuid().replace(/-/g, "").slice(0, 8)}`;
    return {
      id: rng.uuid(),
      customer_id: customerId,
      fee: "0.00",
      total: amount,
      balance_asset: asset,
      created_at: at,
      updated_at: at,
      ...heldDepositFields({ identity_id: pools.identityIds[identity]!, profile_id: pools.profileIds[profileOfIdentity(identity)]!, asset, amount, crypto_network: network, destination_address: address }),
    };
  });
}
