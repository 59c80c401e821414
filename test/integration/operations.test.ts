/**
 * Every operation end to end: the SDK over real HTTP against the loopback mock, each filter checked
 * against the mock's store (the filtered set equals the store filtered by hand, in the server's order).
 */
import Decimal from "decimal.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AlreadyExistsError, AuthenticationError, BadRequestError, NotFoundError, Paxos, ValidationError } from "../../src/index";
import type { MockServer } from "../../src/mock/index";
import {
  canonicalOfDate,
  client,
  collect,
  FAST_BACKOFF,
  idsOf,
  inRange,
  RequestLog,
  startMock,
  storeDepositAddresses,
  storeIdentityAccounts,
  storePayments,
  type CanonicalRange,
} from "./support";
import { SANDBOX_WIRE } from "../support/sandbox-wire";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;

let mock: MockServer;
let log: RequestLog;
let paxos: Paxos;

beforeAll(async () => {
  mock = await startMock();
  log = new RequestLog();
  paxos = client(mock, { fetch: log.fetch });
});

afterAll(async () => {
  await mock.close();
});

beforeEach(() => {
  mock.api.faults.clear();
  log.clear();
});

/** DESC is the service's default order: newest first, ties by id descending. */
function desc<T>(ascending: readonly T[]): T[] {
  return [...ascending].reverse();
}

