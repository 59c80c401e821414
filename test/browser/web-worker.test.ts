/**
 * The SDK in a web worker of real (headless, Debian) Chromium, against the mock: a worker is code a site
 * ships to its visitors like a page, so it gets a page's rules. The public market data works with no
 * header of the SDK's own (no `User-Agent`, which a worker's fetch may send and which is not one a CORS
 * request may carry without a preflight), and a client secret is refused as in a page. Chromium drops a
 * `User-Agent` a script sets (Firefox sends it, with a preflight), so neither the wire nor the headers the
 * SDK hands `fetch` would show one here: the worker reports the SDK's own choice of identification header
 * (`clientIdentity`) too. Skipped without Chromium, like the other browser tests (test/support/chromium).
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MockServer, startMockServer } from "../../src/mock/index";
import { bundleForBrowser } from "../support/browser-bundle";
import { haveChromium, launchChromium, type LoopbackSite, serveSite } from "../support/chromium";


/** The worker: records the headers the SDK gives fetch, lists prices, then tries a client with a secret. */
const WORKER_SOURCE = `
import { listPrices, Paxos, PaxosMarketClient } from "paxos-sdk";
import { clientIdentity } from "paxos-sdk-user-agent";
const sent = [];
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
  sent.push([...headers.keys()]);
  return realFetch(input, init);
};
self.onmessage = async ({ data: { baseUrl } }) => {
  const result = { sent, identity: clientIdentity() ?? null, optedIn: clientIdentity(true) };
  try {
    const { items, prices } = await listPrices(new PaxosMarketClient({ baseUrl }), { markets: ["BTCUSD"] });
    result.markets = (items ?? prices ?? []).map((entry) => entry.market);
  } catch (error) {
    result.pricesError = String(error);
  }
  try {
    new Paxos({ baseUrl, clientId: "worker-client", clientSecret: "worker-secret" });
    result.secret = "accepted";
  } catch (error) {
    result.secret = { name: error.name, field: error.field, rule: error.rule, mentionsSecret: String(error.message).includes("worker-secret") };
  }
  self.postMessage(result);
};
`;

describe.runIf(haveChromium)("the SDK in a web worker", () => {
  let browser: Browser;
  let mock: MockServer;
  /** The page and its worker, served on loopback from an origin of their own (the mock's is another). */
  let site: LoopbackSite;

  beforeAll(async () => {
    let workerScript: string;
    [browser, mock, workerScript] = await Promise.all([
      launchChromium(),
      startMockServer({ port: 0 }),
      bundleForBrowser(WORKER_SOURCE, { alias: { "paxos-sdk": "./src/index.ts", "paxos-sdk-user-agent": "./src/core/sending/user-agent.ts" } }).then((bundle) => bundle.code),
    ]);
    site = await serveSite("<!doctype html><title>worker</title>", { "/worker.js": workerScript });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await mock?.close();
    await site?.close();
  });

  it("reads public prices with no header of its own, and refuses a client secret as a page does", async () => {
    const tab = await browser.newPage();
    const preflights: string[] = [];
    tab.on("request", (request) => {
      if (request.method() === "OPTIONS") preflights.push(request.url());
    });
    await tab.goto(`${site.origin}/`);
    const result = (await tab.evaluate(
      (baseUrl) =>
        new Promise((resolve, reject) => {
          const worker = new Worker("/worker.js", { type: "module" });
          worker.onerror = (event) => reject(new Error(event.message));
          worker.onmessage = (event) => resolve(event.data);
          worker.postMessage({ baseUrl });
        }),
      mock.baseUrl,
    )) as { sent: string[][]; identity: unknown; optedIn: unknown; markets?: string[]; pricesError?: string; secret: unknown };

    expect(result.pricesError).toBeUndefined();
    expect(result.markets).toEqual(["BTCUSD"]);
    // Only what a CORS request may carry without asking first: the SDK adds accept, nothing else.
    expect(result.sent.length).toBeGreaterThan(0);
    for (const names of result.sent) expect(names).toEqual(["accept"]);
    expect(preflights).toEqual([]);
    // No User-Agent of the SDK's; a worker that opts in (identifyInBrowser) names itself as a page does.
    expect(result.identity).toBeNull();
    expect(result.optedIn).toEqual(["x-paxos-client", expect.stringMatching(/^paxos-sdk\/\S+ \(browser\)$/)]);
    expect(result.secret).toEqual({ name: "ValidationError", field: "clientSecret", rule: "browser", mentionsSecret: false });
    await tab.close();
  }, 60_000);
});
