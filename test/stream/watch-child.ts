// A process that watches a feed, then ends its loop (abort, or break) and must exit by itself:
// run by lifecycle.test.ts as `node --import tsx watch-child.ts <streamUrl> <abort|break>`.
import { PaxosMarketClient, watchOrderBook } from "../../src/index";

const [streamUrl, how] = process.argv.slice(2);
const market = new PaxosMarketClient({ streamUrl });
const controller = new AbortController();
let books = 0;
for await (const book of watchOrderBook(market, "BTCUSD", { signal: controller.signal, idleTimeoutMs: 60_000 })) {
  books++;
  console.log(`book ${book.market} ${book.bids.length}/${book.asks.length}`);
  if (how === "break") break;
  controller.abort();
}
console.log(`loop ended after ${books} book(s)`);
// No process.exit: the test asserts the process ends on its own (no socket or timer left).
