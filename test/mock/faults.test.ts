import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { MockServer } from "../../src/mock/index";
import { call, start, token } from "./helpers";
import { SANDBOX_WIRE } from "../support/sandbox-wire";

describe("fault injection over real HTTP", () => {
  let mock: MockServer;
  let t: string;
  // Two profiles the mock seeded (it refuses a profile it does not have).
  const settlement = (ref: string) => ({
    ref_id: ref,
    source_profile_id: mock.api.store.profiles.rows()[0]!.id,
    target_profile_id: mock.api.store.profiles.rows()[1]!.id,
    legs: [{ direction: "DELIVER", asset: "USD", amount: "10.00" }],
  });
  const deposit = () => ({ amount: "5.00", asset: "USD", memo_id: mock.api.store.memoIds[0], fiat_network_instructions: SANDBOX_WIRE });
  const get = () => fetch(`${mock.baseUrl}/statements/payments?limit=2`, { headers: { authorization: `Bearer ${t}` } });
  const postJson = (path: string, body: unknown) =>
    fetch(`${mock.baseUrl}${path}`, { method: "POST", headers: { authorization: `Bearer ${t}`, "content-type": "application/json" }, body: JSON.stringify(body) });

  beforeAll(async () => {
    mock = await start({ seed: 3 });
    t = await token(mock);
  });
  afterEach(() => mock.api.faults.clear());
  afterAll(() => mock.close());

  it("latency delays the answer by at least latencyMs", async () => {
    mock.api.faults.add({ route: "listPayments", kind: "latency", latencyMs: 150 });
    const started = performance.now();
    expect((await get()).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("reset destroys the connection before processing", async () => {
    mock.api.faults.add({ route: "initiateSandboxFiatDeposit", kind: "reset" });
    await expect(postJson("/sandbox/fiat-deposits", deposit())).rejects.toThrow();
    expect(mock.api.store.deposits).toHaveLength(0);
    expect((await postJson("/sandbox/fiat-deposits", deposit())).status).toBe(200); // one-shot
    expect(mock.api.store.deposits).toHaveLength(1);
  });

  it("status answers a problem for the next `times` requests only", async () => {
    mock.api.faults.add({ route: "listPayments", kind: "status", status: 502, times: 2 });
    const a = await get();
    expect(a.status).toBe(502);
    expect(a.headers.get("content-type")).toBe("application/problem+json");
    expect(await a.json()).toMatchObject({ status: 502, title: "Bad Gateway" });
    expect((await get()).status).toBe(502);
    expect((await get()).status).toBe(200);
    expect(mock.api.faults.list()).toHaveLength(0);
  });

  it("rate-limit answers 429 with Retry-After in seconds or as an HTTP date", async () => {
    mock.api.faults.add({ route: "listPayments", kind: "rate-limit", retryAfter: 3 });
    const seconds = await get();
    expect(seconds.status).toBe(429);
    expect(seconds.headers.get("retry-after")).toBe("3");
    const when = new Date(Date.UTC(2030, 0, 1, 0, 0, 5));
    mock.api.faults.add({ route: "listPayments", kind: "rate-limit", retryAfter: when });
    const date = await get();
    expect(date.status).toBe(429);
    expect(date.headers.get("retry-after")).toBe("Tue, 01 Jan 2030 00:00:05 GMT");
  });

  it("truncate sends the full Content-Length and then cuts the body", async () => {
    mock.api.faults.add({ route: "listPayments", kind: "truncate" });
    const res = await get();
    expect(res.status).toBe(200);
    expect(Number(res.headers.get("content-length"))).toBeGreaterThan(100);
    await expect(res.text()).rejects.toThrow();
  });

  it("malformed-json answers 200 with a body that does not parse, after processing", async () => {
    mock.api.faults.add({ route: "createTransaction", kind: "malformed-json" });
    const res = await postJson("/settlement/transactions", settlement("mj-1"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    const text = await res.text();
    expect(() => JSON.parse(text)).toThrow();
    expect(mock.api.store.settlementByRefId("mj-1")?.status).toBe("PENDING");
  });

  it("html answers a 502 text/html proxy page", async () => {
    mock.api.faults.add({ route: "*", kind: "html" });
    const res = await get();
    expect(res.status).toBe(502);
    expect(res.headers.get("content-type")).toBe("text/html");
    expect(await res.text()).toContain("<title>502 Bad Gateway</title>");
  });

  it("drop-after-processing: the settlement exists but no answer arrives; a replay by ref_id is 409 with it in meta.existing", async () => {
    mock.api.faults.add({ route: "createTransaction", kind: "drop-after-processing" });
    await expect(postJson("/settlement/transactions", settlement("drop-1"))).rejects.toThrow();
    const created = mock.api.store.settlementByRefId("drop-1");
    expect(created?.status).toBe("PENDING");
    const replay = await postJson("/settlement/transactions", settlement("drop-1"));
    expect(replay.status).toBe(409);
    expect(((await replay.json()) as { meta: { existing: { id: string } } }).meta.existing.id).toBe(created?.id);
    expect([...mock.api.store.settlements.values()].filter((s) => s.ref_id === "drop-1")).toHaveLength(1);
  });

  it("drop-after-processing on a sandbox deposit credits it once without answering", async () => {
    const before = mock.api.store.deposits.length;
    mock.api.faults.add({ route: "initiateSandboxFiatDeposit", kind: "drop-after-processing" });
    await expect(postJson("/sandbox/fiat-deposits", deposit())).rejects.toThrow();
    expect(mock.api.store.deposits).toHaveLength(before + 1);
  });

  it("faults can target the token endpoint, and can be installed from the options", async () => {
    const faulty = await start({ faults: [{ route: "token", kind: "status", status: 503 }] });
    try {
      const res = await fetch(faulty.tokenUrl, { method: "POST", body: new URLSearchParams({ grant_type: "client_credentials", client_id: faulty.clientId, client_secret: faulty.clientSecret }) });
      expect(res.status).toBe(503);
      expect((await token(faulty)).length).toBeGreaterThan(10);
      expect(faulty.api.faults.history).toEqual([{ route: "token", kind: "status", ruleId: 1 }]);
    } finally {
      await faulty.close();
    }
  });

  it("probabilistic faults follow the seeded PRNG: same seed, same pattern", async () => {
    const pattern = async (m: MockServer) => {
      const tk = await token(m);
      m.api.faults.add({ route: "listTickers", kind: "status", status: 500, probability: 0.4 });
      const out: number[] = [];
      for (let i = 0; i < 30; i++) out.push((await call(m, "GET", "/all-markets/ticker", { token: tk })).status);
      return out;
    };
    const a = await start({ seed: 11 });
    const b = await start({ seed: 11 });
    try {
      const pa = await pattern(a);
      expect(pa).toEqual(await pattern(b));
      expect(pa).toContain(500);
      expect(pa).toContain(200);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("refuses malformed rules", () => {
    expect(() => mock.api.faults.add({ route: "nope" as never, kind: "reset" })).toThrow(/route/);
    expect(() => mock.api.faults.add({ route: "*", kind: "latency" })).toThrow(/latencyMs/);
    expect(() => mock.api.faults.add({ route: "*", kind: "reset", probability: 2 })).toThrow(/probability/);
  });
});
