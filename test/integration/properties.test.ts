/**
 * Property tests over every operation's inputs, through the SDK over real HTTP against the mock. The
 * arbitraries mix valid and invalid values (limits around the bounds, arrays of 0–120 ids, metadata of
 * 0–8 pairs of 0–120 characters, decimal-ish strings, Decimals and look-alikes, valid and invalid date
 * strings and Dates, unknown keys, unicode including lone surrogates). For every input:
 *
 * 1. whatever the SDK accepts, the mock accepts as far as the section-8 limits go (no 400 from those
 *    checks: the SDK checks them before sending);
 * 2. whatever the SDK refuses (ValidationError) never reaches the mock (requests counted by a `fetch`
 *    wrapper given as the client's `fetch` option);
 * 3. nothing the SDK throws is anything but a PaxosError.
 *
 * Other 400s of the mock (its own choices where the contract is silent, e.g. an empty filter value) are
 * allowed, counted, and printed at the end.
 */
import Decimal from "decimal.js";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BadRequestError, type Paxos, PaxosError, ValidationError } from "../../src/index";
import type { MockServer } from "../../src/mock/index";
import { client, RequestLog, startMock } from "./support";
import { SANDBOX_WIRE } from "../support/sandbox-wire";

const NUM_RUNS = 150;
/** A UTF-16 surrogate without its partner: a string that is not well-formed Unicode. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const ARRAY_FILTERS = ["profile_ids", "identity_ids", "ids", "ref_ids", "account_ids"] as const;

let mock: MockServer;
let log: RequestLog;
let paxos: Paxos;

beforeAll(async () => {
  mock = await startMock({ seed: 7 });
  log = new RequestLog();
  paxos = client(mock, { fetch: log.fetch, maxRetries: 0 });
});

afterAll(async () => {
  await mock.close();
  printStats();
});

beforeEach(() => {
  mock.api.faults.clear();
});

// ---------------------------------------------------------------------------
// The checks.
// ---------------------------------------------------------------------------

/** True when a 400 of the mock comes from one of the section-8 limit checks the SDK must make first. */
function isSectionEight(meta: Record<string, unknown> | undefined): boolean {
  const rule = String(meta?.rule ?? "");
  const field = String(meta?.field ?? "");
  if (field === "metadata" || field.startsWith("metadata.")) return true; // pairs, lengths, string values
  if ((ARRAY_FILTERS as readonly string[]).includes(field) && rule === "maxItems") return true;
  if (field === "limit") return true; // bounds and integer type
  if (rule === "exclusive") return true; // ref_ids / payment_ids alone
  if (field === "asset") return true; // USD-only sandbox deposits
  if (field === "id" && rule === "format") return true; // UUID path id
  return false;
}

interface OperationStats {
  runs: number;
  refused: number;
  accepted: number;
  otherBadRequests: Map<string, number>;
}
const stats = new Map<string, OperationStats>();

function statsOf(operation: string): OperationStats {
  let entry = stats.get(operation);
  if (!entry) {
    entry = { runs: 0, refused: 0, accepted: 0, otherBadRequests: new Map() };
    stats.set(operation, entry);
  }
  return entry;
}

/** Runs one call and checks the three properties. */
async function check(operation: string, call: () => Promise<unknown>): Promise<void> {
  const entry = statsOf(operation);
  entry.runs++;
  const before = log.api().length;
  let error: unknown;
  try {
    await call();
  } catch (caught) {
    error = caught;
  }
  const sent = log.api().length - before;
  if (error !== undefined && !(error instanceof PaxosError)) {
    throw new Error(`${operation} threw a ${(error as Error)?.constructor?.name ?? typeof error}, not a PaxosError: ${String(error)}`);
  }
  if (error instanceof ValidationError) {
    entry.refused++;
    expect(sent, `${operation}: refused (${error.message}) yet ${sent} request(s) reached the mock`).toBe(0);
    return;
  }
  entry.accepted++;
  expect(sent, `${operation}: accepted but nothing reached the mock (${String(error)})`).toBeGreaterThanOrEqual(1);
  if (error instanceof BadRequestError) {
    expect(isSectionEight(error.meta), `${operation}: the SDK sent what the mock refuses by a section-8 limit: ${error.message}`).toBe(false);
    const key = `${String(error.meta?.field)} ${String(error.meta?.rule)}`;
    entry.otherBadRequests.set(key, (entry.otherBadRequests.get(key) ?? 0) + 1);
  }
}

