/**
 * The deposit-address table. Seeded rows are NOT materialised: each is an index into a few typed arrays
 * (created_at offset, account), and every other field is re-derived from `hash32(seed, index)` when a page
 * is serialised. Ids embed a reversible permutation of the index, so an `ids=` / `ref_ids=` filter finds
 * its row in O(1). 100 000 rows cost about 2 MB and a few milliseconds to generate.
 * Rows inserted at runtime (tests changing the data between pages) are plain objects in the same array.
 */
import { boundByKey, type OrderedRows } from "./collections";
import { hash32, hex8, Permutation, Rng, Stream, uuidFromWords } from "./random";
import {
  customerOfProfile,
  identityOfAccount,
  POOL_SIZES,
  profileOfIdentity,
  SEED_SPAN_SECONDS,
  type SeedPools,
} from "./seed-data";
import { formatParts, normalizeDateTime } from "./timestamps";
import type { DepositAddress } from "./records";

const S = Stream.depositAddresses;
const REF_PREFIX = "dep_";
const NETWORKS = { ETHEREUM: ["ETHEREUM", "POLYGON_POS", "ARBITRUM_ONE"], POLYGON_POS: ["POLYGON_POS", "ETHEREUM"] } as const;
const NETWORK_JSON = { ETHEREUM: JSON.stringify(NETWORKS.ETHEREUM), POLYGON_POS: JSON.stringify(NETWORKS.POLYGON_POS) };

/** A row is either a seeded index (number) or an inserted record. */
type Row = number | DepositAddress;

/** Deposit addresses sorted by (created_at, id): lazily-derived seeded rows plus inserted ones. */
export class DepositAddressTable implements OrderedRows<DepositAddress> {
  private readonly rows: Row[];
  private readonly offsets: Float64Array; // ns after baseSeconds; < 2^53, so exact
  private readonly accounts: Uint8Array;
  private readonly baseSeconds: number;
  private readonly idPerm: Permutation;
  private readonly refPerm: Permutation;
  private readonly inserted = new Map<string, DepositAddress>();
  private readonly insertedByRef = new Map<string, DepositAddress[]>();
  private readonly rng: Rng;
  /** Per-account JSON fragment of the four pool ids, shared by every seeded row of that account. */
  private readonly accountJson: string[];

  constructor(
    private readonly seed: number,
    /** Number of seeded rows. */
    readonly seededCount: number,
    private readonly pools: SeedPools,
    endEpochSeconds: number,
  ) {
    this.idPerm = new Permutation(seed, S);
    this.refPerm = new Permutation(seed, S + 1000);
    this.rng = new Rng(seed, S + 2000);
    this.offsets = new Float64Array(seededCount);
    this.accounts = new Uint8Array(seededCount);
    this.rows = new Array<Row>(seededCount);
    // Average gap spreads the rows over ~SEED_SPAN_SECONDS; the maximum possible total stays < 2^53 ns.
    const maxGap = Math.max(2, Math.floor((SEED_SPAN_SECONDS * 1e9 * 2) / Math.max(seededCount, 1)));
    let offset = 0;
    let previousWord = 0;
    for (let i = 0; i < seededCount; i++) {
      const word = hash32(seed, S, i, 1);
      // ~3% of rows share the previous created_at — only when the id order agrees (the first 8 hex digits
      // of the id are `word`), which keeps the index order equal to the (created_at, id) order.
      const tie = i > 0 && hash32(seed, S, i, 5) % 32 === 0 && word > previousWord;
      if (i > 0 && !tie) offset += 1 + Math.floor((hash32(seed, S, i, 6) * maxGap) / 4294967296);
      this.offsets[i] = offset;
      this.accounts[i] = hash32(seed, S, i, 7) % POOL_SIZES.accounts;
      this.rows[i] = i;
      previousWord = word;
    }
    this.accountJson = pools.accountIds.map((accountId, account) => {
      const identity = identityOfAccount(account);
      const profile = profileOfIdentity(identity);
      return JSON.stringify({
        profile_id: pools.profileIds[profile],
        customer_id: pools.customerIds[customerOfProfile(profile)],
        identity_id: pools.identityIds[identity],
        account_id: accountId,
      }).slice(1, -1);
    });
    // The newest seeded row lands one second before the clock's start; new rows therefore sort after it.
    this.baseSeconds = endEpochSeconds - 1 - Math.ceil(offset / 1e9);
  }

