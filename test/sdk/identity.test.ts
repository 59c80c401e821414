/**
 * The SDK names itself: `User-Agent: paxos-sdk/<version> (<runtime>/<version>)`
 * on server runtimes, `X-Paxos-Client` in a browser (where a page cannot set
 * User-Agent), with the version of package.json.
 */
import { readFileSync } from "node:fs";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Paxos, VERSION } from "../../src/index";
import { clientIdentity } from "../../src/core/identity";
import { API, lastRequest, server, useFakeApi } from "../support/msw-api";

useFakeApi();

describe("client identification", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("carries the version of package.json", () => {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
    expect(VERSION).toBe(pkg.version);
  });

  it("sends User-Agent naming the SDK and the Node version", async () => {
    server.use(http.get(`${API}/all-markets/ticker`, () => HttpResponse.json([])));
    await new Paxos().market.listTickers();
    expect(lastRequest().headers.get("user-agent")).toBe(`paxos-sdk/${VERSION} (node/${process.versions.node})`);
  });

  it("lets a caller's header replace it", async () => {
    server.use(http.get(`${API}/all-markets/ticker`, () => HttpResponse.json([])));
    await new Paxos().market.listTickers({ headers: { "user-agent": "my-app/1.0" } });
    expect(lastRequest().headers.get("user-agent")).toBe("my-app/1.0");
  });

  it("uses X-Paxos-Client in a browser", () => {
    vi.stubGlobal("window", { document: {} });
    const [name, value] = clientIdentity();
    expect(name).toBe("x-paxos-client");
    expect(value).toMatch(new RegExp(`^paxos-sdk/${VERSION.replace(/\./g, "\\.")} \\(`));
  });
});
