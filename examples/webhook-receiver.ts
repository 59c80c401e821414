// Webhooks end to end on this machine: a receiver built with paxos.webhooks.nodeHandler listens on a local
// port, and the built-in mock delivers to it every event it records, as Paxos does. The receiver
// authenticates each delivery (an API-key header), fetches the event it announces from the API (the body
// is never trusted), acts once per event, and answers so that the mock retries what was not done:
// - a handler that fails once (a database outage): answered 500, the mock delivers again, it runs again;
// - a repeated delivery (a second webhook to the same URL): answered 200 without acting;
// - a sender with a wrong key: 401, never acted on;
// - a test delivery (`is_test`): handed to onTestEvent, not fetched.
// Against the real service, webhooks are set up in the Paxos dashboard and deliver to a public HTTPS URL.
// Run: `npx tsx examples/webhook-receiver.ts`.
// Needs: Node 20+ and `npm install paxos-sdk msw` (msw: `paxos-sdk/mock` runs on it); run it with tsx (`npx tsx <file>`).
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Paxos, type PaxosTypes } from "paxos-sdk";
import { createMockApi, startMockServer } from "paxos-sdk/mock";

const apiKey = { header: "X-Paxos-Webhook-Key", value: randomBytes(24).toString("base64url") };

// The receiver listens first: the mock must know its URL, and its handler needs a client of the mock.
let receive: PaxosTypes.NodeWebhookHandler | undefined;
const server = createServer((req: IncomingMessage, res: ServerResponse) => (receive ? receive(req, res) : void res.writeHead(503).end()));
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/paxos`;

const fast = { rateLimit: 100, retry: { initialDelayMs: 200 } };
const api = createMockApi({
  webhooks: [
    { url, apiKey, ...fast },
    { url, apiKey, ...fast }, // the same events again: a receiver must survive repeated deliveries
    { url, apiKey: { header: apiKey.header, value: "a-guess" }, ...fast, retry: { maxAttempts: 1 } }, // not Paxos
  ],
});
const mock = await startMockServer({ api });
console.log(`Using the package's mock API at ${mock.baseUrl}; it delivers webhooks to ${url}.`);
const paxos = new Paxos({ baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret });

let outage = true; // the first deposit event meets a database outage
receive = paxos.webhooks.nodeHandler({
  apiKey,
  // Answered after the handler, so that a failure is answered 500 and delivered again. The default,
  // "before-handler", answers at once and leaves a failed event to `paxos.events.follow` with the same
  // dedupe store (docs/webhooks.md): the form for handlers slower than Paxos's 500 ms budget.
  acknowledge: "after-handler",
  onEvent: async (event) => {
    if (event.type === "transfer.crypto_deposit.completed" && outage) {
      outage = false;
      console.log(`  onEvent ${event.type}: the database is down, throwing (the receiver answers 500)`);
      throw new Error("database unavailable");
    }
    console.log(`  onEvent ${event.type} ${event.id}: ${JSON.stringify(event.object)}`);
  },
  onTestEvent: (reduced) => console.log(`  onTestEvent ${reduced.type} (a test delivery: not fetched)`),
  logLevel: "off",
});

try {
  // Things happen on the platform: a crypto deposit arrives, an identity is approved.
  await paxos.sandbox.createDeposit(api.store.ids.profileIds[0] as string, { asset: "ETH", amount: "1.5", crypto_network: "ETHEREUM" });
  const person = await paxos.identity.create({ person_details: { first_name: "Grace", last_name: "Hopper" } });
  await paxos.sandbox.setIdentityStatus(person.id, { id_verification_status: "APPROVED", sanctions_verification_status: "APPROVED" });
  await api.webhooks.idle();
  api.webhooks.sendTestEvent("identity.approved", { webhook: 0 });
  await api.webhooks.idle();

  for (const [i, stats] of api.webhooks.stats().entries()) {
    const answers = api.webhooks.attempts().filter((a) => a.webhook === i).map((a) => a.status ?? a.error);
    console.log(`webhook ${i}: delivered ${stats.delivered}, given up ${stats.undelivered}; answers ${answers.join(" ")}`);
  }
} finally {
  await mock.close();
  await api.webhooks.close();
  server.close();
}
