/**
 * Deterministic seed data for the materialised collections (payments, identity accounts, fiat accounts,
 * API credentials, memo ids). Deposit addresses, which can number 100 000+, are generated lazily in
 * `deposit-addresses.ts` instead.
 */
import { formatMinor } from "./money";
import { Rng, Stream } from "./random";
import { canonicalToNanos, formatNanos } from "./timestamps";
import type {
  ApiCredentials,
  FiatAccount,
  FiatAccountOwner,
  IdentityAccount,
  IdentityAccountMember,
  Payment,
} from "./records";

/**
 * The id pools every generated record draws from. They are few on purpose (6 profiles, 3 customers,
 * 24 identities, 48 accounts) so that every filter selects a meaningful, non-trivial subset.
 * Relations: identity k belongs to profile k % 6; profile p belongs to customer p % 3; account j belongs
 * to identity ⌊j / 2⌋.
 */
export interface SeedPools {
  profileIds: string[];
  customerIds: string[];
  identityIds: string[];
  accountIds: string[];
}

/** Number of records in each pool (see {@link SeedPools}). */
export const POOL_SIZES = { profiles: 6, customers: 3, identities: 24, accounts: 48 } as const;

/** Builds the id pools from the seed. */
export function makePools(seed: number): SeedPools {
  const rng = new Rng(seed, Stream.pools);
  const many = (n: number) => Array.from({ length: n }, () => rng.uuid());
  return {
    profileIds: many(POOL_SIZES.profiles),
    customerIds: many(POOL_SIZES.customers),
    identityIds: many(POOL_SIZES.identities),
    accountIds: many(POOL_SIZES.accounts),
  };
}

/** Profile index of an identity index (see {@link SeedPools}). */
export const profileOfIdentity = (identity: number): number => identity % POOL_SIZES.profiles;
/** Customer index of a profile index. */
export const customerOfProfile = (profile: number): number => profile % POOL_SIZES.customers;
/** Identity index of an account index. */
export const identityOfAccount = (account: number): number => account >> 1;

const NS_PER_SECOND = 1_000_000_000n;
/** How far back seeded records reach before the clock's start. */
export const SEED_SPAN_SECONDS = 45 * 24 * 3600;

/** A timestamp uniformly within `spanSeconds` before `endNanos`, with a random nanosecond fraction. */
export function randomTimeBefore(rng: Rng, endNanos: bigint, spanSeconds = SEED_SPAN_SECONDS): bigint {
  return endNanos - BigInt(rng.int(1, spanSeconds)) * NS_PER_SECOND - BigInt(rng.int(0, 999_999_999));
}

/** A timestamp between `from` and `to` (inclusive), usually with a nanosecond fraction. */
function randomTimeBetween(rng: Rng, from: bigint, to: bigint): bigint {
  if (to <= from) return from;
  return from + ((to - from) * BigInt(rng.int(0, 1_000_000))) / 1_000_000n;
}

const PAYMENT_STATUSES = ["PAYMENT_STATUS_COMPLETED", "PAYMENT_STATUS_PENDING", "PAYMENT_STATUS_FAILED"];

