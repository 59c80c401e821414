import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MockServer } from "../../src/mock/index";
import { OPERATIONS as LIST } from "../../src/generated/operation-list";
import { call, start, token } from "./helpers";

/**
 * Every operation of the contract that needs a token (from the generated list), with its path
 * parameters filled in: auth is checked before anything else, so any well-formed value will do.
 */
const OPERATIONS = LIST.filter(({ operation }) => operation.scope !== null).map(({ operation }) => ({
  id: operation.operationId,
  method: operation.method,
  path: operation.path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000"),
  scope: operation.scope!,
}));

describe("mock authentication, scopes and routing", () => {
  let mock: MockServer;
  let full: string;
  let unrelated: string;
  beforeAll(async () => {
    mock = await start();
  });
  beforeEach(async () => {
    // Fresh tokens each test: the expiry tests move the clock past the previous ones.
    full = await token(mock);
    // A token holding only identity:read_account, to trigger 403 on every other operation.
    unrelated = mock.api.oauth.issue(mock.clientId, ["identity:read_account"]).access_token;
  });
  afterAll(() => mock.close());

  for (const op of OPERATIONS) {
    it(`${op.id}: 401 without a token, with an unknown token, with an expired token`, async () => {
      const body = op.method === "POST" || op.method === "PUT" ? {} : undefined;
      const none = await call(mock, op.method, op.path, { body });
      expect(none.status).toBe(401);
      expect(none.headers.get("content-type")).toBe("application/problem+json");
      expect(none.body).toMatchObject({ type: "about:blank", title: "Unauthorized", status: 401 });
      expect((await call(mock, op.method, op.path, { token: "bogus", body })).status).toBe(401);
      const short = mock.api.oauth.issue(mock.clientId).access_token;
      mock.api.clock.advance(3_600_000);
      expect((await call(mock, op.method, op.path, { token: short, body })).status).toBe(401);
    });

    it(`${op.id}: 403 naming the missing scope ${op.scope}`, async () => {
      if (op.scope === "identity:read_account") return; // the "unrelated" token has that one
      const body = op.method === "POST" || op.method === "PUT" ? {} : undefined;
      const res = await call(mock, op.method, op.path, { token: unrelated, body });
      expect(res.status).toBe(403);
      expect(res.body.detail).toContain(op.scope);
      expect(res.body.meta).toMatchObject({ rule: "scope", required_scope: op.scope });
    });
  }

  it("403 for listAccounts with a token lacking identity:read_account", async () => {
    const t = mock.api.oauth.issue(mock.clientId, ["statements:read_payment"]).access_token;
    const res = await call(mock, "GET", "/identity/accounts", { token: t });
    expect(res.status).toBe(403);
    expect(res.body.detail).toContain("identity:read_account");
  });

  it("serves the ticker without a token", async () => {
    const res = await call(mock, "GET", "/all-markets/ticker");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(10);
  });

  it("answers 404 problems for unknown routes and 405 (with Allow) for wrong methods", async () => {
    const unknown = await call(mock, "GET", "/transfer/nothing-here", { token: full });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toBe("application/problem+json");
    const outside = await fetch(`${mock.origin}/v3/anything`);
    expect(outside.status).toBe(404);
    const wrong = await call(mock, "DELETE", "/statements/payments", { token: full });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("GET");
    expect(wrong.body).toMatchObject({ status: 405, title: "Method Not Allowed" });
  });

  it("answers 415 for a body that is not JSON and 400 for broken JSON", async () => {
    const form = await call(mock, "POST", "/settlement/transactions", { token: full, body: "a=b", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);
    const broken = await call(mock, "POST", "/settlement/transactions", { token: full, body: "{nope" });
    expect(broken.status).toBe(400);
    expect(broken.body.meta).toMatchObject({ rule: "json" });
  });
});
