/**
 * The live browser ticker page in real (headless, Debian) Chromium against the
 * mock API and its feeds (the mock's market moving by itself): it renders every
 * market with prices within 2 s, sends no credentials and no custom header (so
 * no CORS preflight: it works against production as it is), asks no token
 * endpoint and nothing of the retired /all-markets/ticker, shows each market's
 * prices in that market's precision, flashes a price that changes, and when the
 * mock drops the feed sockets it says it is reconnecting, then recovers. The mock speaks `/marketdata` as
 * Paxos documents it: each market's `SNAPSHOT` with `final_snapshot: true`, one market after another
 * (spread out here), with updates of the markets already sent in between. CI
 * installs Chromium (.ci/run); a machine without it skips this file with a
 * message, and CI refuses to.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { serveTickerPage, type TickerPageServer } from "../../examples/browser/serve";
import { haveChromium, launchChromium } from "../support/chromium";

describe.runIf(haveChromium)("browser ticker page", () => {
  let browser: Browser;
  let page: TickerPageServer;

  beforeAll(async () => {
    [browser, page] = await Promise.all([
      launchChromium(),
      // The mock's limit on new sockets shortened (Paxos's is a second): the 2 s budgets time the page, not
      // the limit's hold on its second socket, on a machine busy with the other test files.
      // Markets' snapshots 40 ms apart: the market moves (every 250 ms) while they come, so updates of the
      // markets already sent come in between, as on Paxos's feed.
      serveTickerPage({ subscriptionIntervalMs: 200, snapshotIntervalMs: 40 }),
    ]);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await page?.close();
  });

  it("shows every market's prices within 2 s, from live operations only, without credentials", async () => {
    const tab = await browser.newPage();
    const sent: { url: string; headers: Record<string, string> }[] = [];
    const problems: string[] = [];
    tab.on("request", (request) => sent.push({ url: request.url(), headers: request.headers() }));
    tab.on("pageerror", (error) => problems.push(error.message));
    const started = Date.now();
    await tab.goto(page.url);
    // Every market has a bid, an ask and a last trade on screen within 2 s of opening the page.
    await tab.waitForFunction(
      () => {
        const cells = [...document.querySelectorAll('#tickers td[data-field="bid"], #tickers td[data-field="ask"], #tickers td[data-field="last"]')];
        return cells.length === 30 && cells.every((cell) => /^\d+\.\d+$/.test(cell.textContent ?? ""));
      },
      undefined,
      { timeout: 2_000, polling: 50 },
    );
    expect(Date.now() - started).toBeLessThan(2_500);
    await tab.waitForSelector('#status[data-state="live"]', { timeout: 15_000 });
    expect(await tab.textContent("#status")).toBe("Live · 10 markets");

    const markets = await tab.$$eval("#tickers tr", (rows) => rows.map((row) => (row as HTMLElement).dataset.market));
    expect(markets).toEqual(expect.arrayContaining(["BTCUSD", "ETHUSD", "PAXGUSD", "USDPUSD", "UNIUSD"]));
    // Each market's prices in its own precision (its tick's decimals), the same for every price of a row.
    const precision = await tab.$$eval("#tickers tr", (rows) =>
      rows.map((row) => [...row.querySelectorAll('td[data-field="bid"], td[data-field="ask"], td[data-field="spread"], td[data-field="last"]')].map((cell) => (cell.textContent ?? "").split(".")[1]?.length ?? 0)),
    );
    const scales = Object.fromEntries(markets.map((market, i) => [market, [...new Set(precision[i])]]));
    expect(scales).toMatchObject({ BTCUSD: [2], USDPUSD: [4], UNIUSD: [3] });
    // A stablecoin trades around 1.0000.
    const usdp = await tab.$eval('#tickers tr[data-market="USDPUSD"] td[data-field="bid"]', (td) => td.textContent);
    expect(Math.abs(Number(usdp) - 1)).toBeLessThan(0.01);
    expect(await tab.$eval('#tickers tr[data-market="BTCUSD"] td[data-field="change"]', (td) => td.textContent)).toMatch(/^[+−]\d+\.\d\d %$/);
    expect(await tab.textContent("#updated")).toMatch(/^Updated \d\d:\d\d:\d\d$/);

    expect(problems).toEqual([]);
    const paths = sent.map((request) => new URL(request.url).pathname);
    expect(paths).toEqual(expect.arrayContaining(["/v2/markets", "/v2/all-markets/prices"]));
    // Nothing of the endpoint Paxos retired in 2023.
    expect(paths.filter((path) => path.includes("/all-markets/ticker"))).toEqual([]);
    // No credentials, no token endpoint, and no header a CORS preflight would have to allow.
    const api = sent.filter((request) => request.url.includes("/v2/"));
    expect(api.every((request) => request.headers["authorization"] === undefined && request.headers["x-paxos-client"] === undefined)).toBe(true);
    expect(sent.some((request) => request.url.includes("oauth"))).toBe(false);
    await tab.close();
  }, 60_000);

  /** Every price on screen: bid, ask, spread, last trade and 24 h change of each market. */
  const PRICE_CELLS = '#tickers td:not([data-field="market"]):not([data-field="time"])';
  const prices = (tab: Page) => tab.$$eval(PRICE_CELLS, (cells) => cells.map((cell) => cell.textContent).join("|"));
  /** Waits (at most `ms`) until the prices on screen differ from `before`. */
  const moved = (tab: Page, before: string, ms: number) =>
    tab.waitForFunction(
      ([selector, was]) => [...document.querySelectorAll(selector)].map((cell) => cell.textContent).join("|") !== was,
      [PRICE_CELLS, before] as const,
      { timeout: ms, polling: 100 },
    );

  it("moves: prices change on screen within 2 s, from the feeds (in Paxos's documented form), and a changed price flashes", async () => {
    const tab = await browser.newPage();
    const sockets: string[] = [];
    /** What the page's /marketdata socket received, in order. */
    const books: { type?: string; market?: string; final_snapshot?: unknown }[] = [];
    tab.on("websocket", (socket) => {
      sockets.push(socket.url());
      if (new URL(socket.url()).pathname === "/marketdata") socket.on("framereceived", ({ payload }) => books.push(JSON.parse(String(payload))));
    });
    await tab.goto(page.url);
    await tab.waitForSelector('#status[data-state="live"]', { timeout: 15_000 });
    const before = await prices(tab);
    const started = Date.now();
    await moved(tab, before, 2_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    // A price that changed flashes green (up) or red (down).
    await tab.waitForSelector("#tickers td.flash-up, #tickers td.flash-down", { timeout: 2_000 });
    // Both feeds on one socket each, on the mock's port; gains green, losses red.
    expect(sockets.map((url) => new URL(url).pathname).sort()).toEqual(["/executiondata", "/marketdata"]);
    const changes = await tab.$$eval('#tickers td[data-field="change"]', (cells) => cells.map((cell) => [cell.textContent, cell.className]));
    for (const [text, colour] of changes) expect(colour).toBe(text!.startsWith("+0.00") ? "flat" : text!.startsWith("+") ? "gain" : "loss");
    // The documented form: one SNAPSHOT per market, each final, and updates of markets already sent
    // between two markets' snapshots (the page showed every market from them).
    // The mock spaces its markets' snapshots out, and the page is live from the REST prices before the
    // last of them: wait (bounded) for all ten rather than reading however many have come so far.
    const snapshotMarkets = () => new Set(books.filter((message) => message.type === "SNAPSHOT").map((message) => message.market));
    await vi.waitFor(() => expect(snapshotMarkets().size).toBe(10), { timeout: 15_000, interval: 100 });
    const snapshots = books.filter((message) => message.type === "SNAPSHOT");
    expect(snapshots.every((message) => message.final_snapshot === true)).toBe(true);
    const lastSnapshot = books.map((message) => message.type).lastIndexOf("SNAPSHOT");
    const interleaved = books.slice(0, lastSnapshot).filter((message, i) => message.type === "UPDATE" && books.slice(0, i).some((earlier) => earlier.type === "SNAPSHOT" && earlier.market === message.market));
    expect(interleaved.length).toBeGreaterThan(0);
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
