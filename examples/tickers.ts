// Prints the all-markets ticker with PaxosMarket, the credential-free client (no token is ever
// requested). Run: `npx tsx examples/tickers.ts` (mock). With PAXOS_CLIENT_ID/PAXOS_CLIENT_SECRET set it
// reads the real service of PAXOS_ENVIRONMENT; the ticker itself needs no credentials.
import { PaxosMarket } from "../src/index";
import { run } from "./support/connect";
import { printTable, tickerRow } from "./support/format";

await run(async ({ endpoint }) => {
  const market = new PaxosMarket({ environment: endpoint.environment, baseUrl: endpoint.baseUrl });
  const tickers = await market.listTickers();
  // Prices are the exact decimal strings of the wire.
  printTable(tickers.map(tickerRow));
  console.log(`Snapshot at ${tickers[0]?.snapshot_at}`);
});
