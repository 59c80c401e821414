/**
 * Serves the live browser ticker page next to a mock API server, on loopback: the mock's clock follows
 * real time and its market moves by itself (`movingMarket`), so the page has something to show; its
 * feeds are on the mock's port (`streamUrl`).
 * `npx tsx examples/browser/serve.ts` prints the address to open.
 * The browser test (test/browser) uses the same function.
 * Needs: Node 20+ and `npm install paxos-sdk msw ws esbuild` (msw: `paxos-sdk/mock` runs on it; ws: the mock's feeds; esbuild: bundles the page); run it with tsx (`npx tsx <file>`).
 */
import { build } from "esbuild";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { startMockServer, type MockServer } from "paxos-sdk/mock";

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/** Bundles the page's script for the browser (minified, as a site would ship it). */
export async function bundleTickerPage(): Promise<string> {
  const result = await build({
    entryPoints: [here("./ticker.ts")],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

/** A running page server and the mock API behind it. */
export interface TickerPageServer {
  /** The page's address, with `?api=` and `?stream=` pointing at the mock. */
  url: string;
  /** The bundled script the page loads. */
  script: string;
  /** The mock behind the page (its feeds' faults: `mock.api.feeds.dropSockets()` …). */
  mock: MockServer;
  close(): Promise<void>;
}

/**
 * Starts the mock API and a static server for the page; both on 127.0.0.1. `subscriptionIntervalMs`: the
 * mock's limit on new feed sockets (default Paxos's, one a second; a test shortens it to time the page
 * itself rather than the limit); `snapshotIntervalMs`: the time between two markets' snapshots on
 * `/marketdata` (default 0), so the updates of the markets already sent come in between, as on Paxos.
 */
export async function serveTickerPage(options: { subscriptionIntervalMs?: number; snapshotIntervalMs?: number } = {}): Promise<TickerPageServer> {
  const [script, html, mock] = await Promise.all([
    bundleTickerPage(),
    readFile(here("./index.html"), "utf8"),
    startMockServer({ port: 0, clock: { followRealTime: true }, movingMarket: { stepMs: 250 }, feeds: { subscriptionIntervalMs: options.subscriptionIntervalMs ?? 1_000, snapshotIntervalMs: options.snapshotIntervalMs ?? 0 } }),
  ]);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://page.invalid").pathname;
    if (path === "/" || path === "/index.html") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
    } else if (path === "/ticker.js") {
      res.writeHead(200, { "content-type": "text/javascript; charset=utf-8" }).end(script);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/?api=${encodeURIComponent(mock.baseUrl)}&stream=${encodeURIComponent(mock.streamUrl)}`,
    script,
    mock,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mock.close();
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const page = await serveTickerPage();
  console.log(`Ticker page: ${page.url}  (Ctrl-C to stop)`);
  process.once("SIGINT", () => void page.close().then(() => process.exit(0)));
}