function printStats(): void {
  const lines = [...stats].map(([operation, s]) => {
    const others = [...s.otherBadRequests].map(([k, n]) => `${k}×${n}`).join(", ") || "none";
    return `${operation.padEnd(28)} runs ${String(s.runs).padStart(4)}  refused ${String(s.refused).padStart(4)}  sent ${String(s.accepted).padStart(4)}  other mock 400s: ${others}`;
  });
  console.log(`\nProperty runs (refused = ValidationError, never sent):\n${lines.join("\n")}\n`);
}

/** Both outcomes must occur, or the arbitraries test nothing. */
function expectBothOutcomes(operation: string): void {
  const s = statsOf(operation);
  expect(s.refused, `${operation}: no input was refused`).toBeGreaterThan(0);
  expect(s.accepted, `${operation}: no input was accepted`).toBeGreaterThan(0);
}

// ---------------------------------------------------------------------------
// Arbitraries.
// ---------------------------------------------------------------------------

/** A code point, now and then a lone surrogate or an astral character. */
const unit = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom("é", "😀", "\u0000", "\uD800", "\uDFFF", "%", "&", "=", "/", "..") },
);
/** A string of exactly 0–`max` units. */
const text = (max: number) => fc.integer({ min: 0, max }).chain((n) => fc.string({ unit, minLength: n, maxLength: n }));
/** Mostly short strings, sometimes right around a length limit. */
const textAround = (limit: number, max: number) =>
  fc.oneof({ weight: 3, arbitrary: text(12) }, { weight: 2, arbitrary: fc.integer({ min: limit - 2, max }).chain((n) => fc.string({ unit, minLength: n, maxLength: n })) });

/** Mostly valid, often right at a bound, now and then not an integer at all. */
const limitArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 1, max: 1000 }) },
  { weight: 3, arbitrary: fc.oneof(fc.integer({ min: -2, max: 3 }), fc.integer({ min: 997, max: 1003 })) },
  { weight: 1, arbitrary: fc.constantFrom(0, -0, 1.5, 999.999, Number.NaN, Number.POSITIVE_INFINITY, 1e3, 2 ** 31, "10", null, true) },
);
const orderArb: fc.Arbitrary<unknown> = fc.oneof({ weight: 6, arbitrary: fc.constantFrom("ASC", "DESC") }, { weight: 1, arbitrary: fc.constantFrom("asc", "", "RANDOM", 1) });
const orderByArb: fc.Arbitrary<unknown> = fc.oneof({ weight: 6, arbitrary: fc.constant("CREATED_AT") }, { weight: 1, arbitrary: fc.constantFrom("created_at", "UPDATED_AT") });