describe("depositAddresses.list", () => {
  const walk = (params: Parameters<Paxos["depositAddresses"]["list"]>[0]) => collect(paxos.depositAddresses.list(params));

  it("profile_ids: every item has one of the profiles; the set equals the store's, newest first", async () => {
    const profiles = mock.api.store.ids.profileIds.slice(0, 2);
    const got = await walk({ profile_ids: profiles, limit: 250 });
    expect(got.length).toBeGreaterThan(0);
    for (const address of got) expect(profiles).toContain(address.profile_id);
    const expected = desc(storeDepositAddresses(mock).filter((a) => profiles.includes(a.profile_id)));
    expect(idsOf(got)).toEqual(idsOf(expected));
    // Repeated keys on the wire, one per value.
    expect(log.api("/transfer/deposit-addresses")[0]!.query.getAll("profile_ids")).toEqual(profiles);
  });

  it("identity_ids and account_ids (AND across filters, OR within one)", async () => {
    const identities = mock.api.store.ids.identityIds.slice(0, 4);
    const byIdentity = await walk({ identity_ids: identities, limit: 1000 });
    expect(idsOf(byIdentity)).toEqual(idsOf(desc(storeDepositAddresses(mock).filter((a) => identities.includes(a.identity_id)))));

    const accounts = mock.api.store.ids.accountIds.slice(0, 6);
    const byAccount = await walk({ account_ids: accounts });
    expect(byAccount.length).toBeGreaterThan(0);
    expect(idsOf(byAccount)).toEqual(idsOf(desc(storeDepositAddresses(mock).filter((a) => accounts.includes(a.account_id)))));

    const both = await walk({ identity_ids: identities, account_ids: accounts });
    const expected = storeDepositAddresses(mock).filter((a) => identities.includes(a.identity_id) && accounts.includes(a.account_id));
    expect(idsOf(both)).toEqual(idsOf(desc(expected)));
  });

  it("ids: exactly the addresses asked for (unknown ids match nothing), in the server's order", async () => {
    const all = storeDepositAddresses(mock);
    const picked = [all[0]!, all[17]!, all[999]!, all[all.length - 1]!];
    const unknown = "00000000-0000-4000-8000-000000000000";
    const got = await walk({ ids: [...idsOf(picked), unknown] });
    expect(idsOf(got)).toEqual(idsOf(desc(picked)));
    expect(got).toEqual(desc(picked));
  });

  it("ref_ids: exactly the addresses with those client references", async () => {
    const all = storeDepositAddresses(mock);
    const picked = [all[5]!, all[500]!, all[1500]!];
    const got = await walk({ ref_ids: picked.map((a) => a.ref_id), order: "ASC" });
    expect(got).toEqual(picked);
  });

  describe("created_at comparisons", () => {
    const all = () => storeDepositAddresses(mock);
    const check = async (filter: Record<string, string | Date>, range: CanonicalRange, order: "ASC" | "DESC" = "DESC") => {
      const got = await walk({ created_at: filter, order, limit: 1000 });
      for (const address of got) expect(inRange(address.created_at!, range)).toBe(true);
      const expected = all().filter((a) => inRange(a.created_at, range));
      expect(idsOf(got)).toEqual(idsOf(order === "ASC" ? expected : desc(expected)));
      return got;
    };

    it("gte / gt with a nanosecond string: the boundary item is included, then excluded", async () => {
      const boundary = all()[1200]!.created_at; // canonical, nine fraction digits
      expect(boundary).toMatch(/\.\d{9}Z$/);
      const inclusive = await check({ gte: boundary }, { gte: boundary });
      const exclusive = await check({ gt: boundary }, { gt: boundary });
      expect(inclusive.length - exclusive.length).toBe(all().filter((a) => a.created_at === boundary).length);
      expect(inclusive.at(-1)!.created_at).toBe(boundary);
    });

    it("lt / lte with a nanosecond string differing in the last digit only", async () => {
      const boundary = all()[300]!.created_at;
      const justAfter = boundary.replace(/(\d)Z$/, (_, d: string) => `${d === "9" ? "9" : String(Number(d) + 1)}Z`);
      await check({ lt: boundary }, { lt: boundary }, "ASC");
      await check({ lte: boundary }, { lte: boundary }, "ASC");
      const lte = await check({ lt: justAfter }, { lt: justAfter }, "ASC");
      expect(lte.at(-1)!.created_at! <= justAfter).toBe(true);
    });

    it("eq with a nanosecond string selects exactly the items created at that instant", async () => {
      const boundary = all()[777]!.created_at;
      const got = await check({ eq: boundary }, { eq: boundary });
      expect(got.length).toBeGreaterThanOrEqual(1);
    });

    it("a Date bound (millisecond precision) and a range combined with another filter", async () => {
      const from = new Date(Date.parse(all()[400]!.created_at));
      const to = new Date(Date.parse(all()[1600]!.created_at));
      const range = { gte: canonicalOfDate(from), lt: canonicalOfDate(to) };
      await check({ gte: from, lt: to }, range);
      expect(log.api("/transfer/deposit-addresses")[0]!.query.get("created_at.gte")).toBe(from.toISOString());

      const profile = mock.api.store.ids.profileIds[3]!;
      const got = await walk({ profile_ids: [profile], created_at: { gte: from, lt: to } });
      const expected = all().filter((a) => a.profile_id === profile && inRange(a.created_at, range));
      expect(idsOf(got)).toEqual(idsOf(desc(expected)));
    });

    it("a string with an offset and fewer fraction digits means the same instant", async () => {
      // 2026-..T10:00:00.5+02:00 is 08:00:00.500000000Z; the SDK sends it verbatim, the service normalises it.
      const canonical = all()[900]!.created_at;
      const ms = Date.parse(canonical);
      const shifted = new Date(ms + 2 * 3600_000).toISOString().slice(0, 19);
      const fraction = canonical.slice(20, 29).replace(/0+$/, "") || "0";
      const offsetForm = `${shifted}.${fraction}+02:00`;
      await check({ gte: offsetForm }, { gte: canonical });
    });
  });

  it("order ASC / DESC: the store's order and its reverse", async () => {
    const ascending = await walk({ order: "ASC", limit: 1000 });
    const descending = await walk({ order: "DESC", limit: 1000 });
    expect(idsOf(ascending)).toEqual(idsOf(storeDepositAddresses(mock)));
    expect(idsOf(descending)).toEqual(idsOf(desc(storeDepositAddresses(mock))));
    expect(ascending).toEqual(storeDepositAddresses(mock));
    const byDefault = await walk({ order_by: "CREATED_AT" });
    expect(idsOf(byDefault)).toEqual(idsOf(descending));
  });

  it("limit: page sizes, the default of 100, the maximum of 1000, and resuming from a saved cursor", async () => {
    const first = await paxos.depositAddresses.list({ limit: 37 });
    expect(first.items).toHaveLength(37);
    expect(first.hasNextPage()).toBe(true);
    const resumed = await paxos.depositAddresses.list({ limit: 37, page_cursor: first.nextPageCursor! });
    const expected = desc(storeDepositAddresses(mock)).slice(37, 74);
    expect(resumed.items).toEqual(expected);
    expect((await first.getNextPage()).items).toEqual(expected);

    expect((await paxos.depositAddresses.list()).items).toHaveLength(100);
    expect((await paxos.depositAddresses.list({ limit: 1000 })).items).toHaveLength(1000);
    const one = await paxos.depositAddresses.list({ limit: 1, order: "ASC" });
    expect(one.items).toEqual([storeDepositAddresses(mock)[0]]);
  });

  it("an empty filter array matches nothing: never every address (refusing it would do too)", async () => {
    // `ids: []` asks for the addresses whose id is in the empty set. Whatever comes back must match the
    // filter, so the only right answers are no items or a ValidationError — not the unfiltered list.
    for (const name of ["ids", "ref_ids", "profile_ids", "identity_ids", "account_ids"] as const) {
      const outcome = await paxos.depositAddresses.list({ [name]: [] }).then(
        (page) => `${page.items.length} items`,
        (error: unknown) => (error instanceof ValidationError ? "ValidationError" : String(error)),
      );
      expect(["0 items", "ValidationError"], `${name}: []`).toContain(outcome);
    }
  });

  it("the last page has no cursor, and the walk ends there", async () => {
    const pages = [];
    for await (const page of paxos.depositAddresses.list({ limit: 999 }).pages()) pages.push(page);
    expect(pages).toHaveLength(Math.ceil(mock.api.store.depositAddresses.size / 999));
    expect(pages.at(-1)!.nextPageCursor).toBeNull();
    expect(pages.slice(0, -1).every((p) => p.items.length === 999)).toBe(true);
  });
});