  /** Changes with every insert: a page served from a cache is good only while this stays the same. */
  get version(): number {
    return this.inserted.size;
  }

  /**
   * True when every row at these positions is a seeded one: derived from the seed, never edited in place
   * (inserted rows are objects a test holds and may change), so its text may be kept.
   */
  seededOnly(indices: readonly number[]): boolean {
    if (this.inserted.size === 0) return true;
    for (const i of indices) if (typeof this.rows[i] !== "number") return false;
    return true;
  }

  /** Number of rows (seeded + inserted). */
  get size(): number {
    return this.rows.length;
  }

  createdAt(i: number): string {
    const row = this.rows[i] as Row;
    return typeof row === "number" ? this.seededCreatedAt(row) : row.created_at;
  }

  id(i: number): string {
    const row = this.rows[i] as Row;
    return typeof row === "number" ? this.seededId(row) : row.id;
  }

  item(i: number): DepositAddress {
    const row = this.rows[i] as Row;
    return typeof row === "number" ? this.materialise(row) : row;
  }

  /** Row `i` as JSON text, byte-identical to `JSON.stringify(item(i))` but without building the object. */
  json(i: number): string {
    const row = this.rows[i] as Row;
    if (typeof row !== "number") return JSON.stringify(row);
    const network = this.seededNetwork(row);
    const label = this.seededLabel(row);
    return (
      `{"id":"${this.seededId(row)}",${this.accountJson[this.accounts[row] as number]},` +
      `"ref_id":"${this.seededRefId(row)}","crypto_network":"${network}","address":"${this.seededAddress(row)}",` +
      `"conversion_target_asset":"USD","compatible_crypto_networks":${NETWORK_JSON[network]},` +
      `"metadata":${label === undefined ? "{}" : `{"label":"${label}"}`},"created_at":"${this.seededCreatedAt(row)}"}`
    );
  }

  /** The row at position `i` as a matcher sees it: only the filterable fields, without building the record. */
  profileId(i: number): string {
    const row = this.rows[i] as Row;
    if (typeof row !== "number") return row.profile_id;
    return this.pools.profileIds[profileOfIdentity(identityOfAccount(this.accounts[row] as number))] as string;
  }

  /** Identity id of row `i` (cheap, see {@link profileId}). */
  identityId(i: number): string {
    const row = this.rows[i] as Row;
    if (typeof row !== "number") return row.identity_id;
    return this.pools.identityIds[identityOfAccount(this.accounts[row] as number)] as string;
  }

  /** Account id of row `i` (cheap, see {@link profileId}). */
  accountId(i: number): string {
    const row = this.rows[i] as Row;
    if (typeof row !== "number") return row.account_id;
    return this.pools.accountIds[this.accounts[row] as number] as string;
  }

  /** Crypto network of row `i` (cheap, see {@link profileId}). */
  network(i: number): string {
    const row = this.rows[i] as Row;
    return typeof row === "number" ? this.seededNetwork(row) : row.crypto_network;
  }

  /** Ref id of row `i`. */
  refId(i: number): string {
    const row = this.rows[i] as Row;
    return typeof row === "number" ? this.seededRefId(row) : row.ref_id;
  }