/** Seeded payments (spec 2.6): product USDG_REWARDS, mixed statuses, some created_at ties. */
export function makePayments(seed: number, count: number, pools: SeedPools, nowNanos: bigint): Payment[] {
  const rng = new Rng(seed, Stream.payments);
  const out: Payment[] = [];
  for (let i = 0; i < count; i++) {
    const customer = rng.int(0, POOL_SIZES.customers - 1);
    const profile = customer + POOL_SIZES.customers * rng.int(0, 1);
    const identity = profile + POOL_SIZES.profiles * rng.int(0, 3);
    const account = identity * 2 + rng.int(0, 1);
    const roll = rng.next();
    const status = PAYMENT_STATUSES[roll < 0.6 ? 0 : roll < 0.85 ? 1 : 2] as string;
    // A few payments share the previous one's created_at, so ties are broken by id as in real data.
    const previous = out[out.length - 1];
    const created =
      previous && rng.next() < 0.05 ? previous.created_at : formatNanos(randomTimeBefore(rng, nowNanos));
    const scale = rng.next() < 0.5 ? 2 : 6;
    const payment: Payment = {
      id: rng.uuid(),
      customer_id: pools.customerIds[customer] as string,
      profile_id: pools.profileIds[profile] as string,
      account_id: pools.accountIds[account] as string,
      ref_id: `pay_${rng.hex(16)}`,
      product: "USDG_REWARDS",
      payment_type: "PAYMENT_TYPE_CRYPTO_WITHDRAWAL",
      payment_destination: `0x${rng.hex(40)}`,
      payment_asset: "USDG",
      payment_amount: formatMinor(rng.int(1, 250_000_000), scale),
      payment_status: status,
      created_at: created,
    };
    if (status !== "PAYMENT_STATUS_PENDING") {
      const createdNanos = canonicalToNanos(created);
      payment.processed_at = formatNanos(randomTimeBetween(rng, createdNanos, createdNanos + 3_600n * NS_PER_SECOND));
    }
    out.push(payment);
  }
  return out;
}

/**
 * Seeded identity accounts (spec 2.7) with one to three members; updated_at ≥ created_at, ≤ now. The
 * first {@link POOL_SIZES}.accounts are the pool's accounts (`accountIds`, each of the identity and profile
 * the pool gives it), so every account a seeded deposit address, payment or fiat account names exists:
 * at least that many are made whatever `count` says.
 */
export function makeIdentityAccounts(
  seed: number,
  count: number,
  pools: SeedPools,
  nowNanos: bigint,
): IdentityAccount[] {
  const rng = new Rng(seed, Stream.identityAccounts);
  const out: IdentityAccount[] = [];
  for (let i = 0; i < Math.max(count, POOL_SIZES.accounts); i++) {
    // Drawn for every account, pooled or not, so the accounts after the pool's keep their seeded values.
    const drawn = rng.int(0, POOL_SIZES.identities - 1);
    const pooled = i < POOL_SIZES.accounts;
    const identity = pooled ? identityOfAccount(i) : drawn;
    const identityId = pools.identityIds[identity] as string;
    const members: IdentityAccountMember[] = [];
    const memberCount = rng.int(1, 3);
    for (let m = 0; m < memberCount; m++) {
      members.push({
        identity_id: m === 0 ? identityId : rng.pick(pools.identityIds),
        type: "BENEFICIAL_OWNER",
        roles: ["BENEFICIAL_OWNER"],
        id: rng.uuid(),
      });
    }
    const previous = out[out.length - 1];
    const created =
      previous && rng.next() < 0.05 ? previous.created_at : formatNanos(randomTimeBefore(rng, nowNanos));
    const createdExact = canonicalToNanos(created);
    const updated = rng.next() < 0.3 ? created : formatNanos(randomTimeBetween(rng, createdExact, nowNanos));
    const drawnId = rng.uuid();
    out.push({
      id: pooled ? (pools.accountIds[i] as string) : drawnId,
      identity_id: identityId,
      description: `Brokerage account ${i + 1}`,
      admin_disabled: rng.next() < 0.05,
      user_disabled: rng.next() < 0.05,
      metadata: rng.next() < 0.5 ? {} : { segment: rng.pick(["retail", "institutional", "treasury"]) },
      ref_id: `acct_${rng.hex(16)}`,
      members,
      created_at: created,
      updated_at: updated,
      summary_status: "PENDING",
      profile_id: pools.profileIds[profileOfIdentity(identity)] as string,
      type: "BROKERAGE",
    });
  }
  return out;
}

const FIRST_NAMES = ["Ada", "Grace", "Alan", "Katherine", "Edsger", "Barbara", "Donald", "Frances"];
const LAST_NAMES = ["Lovelace", "Hopper", "Turing", "Johnson", "Dijkstra", "Liskov", "Knuth", "Allen"];
const BANKS = ["First Mock Bank", "Sandbox Savings", "Loopback Trust", "Fixture Federal"];
const CITIES: Array<[string, string, string]> = [
  ["New York", "NY", "10001"],
  ["Chicago", "IL", "60601"],
  ["Austin", "TX", "73301"],
  ["Denver", "CO", "80202"],
];