describe("payments.list", () => {
  const walk = (params: Parameters<Paxos["payments"]["list"]>[0]) => collect(paxos.payments.list(params));

  it("customer_id + product: every payment of that customer and product, newest first", async () => {
    const customer = mock.api.store.ids.customerIds[1]!;
    const got = await walk({ customer_id: customer, product: "USDG_REWARDS", limit: 40 });
    const expected = desc(storePayments(mock).filter((p) => p.customer_id === customer && p.product === "USDG_REWARDS"));
    expect(got.length).toBeGreaterThan(40);
    expect(got).toEqual(expected);
    for (const payment of got) expect(payment.payment_amount).toMatch(DECIMAL);
  });

  it("payment_status narrows the customer's list", async () => {
    const customer = mock.api.store.ids.customerIds[0]!;
    for (const status of ["PAYMENT_STATUS_PENDING", "PAYMENT_STATUS_COMPLETED", "PAYMENT_STATUS_FAILED"] as const) {
      const got = await walk({ customer_id: customer, product: "USDG_REWARDS", payment_status: status });
      const expected = storePayments(mock).filter((p) => p.customer_id === customer && p.payment_status === status);
      expect(got.length).toBeGreaterThan(0);
      expect(idsOf(got)).toEqual(idsOf(desc(expected)));
    }
    const all = await walk({ payment_status: "PAYMENT_STATUS_FAILED" });
    expect(idsOf(all)).toEqual(idsOf(desc(storePayments(mock).filter((p) => p.payment_status === "PAYMENT_STATUS_FAILED"))));
  });

  it("ref_ids alone: exactly those payments, sent with no other parameter", async () => {
    const stored = storePayments(mock);
    const picked = [stored[3]!, stored[250]!, stored[499]!];
    const got = await walk({ ref_ids: picked.map((p) => p.ref_id) });
    expect([...got].sort((a, b) => a.id!.localeCompare(b.id!))).toEqual([...picked].sort((a, b) => a.id!.localeCompare(b.id!)));
    const [request] = log.api("/statements/payments");
    expect([...new Set(request!.query.keys())]).toEqual(["ref_ids"]);
  });

  it("payment_ids alone: exactly those payments (unknown ids match nothing)", async () => {
    const stored = storePayments(mock);
    const picked = [stored[10]!, stored[11]!, stored[400]!];
    const got = await walk({ payment_ids: [...idsOf(picked), "00000000-0000-4000-8000-000000000000"] });
    expect(idsOf(got).sort()).toEqual(idsOf(picked).sort());
    expect(got.find((p) => p.id === picked[2]!.id)).toEqual(picked[2]);
  });

  it("an empty ref_ids or payment_ids matches nothing: never every payment", async () => {
    for (const name of ["ref_ids", "payment_ids"] as const) {
      const outcome = await paxos.payments.list({ [name]: [] }).then(
        (page) => `${page.items.length} items`,
        (error: unknown) => (error instanceof ValidationError ? "ValidationError" : String(error)),
      );
      expect(["0 items", "ValidationError"], `${name}: []`).toContain(outcome);
    }
  });

  it("ref_ids with another parameter is refused before sending", async () => {
    await expect(paxos.payments.list({ ref_ids: ["x"], limit: 5 })).rejects.toMatchObject({ name: "ValidationError", field: "ref_ids" });
    expect(log.api()).toHaveLength(0);
  });

  it("order ASC and limit: the store's ascending order, page by page", async () => {
    const first = await paxos.payments.list({ order: "ASC", limit: 7 });
    expect(first.items).toEqual(storePayments(mock).slice(0, 7));
    const walked = await walk({ order: "ASC", limit: 123 });
    expect(walked).toEqual(storePayments(mock));
    const descending = await walk({ order: "DESC", limit: 1000 });
    expect(descending).toEqual(desc(storePayments(mock)));
    expect((await paxos.payments.list()).items).toHaveLength(100);
  });
});