/** RFC 3339 strings the service accepts: every offset form, 0–9 fraction digits. */
const validDateString = fc
  .tuple(
    fc.date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2099-12-31T23:59:59Z"), noInvalidDate: true }),
    fc.stringMatching(/^[0-9]{0,9}$/),
    fc.constantFrom("Z", "z", "+00:00", "-00:00", "+05:30", "-08:00"),
  )
  .map(([date, fraction, zone]) => {
    const offsetMinutes = zone.length === 1 ? 0 : (zone[0] === "-" ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
    const local = new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
    return `${local}${fraction ? `.${fraction}` : ""}${zone}`;
  });
/** Strings that are not RFC 3339 date-times, by shape or by calendar. */
const invalidDateString = fc.constantFrom(
  "2026-02-30T00:00:00Z",
  "2026-13-01T00:00:00Z",
  "2026-01-01T24:00:00Z",
  "2026-01-01T00:00:00+24:00",
  "2026-01-01 00:00:00Z",
  "2026-01-01",
  "2026-01-01T00:00:00",
  "2026-01-01T00:00:00.1234567890Z",
  "+002026-01-01T00:00:00Z",
  "yesterday",
  "",
  "1740830400",
);
const dateInput: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 10, arbitrary: validDateString },
  { weight: 4, arbitrary: fc.date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2099-12-31T23:59:59Z") }) },
  { weight: 2, arbitrary: invalidDateString },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: false }) },
  { weight: 1, arbitrary: fc.oneof(text(25), fc.integer(), fc.constant(null)) },
);
/** Zero to two comparisons (more would rarely match anything), sometimes a malformed filter. */
const timeFilterArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 12, arbitrary: fc.dictionary(fc.constantFrom("lt", "lte", "eq", "gte", "gt"), dateInput, { maxKeys: 2 }) },
  { weight: 1, arbitrary: fc.record({ ne: dateInput }) },
  { weight: 1, arbitrary: fc.oneof(dateInput, fc.constant([])) },
);

/** Decimal-ish amounts: valid strings, near misses, Decimals (finite or not), look-alikes, numbers. */
const validDecimal = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.option(fc.stringMatching(/^[0-9]{1,24}$/), { nil: undefined }))
  .map(([whole, fraction]) => (fraction === undefined ? whole.toString() : `${whole}.${fraction}`));
/** Positive-or-zero decimals with at most two decimals (the sandbox deposit's amounts). */
const validCents = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.option(fc.stringMatching(/^[0-9]{1,2}$/), { nil: undefined }))
  .map(([whole, fraction]) => (fraction === undefined ? whole.toString() : `${whole}.${fraction}`));
class FakeDecimal {
  constructor(private readonly text: string) {}
  toFixed(): string {
    return this.text;
  }
  isFinite(): boolean {
    return true;
  }
}
const amountArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 16, arbitrary: validDecimal },
  { weight: 3, arbitrary: fc.constantFrom("1e5", "-1", "1.", ".5", "0", "0.00", "00.10", "1,5", " 1", "1 ", "+1", "１", "٣", "NaN", "Infinity", "0x10", "1_000", "") },
  { weight: 2, arbitrary: fc.oneof(fc.constantFrom("1e5", "-1", "0", "NaN", "Infinity", "-Infinity", "1e-30", "123.456", "1e40"), fc.double()).map((v) => new Decimal(v)) },
  { weight: 1, arbitrary: fc.constantFrom(new FakeDecimal("12.5"), new FakeDecimal("1e5"), { toFixed: () => "1", isFinite: () => true }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), text(8), fc.constant(null)) },
);

/** Keys an operation does not have (misspelt, or wrong case), with any value. */
const unknownKeys = fc.dictionary(fc.constantFrom("foo", "Limit", "refIds", "created", "__extra", "page_size"), fc.jsonValue(), { maxKeys: 2 });
/** Sometimes merges unknown keys into `record`. */
function withUnknownKeys<T extends object>(record: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 12, arbitrary: record }, { weight: 1, arbitrary: fc.tuple(record, unknownKeys).map(([r, extra]) => ({ ...r, ...extra })) });
}
/** Whole inputs that are not objects at all (checked apart, see the last describe block). */
const notAnObject = fc.constantFrom<unknown>(null, 42, "params", [], [1], true, 0n, Symbol("s"), () => undefined);

// ---------------------------------------------------------------------------
// One property per operation.
// ---------------------------------------------------------------------------

