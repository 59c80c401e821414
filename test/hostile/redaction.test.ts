/** Issue 9, items 7 and 8 (deep meta): whatever a hostile service echoes, no secret reaches an error, and toJSON never throws. */
import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import { APIError, Paxos } from "../../src/index";
import { grantToken, HOSTILE_CLIENT, sendJson, split, startHostileServer } from "../support/hostile-server";

const TOKEN = "hostile-access-token-0123456789";
const SECRET = HOSTILE_CLIENT.clientSecret;

function leaks(text: string): string[] {
  const forms = {
    token: TOKEN,
    secret: SECRET,
    "url-encoded secret": encodeURIComponent(SECRET),
    "form-encoded secret": new URLSearchParams({ s: SECRET }).toString().slice(2),
    "base64 secret": Buffer.from(SECRET).toString("base64").replace(/=+$/, ""),
    "base64 basic credentials": Buffer.from(`${HOSTILE_CLIENT.clientId}:${SECRET}`).toString("base64").slice(24, 40),
  };
  return Object.entries(forms).filter(([, form]) => text.includes(form)).map(([name]) => name);
}

describe("redaction of echoed secrets", () => {
  it("a token or secret echoed in type, meta (deeply), headers, title and detail, plain or encoded, never shows", async () => {
    const basic = Buffer.from(`${HOSTILE_CLIENT.clientId}:${SECRET}`).toString("base64");
    const server = await startHostileServer(
      split(
        (_, res) => grantToken(res, TOKEN, "transfer:read_deposit_address"),
        (request, res) =>
          sendJson(
            res,
            400,
            {
              type: `https://evil.example/problems?t=${TOKEN}`,
              title: `Bad ${encodeURIComponent(SECRET)}`,
              detail: `you sent ${request.headers.authorization}`,
              meta: { echo: { deeper: [{ token: TOKEN, basic: `Basic ${basic}`, b64: Buffer.from(SECRET).toString("base64") }] }, [TOKEN]: "as a key" },
            },
            { "x-echo-token": TOKEN, "x-echo-secret": encodeURIComponent(SECRET), "set-cookie": `s=${new URLSearchParams({ s: SECRET }).toString().slice(2)}` },
          ),
      ),
    );
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl });
    const error = await paxos.depositAddresses.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIError);
    for (const text of [JSON.stringify(error), String(error), inspect(error, { depth: 20 }), (error as Error).stack ?? ""]) {
      expect(leaks(text)).toEqual([]);
    }
    expect(JSON.stringify(error)).toContain("[redacted]");
  });

  it("a meta nested 100 000 deep does not make JSON.stringify(err) throw", async () => {
    const deep = `${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`;
    const server = await startHostileServer(
      split(
        (_, res) => grantToken(res, TOKEN, "transfer:read_deposit_address"),
        (_, res) => {
          res.writeHead(400, { "content-type": "application/problem+json" });
          res.end(`{"title":"Deep","meta":${deep}}`);
        },
      ),
    );
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl });
    const error = await paxos.depositAddresses.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIError);
    const json = JSON.stringify(error);
    expect(json).toContain("nested too deep");
    expect(json.length).toBeLessThan(10_000);
  });
});
