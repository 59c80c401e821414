// Prints the all-markets ticker with PaxosMarket, the credential-free client (no token is ever
// requested). Run: `npx tsx examples/tickers.ts`. It reads the package's mock API unless
// PAXOS_ENVIRONMENT is set ("sandbox" or "production"), then the real service: the ticker needs no credentials.
// Needs: Node 20+ and `npm install paxos-sdk msw` (msw: `paxos-sdk/mock` runs on it); run it with tsx (`npx tsx <file>`).
import { PaxosMarket } from "paxos-sdk";
import { startMockServer } from "paxos-sdk/mock";

const mock = process.env.PAXOS_ENVIRONMENT ? undefined : await startMockServer();
// Without baseUrl, PaxosMarket reads PAXOS_ENVIRONMENT (default "sandbox").
const market = new PaxosMarket(mock ? { baseUrl: mock.baseUrl } : {});
console.log(mock ? `Using the package's mock API at ${mock.baseUrl}.` : `Using the Paxos ${process.env.PAXOS_ENVIRONMENT} API.`);
try {
  const tickers = await market.listTickers();
  // Prices are the exact decimal strings of the wire.
  console.table(
    tickers.map((t) => ({ market: t.market, last: t.last_execution?.price, bid: t.best_bid?.price, ask: t.best_ask?.price, "24h volume": t.last_day?.volume })),
  );
  console.log(`Snapshot at ${tickers[0]?.snapshot_at}`);
} finally {
  await mock?.close();
}
