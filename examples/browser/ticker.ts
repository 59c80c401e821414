/**
 * The live ticker page: public market data with no credentials, as Paxos serves it today. `listMarkets`
 * names the markets and their tick (so each market's prices show in its own precision); two WebSocket
 * feeds, one socket each, keep every row current: every market's order book (bid, ask, spread) and
 * every market's trades (last trade); `listPrices` (`GET /all-markets/prices`) gives each market's price
 * 24 hours ago, read again every minute as Paxos refreshes it, for the day's change. The retired
 * `GET /all-markets/ticker` is not used. Requests carry no custom header (no CORS preflight), so the page
 * works against production as it is. It calls the market functions on a `PaxosMarketClient` (the
 * public methods of `paxos.market` as functions), so its bundle carries only the two operations and two feeds it
 * uses: not the retired ticker, not the deprecated REST book and trades, neither the OAuth token manager
 * nor decimal.js (prices are handled as exact integers of their tick).
 * `?api=<base URL>&stream=<ws URL>` point it at the mock. Run it: `npx tsx examples/browser/serve.ts`, then open
 * the printed address.
 * Needs: only `paxos-sdk`, and a bundler for the page (serve.ts bundles it with esbuild).
 */
import { bestAsk, bestBid, listMarkets, listPrices, PaxosMarketClient, watchExecutions, watchOrderBook, type PaxosTypes } from "paxos-sdk";

const query = new URLSearchParams(location.search);
const client = new PaxosMarketClient({ environment: "production", baseUrl: query.get("api") ?? undefined, streamUrl: query.get("stream") ?? undefined });

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const [body, status, updated] = [$("#tickers"), $("#status"), $("#updated")];

const FIELDS = ["bid", "ask", "spread", "last", "change"] as const;
type Field = (typeof FIELDS)[number];

/** One market's row: its cells, its precision (decimals of its tick), and its figures in units of 10^-scale. */
interface Row {
  cells: Record<Field, HTMLElement>;
  scale: number;
  bid?: bigint;
  ask?: bigint;
  last?: bigint;
  /** The price 24 hours ago (`yesterday_price`). */
  dayAgo?: bigint;
}
const rows = new Map<string, Row>();

/** A decimal string as an integer count of 10^-scale, rounded half up: exact, never a float. */
function units(value: string, scale: number): bigint {
  const [whole, fraction = ""] = value.split(".");
  return BigInt(whole + fraction.slice(0, scale).padEnd(scale, "0")) + (fraction[scale]! >= "5" ? 1n : 0n);
}

/** Units of 10^-scale as text with exactly `scale` decimals: one market, one precision ("7.370", never "7.37" then "7.366"). */
function text(count: bigint, scale: number): string {
  const digits = (count < 0n ? -count : count).toString().padStart(scale + 1, "0");
  return (count < 0n ? "−" : "") + (scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits);
}

/** Shows `value` in a cell; a price that changed flashes green when it rose, red when it fell. */
function show(row: Row, field: Field, value: string, was?: bigint, now?: bigint): void {
  const cell = row.cells[field];
  if (cell.textContent === value) return;
  cell.textContent = value;
  if (was === undefined || now === undefined || was === now) return;
  cell.classList.remove("flash-up", "flash-down");
  void cell.offsetWidth; // restarts the animation when the same class comes back
  cell.classList.add(now > was ? "flash-up" : "flash-down");
}

