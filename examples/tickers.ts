// Prints every market's price now and 24 hours ago (`listPrices`, REST) beside its live best bid and ask
// (`watchOrderBook`, the WebSocket order-book feed), with a PaxosMarketClient, the credential-free client, and the market
// functions (no token is ever requested). Run: `npx tsx examples/tickers.ts`. It reads the package's mock API unless
// PAXOS_ENVIRONMENT is set ("sandbox" or "production"), then the real service: neither needs credentials.
// Needs: Node 20+ and `npm install paxos-sdk msw` (msw: `paxos-sdk/mock` runs on it; on Node 20 also `ws`, for the feed); run it with tsx (`npx tsx <file>`).
import { bestAsk, bestBid, listMarkets, listPrices, PaxosMarketClient, type PaxosTypes, watchOrderBook } from "paxos-sdk";
import { Decimal } from "paxos-sdk/decimal";
import { startMockServer } from "paxos-sdk/mock";

const mock = process.env.PAXOS_ENVIRONMENT ? undefined : await startMockServer();
// Without baseUrl and streamUrl, PaxosMarketClient reads PAXOS_ENVIRONMENT (default "sandbox").
const client = new PaxosMarketClient(mock ? { baseUrl: mock.baseUrl, streamUrl: mock.streamUrl } : {});
console.log(mock ? `Using the package's mock API at ${mock.baseUrl}.` : `Using the Paxos ${process.env.PAXOS_ENVIRONMENT} API.`);
try {
  // The markets Paxos prices (its USD markets), from the market list.
  const { markets = [] } = await listMarkets(client);
  const names = (markets ?? []).map((m) => m.market).filter((name): name is "BTCUSD" => !!name?.endsWith("USD"));
  const { items, prices } = await listPrices(client, { markets: names });

  // One live book per market: every market's book on one socket (`/marketdata`), each complete once its
  // own snapshot has come; the loop stops when it has them all, or after 5 s.
  const books = new Map<string, PaxosTypes.OrderBookView>();
  for await (const book of watchOrderBook(client, undefined, { signal: AbortSignal.timeout(5_000) })) {
    books.set(book.market, book);
    if (names.every((name) => books.has(name))) break;
  }

  // Prices are the exact decimal strings of the wire; the change is computed with decimal.js, never floats.
  console.table(
    (items ?? prices ?? []).map((p) => {
      const book = books.get(p.market ?? "");
      const change = p.current_price && p.yesterday_price ? new Decimal(p.current_price).minus(p.yesterday_price).div(p.yesterday_price).times(100).toFixed(2) : undefined;
      return { market: p.market, price: p.current_price, "24h ago": p.yesterday_price, "24h %": change, bid: (book && bestBid(book)?.price) ?? "—", ask: (book && bestAsk(book)?.price) ?? "—" };
    }),
  );
  console.log(`Prices at ${(items ?? prices ?? [])[0]?.snapshot_at}; ${books.size} live books.`);
} finally {
  await mock?.close();
}
