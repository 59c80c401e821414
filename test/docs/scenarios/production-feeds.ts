// The README's snippets that follow production's feeds (`environment: "production"`): the mock serves the
// REST calls (msw) and its feeds on a loopback server; production's feed origin, wss://ws.paxos.com, is
// sent there (the WebSocket class the SDK finds is `ws`'s, its URL rewritten: what a DNS entry for the
// host would do). A feed loop runs until its signal aborts or forever, like a page: the scenario ends the
// process once the snippet printed what it claims.
// Claims: the order-book loop prints the best bid of the mock's BTCUSD book, the exact string; the
// executions loop prints the price of a BTCUSD trade made once it is subscribed.
import { WebSocket } from "ws";
import { Paxos } from "paxos-sdk";
import { MAIN_CLIENT, startMockServer } from "paxos-sdk/mock";
import { PRODUCTION, setUpReaderContext } from "../fixtures/reader-context";
import { drive, fail, pass, watchStdout } from "./support";

const { api } = await setUpReaderContext();
const server = await startMockServer({ api });
const production = "wss://ws.paxos.com";
(globalThis as { WebSocket?: unknown }).WebSocket = class extends WebSocket {
  constructor(url: string | URL, ...rest: unknown[]) {
    const target = String(url);
    super(target.startsWith(`${production}/`) ? `${server.streamUrl}${target.slice(production.length)}` : target, ...(rest as []));
  }
};
const stdout = watchStdout();
const quiet = new Paxos({ clientId: MAIN_CLIENT.clientId, clientSecret: MAIN_CLIENT.clientSecret, ...PRODUCTION, logLevel: "error" });

drive(async () => {
  const first = await stdout.waitFor(() => true);
  if (api.feeds.subscriptions.some((subscription) => subscription.path.startsWith("/executiondata"))) {
    const trades = (api.store as unknown as { trades: { market: string; price: string }[] }).trades.filter((trade) => trade.market === "BTCUSD");
    if (trades.length !== 1 || first !== trades[0]!.price) fail(`printed ${first}; BTCUSD trades: ${JSON.stringify(trades)}`);
    pass(`the executions loop printed the trade's price, ${first}`);
  }
  const book = await quiet.market.getOrderBook("BTCUSD");
  if (first !== book.bids?.[0]?.price) fail(`printed ${first}, the book's best bid is ${book.bids?.[0]?.price}`);
  pass(`the order-book loop printed the book's best bid, ${first}`);
});

// Once the executions loop is subscribed, a trade: a market buy against the book.
drive(async () => {
  while (!api.feeds.subscriptions.some((subscription) => subscription.path.startsWith("/executiondata"))) {
    if (api.feeds.subscriptions.some((subscription) => subscription.path.startsWith("/marketdata"))) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await quiet.orders.create(api.store.ids.profileIds[0]!, { market: "BTCUSD", side: "BUY", type: "MARKET", quote_amount: "100.00" });
});
