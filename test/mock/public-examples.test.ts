/**
 * The mock's request checks accept every request body the public document
 * gives as an example (restated in test/fixtures/public-examples/), so code
 * tested against the mock can send what the service takes. Only what ties a
 * body to the mock's own data changes: the memo id, a settlement window in
 * the mock's future and two profiles the mock has (it refuses unknown ones, as
 * the service does), and a fiat account whose owner is of the example's kind.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MockServer } from "../../src/mock/index";
import { call, start, token } from "./helpers";

interface RequestExample {
  name: string;
  from: string;
  body: Record<string, unknown>;
  refusedLocally?: unknown;
}

const DIRECTORY = join(dirname(fileURLToPath(import.meta.url)), "../fixtures/public-examples");
/** The examples of one fixture that the SDK sends (the others never reach a server). */
function sendable(file: string): RequestExample[] {
  const fixture = JSON.parse(readFileSync(join(DIRECTORY, file), "utf8")) as { requests: RequestExample[] };
  return fixture.requests.filter((request) => !request.refusedLocally);
}

describe("the mock accepts the public document's request examples", () => {
  let mock: MockServer;
  let t: string;
  beforeAll(async () => {
    mock = await start();
    t = await token(mock);
  });
  afterAll(() => mock.close());

  it.each(sendable("sandbox-create-fiat-deposit.json").map((e) => [e.name, e] as const))("sandbox deposit: %s", async (_, example) => {
    const before = mock.api.store.deposits.length;
    const body = { ...example.body, memo_id: mock.api.store.memoIds[0] };
    const res = await call(mock, "POST", "/sandbox/fiat-deposits", { token: t, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(mock.api.store.deposits).toHaveLength(before + 1);
    expect(mock.api.store.deposits.at(-1)).toMatchObject({ amount: example.body.amount, fiat_network_instructions: example.body.fiat_network_instructions });
  });

  it.each(sendable("settlement-create-transaction.json").map((e) => [e.name, e] as const))("settlement transaction: %s", async (_, example) => {
    const start = mock.api.clock.nowIso();
    const end = new Date(mock.api.clock.nowMs() + 3_600_000).toISOString();
    const [source, target] = mock.api.store.profiles.rows().map((row) => row.id);
    const body = { ...example.body, source_profile_id: source, target_profile_id: target, settlement_window_start: start, settlement_window_end: end };
    const res = await call(mock, "POST", "/settlement/transactions", { token: t, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ ref_id: example.body.ref_id, status: "PENDING", legs: [{ direction: "DELIVER", asset: "BTC", amount: "100" }] });
  });

  it.each(sendable("fiat-accounts-update.json").map((e) => [e.name, e] as const))("fiat account update: %s", async (_, example) => {
    const owner = example.body.fiat_account_owner as Record<string, unknown> | undefined;
    const kind = owner?.person_details ? "person_details" : owner?.institution_details ? "institution_details" : undefined;
    const account = [...mock.api.store.fiatAccounts.values()].find((a) => kind === undefined || a.fiat_account_owner?.[kind] !== undefined)!;
    const res = await call(mock, "PUT", `/transfer/fiat-accounts/${account.id}`, { token: t, body: example.body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: account.id, status: "PENDING" });
  });
});