describe("SDK validation against the mock, per operation", () => {
  it("depositAddresses.list", async () => {
    const store = mock.api.store;
    const poolValue = fc.constantFrom(...store.ids.profileIds, ...store.ids.identityIds, ...store.ids.accountIds);
    const filterValue = fc.oneof({ weight: 4, arbitrary: poolValue }, { weight: 3, arbitrary: fc.uuid() }, { weight: 2, arbitrary: text(8) });
    // One filter array of 0–120 values, at most one more short one (a URL with five arrays of 100 values
    // would exceed the mock's request-header limit — a transport limit, not a contract one).
    const arrays = fc
      .tuple(
        fc.constantFrom(...ARRAY_FILTERS),
        fc.array(filterValue, { maxLength: 120 }),
        fc.option(fc.tuple(fc.constantFrom(...ARRAY_FILTERS), fc.array(filterValue, { maxLength: 5 })), { nil: undefined }),
      )
      .map(([name, values, more]) => ({ [name]: values, ...(more ? { [more[0]]: more[1] } : {}) }));
    const params = fc
      .tuple(
        fc.option(arrays, { freq: 2, nil: undefined }),
        fc.record(
          {
            created_at: timeFilterArb,
            limit: limitArb,
            order: orderArb,
            order_by: orderByArb,
            page_cursor: fc.option(fc.constantFrom("", "garbage", "eyJ2IjoxfQ"), { freq: 10, nil: undefined }),
          },
          { requiredKeys: [] },
        ),
      )
      .map(([a, rest]) => ({ ...a, ...rest }));
    await fc.assert(
      fc.asyncProperty(withUnknownKeys(params), (input) =>
        check("depositAddresses.list", async () => {
          await paxos.depositAddresses.list(input as never);
        }),
      ),
      { numRuns: NUM_RUNS },
    );
    expectBothOutcomes("depositAddresses.list");
  });

  it("payments.list", async () => {
    const store = mock.api.store;
    const payments = [...store.payments.values()].slice(0, 50);
    const refId = fc.oneof(fc.constantFrom(...payments.map((p) => p.ref_id)), text(10));
    const paymentId = fc.oneof(fc.constantFrom(...payments.map((p) => p.id)), fc.uuid(), text(10));
    const byCustomer = fc.record(
      {
        customer_id: fc.oneof(fc.constantFrom(...store.ids.customerIds), text(10)),
        product: fc.constantFrom("USDG_REWARDS", "OTHER", ""),
        payment_status: fc.constantFrom("PAYMENT_STATUS_PENDING", "PAYMENT_STATUS_COMPLETED", "PAYMENT_STATUS_FAILED", "FAILED"),
        limit: limitArb,
        order: orderArb,
      },
      { requiredKeys: [] },
    );
    const params = fc.oneof(
      fc.record({ ref_ids: fc.array(refId, { maxLength: 120 }) }),
      fc.record({ payment_ids: fc.array(paymentId, { maxLength: 120 }) }),
      byCustomer,
      // The exclusive ones mixed with others.
      fc.tuple(fc.record({ ref_ids: fc.array(refId, { maxLength: 3 }), payment_ids: fc.array(paymentId, { maxLength: 3 }) }, { requiredKeys: [] }), byCustomer).map(
        ([a, b]) => ({ ...a, ...b }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(withUnknownKeys(params), (input) =>
        check("payments.list", async () => {
          await paxos.payments.list(input as never);
        }),
      ),
      { numRuns: NUM_RUNS },
    );
    expectBothOutcomes("payments.list");
  });

  it("identity.listAccounts", async () => {
    const identities = mock.api.store.ids.identityIds;
    const params = fc.record(
      {
        identity_id: fc.oneof(fc.constantFrom(...identities), text(10)),
        created_at: timeFilterArb,
        updated_at: timeFilterArb,
        limit: limitArb,
        order: orderArb,
        order_by: orderByArb,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(withUnknownKeys(params), (input) =>
        check("identity.listAccounts", async () => {
          await paxos.identity.listAccounts(input as never);
        }),
      ),
      { numRuns: NUM_RUNS },
    );
    expectBothOutcomes("identity.listAccounts");
  });

  it("market.listTickers (its only input: the per-call options)", async () => {
    const options = fc.record(
      {
        timeout: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.constantFrom(Number.NaN, 1.5, 2 ** 31, 5_000, 60_000)),
        maxRetries: fc.oneof(fc.integer({ min: -1, max: 11 }), fc.constantFrom(Number.NaN, 0.5)),
        headers: fc.dictionary(fc.constantFrom("x-test", "x-request-id", "accept-language"), fc.string({ unit: "grapheme-ascii", maxLength: 5 }), { maxKeys: 2 }),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(options, (input) =>
        check("market.listTickers", async () => {
          await paxos.market.listTickers(input as never);
        }),
      ),
      { numRuns: 60 },
    );
    expectBothOutcomes("market.listTickers");
  });

  it("settlement.createTransaction", async () => {
    const profiles = mock.api.store.ids.profileIds;
    const leg = withUnknownKeys(
      fc.record(
        {
          direction: fc.oneof({ weight: 8, arbitrary: fc.constant("DELIVER") }, { weight: 1, arbitrary: fc.constantFrom("deliver", "RECEIVE", "", 7) }),
          asset: fc.oneof({ weight: 8, arbitrary: fc.constantFrom("USD", "BTC", "ETH", "USDG") }, { weight: 1, arbitrary: fc.constantFrom("", null) }),
          amount: amountArb,
        },
        { requiredKeys: ["direction", "asset", "amount"] },
      ),
    );
    const futureDate = fc.date({ min: new Date("2026-03-02T00:00:00Z"), max: new Date("2030-01-01T00:00:00Z"), noInvalidDate: true });
    const body = fc.record(
      {
        ref_id: fc.oneof(fc.uuid(), text(20)),
        source_profile_id: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...profiles) }, { weight: 1, arbitrary: text(6) }),
        target_profile_id: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...profiles) }, { weight: 1, arbitrary: text(6) }),
        legs: fc.oneof({ weight: 6, arbitrary: fc.array(leg, { minLength: 1, maxLength: 3 }) }, { weight: 1, arbitrary: fc.constantFrom([], null, "legs") }),
        settlement_window_start: fc.option(dateInput, { freq: 3, nil: undefined }),
        settlement_window_end: fc.oneof({ weight: 3, arbitrary: futureDate }, { weight: 3, arbitrary: futureDate.map((d) => d.toISOString()) }, { weight: 2, arbitrary: dateInput }),
      },
      { requiredKeys: ["source_profile_id", "target_profile_id", "legs"] },
    );
    await fc.assert(
      fc.asyncProperty(withUnknownKeys(body), (input) =>
        check("settlement.createTransaction", async () => {
          await paxos.settlement.createTransaction(input as never);
        }),
      ),
      { numRuns: NUM_RUNS },
    );
    expectBothOutcomes("settlement.createTransaction");
  });

  it("fiatAccounts.update", async () => {
    const ids = [...mock.api.store.fiatAccounts.keys()];
    const id = fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...ids) },
      { weight: 1, arbitrary: fc.constantFrom(...ids).map((s) => s.toUpperCase()) },
      { weight: 2, arbitrary: fc.uuid() },
      { weight: 2, arbitrary: fc.oneof(text(40), fc.constantFrom("", ".", "..", "../x", "not-a-uuid")) },
    );
    // 0–8 pairs, keys and values of 0–120 characters; now and then a value that is not a string.
    const metadata = fc.oneof(
      { weight: 8, arbitrary: fc.dictionary(textAround(100, 120), textAround(100, 120), { maxKeys: 8 }) },
      { weight: 8, arbitrary: fc.dictionary(text(20), text(20), { maxKeys: 6 }) },
      { weight: 1, arbitrary: fc.dictionary(text(5), fc.oneof(fc.integer(), fc.boolean(), fc.constant(null)), { minKeys: 1, maxKeys: 3 }) },
      { weight: 1, arbitrary: fc.constantFrom(null, "meta", []) },
    );
    const person = fc.record({ first_name: text(15), last_name: text(15) }, { requiredKeys: [] });
    const owner = fc.oneof(
      fc.record({ person_details: person }),
      fc.record({ institution_details: fc.record({ name: text(30) }, { requiredKeys: [] }) }),
      fc.constantFrom({}, { person_details: { first_name: "A" }, institution_details: { name: "B" } }, { person_details: { age: 3 } }, null),
    );
    const body = fc.record({ metadata, fiat_account_owner: owner }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(id, withUnknownKeys(body), (accountId, input) =>
        check("fiatAccounts.update", async () => {
          await paxos.fiatAccounts.update(accountId, input as never);
        }),
      ),
      { numRuns: NUM_RUNS },
    );
    expectBothOutcomes("fiatAccounts.update");
  });

  it("sandbox.createFiatDeposit", async () => {
    const memos = mock.api.store.memoIds;
    const body = fc.record(
      {
        // The sandbox takes at most two decimals: mostly such amounts, sometimes any amount.
        amount: fc.oneof({ weight: 3, arbitrary: validCents }, { weight: 2, arbitrary: amountArb }),
        asset: fc.oneof({ weight: 6, arbitrary: fc.constant("USD") }, { weight: 1, arbitrary: fc.constantFrom("usd", "EUR", "USDG", "", undefined) }),
        memo_id: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...memos) }, { weight: 1, arbitrary: text(12) }),
        fiat_account_owner: fc.oneof(
          { weight: 6, arbitrary: fc.record({ institution_details: fc.record({ name: text(20) }) }) },
          { weight: 1, arbitrary: fc.constantFrom("owner", { institution_details: { name: 5 } }) },
        ),
        fiat_network_instructions: fc.oneof(
          { weight: 6, arbitrary: fc.constant(SANDBOX_WIRE) },
          { weight: 2, arbitrary: fc.record({ cbit: fc.record({ wallet_address: text(42) }) }) },
          { weight: 1, arbitrary: fc.constantFrom({ wire: { account_number: "1" } }, { scb: {} }, { wire: SANDBOX_WIRE.wire, status: "PENDING" }, "wire") },
        ),
      },
      { requiredKeys: ["amount", "asset", "memo_id"] },
    );
    await fc.assert(
      fc.asyncProperty(withUnknownKeys(body), (input) =>
        check("sandbox.createFiatDeposit", async () => {
          await paxos.sandbox.createFiatDeposit(input as never);
        }),
      ),
      { numRuns: NUM_RUNS },
    );
    expectBothOutcomes("sandbox.createFiatDeposit");
  });

  it("apiCreds.deleteCredentials (never a registered client)", async () => {
    const registered = new Set(Object.values(mock.clients).map((c) => c.clientId));
    const clientId: fc.Arbitrary<unknown> = fc.oneof(
      { weight: 6, arbitrary: text(30).filter((s) => !registered.has(s) && !LONE_SURROGATE.test(s)) },
      { weight: 2, arbitrary: fc.constantFrom("", ".", "..", "a/b", "%2e%2e", "?x=1", "#frag", " ", "nobody") },
      { weight: 1, arbitrary: fc.constantFrom(null, 42, undefined, {}) },
    );
    await fc.assert(
      fc.asyncProperty(clientId, (id) =>
        check("apiCreds.deleteCredentials", async () => {
          await paxos.apiCreds.deleteCredentials(id as never);
        }),
      ),
      { numRuns: NUM_RUNS },
    );
    expectBothOutcomes("apiCreds.deleteCredentials");
    for (const id of registered) expect(mock.api.store.apiCredentials.has(id)).toBe(true);
  });
});

