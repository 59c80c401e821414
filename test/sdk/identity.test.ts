/**
 * The SDK names itself: `User-Agent: paxos-sdk/<version> (<runtime>/<version>)`
 * on server runtimes, `X-Paxos-Client` in a browser (where a page cannot set
 * User-Agent), with the version of package.json.
 */
import { readFileSync } from "node:fs";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Paxos, VERSION } from "../../src/index";
import { clientIdentity } from "../../src/core/sending/user-agent";
import { API, CLIENT_ID, CLIENT_SECRET, TOKEN_URL, useFakeApi } from "../support/msw-api";

const { server, lastRequest, fetch: fakeFetch } = useFakeApi();

describe("client identification", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("carries the version of package.json", () => {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
    expect(VERSION).toBe(pkg.version);
  });

  it("sends User-Agent naming the SDK and the Node version", async () => {
    server.use(http.get(`${API}/all-markets/ticker`, () => HttpResponse.json([])));
    await new Paxos({ fetch: fakeFetch }).market.listTickers();
    expect(lastRequest().headers.get("user-agent")).toBe(`paxos-sdk/${VERSION} (node/${process.versions.node})`);
  });

  it("names the SDK on token requests too", async () => {
    let agent: string | null = null;
    const listener = ({ request }: { request: Request }) => {
      if (request.url.startsWith(TOKEN_URL)) agent = request.headers.get("user-agent");
    };
    server.events.on("request:start", listener);
    server.use(http.get(`${API}/transfer/deposit-addresses`, () => HttpResponse.json({ items: [] })));
    await new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }).depositAddresses.list();
    server.events.removeListener("request:start", listener);
    expect(agent).toBe(`paxos-sdk/${VERSION} (node/${process.versions.node})`);
  });

  it("lets a caller's header replace it", async () => {
    server.use(http.get(`${API}/all-markets/ticker`, () => HttpResponse.json([])));
    await new Paxos({ fetch: fakeFetch }).market.listTickers({ headers: { "user-agent": "my-app/1.0" } });
    expect(lastRequest().headers.get("user-agent")).toBe("my-app/1.0");
  });

  it("sends nothing extra from a browser unless the page opts in, then X-Paxos-Client", () => {
    vi.stubGlobal("window", { document: {} });
    // A custom header would make the ticker's simple GET a CORS preflight the service may refuse.
    expect(clientIdentity()).toBeUndefined();
    const [name, value] = clientIdentity(true)!;
    expect(name).toBe("x-paxos-client");
    expect(value).toMatch(new RegExp(`^paxos-sdk/${VERSION.replace(/\./g, "\\.")} \\(`));
  });
});
