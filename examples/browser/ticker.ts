/**
 * The browser ticker page: public market data with no credentials at all.
 * It imports only `PaxosMarket`, so its bundle carries neither the OAuth
 * token manager nor decimal.js. `?api=<base URL>` points it at the mock server.
 * Run it: `npx tsx examples/browser/serve.ts`, then open the printed address.
 */
import { PaxosError, PaxosMarket, type Ticker } from "paxos-sdk";

const api = new URLSearchParams(location.search).get("api") ?? undefined;
// `identifyInBrowser`: name the SDK in X-Paxos-Client (the mock's CORS preflight allows it).
const market = new PaxosMarket({ environment: "production", baseUrl: api, identifyInBrowser: true });

const body = document.querySelector<HTMLTableSectionElement>("#tickers")!;
const status = document.querySelector<HTMLParagraphElement>("#status")!;

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
  tr.append(
    cell(ticker.market),
    cell(ticker.best_bid?.price),
    cell(ticker.best_ask?.price),
    cell(ticker.last_execution?.price),
    cell(ticker.last_day?.volume),
  );
  return tr;
}

async function refresh(): Promise<void> {
  try {
    const tickers = await market.listTickers({ timeout: 10_000 });
    body.replaceChildren(...tickers.map(row));
    status.className = "";
    status.textContent = `${tickers.length} markets, updated ${new Date().toLocaleTimeString()}`;
  } catch (error) {
    status.className = "error";
    status.textContent = error instanceof PaxosError ? `${error.name}: ${error.message}` : String(error);
  }
}

void refresh();
setInterval(() => void refresh(), 5_000);