describe("identity.listAccounts", () => {
  const walk = (params: Parameters<Paxos["identity"]["listAccounts"]>[0]) => collect(paxos.identity.listAccounts(params));
  const all = () => storeIdentityAccounts(mock);

  it("identity_id: the accounts of that primary identity", async () => {
    const identity = all()[42]!.identity_id;
    const got = await walk({ identity_id: identity, limit: 3 });
    expect(got.length).toBeGreaterThan(0);
    expect(got).toEqual(desc(all().filter((a) => a.identity_id === identity)));
  });

  it("created_at.* with nanosecond strings", async () => {
    const low = all()[50]!.created_at;
    const high = all()[250]!.created_at;
    const got = await walk({ created_at: { gt: low, lte: high }, order: "ASC" });
    expect(idsOf(got)).toEqual(idsOf(all().filter((a) => inRange(a.created_at, { gt: low, lte: high }))));
    const eq = await walk({ created_at: { eq: all()[100]!.created_at } });
    expect(idsOf(eq)).toEqual(idsOf(desc(all().filter((a) => a.created_at === all()[100]!.created_at))));
  });

  it("updated_at.* with Dates and strings (updated_at is not the sort key)", async () => {
    const sortedUpdates = all().map((a) => a.updated_at).sort();
    const from = new Date(Date.parse(sortedUpdates[60]!));
    const to = sortedUpdates[240]!;
    const range = { gte: canonicalOfDate(from), lt: to };
    const got = await walk({ updated_at: { gte: from, lt: to }, limit: 17 });
    for (const account of got) expect(inRange(account.updated_at!, range)).toBe(true);
    expect(idsOf(got)).toEqual(idsOf(desc(all().filter((a) => inRange(a.updated_at, range)))));
    const eq = await walk({ updated_at: { eq: sortedUpdates[10]! } });
    expect(idsOf(eq)).toEqual(idsOf(desc(all().filter((a) => a.updated_at === sortedUpdates[10]))));
  });

  it("created_at and updated_at together, with identity_id", async () => {
    const identity = all()[7]!.identity_id;
    const created = { lt: all()[280]!.created_at };
    const updated = { gt: all()[20]!.created_at };
    const got = await walk({ identity_id: identity, created_at: created, updated_at: updated });
    const expected = all().filter((a) => a.identity_id === identity && inRange(a.created_at, created) && inRange(a.updated_at, updated));
    expect(idsOf(got)).toEqual(idsOf(desc(expected)));
  });

  it("order and order_by", async () => {
    expect(await walk({ order: "ASC", order_by: "CREATED_AT", limit: 1000 })).toEqual(all());
    expect(await walk({ order: "DESC", order_by: "CREATED_AT", limit: 64 })).toEqual(desc(all()));
    expect(idsOf(await walk({}))).toEqual(idsOf(desc(all())));
  });
});

