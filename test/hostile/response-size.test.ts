/** Issue 9, item 3: a body that never ends fails fast with ResponseTooLargeError, counted on the decoded bytes. */
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { Paxos, ResponseTooLargeError } from "../../src/index";
import { HOSTILE_CLIENT, honestTokens, split, startHostileServer } from "../support/hostile-server";
import type { ServerResponse } from "node:http";

/** Streams `[` followed by endless item objects, never closing the array. */
function endless(res: ServerResponse): void {
  res.writeHead(200, { "content-type": "application/json" });
  res.write('{"items":[');
  const chunk = `${'{"id":"x","address":"0x00"},'.repeat(2000)}`;
  const pump = () => {
    while (!res.destroyed && res.write(chunk));
    if (!res.destroyed) res.once("drain", pump);
  };
  pump();
}

describe("response size cap", () => {
  it("an endless API body fails with ResponseTooLargeError, is not retried, and stops the download", async () => {
    const server = await startHostileServer(split(honestTokens(), (_, res) => endless(res)));
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl, maxResponseBytes: 1024 * 1024, maxRetries: 2 });
    const error = (await paxos.depositAddresses.list().catch((e: unknown) => e)) as ResponseTooLargeError;
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error.maxResponseBytes).toBe(1024 * 1024);
    expect(error.status).toBe(200);
    expect(server.apiRequests()).toHaveLength(1);
  });

  it("an endless token endpoint body fails the same way", async () => {
    const server = await startHostileServer(split((_, res) => endless(res), () => undefined));
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl, maxResponseBytes: 256 * 1024 });
    await expect(paxos.depositAddresses.list()).rejects.toBeInstanceOf(ResponseTooLargeError);
    expect(server.tokenRequests()).toHaveLength(1);
    expect(server.apiRequests()).toHaveLength(0);
  });

  it("counts decoded bytes: a small gzip body that inflates past the cap is refused", async () => {
    const inflated = gzipSync(Buffer.from(`{"items":[],"pad":"${"0".repeat(4 * 1024 * 1024)}"}`));
    expect(inflated.length).toBeLessThan(64 * 1024);
    const server = await startHostileServer(
      split(honestTokens(), (_, res) => {
        res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip", "content-length": String(inflated.length) });
        res.end(inflated);
      }),
    );
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl, maxResponseBytes: 1024 * 1024 });
    await expect(paxos.depositAddresses.list()).rejects.toBeInstanceOf(ResponseTooLargeError);
  });

  it("refuses at once a Content-Length above the cap, and accepts a body at the cap", async () => {
    const body = JSON.stringify({ items: [], pad: "x".repeat(400) });
    const server = await startHostileServer(
      split(honestTokens(), (request, res) => {
        if (request.url.includes("identity")) {
          res.writeHead(200, { "content-type": "application/json", "content-length": String(10 * 1024 * 1024) });
          res.write("{");
          return; // never sends the rest
        }
        res.writeHead(200, { "content-type": "application/json" });
        res.end(body);
      }),
    );
    // Two scopes asked for up front: the token answer (which echoes them) stays below the cap, which is
    // set to the page's size (a widened token names every scope of the contract, longer than the page).
    const scopes = ["identity:read_account", "transfer:read_deposit_address"];
    const paxos = new Paxos({ ...HOSTILE_CLIENT, baseUrl: server.baseUrl, tokenUrl: server.tokenUrl, maxResponseBytes: Buffer.byteLength(body), scopes });
    await expect(paxos.identity.listAccounts()).rejects.toBeInstanceOf(ResponseTooLargeError);
    await expect(paxos.depositAddresses.list()).resolves.toBeDefined();
  });
});
