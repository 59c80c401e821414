/** Issue 9, item 8: a repeating cursor, `*.localhost` over http, and `user:password@` URLs. */
import { describe, expect, it } from "vitest";
import { Paxos, ResponseValidationError, ValidationError } from "../../src/index";
import { HOSTILE_CLIENT, honestTokens, sendJson, split, startHostileServer } from "../support/hostile-server";

describe("a next_page_cursor that repeats", () => {
  it.each([true, false])("ends the walk with a ResponseValidationError naming the cursor (prefetch %s), after a bounded number of requests", async (prefetch) => {
    let page = 0;
    const server = await startHostileServer(
      split(honestTokens(), (_, res) => {
        page++;
        // Pages 1, 2, 3, then the cursor of page 2 again, forever.
        sendJson(res, 200, { items: [{ id: `item-${page}` }], next_page_cursor: page === 1 ? "c-2" : page === 2 ? "c-3" : "c-2" });
      }),
    );
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl });
    const ids: string[] = [];
    const error = await (async () => {
      for await (const item of paxos.depositAddresses.list({}, { prefetch })) ids.push(item.id ?? "");
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).field).toBe("next_page_cursor");
    expect((error as Error).message).toContain('"c-2"');
    expect(ids).toEqual(["item-1", "item-2", "item-3"]);
    expect(server.apiRequests().length).toBeLessThanOrEqual(5);
  });
});

describe("transport safety of URLs", () => {
  it.each(["http://api.localhost/v2", "http://evil.localhost:8080/v2"])("refuses credentials over plain http to %s (not pinned to loopback)", (baseUrl) => {
    const make = () => new Paxos({ ...HOSTILE_CLIENT, baseUrl });
    expect(make).toThrow(ValidationError);
    try {
      make();
    } catch (error) {
      expect((error as ValidationError).rule).toBe("https");
    }
  });

  it("still allows localhost, 127.0.0.0/8 and ::1 over http", () => {
    for (const baseUrl of ["http://localhost:1/v2", "http://127.1.2.3:1/v2", "http://[::1]:1/v2"]) {
      expect(() => new Paxos({ ...HOSTILE_CLIENT, baseUrl, tokenUrl: "http://localhost:1/t" })).not.toThrow();
    }
  });

  it.each([
    ["baseUrl", { baseUrl: "https://user:hunter2-pw@api.example.com/v2" }],
    ["tokenUrl", { tokenUrl: "https://user:hunter2-pw@oauth.example.com/oauth2/token" }],
  ])("refuses a %s with user:password@, without repeating the password", (field, option) => {
    let error: unknown;
    try {
      new Paxos({ ...HOSTILE_CLIENT, ...option });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe(field);
    expect((error as ValidationError).rule).toBe("userinfo");
    expect(JSON.stringify(error) + String(error)).not.toContain("hunter2");
  });

  it("refuses userinfo even without credentials (the ticker client)", () => {
    expect(() => new Paxos({ baseUrl: "https://a:b@api.example.com/v2" })).toThrow(ValidationError);
  });
});
