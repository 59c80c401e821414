/** Issue 9, item 5: an own `__proto__` key is refused, never inherited into the request nor silently dropped. */
import { describe, expect, it } from "vitest";
import { Paxos, ValidationError } from "../../src/index";
import { HOSTILE_CLIENT, honestTokens, sendJson, split, startHostileServer } from "../support/hostile-server";
import { SANDBOX_WIRE } from "../support/sandbox-wire";

describe("prototype poisoning of the request copy", () => {
  it("a settlement body from JSON.parse with an own __proto__ is refused: no inherited ref_id or legs are sent", async () => {
    const server = await startHostileServer(split(honestTokens(), (_, res) => sendJson(res, 200, {})));
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl });
    const body = JSON.parse(
      '{"source_profile_id":"a","target_profile_id":"b","legs":[{"direction":"DELIVER","asset":"USD","amount":"1.00"}],' +
        '"__proto__":{"ref_id":"attacker-chosen","legs":[{"direction":"DELIVER","asset":"USD","amount":"999999.00"}]}}',
    );
    const error = (await paxos.settlement.createTransaction(body).catch((e: unknown) => e)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.field).toBe("__proto__");
    expect(error.rule).toBe("propertyNames");
    expect(server.requests).toHaveLength(0);
  });

  it("a __proto__ key in metadata is refused by name, not dropped", async () => {
    const server = await startHostileServer(split(honestTokens(), (_, res) => sendJson(res, 200, {})));
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl });
    const body = JSON.parse('{"metadata":{"__proto__":"x","crm_id":"C-1"}}');
    const error = (await paxos.fiatAccounts.update("5d5ea0a8-8a71-4d6b-9e0a-5a0b6f4c1d2e", body).catch((e: unknown) => e)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.field).toBe("metadata.__proto__");
    expect(error.message).toContain("__proto__");
    expect(server.requests).toHaveLength(0);
  });

  it("properties inherited from a caller's prototype are not sent", async () => {
    const server = await startHostileServer(split(honestTokens(), (_, res) => sendJson(res, 200, {})));
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl });
    const own = { amount: "1.00", asset: "USD", memo_id: "m", fiat_network_instructions: SANDBOX_WIRE };
    const body = Object.assign(Object.create({ ref_id: "inherited" }), own);
    await paxos.sandbox.createFiatDeposit(body);
    expect(JSON.parse(server.apiRequests()[0]!.body)).toEqual(own);
  });
});
