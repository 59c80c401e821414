/**
 * A mock API in a process of its own for the webhooks figure: `delivering` also runs a local receiver
 * (answering each delivery after 50 ms, as one that fetches the event first would) and delivers every
 * event to it at 100 per second; `quiet` has no webhook. Prints one JSON line (where to reach it), then
 * serves until its stdin closes, and prints how many deliveries arrived before it exits.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { startMockServer } from "../../src/mock/index";

const mode = process.argv[2];
let received = 0;
const receiver = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    received++;
    setTimeout(() => res.writeHead(200).end(), 50);
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
const mock = await startMockServer(mode === "delivering" ? { webhooks: [{ url, apiKey: { header: "X-Key", value: "bench" }, rateLimit: 100 }] } : {});
process.stdout.write(`${JSON.stringify({ baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret, profileId: mock.api.store.ids.profileIds[0] })}\n`);
process.stdin.resume();
process.stdin.on("end", async () => {
  const [stats] = mock.webhooks.stats();
  await mock.close();
  receiver.close();
  receiver.closeAllConnections();
  process.stdout.write(`${JSON.stringify({ received, pending: stats?.pending ?? 0 })}\n`);
});