/** Sets a price of a row (bid, ask or last) and what follows from it: spread, day's change, time. */
function set(name: string, field: "bid" | "ask" | "last", value: string | undefined): void {
  const row = rows.get(name);
  if (!row || value === undefined) return;
  const now = units(value, row.scale);
  show(row, field, text(now, row.scale), row[field], now);
  row[field] = now;
  if (row.bid !== undefined && row.ask !== undefined) show(row, "spread", text(row.ask - row.bid, row.scale));
  if (row.last !== undefined && row.dayAgo) {
    // Hundredths of a percent, rounded half away from zero.
    const scaled = (row.last - row.dayAgo) * 20_000n;
    const bp = (scaled + (scaled < 0n ? -row.dayAgo : row.dayAgo)) / (2n * row.dayAgo);
    show(row, "change", `${bp < 0n ? "" : "+"}${text(bp, 2)} %`);
    row.cells.change.className = bp > 0n ? "gain" : bp < 0n ? "loss" : "flat";
  }
  updated.textContent = `Updated ${new Date().toTimeString().slice(0, 8)}`;
}

function addRow(name: string, tick: string | null | undefined): HTMLElement {
  const tr = document.createElement("tr");
  tr.dataset.market = name;
  const cells = {} as Record<Field, HTMLElement>;
  for (const field of ["market", ...FIELDS] as const) {
    const td = tr.insertCell();
    td.dataset.field = field;
    td.textContent = field === "market" ? name : "—";
    if (field !== "market") cells[field] = td;
  }
  // The tick's decimals ("0.25" → 2, "0.0100" → 2): the precision of every price of the market.
  rows.set(name, { cells, scale: tick ? (tick.split(".")[1] ?? "").replace(/0+$/, "").length : 2 });
  return tr;
}

/** Reads the day-old prices (and the current one, shown as the last trade until the feed has one). */
async function refreshPrices(): Promise<void> {
  // Paxos prices its USD markets; asking for another could fail the whole call.
  const markets = [...rows.keys()].filter((name) => name.endsWith("USD")) as ["BTCUSD"];
  const { items, prices } = await listPrices(client, { markets }, { timeout: 10_000 });
  for (const entry of items ?? prices ?? []) {
    const row = rows.get(entry.market ?? "");
    if (!row || !entry.yesterday_price) continue;
    row.dayAgo = units(entry.yesterday_price, row.scale);
    set(entry.market!, "last", row.last === undefined ? (entry.current_price ?? undefined) : text(row.last, row.scale));
  }
}

/** The connection line: live while both feeds are open, else reconnecting (with the reason). */
const states: Record<string, PaxosTypes.FeedStatus> = {};
const connection = (feed: string) => (state: PaxosTypes.FeedStatus) => {
  states[feed] = state;
  const down = Object.values(states).find((s) => s.state !== "open");
  status.className = status.dataset.state = down ? "reconnecting" : "live";
  status.textContent = down?.state === "reconnecting" ? `Reconnecting… (attempt ${down.attempt}: ${down.reason})` : `Live · ${rows.size} markets`;
};

/** What stops the page: the markets could not be read, or a feed gave up (no connection in its attempts). */
function fail(error: unknown): void {
  // A PaxosError reads "APIConnectionError: …": its name says which.
  status.className = status.dataset.state = "error";
  status.textContent = String(error);
}

async function start(): Promise<void> {
  const { markets } = await listMarkets(client, { timeout: 10_000 });
  body.replaceChildren(...(markets ?? []).filter((m) => m.market).map((m) => addRow(m.market!, m.tick_rate)));
  const prices = () => refreshPrices().catch((error: unknown) => void (updated.textContent = `24 h prices unavailable: ${String(error)}`));
  void prices();
  setInterval(prices, 60_000);
  // Every market's book and every market's trades, one socket each; they reconnect by themselves.
  // The book feed is busy on Paxos: 30 s without a frame means a stalled socket, reopened.
  void (async () => {
    for await (const book of watchOrderBook(client, undefined, { reconnectDelayMs: 1_000, idleTimeoutMs: 30_000, onStatus: connection("books") })) {
      set(book.market, "bid", bestBid(book)?.price);
      set(book.market, "ask", bestAsk(book)?.price);
    }
  })().catch(fail);
  for await (const execution of watchExecutions(client, undefined, { reconnectDelayMs: 1_000, onStatus: connection("trades") })) set(execution.market, "last", execution.price);
}

void start().catch(fail);