describe("market.listTickers", () => {
  it("ten markets, every price and amount an exact decimal string, equal to what the service sent", async () => {
    const tickers = await paxos.market.listTickers();
    expect(tickers.map((t) => t.market).sort()).toEqual(
      ["AAVEUSD", "BCHUSD", "BTCUSD", "ETHUSD", "LINKUSD", "LTCUSD", "MATICUSD", "PAXGUSD", "UNIUSD", "USDPUSD"],
    );
    for (const ticker of tickers) {
      for (const quote of [ticker.best_bid, ticker.best_ask, ticker.last_execution]) {
        expect(quote!.price).toMatch(DECIMAL);
        expect(quote!.amount).toMatch(DECIMAL);
      }
      for (const stats of [ticker.last_day, ticker.today]) {
        for (const value of [stats!.high, stats!.low, stats!.open, stats!.volume]) expect(value).toMatch(DECIMAL);
      }
      expect(typeof ticker.best_bid!.price).toBe("string");
    }
    const raw = await (await fetch(`${mock.baseUrl}/all-markets/ticker`)).json();
    expect(tickers).toEqual(raw);
  });

  it("needs no credentials: a client without any sends no token request", async () => {
    const anonymousLog = new RequestLog();
    const anonymous = new Paxos({ baseUrl: mock.baseUrl, fetch: anonymousLog.fetch, backoff: FAST_BACKOFF, logLevel: "off" });
    expect(await anonymous.market.listTickers()).toHaveLength(10);
    expect(anonymousLog.sent.map((r) => r.endpoint)).toEqual(["api"]);
  });
});

describe("settlement.createTransaction", () => {
  const profiles = () => mock.api.store.ids.profileIds;

  it("creates a PENDING transaction with server ids on it and on every leg, amounts kept exactly", async () => {
    const tx = await paxos.settlement.createTransaction({
      source_profile_id: profiles()[0]!,
      target_profile_id: profiles()[1]!,
      legs: [
        { direction: "DELIVER", asset: "USD", amount: "1250.000000000000000001" },
        { direction: "DELIVER", asset: "BTC", amount: new Decimal("0.1").plus("0.2") },
        { direction: "DELIVER", asset: "ETH", amount: "123456789012345678901234567890.123456789012345678901234567890" },
      ],
      settlement_window_start: new Date("2026-03-01T12:00:00.000Z"),
      settlement_window_end: "2026-12-01T00:00:00.123456789Z",
    });
    expect(tx.status).toBe("PENDING");
    expect(tx.id).toMatch(UUID);
    expect(tx.ref_id).toMatch(UUID); // generated by the SDK, since none was given
    expect(tx.legs.map((l) => l.amount)).toEqual([
      "1250.000000000000000001",
      "0.3",
      "123456789012345678901234567890.123456789012345678901234567890",
    ]);
    const legIds = tx.legs.map((l) => l.id);
    for (const id of legIds) expect(id).toMatch(UUID);
    expect(new Set([tx.id, ...legIds]).size).toBe(4);
    expect(tx.settlement_window_end).toBe("2026-12-01T00:00:00.123456789Z");
    expect(tx.settlement_window_start).toBe("2026-03-01T12:00:00.000000000Z");
    expect(mock.api.store.settlements.get(tx.id)).toEqual(tx);
    expect(mock.api.store.settlementByRefId(tx.ref_id)).toEqual(tx);
  });

  it("keeps the caller's ref_id; the same ref_id sent again by the caller is AlreadyExistsError carrying the transaction", async () => {
    const body = {
      ref_id: "integration-ref-1",
      source_profile_id: profiles()[2]!,
      target_profile_id: profiles()[3]!,
      legs: [{ direction: "DELIVER" as const, asset: "USD", amount: "10.50" }],
      settlement_window_end: "2026-06-01T00:00:00Z",
    };
    const first = await paxos.settlement.createTransaction(body);
    const again = await paxos.settlement.createTransaction(body).catch((e: unknown) => e);
    expect(first.ref_id).toBe("integration-ref-1");
    expect(again).toBeInstanceOf(AlreadyExistsError);
    expect((again as AlreadyExistsError).existing).toEqual(first);
    expect([...mock.api.store.settlements.values()].filter((t) => t.ref_id === "integration-ref-1")).toHaveLength(1);
  });
});