function digits(rng: Rng, n: number): string {
  let out = "";
  for (let i = 0; i < n; i++) out += String(rng.int(0, 9));
  return out;
}

/** Seeded fiat accounts (spec 2.4): UUID ids, wire instructions, mixed statuses (the oldest APPROVED) and owner kinds. */
export function makeFiatAccounts(seed: number, count: number, pools: SeedPools, nowNanos: bigint): FiatAccount[] {
  const rng = new Rng(seed, Stream.fiatAccounts);
  const out: FiatAccount[] = [];
  for (let i = 0; i < count; i++) {
    const account = rng.int(0, POOL_SIZES.accounts - 1);
    const [city, province, zip] = rng.pick(CITIES);
    const swift = rng.next() < 0.3;
    const owner: FiatAccountOwner =
      rng.next() < 0.6
        ? { person_details: { first_name: rng.pick(FIRST_NAMES), last_name: rng.pick(LAST_NAMES) } }
        : { institution_details: { name: `${rng.pick(LAST_NAMES)} Holdings LLC` } };
    const createdNanos = randomTimeBefore(rng, nowNanos);
    const roll = rng.next();
    out.push({
      id: rng.uuid(),
      fiat_network_instructions: {
        wire: {
          account_number: digits(rng, 12),
          fiat_account_owner_address: {
            country: "US",
            address1: `${rng.int(1, 999)} Main Street`,
            city,
            province,
            zip_code: zip,
          },
          routing_details: {
            routing_number_type: swift ? "SWIFT" : "ABA",
            routing_number: swift ? `${rng.alnum(4)}US${rng.alnum(2)}` : digits(rng, 9),
            bank_name: rng.pick(BANKS),
            bank_address: { country: "US", address1: `${rng.int(1, 99)} Wall Street`, city: "New York", province: "NY", zip_code: "10005" },
          },
        },
        status: "PENDING",
        metadata: { reference: `wire_${rng.hex(8)}`, attempt: 1 },
      },
      status: roll < 0.5 ? "APPROVED" : roll < 0.85 ? "PENDING" : "REJECTED",
      created_at: formatNanos(createdNanos),
      ref_id: `fiat_${rng.hex(16)}`,
      identity_id: pools.identityIds[identityOfAccount(account)] as string,
      account_id: pools.accountIds[account] as string,
      fiat_account_owner: owner,
      metadata: rng.next() < 0.5 ? {} : { purpose: "payouts" },
      updated_at: formatNanos(randomTimeBetween(rng, createdNanos, nowNanos)),
    });
  }
  out.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
  // The oldest is always APPROVED (after every draw, so the rest stays as the seed made it): a quick
  // withdrawal has an account Paxos would send to, whatever the seed.
  if (out[0]) out[0].status = "APPROVED";
  return out;
}

/** Memo ids the sandbox deposit credits against (spec 4.1): four, derived from the seed. */
export function makeMemoIds(seed: number): string[] {
  const rng = new Rng(seed, Stream.fiatAccounts + 100);
  return Array.from({ length: 4 }, () => rng.alnum(10));
}

/** The API-credentials record (spec 2.9) of a registered OAuth client. */
export function makeCredentialsRecord(
  rng: Rng,
  clientId: string,
  scopes: readonly string[],
  customerId: string,
  nowNanos: bigint,
): ApiCredentials {
  const created = formatNanos(randomTimeBefore(rng, nowNanos));
  return {
    id: rng.uuid(),
    customer_id: customerId,
    client_id: clientId,
    client_public_keys: [
      {
        algorithm: "ED25519",
        public_key: `MCowBQYDK2VwAyEA${rng.alnum(43)}=`,
        nickname: "primary",
        id: rng.uuid(),
        client_id: clientId,
        active: true,
      },
    ],
    status: "APPROVED",
    created_at: created,
    updated_at: created,
    nickname: `${clientId} credentials`,
    ip_allowlist: [],
    enforce_request_signing: false,
    client_scopes: [...scopes],
    created_by: "mock-admin",
  };
}
