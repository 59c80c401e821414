// Workflow: trading on the order book. A limit order that sweeps two price levels, a market order by
// quote amount, a cancel of a resting order; fills become executions and balances move by exact amounts,
// and the lists across profiles show the orders and their fills.
// Run: `npx tsx examples/workflows/orders.ts` (the mock's BTCUSD and ETHUSD books are seeded).
// Needs: Node 20+ and `npm install paxos-sdk msw` (msw: `paxos-sdk/mock` runs on it); run it with tsx (`npx tsx <file>`).
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Paxos } from "paxos-sdk";
import { startMockServer } from "paxos-sdk/mock";

/** The workflow, printing each step with `say`. */
export async function orders(paxos: Paxos, say: (line: string) => void): Promise<void> {
  const profile = await paxos.profiles.create({ nickname: "Trader" });
  await paxos.sandbox.createDeposit(profile.id, { asset: "USD", amount: "100000.00" });
  const book = await paxos.market.getOrderBook("BTCUSD");
  say(`BTCUSD best ask ${book.asks?.[0]?.amount} @ ${book.asks?.[0]?.price}, best bid ${book.bids?.[0]?.amount} @ ${book.bids?.[0]?.price}`);
  const balances = async () => ((await paxos.profiles.listBalances(profile.id)).items ?? []).map((b) => `${b.available} ${b.asset}`).join(", ");

  const limit = await paxos.orders.create(profile.id, { side: "BUY", type: "LIMIT", market: "BTCUSD", base_amount: "0.75", price: "60020.00" });
  say(`limit buy 0.75 @ 60020.00 → ${limit.status}, filled ${limit.amount_filled} at average ${limit.volume_weighted_average_price}`);
  for (const e of (await paxos.orders.listExecutionsForProfile(profile.id, { order_id: limit.id! })).items ?? []) {
    say(`  execution ${e.amount} @ ${e.price} = ${e.gross_trade_amount}`);
  }
  say(`balances: ${await balances()}`);

  const market = await paxos.orders.create(profile.id, { side: "BUY", type: "MARKET", market: "ETHUSD", quote_amount: "6003.00" });
  say(`market buy for 6003.00 USD of ETH → ${market.status}, got ${market.amount_filled} ETH`);

  const resting = await paxos.orders.create(profile.id, { side: "BUY", type: "LIMIT", market: "BTCUSD", base_amount: "0.1", price: "50000.00" });
  say(`limit buy 0.1 @ 50000.00 → ${resting.status} (5000.00 USD reserved): ${await balances()}`);
  await paxos.orders.cancel(profile.id, resting.id!);
  say(`cancelled → ${(await paxos.orders.get(profile.id, resting.id!)).status}: ${await balances()}`);

  const mine = await paxos.orders.list({ profile_id: profile.id });
  say(`orders.list: ${mine.items.map((o) => `${o.type} ${o.side} ${o.market} ${o.status}`).join("; ")}`);
  const fills = (await paxos.orders.listExecutions({ profile_id: profile.id })).items ?? [];
  say(`orders.listExecutions: ${fills.length} fills, ${fills.map((e) => `${e.amount} @ ${e.price}`).join(", ")}`);
}

// Run as a script (the tour imports the function instead): against the package's mock API, or the real
// sandbox when PAXOS_CLIENT_ID and PAXOS_CLIENT_SECRET are set (`new Paxos()` reads them, and PAXOS_ENVIRONMENT).
if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  const mock = process.env.PAXOS_CLIENT_ID ? undefined : await startMockServer();
  const paxos = mock
    ? new Paxos({ baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret })
    : new Paxos();
  console.log(mock ? `Using the package's mock API at ${mock.baseUrl}.` : `Using the Paxos ${paxos.environment} API.`);
  try {
    await orders(paxos, console.log);
  } finally {
    await mock?.close();
  }
}