describe("fiatAccounts.update", () => {
  const accountId = () => [...mock.api.store.fiatAccounts.keys()][3]!;

  it("replaces the metadata", async () => {
    const metadata = { purpose: "payroll", cost_center: "42", note: "x".repeat(100), ["k".repeat(100)]: "", empty: "", six: "6" };
    const updated = await paxos.fiatAccounts.update(accountId(), { metadata });
    expect(updated.id).toBe(accountId());
    expect(updated.metadata).toEqual(metadata);
    expect(updated.updated_at).toBe(mock.api.clock.nowIso());
    expect(mock.api.store.fiatAccounts.get(accountId())).toEqual(updated);
  });

  it("changes the owner's details within its kind, keeping the other fields; a change of kind is refused", async () => {
    const id = [...mock.api.store.fiatAccounts.values()].find((a) => a.fiat_account_owner?.person_details)!.id;
    const before = structuredClone(mock.api.store.fiatAccounts.get(id)!);
    const person = await paxos.fiatAccounts.update(id, { fiat_account_owner: { person_details: { first_name: "Ada", last_name: "Lovelace" } } });
    expect(person.fiat_account_owner).toEqual({ person_details: { first_name: "Ada", last_name: "Lovelace" } });
    expect(person.fiat_network_instructions).toEqual(before.fiat_network_instructions);
    expect(person.metadata).toEqual(before.metadata);
    expect(person.status).toBe("PENDING"); // an update is reviewed again
    // The service refuses turning a person's account into an institution's (the public document's 400 example).
    const error = await paxos.fiatAccounts
      .update(id, { fiat_account_owner: { institution_details: { name: "Analytical Engines Ltd" } } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).detail).toBe("fiat_account_owner cannot be changed from person to institution");
    expect(mock.api.store.fiatAccounts.get(id)!.fiat_account_owner).toEqual({ person_details: { first_name: "Ada", last_name: "Lovelace" } });
  });

  it("sends the public document's update forms: one bank field inside the owner, the intermediary bank", async () => {
    const id = accountId();
    const before = structuredClone(mock.api.store.fiatAccounts.get(id)!);
    const updated = await paxos.fiatAccounts.update(id, {
      fiat_account_owner: {
        fiat_network_instructions: {
          wire: {
            routing_details: { bank_name: "Customers Bank" },
            intermediary_bank_name: "Intermediary Bank",
            intermediary_bank_address: { country: "USA", address1: "123 Bank Street", city: "New York", province: "NY", zip_code: "10101" },
          },
        },
      },
    });
    const wire = updated.fiat_network_instructions?.wire;
    expect(wire?.routing_details?.bank_name).toBe("Customers Bank");
    expect(wire?.routing_details?.routing_number).toBe(before.fiat_network_instructions.wire?.routing_details?.routing_number);
    expect(wire?.account_number).toBe(before.fiat_network_instructions.wire?.account_number);
    expect(updated.fiat_network_instructions?.wire).toMatchObject({ intermediary_bank_name: "Intermediary Bank" });
  });

  it("an unknown account is NotFoundError; a malformed id never leaves the SDK", async () => {
    await expect(paxos.fiatAccounts.update("00000000-0000-4000-8000-000000000000", { metadata: {} })).rejects.toBeInstanceOf(NotFoundError);
    log.clear();
    await expect(paxos.fiatAccounts.update("not-a-uuid", { metadata: {} })).rejects.toBeInstanceOf(ValidationError);
    expect(log.api()).toHaveLength(0);
  });
});

