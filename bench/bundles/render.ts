/** Shared by the ticker pages: renders tickers as a table into the page (the only DOM work they do). */

/** The ticker fields a page shows (each may be absent or null). */
export interface TickerRow {
  market?: unknown;
  best_bid?: { price?: string | null } | null;
  best_ask?: { price?: string | null } | null;
  last_execution?: { price?: string | null } | null;
}

/** Replaces the body of `#tickers` with one row per market. */
export function renderTickers(rows: readonly TickerRow[]): void {
  const table = document.createElement("table");
  const head = table.createTHead().insertRow();
  for (const title of ["Market", "Bid", "Ask", "Last"]) head.insertCell().textContent = title;
  const body = table.createTBody();
  for (const t of rows) {
    const row = body.insertRow();
    for (const cell of [t.market == null ? undefined : String(t.market), t.best_bid?.price, t.best_ask?.price, t.last_execution?.price]) row.insertCell().textContent = cell ?? "–";
  }
  document.getElementById("tickers")?.replaceChildren(table);
}
