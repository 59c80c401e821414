/**
 * Child process for the feed memory figure: 1 000 000 UPDATE frames (prices wandering around a mid,
 * levels set and removed, as a live book does) through the order-book feed, each book yielded; the heap
 * after a GC every 100 000 updates. Usage: feed-memory.ts <updates> (run with --expose-gc).
 */
import { OrderBookFeed, type OrderBookView } from "../../src/stream/order-book-feed";
import { ENDED, Outlet } from "../../src/stream/outlet";

const updates = Number(process.argv[2] ?? 1_000_000);
const gc = (globalThis as { gc?: () => void }).gc!;
// An aborted signal: no probe timer (the market's snapshot comes first).
const feed = new OrderBookFeed({ signal: AbortSignal.abort(), probe: async () => true as const });
const outlet = new Outlet<OrderBookView>((key) => feed.view(key));
feed.add({ market: "BTCUSD", outlet, options: {} });
feed.opened();
const level = (i: number) => ({ price: (60_000 - i * 0.5).toFixed(2), amount: "1.00000000" });
feed.frame(JSON.stringify({ type: "SNAPSHOT", market: "BTCUSD", bids: Array.from({ length: 100 }, (_, i) => level(i + 1)), asks: Array.from({ length: 100 }, (_, i) => ({ ...level(-i - 1) })), final_snapshot: true }));
await outlet.next();

let seed = 19;
const random = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
const heapMb: number[] = [];
for (let i = 1; i <= updates; i++) {
  const buy = random() < 0.5;
  // Within 150 ticks of the mid on its own side; a third of the updates remove a level.
  const offset = 1 + Math.floor(random() * 150);
  const price = (buy ? 60_000 - offset * 0.5 : 60_000 + offset * 0.5).toFixed(2);
  const amount = random() < 0.33 ? "0" : (random() * 5).toFixed(8);
  feed.frame(JSON.stringify({ type: "UPDATE", market: "BTCUSD", side: buy ? "BUY" : "SELL", price, amount }));
  const book = await outlet.next();
  if (book === ENDED) throw new Error("ended");
  if (i % 100_000 === 0) {
    gc();
    heapMb.push(process.memoryUsage().heapUsed / 1024 / 1024);
  }
}
const last = feed.view("BTCUSD");
console.log(JSON.stringify({ updates, heapMb, levels: last.bids.length + last.asks.length }));