describe("sandbox.createFiatDeposit", () => {
  it("credits a deposit against a seeded memo id: the mock records exactly that deposit", async () => {
    const memo = mock.api.store.memoIds[0]!;
    const before = mock.api.store.deposits.length;
    const result = await paxos.sandbox.createFiatDeposit({
      // More digits than a double holds; two decimals at most (the contract's sandbox amount rule).
      amount: "12345678901234567.89",
      asset: "USD",
      memo_id: memo,
      fiat_network_instructions: SANDBOX_WIRE,
      fiat_account_owner: { institution_details: { name: "Sender Bank Customer" } },
    });
    expect(result).toEqual({});
    expect(mock.api.store.deposits).toHaveLength(before + 1);
    expect(mock.api.store.deposits.at(-1)).toMatchObject({
      memo_id: memo,
      amount: "12345678901234567.89",
      asset: "USD",
      fiat_network_instructions: SANDBOX_WIRE,
      fiat_account_owner: { institution_details: { name: "Sender Bank Customer" } },
    });
  });

  it("a Decimal amount arrives in plain notation", async () => {
    await paxos.sandbox.createFiatDeposit({ amount: new Decimal("1e5"), asset: "USD", memo_id: mock.api.store.memoIds[1]!, fiat_network_instructions: SANDBOX_WIRE });
    expect(mock.api.store.deposits.at(-1)!.amount).toBe("100000");
  });

  it("an unknown memo id is NotFoundError and credits nothing", async () => {
    const before = mock.api.store.deposits.length;
    await expect(paxos.sandbox.createFiatDeposit({ amount: "1.00", asset: "USD", memo_id: "NO-SUCH-MEMO", fiat_network_instructions: SANDBOX_WIRE })).rejects.toBeInstanceOf(NotFoundError);
    expect(mock.api.store.deposits).toHaveLength(before);
  });
});

describe("apiCreds.deleteCredentials", () => {
  it("deletes the secondary client's credentials; that client's next call is AuthenticationError", async () => {
    const secondary = mock.clients.secondary;
    const other = new Paxos({
      baseUrl: mock.baseUrl,
      tokenUrl: mock.tokenUrl,
      clientId: secondary.clientId,
      clientSecret: secondary.clientSecret,
      backoff: FAST_BACKOFF,
      logLevel: "off",
    });
    // The secondary client works (and holds a token) before the deletion.
    expect((await other.depositAddresses.list({ limit: 1 })).items).toHaveLength(1);

    const record = structuredClone(mock.api.store.apiCredentials.get(secondary.clientId)!);
    const result = await paxos.apiCreds.deleteCredentials(secondary.clientId);
    expect(result.credentials).toEqual(record);
    expect(result.credentials?.client_id).toBe(secondary.clientId);
    expect(mock.api.store.apiCredentials.has(secondary.clientId)).toBe(false);

    await expect(other.depositAddresses.list({ limit: 1 })).rejects.toBeInstanceOf(AuthenticationError);
    // The deleting client itself is unaffected.
    expect((await paxos.depositAddresses.list({ limit: 1 })).items).toHaveLength(1);
    // A second deletion finds nothing.
    await expect(paxos.apiCreds.deleteCredentials(secondary.clientId)).rejects.toBeInstanceOf(NotFoundError);
  });
});