  /** The record with this id, if any (O(1) for seeded rows: the id encodes the row index). */
  get(id: string): DepositAddress | undefined {
    const hit = this.inserted.get(id);
    if (hit) return hit;
    const m = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}([0-9a-f]{8})$/.exec(id);
    if (!m) return undefined;
    const index = this.idPerm.backward(Number.parseInt(m[1] as string, 16));
    return index < this.seededCount && this.seededId(index) === id ? this.materialise(index) : undefined;
  }

  /** The records with this ref id (seeded ref ids are unique; inserted ones need not be). */
  getByRefId(refId: string): DepositAddress[] {
    const out = [...(this.insertedByRef.get(refId) ?? [])];
    if (refId.length === REF_PREFIX.length + 8 && refId.startsWith(REF_PREFIX)) {
      const word = refId.slice(REF_PREFIX.length);
      if (/^[0-9a-f]{8}$/.test(word)) {
        const index = this.refPerm.backward(Number.parseInt(word, 16));
        if (index < this.seededCount && this.seededRefId(index) === refId) out.push(this.materialise(index));
      }
    }
    return out;
  }

  /** The record at position `index` in ascending (created_at, id) order. */
  at(index: number): DepositAddress | undefined {
    return index >= 0 && index < this.rows.length ? this.item(index) : undefined;
  }

  /** Every record in ascending (created_at, id) order (materialised one at a time). */
  *values(): IterableIterator<DepositAddress> {
    for (let i = 0; i < this.rows.length; i++) yield this.item(i);
  }

  /**
   * Inserts a deposit address (defaults: a fresh id, created_at = `now`, a random identity/account from the
   * pools) at its sorted position, and returns it. Use it to change the data between two pages.
   */
  insert(partial: Partial<DepositAddress>, now: string): DepositAddress {
    const account = this.rng.int(0, POOL_SIZES.accounts - 1);
    const identity = identityOfAccount(account);
    const profile = profileOfIdentity(identity);
    const createdAt = partial.created_at === undefined ? now : normalizeDateTime(partial.created_at);
    if (createdAt === undefined) throw new TypeError(`mock store: invalid created_at ${partial.created_at}`);
    const record: DepositAddress = {
      id: this.rng.uuid(),
      profile_id: this.pools.profileIds[profile] as string,
      customer_id: this.pools.customerIds[customerOfProfile(profile)] as string,
      identity_id: this.pools.identityIds[identity] as string,
      account_id: this.pools.accountIds[account] as string,
      ref_id: `ins_${this.rng.hex(12)}`,
      crypto_network: "ETHEREUM",
      address: `0x${this.rng.hex(40)}`,
      conversion_target_asset: "USD",
      compatible_crypto_networks: [...NETWORKS.ETHEREUM],
      metadata: {},
      ...partial,
      created_at: createdAt,
    };
    if (this.get(record.id)) throw new Error(`mock store: duplicate deposit address id ${record.id}`);
    const at = boundByKey(this, record.created_at, record.id, true);
    this.rows.splice(at, 0, record);
    this.inserted.set(record.id, record);
    const sameRef = this.insertedByRef.get(record.ref_id);
    if (sameRef) sameRef.push(record);
    else this.insertedByRef.set(record.ref_id, [record]);
    return record;
  }

  private seededCreatedAt(index: number): string {
    const offset = this.offsets[index] as number;
    const seconds = Math.floor(offset / 1e9);
    return formatParts(this.baseSeconds + seconds, offset - seconds * 1e9);
  }

  private seededId(index: number): string {
    return uuidFromWords(
      hash32(this.seed, S, index, 1),
      hash32(this.seed, S, index, 2),
      hash32(this.seed, S, index, 3),
      this.idPerm.forward(index),
    );
  }

  private seededRefId(index: number): string {
    return REF_PREFIX + hex8(this.refPerm.forward(index));
  }

  private seededNetwork(index: number): keyof typeof NETWORKS {
    return hash32(this.seed, S, index, 11) % 5 === 0 ? "POLYGON_POS" : "ETHEREUM";
  }

  private seededLabel(index: number): string | undefined {
    return hash32(this.seed, S, index, 12) % 5 === 0 ? `wallet-${hash32(this.seed, S, index, 13) % 1000}` : undefined;
  }

  private seededAddress(index: number): string {
    const h = (salt: number) => hash32(this.seed, S, index, salt);
    return `0x${hex8(h(20))}${hex8(h(21))}${hex8(h(22))}${hex8(h(23))}${hex8(h(24))}`;
  }

  private materialise(index: number): DepositAddress {
    const account = this.accounts[index] as number;
    const identity = identityOfAccount(account);
    const profile = profileOfIdentity(identity);
    const network = this.seededNetwork(index);
    const label = this.seededLabel(index);
    return {
      id: this.seededId(index),
      profile_id: this.pools.profileIds[profile] as string,
      customer_id: this.pools.customerIds[customerOfProfile(profile)] as string,
      identity_id: this.pools.identityIds[identity] as string,
      account_id: this.pools.accountIds[account] as string,
      ref_id: this.seededRefId(index),
      crypto_network: network,
      address: this.seededAddress(index),
      conversion_target_asset: "USD",
      compatible_crypto_networks: [...NETWORKS[network]],
      metadata: label === undefined ? {} : { label },
      created_at: this.seededCreatedAt(index),
    };
  }
}
