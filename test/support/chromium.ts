/**
 * What the browser tests (test/browser) share: Debian's Chromium, launched headless with the flags this
 * machine needs, and a loopback site that serves a page and its scripts (./browser-bundle) from an origin
 * of its own, so the page's calls to the mock are cross-origin, as a real site's are. CI installs
 * Chromium (.ci/run); a machine without it skips those files with a message, and CI refuses to.
 */
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type Browser, chromium } from "playwright-core";

const executablePath = "/usr/bin/chromium";

/** Whether Chromium is installed; in CI its absence is an error, elsewhere a skip with a message. */
export const haveChromium = existsSync(executablePath);
if (!haveChromium && process.env.CI) throw new Error(`${executablePath} is missing: .ci/run must install Debian's chromium.`);
if (!haveChromium) console.warn(`[test/browser] skipped: ${executablePath} is not installed (apt-get install chromium).`);

/** Launches headless Chromium with the flags a container without a GPU or a sandbox needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
}

/** A site on loopback: its origin, and how to stop it. */
export interface LoopbackSite {
  origin: string;
  close(): Promise<void>;
}

/** Serves each script of `scripts` at its path (`/signed.js`) and `html` at every other path, on 127.0.0.1. */
export async function serveSite(html: string, scripts: Record<string, string>): Promise<LoopbackSite> {
  const server = createServer((req, res) => {
    const script = scripts[req.url ?? ""];
    if (script !== undefined) res.writeHead(200, { "content-type": "text/javascript" }).end(script);
    else res.writeHead(200, { "content-type": "text/html" }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
