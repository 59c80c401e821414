// Webhooks: a receiver on a local port that authenticates each delivery, fetches the event it announces
// from the API (the delivered body is never trusted), acts on each event once, and answers so that Paxos
// retries what was not done. Run: `npx tsx examples/webhook-receiver.ts` (against the built-in mock).
//
// The mock does not deliver webhooks on this branch yet, so this example POSTs each delivery itself, exactly
// as Paxos would (a reduced event and the API-key header).
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Paxos } from "paxos-sdk";
import { startMockServer } from "paxos-sdk/mock";

// Always the mock: the example plays Paxos's part too, and a real account's webhooks are configured in its dashboard.
const mock = await startMockServer();
const paxos = new Paxos({ baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret });
console.log(`Using the package's mock API at ${mock.baseUrl}.`);

const apiKey = { header: "X-Paxos-Webhook-Key", value: randomBytes(24).toString("base64url") };
let outage = true; // the first attempt fails, as a database outage would
const server = createServer(
  paxos.webhooks.nodeHandler({
    apiKey,
    onEvent: async (event) => {
      if (outage) {
        outage = false;
        throw new Error("database unavailable");
      }
      console.log(`  onEvent: ${event.type} ${event.id} (${event.object_type}), created ${event.created_at}`);
    },
    logLevel: "off",
  }),
);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/paxos`;
console.log(`Receiver listening on ${url}`);

try {
  // Something happens on the platform: a sandbox crypto deposit records events (Paxos announces crypto transfers).
  const profile = await paxos.profiles.create({ nickname: "Webhooks example" });
  await paxos.sandbox.createDeposit(profile.id, { asset: "BTC", amount: "0.25", crypto_network: "BITCOIN" });
  const event = (await paxos.events.list()).events?.at(-1);
  if (!event?.id) throw new Error("the mock recorded no event");
  const reduced = { id: event.id, type: event.type, source: "com.paxos", time: event.created_at, object: "event" };

  const post = async (label: string, headers: Record<string, string>) => {
    const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(reduced) });
    console.log(`${label} → ${response.status} ${await response.text()}`);
  };
  await post("delivery with a wrong key", { [apiKey.header]: "guess" });
  await post("delivery (the handler fails)", { [apiKey.header]: apiKey.value });
  await post("Paxos retries", { [apiKey.header]: apiKey.value });
  await post("a repeated delivery", { [apiKey.header]: apiKey.value });
} finally {
  server.close();
  await mock.close();
}
