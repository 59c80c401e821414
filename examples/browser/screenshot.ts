/**
 * Takes the README's picture of the live ticker page: serves it next to the moving mock (./serve.ts),
 * opens it in headless Chromium (Debian's, /usr/bin/chromium, through playwright-core), lets the market
 * move a few seconds, and writes examples/browser/ticker-live.png.
 * `npx tsx examples/browser/screenshot.ts`
 * Needs: what serve.ts needs, plus `playwright-core` and a Chromium at /usr/bin/chromium (Debian's package).
 */
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { serveTickerPage } from "./serve";

const out = fileURLToPath(new URL("./ticker-live.png", import.meta.url));
const page = await serveTickerPage();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
try {
  const tab = await browser.newPage({ viewport: { width: 1280, height: 620 }, deviceScaleFactor: 1 });
  await tab.goto(page.url);
  await tab.waitForSelector('#status[data-state="live"]', { timeout: 15_000 });
  // A few seconds of market, then the picture while a change is flashing.
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  await tab.waitForSelector("#tickers td.flash-up, #tickers td.flash-down", { timeout: 5_000 });
  await tab.screenshot({ path: out, fullPage: true });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  await page.close();
}
