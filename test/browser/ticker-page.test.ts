/**
 * The live browser ticker page in real (headless, Debian) Chromium against the
 * mock API and its feeds (the mock's market moving by itself): it renders every
 * market, sends no credentials, asks no token endpoint, its prices move on
 * screen, and when the mock drops the feed sockets it says it is reconnecting,
 * then recovers. CI installs Chromium (.ci/run); a machine without it skips this
 * file with a message, and CI refuses to.
 */
import { existsSync } from "node:fs";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveTickerPage, type TickerPageServer } from "../../examples/browser/serve";

const executablePath = "/usr/bin/chromium";
const haveChromium = existsSync(executablePath);
if (!haveChromium && process.env.CI) throw new Error(`${executablePath} is missing: .ci/run must install Debian's chromium.`);
if (!haveChromium) console.warn(`[test/browser] skipped: ${executablePath} is not installed (apt-get install chromium).`);

describe.runIf(haveChromium)("browser ticker page", () => {
  let browser: Browser;
  let page: TickerPageServer;

  beforeAll(async () => {
    [browser, page] = await Promise.all([
      chromium.launch({
        executablePath,
        args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
      }),
      serveTickerPage(),
    ]);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await page?.close();
  });

  it("shows every market without credentials", async () => {
    const tab = await browser.newPage();
    const sent: { url: string; authorization: string | undefined; client: string | undefined }[] = [];
    const problems: string[] = [];
    tab.on("request", (request) =>
      sent.push({ url: request.url(), authorization: request.headers()["authorization"], client: request.headers()["x-paxos-client"] }),
    );
    tab.on("pageerror", (error) => problems.push(error.message));
    await tab.goto(page.url);
    await tab.waitForFunction(() => document.querySelectorAll("#tickers tr").length === 10, undefined, { timeout: 15_000 });
    await tab.waitForSelector('#status[data-state="live"]', { timeout: 15_000 });

    const markets = await tab.$$eval("#tickers tr", (rows) => rows.map((row) => (row as HTMLElement).dataset.market));
    expect(markets).toEqual(expect.arrayContaining(["BTCUSD", "ETHUSD", "PAXGUSD", "USDPUSD", "UNIUSD"]));
    const bid = await tab.$eval('#tickers tr[data-market="BTCUSD"] td:nth-child(2)', (td) => td.textContent);
    expect(bid).toMatch(/^\d+(\.\d+)?$/);
    expect(await tab.textContent("#status")).toBe("10 markets, live");

    expect(problems).toEqual([]);
    const apiCalls = sent.filter((request) => request.url.includes("/all-markets/ticker"));
    expect(apiCalls.length).toBeGreaterThan(0);
    // A page cannot set User-Agent: opted in (identifyInBrowser), the SDK names itself in X-Paxos-Client, which
    // the mock's CORS preflight allows.
    expect(apiCalls.every((request) => /^paxos-sdk\/\d+\.\d+\.\d+ \(browser\)$/.test(request.client ?? ""))).toBe(true);
    expect(sent.every((request) => request.authorization === undefined)).toBe(true);
    expect(sent.some((request) => request.url.includes("oauth"))).toBe(false);
    await tab.close();
  }, 60_000);

  /** Every price on screen: bid, ask, last trade and 24 h change of each market. */
  const prices = (tab: Page) => tab.$$eval("#tickers td:not(:first-child)", (cells) => cells.map((cell) => cell.textContent).join("|"));
  /** Waits (at most `ms`) until the prices on screen differ from `before`. */
  const moved = (tab: Page, before: string, ms: number) =>
    tab.waitForFunction(
      (was) => [...document.querySelectorAll("#tickers td:not(:first-child)")].map((cell) => cell.textContent).join("|") !== was,
      before,
      { timeout: ms, polling: 100 },
    );

  it("moves: prices change on screen within 2 s, from the feeds", async () => {
    const tab = await browser.newPage();
    const sockets: string[] = [];
    tab.on("websocket", (socket) => sockets.push(socket.url()));
    await tab.goto(page.url);
    await tab.waitForSelector('#status[data-state="live"]', { timeout: 15_000 });
    const before = await prices(tab);
    const started = Date.now();
    await moved(tab, before, 2_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    // Both feeds, on the mock's port; the 24 h change is shown as a signed percentage.
    expect(sockets.map((url) => new URL(url).pathname).sort()).toEqual(["/executiondata", "/marketdata"]);
    expect(await tab.$eval('#tickers tr[data-market="BTCUSD"] td:nth-child(5)', (td) => td.textContent)).toMatch(/^[+−]\d+\.\d\d %$/);
    await tab.close();
  }, 60_000);

  it("shows that it is reconnecting when the mock drops the sockets, then recovers", async () => {
    const tab = await browser.newPage();
    await tab.goto(page.url);
    await tab.waitForSelector('#status[data-state="live"]', { timeout: 15_000 });
    // The text is read in the page the moment it says so (on a loaded machine it may be live again
    // before the test could ask).
    const reconnecting = tab.waitForFunction(
      () => {
        const status = document.querySelector("#status");
        return status?.getAttribute("data-state") === "reconnecting" && status.textContent;
      },
      undefined,
      { timeout: 10_000, polling: 10 },
    );
    expect(page.mock.api.feeds.dropSockets()).toBeGreaterThanOrEqual(2);
    expect(await (await reconnecting).jsonValue()).toMatch(/^Reconnecting… \(attempt 1: /);
    await tab.waitForSelector('#status[data-state="live"]', { timeout: 10_000 });
    // Live again: the prices still move.
    await moved(tab, await prices(tab), 2_000);
    await tab.close();
  }, 60_000);

  it("ships a bundle without the token manager or any secret handling", () => {
    expect(page.script).not.toContain("client_credentials");
    expect(page.script).not.toContain("client_secret");
  });
});