describe("date-time checks agree with the mock's", () => {
  /** Whether the mock itself accepts `value` as a created_at bound (plain fetch, no SDK). */
  async function mockAccepts(value: string, token: string): Promise<boolean> {
    const url = new URL(`${mock.baseUrl}/transfer/deposit-addresses`);
    url.searchParams.set("limit", "1");
    url.searchParams.set("created_at.gte", value);
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.status !== 200 && response.status !== 400) throw new Error(`unexpected ${response.status}`);
    return response.status === 200;
  }

  it("a date-time string is refused by the SDK exactly when the mock refuses it", async () => {
    const token = mock.api.oauth.issue(mock.clientId).access_token;
    const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, "0"));
    // RFC 3339 shape with fields that may be out of range (month 13, day 31 in April, hour 24 …);
    // leap seconds (:60) are left out — the mock refuses them as a known limitation.
    const candidate = fc
      .tuple(
        fc.integer({ min: 1970, max: 2100 }),
        two(14),
        two(33),
        two(25),
        two(61),
        two(59),
        fc.stringMatching(/^(\.[0-9]{1,9})?$/),
        fc.oneof(fc.constantFrom("Z", "z"), fc.tuple(fc.constantFrom("+", "-"), two(25), two(61)).map(([s, h, m]) => `${s}${h}:${m}`)),
      )
      .map(([y, mo, d, h, mi, s, fraction, zone]) => `${y}-${mo}-${d}T${h}:${mi}:${s}${fraction}${zone}`);
    await fc.assert(
      fc.asyncProperty(candidate, async (value) => {
        let sdkAccepts = true;
        try {
          await paxos.depositAddresses.list({ limit: 1, created_at: { gte: value } });
        } catch (error) {
          if (error instanceof ValidationError) sdkAccepts = false;
          else if (!(error instanceof BadRequestError)) throw error;
        }
        const serviceAccepts = await mockAccepts(value, token);
        expect(sdkAccepts, `${value}: SDK ${sdkAccepts ? "accepts" : "refuses"}, the mock ${serviceAccepts ? "accepts" : "refuses"}`).toBe(serviceAccepts);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe("inputs that are not what the signature says", () => {
  /** Every operation, called with `value` in the place of its whole input. */
  const calls: Record<string, (value: unknown) => Promise<unknown>> = {
    "depositAddresses.list": async (v) => paxos.depositAddresses.list(v as never),
    "payments.list": async (v) => paxos.payments.list(v as never),
    "identity.listAccounts": async (v) => paxos.identity.listAccounts(v as never),
    "settlement.createTransaction": (v) => paxos.settlement.createTransaction(v as never),
    "fiatAccounts.update (body)": (v) => paxos.fiatAccounts.update([...mock.api.store.fiatAccounts.keys()][0]!, v as never),
    "fiatAccounts.update (id)": (v) => paxos.fiatAccounts.update(v as never, { metadata: {} }),
    "sandbox.createFiatDeposit": (v) => paxos.sandbox.createFiatDeposit(v as never),
    "apiCreds.deleteCredentials": (v) => paxos.apiCreds.deleteCredentials(v as never),
  };

  const PATH_PARAMETER_CALLS = ["fiatAccounts.update (id)", "apiCreds.deleteCredentials"];

  it("a whole input that is not an object is refused with a ValidationError, and nothing is sent", async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(calls)), notAnObject, async (operation, given) => {
        // For a path parameter, the signature's type is a string: give an object instead.
        const value = PATH_PARAMETER_CALLS.includes(operation) && typeof given === "string" ? { id: given } : given;
        const before = log.api().length;
        let outcome: string;
        try {
          await calls[operation]!(value);
          outcome = "resolved";
        } catch (error) {
          outcome = error instanceof ValidationError ? "ValidationError" : `${(error as Error)?.constructor?.name}: ${(error as Error)?.message}`;
        }
        const sent = log.api().length - before;
        if (outcome !== "ValidationError" || sent !== 0) {
          const shown = typeof value === "bigint" ? `${value}n` : typeof value === "symbol" || typeof value === "function" ? String(value) : JSON.stringify(value);
          failures.push(`${operation}(${shown}) → ${outcome}, ${sent} request(s) sent`);
        }
      }),
      { numRuns: 250 },
    );
    expect([...new Set(failures)].sort()).toEqual([]);
  });

  it("a path parameter that is not well-formed Unicode (a lone surrogate) is a PaxosError, not a URIError", async () => {
    const clientId = fc
      .tuple(text(10), fc.constantFrom("\uD800", "\uDBFF", "\uDC00", "\uDFFF"), text(10))
      .map(([a, lone, b]) => `${a}${lone}${b}`)
      .filter((s) => LONE_SURROGATE.test(s));
    await fc.assert(
      fc.asyncProperty(clientId, (id) => check("apiCreds.deleteCredentials", () => paxos.apiCreds.deleteCredentials(id))),
      { numRuns: 20 },
    );
  });
});
