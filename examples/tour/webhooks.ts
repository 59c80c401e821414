/**
 * The tour's webhooks chapter: a receiver built with paxos.webhooks.nodeHandler on a local port, and a mock
 * of its own that delivers to it (the tour's main mock has no webhook configured): a deposit's events
 * handled once each although every event is delivered twice, a failing handler retried, a forger refused.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Paxos, type PaxosTypes } from "paxos-sdk";
import { createMockApi, startMockServer } from "paxos-sdk/mock";
import { code, heading, say } from "./ui";

/** Runs the chapter against a fresh delivering mock, and stops it and the receiver afterwards. */
export async function webhooks(): Promise<void> {
  heading("Webhooks", "The receiver authenticates each delivery, fetches the event from the API, and acts on it once.");
  const apiKey = { header: "X-Paxos-Webhook-Key", value: crypto.randomUUID() };
  let receive: PaxosTypes.NodeWebhookHandler | undefined;
  const server = createServer((req, res) => (receive ? receive(req, res) : void res.writeHead(503).end()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/paxos`;
  const fast = { rateLimit: 100, retry: { initialDelayMs: 100, maxAttempts: 3 } };
  const api = createMockApi({
    webhooks: [
      { url, apiKey, ...fast },
      { url, apiKey, ...fast },
      { url, apiKey: { header: apiKey.header, value: "a-guess" }, ...fast },
    ],
  });
  const mock = await startMockServer({ api });
  try {
    say(`A second mock delivers every event it records to ${url}: twice with the right key, once more with a wrong one.`);
    const paxos = new Paxos({ baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl, clientId: mock.clientId, clientSecret: mock.clientSecret });
    let failing = true;
    code(`createServer(paxos.webhooks.nodeHandler({ apiKey: { header, value }, onEvent: async (event) => { … } }))`);
    receive = paxos.webhooks.nodeHandler({
      apiKey,
      // Answered after the handler, so a failure is a 500 the mock retries (the default answers first
      // and leaves a failure to events.follow with the same dedupe store).
      acknowledge: "after-handler",
      logLevel: "off",
      onEvent: async (event) => {
        if (failing && event.type === "transfer.crypto_deposit.completed") {
          failing = false;
          say(`onEvent ${event.type}: throws (an outage) → 500, so the mock delivers it again`);
          throw new Error("outage");
        }
        say(`onEvent ${event.type} (${event.object_type}), fetched from GET /events/${event.id}`);
      },
    });
    await paxos.sandbox.createDeposit(api.store.ids.profileIds[0]!, { asset: "BTC", amount: "0.25", crypto_network: "BITCOIN" });
    await api.webhooks.idle();
    const [first, second, forged] = api.webhooks.stats();
    say(`delivered ${first!.delivered} + ${second!.delivered} times, acted on once each; the wrong key: ${forged!.failedAttempts} answers 401, never acted on.`);
  } finally {
    await mock.close();
    await api.webhooks.close();
    server.close();
  }
}
