/**
 * The live ticker page: public market data with no credentials at all. The REST ticker gives the
 * starting figures (and each market's price 24 hours ago); then two WebSocket feeds keep the table
 * current: every market's order book (best bid and ask) and every market's trades (last trade, and
 * so the 24 h change). It imports only `PaxosMarket` and two helpers, so its bundle carries neither
 * the OAuth token manager nor decimal.js. `?api=<base URL>&stream=<ws URL>` point it at the mock.
 * Run it: `npx tsx examples/browser/serve.ts`, then open the printed address.
 * Needs: only `paxos-sdk`, and a bundler for the page (serve.ts bundles it with esbuild).
 */
import { bestAsk, bestBid, PaxosMarket, type FeedStatus, type Ticker } from "paxos-sdk";

const query = new URLSearchParams(location.search);
// `identifyInBrowser`: name the SDK in X-Paxos-Client (the mock's CORS preflight allows it).
const market = new PaxosMarket({
  environment: "production",
  baseUrl: query.get("api") ?? undefined,
  streamUrl: query.get("stream") ?? undefined,
  identifyInBrowser: true,
});

const body = document.querySelector<HTMLTableSectionElement>("#tickers")!;
const status = document.querySelector<HTMLParagraphElement>("#status")!;

/** Each market's row cells, and its price 24 hours ago (the base of the change). */
const rows = new Map<string, { bid: HTMLTableCellElement; ask: HTMLTableCellElement; last: HTMLTableCellElement; change: HTMLTableCellElement; open?: string }>();

/** A decimal string as an integer count of 10^-scale units, exactly (a price never becomes a float). */
const units = (value: string, scale: number) => BigInt(value.replace(/^(\d*)\.?(\d*)$/, (_, whole: string, fraction: string) => whole + fraction.padEnd(scale, "0")));

/** (to − from) / from as a signed percentage with two decimals, computed exactly (integers), e.g. "+1.25 %". */
function change(from: string, to: string): string {
  const scale = Math.max(from.length, to.length);
  const base = units(from, scale);
  // Hundredths of a percent, rounded half away from zero.
  const scaled = (units(to, scale) - base) * 20_000n;
  const hundredths = base ? (scaled + (scaled < 0n ? -base : base)) / (2n * base) : 0n;
  const abs = hundredths < 0n ? -hundredths : hundredths;
  return `${hundredths < 0n ? "−" : "+"}${abs / 100n}.${String(abs % 100n).padStart(2, "0")} %`;
}

// A field the service left out may be absent or null.
function cell(text: string | null | undefined): HTMLTableCellElement {
  const td = document.createElement("td");
  // Prices stay the exact decimal strings the service sent.
  td.textContent = text ?? "—";
  return td;
}

function row(ticker: Ticker): HTMLTableRowElement {
  const tr = document.createElement("tr");
  tr.dataset.market = ticker.market ?? "";
  const last = ticker.last_execution?.price;
  const open = ticker.last_day?.open;
  const cells = { bid: cell(ticker.best_bid?.price), ask: cell(ticker.best_ask?.price), last: cell(last), change: cell(open && last && change(open, last)), open: open ?? undefined };
  rows.set(ticker.market ?? "", cells);
  tr.append(cell(ticker.market), cells.bid, cells.ask, cells.last, cells.change);
  return tr;
}

/** The connection line: live while both feeds are open, else reconnecting (with the last reason). */
const states: Record<string, FeedStatus> = {};
const connection = (feed: string) => (state: FeedStatus) => {
  states[feed] = state;
  const down = Object.values(states).find((s) => s.state !== "open");
  status.className = status.dataset.state = down ? "reconnecting" : "live";
  status.textContent = down ? `Reconnecting… ${down.state === "reconnecting" ? `(attempt ${down.attempt}: ${down.reason})` : ""}` : `${rows.size} markets, live`;
};

async function start(): Promise<void> {
  try {
    body.replaceChildren(...(await market.listTickers({ timeout: 10_000 })).map(row));
  } catch (error) {
    // A PaxosError reads "APIConnectionError: …": its name says which.
    status.className = "error";
    status.textContent = String(error);
    return;
  }
  const options = (feed: string) => ({ reconnectDelayMs: 1_000, onStatus: connection(feed) });
  // Every market's book, and every market's trades, each on one connection; they reconnect by
  // themselves and end with the page. A slow page gets each market's latest book (coalesced).
  void (async () => {
    for await (const book of market.watchOrderBook(undefined, options("books"))) {
      const cells = rows.get(book.market);
      if (cells) {
        cells.bid.textContent = bestBid(book)?.price ?? "—";
        cells.ask.textContent = bestAsk(book)?.price ?? "—";
      }
    }
  })();
  for await (const execution of market.watchExecutions(undefined, options("trades"))) {
    const cells = rows.get(execution.market);
    if (cells) {
      cells.last.textContent = execution.price;
      if (cells.open) cells.change.textContent = change(cells.open, execution.price);
    }
  }
}

void start();
